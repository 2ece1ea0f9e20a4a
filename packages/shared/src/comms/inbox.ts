import { inboxListFilters, inboxMessageKinds, subscriberStatuses } from './inbox-constants';
import { listQuerySchema } from '../common/list-query';
import { text } from '../common/text';
import { pagedListSchema } from '../common/page-query';
import { z } from '../common/zod';

/** One list of messages: its kind, a search of the names, addresses and text, new or handled, the order and the page. */
export const inboxMessageQuerySchema = listQuerySchema(inboxListFilters.contact).extend({
  kind: z.enum(inboxMessageKinds, { error: 'Unknown kind of message' }).default('contact'),
});
export type InboxMessageQuery = z.infer<typeof inboxMessageQuerySchema>;

export const subscriberQuerySchema = listQuerySchema(inboxListFilters.newsletter);
export type SubscriberQuery = z.infer<typeof subscriberQuerySchema>;

export const inboxItemParamsSchema = z.object({
  kind: z.enum(inboxMessageKinds, { error: 'Unknown kind of message' }),
  id: z.coerce.number({ error: 'Message not found.' }).int().min(1).max(2_147_483_647),
});

export const markHandledSchema = z.object({
  handled: z.boolean({ error: 'Say whether the message is handled' }),
});
export type MarkHandledInput = z.infer<typeof markHandledSchema>;

export const replyRequiredMessage = 'Please write a reply.';

export const inboxReplySchema = z.object({
  text: text({ error: replyRequiredMessage }).trim().min(1, replyRequiredMessage).max(5000, 'A reply is limited to 5000 characters'),
});
export type InboxReplyInput = z.infer<typeof inboxReplySchema>;

export const inboxMessageSummarySchema = z.object({
  id: z.number(),
  kind: z.enum(inboxMessageKinds),
  /** The sender's name; null for a restaurant rating, which is anonymous. */
  from: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The start of the message, for the list. */
  preview: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type InboxMessageSummary = z.infer<typeof inboxMessageSummarySchema>;

export const inboxMessagePageSchema = pagedListSchema(inboxMessageSummarySchema);
export type InboxMessagePage = z.infer<typeof inboxMessagePageSchema>;

/**
 * A later entry of a thread: a reply by staff, or (support threads only) the sender's next
 * message, marked `fromSender`.
 */
export const inboxReplyEntrySchema = z.object({ id: z.number(), author: z.string().nullable(), text: z.string(), at: z.string(), fromSender: z.boolean() });
export type InboxReplyEntry = z.infer<typeof inboxReplyEntrySchema>;

export const inboxMessageDetailSchema = inboxMessageSummarySchema.extend({
  /** Every field the visitor sent, labelled, in the form's order. */
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  message: z.string(),
  handledBy: z.string().nullable(),
  /** Where a reply goes; null when there is nobody to reply to (a rating, a request without an email). */
  replyTo: z.string().nullable(),
  replies: z.array(inboxReplyEntrySchema),
});
export type InboxMessageDetail = z.infer<typeof inboxMessageDetailSchema>;

export const subscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  status: z.enum(subscriberStatuses),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberPageSchema = pagedListSchema(subscriberSchema);
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;

/** The newsletter's links: the token is 256 random bits (confirm) or an HMAC (unsubscribe), base64url. */
const linkToken = text({ error: 'This link is incomplete.' }).regex(/^[A-Za-z0-9_-]{43}$/, 'This link is incomplete.');

export const newsletterConfirmSchema = z.object({ token: linkToken });
export type NewsletterConfirmInput = z.infer<typeof newsletterConfirmSchema>;

export const newsletterUnsubscribeSchema = z.object({
  id: z.coerce.number({ error: 'This link is incomplete.' }).int('This link is incomplete.').min(1, 'This link is incomplete.').max(2_147_483_647, 'This link is incomplete.'),
  token: linkToken,
});
export type NewsletterUnsubscribeInput = z.infer<typeof newsletterUnsubscribeSchema>;
