import { subscriberStatusLabels, type InboxMessageKind } from '@rgcc/shared/comms/inbox-constants';

/** A message's status in the Inbox's CSV. */
export const inboxStatusWords = { handled: 'Handled', new: 'New' } as const;
const received = 'Received (Dhaka time)';
const handledColumns = ['Status', 'Handled at (Dhaka time)'];
export const inboxCsvHeaders: Record<InboxMessageKind, readonly string[]> = {
  contact: [received, 'First name', 'Last name', 'Email', 'Phone', 'Message', ...handledColumns],
  support: [received, 'Member ID', 'Name', 'Email', 'Phone', 'Subject', 'First message', ...handledColumns],
  rating: [received, 'Score', 'Comment', ...handledColumns],
};

export const subscriberCsvHeader = ['Signed up (Dhaka time)', 'Email', 'Status', 'Confirmed at (Dhaka time)', 'Unsubscribed at (Dhaka time)', 'Unsubscribe link'] as const;
/** The headings and words of this CSV, each of which has its Bangla (apps/server/test/csv-words.test.ts). */
export const inboxCsvWords = [...Object.values(inboxCsvHeaders).flat(), ...Object.values(inboxStatusWords), ...subscriberCsvHeader, ...Object.values(subscriberStatusLabels)];
