/**
 * The staff console's Inbox: what visitors send through the public forms, and what members write
 * from the dashboard. Messages (contact, member support thread, restaurant rating) are new until
 * staff mark them handled; newsletter subscribers have their own states. Convention hall requests
 * are answered under Bookings (decision 0026).
 */
import { choiceFilter, orderFilter, searchFilter, type ListFilters } from '../common/list-filters';

export const inboxMessageKinds = ['contact', 'support', 'rating'] as const;
export type InboxMessageKind = (typeof inboxMessageKinds)[number];

/** The Inbox's tabs: the kinds of message, then the newsletter's subscribers. */
export const inboxTabs = [...inboxMessageKinds, 'newsletter'] as const;
export type InboxTab = (typeof inboxTabs)[number];

export const inboxMessageStatuses = ['new', 'handled'] as const;
export type InboxMessageStatus = (typeof inboxMessageStatuses)[number];

export const inboxMessageStatusLabels: Record<InboxMessageStatus, string> = { new: 'New', handled: 'Handled' };

/** Only `confirmed` subscribers are subscribed: a sign-up counts once its address is confirmed. */
export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

export const subscriberStatusLabels: Record<SubscriberStatus, string> = {
  pending: 'Pending confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};

export const inboxSortOrders = ['newest', 'oldest'] as const;
export type InboxSortOrder = (typeof inboxSortOrders)[number];

export const inboxSortLabels: Record<InboxSortOrder, string> = { newest: 'Newest first', oldest: 'Oldest first' };

const sortFilter = orderFilter('Order', inboxSortOrders, { optionLabels: inboxSortLabels, unknown: 'Unknown order' });
const messageFilters = (searchLabel: string) => ({
  q: searchFilter(searchLabel),
  status: choiceFilter('Status', inboxMessageStatuses, { any: 'All', optionLabels: inboxMessageStatusLabels, unknown: 'Unknown status' }),
  sort: sortFilter,
});

/** Each tab's search, status and order: the page's filter bar, its address and the API's query (inbox.ts). */
export const inboxListFilters = {
  contact: messageFilters('Search names, emails, phones and messages'),
  support: messageFilters('Search subjects, members and messages'),
  rating: messageFilters('Search comments'),
  newsletter: {
    q: searchFilter('Search email addresses'),
    status: choiceFilter('Status', subscriberStatuses, { any: 'All', optionLabels: subscriberStatusLabels, unknown: 'Unknown status' }),
    sort: sortFilter,
  },
} satisfies Record<InboxTab, ListFilters>;

/** Rows a page of an Inbox list shows. */
export const inboxPageSize = 20;
