import { text } from '../common/text';
import { z } from '../common/zod';

export const subjectRequiredMessage = 'Subject is required';
export const supportMessageRequiredMessage = 'Message is required';

const message = text({ error: supportMessageRequiredMessage })
  .trim()
  .min(1, supportMessageRequiredMessage)
  .max(5000, 'Message is limited to 5000 characters');

/** A member's new support thread: what it is about, and the first message. */
export const supportThreadInputSchema = z.object({
  subject: text({ error: subjectRequiredMessage }).trim().min(1, subjectRequiredMessage).max(150, 'Subject is limited to 150 characters'),
  message,
});
export type SupportThreadInput = z.infer<typeof supportThreadInputSchema>;

/** A member's next message in one of their threads. */
export const supportFollowUpSchema = z.object({ message });
export type SupportFollowUpInput = z.infer<typeof supportFollowUpSchema>;

export const supportThreadParamsSchema = z.object({
  id: z.coerce.number({ error: 'Thread not found.' }).int('Thread not found.').min(1, 'Thread not found.').max(2_147_483_647, 'Thread not found.'),
});

/** A thread in the member's list. */
export const supportThreadSummarySchema = z.object({
  id: z.number(),
  subject: z.string(),
  createdAt: z.string(),
  /** The newest message, the member's or the club's. */
  lastActivityAt: z.string(),
  /** How many of the club's answers the member has not opened the thread to read. */
  unreadAnswers: z.number(),
  answered: z.boolean(),
});
export type SupportThreadSummary = z.infer<typeof supportThreadSummarySchema>;

/** One message of a thread: the member's own (`member`) or an answer from the club's staff (`club`). */
export const supportEntrySchema = z.object({
  id: z.number(),
  from: z.enum(['member', 'club']),
  text: z.string(),
  at: z.string(),
});
export type SupportEntry = z.infer<typeof supportEntrySchema>;

export const supportThreadSchema = z.object({
  id: z.number(),
  subject: z.string(),
  createdAt: z.string(),
  /** Oldest first. */
  entries: z.array(supportEntrySchema),
});
export type SupportThread = z.infer<typeof supportThreadSchema>;

export const supportThreadCreatedSchema = z.object({ id: z.number(), message: z.string() });
export type SupportThreadCreated = z.infer<typeof supportThreadCreatedSchema>;
