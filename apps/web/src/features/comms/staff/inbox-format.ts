import type { InboxMessageStatus, SubscriberStatus } from '@rgcc/shared/comms/inbox-constants';

const badge = 'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

/** Each state in its own colour, so a long list can be scanned; the label still says it in words. */
export const statusBadgeClass: Record<InboxMessageStatus | SubscriberStatus, string> = {
  new: `${badge} bg-river-100 text-river-700 ring-river-500/30`,
  handled: `${badge} bg-fairway-100 text-fairway-800 ring-fairway-200`,
  pending: `${badge} bg-sand-100 text-ink ring-sand-300`,
  confirmed: `${badge} bg-fairway-100 text-fairway-800 ring-fairway-200`,
  unsubscribed: `${badge} bg-stone-100 text-ink ring-stone-300`,
};

