import { z } from '../common/zod';

/** `GET /api/dev/mailbox` (not in production): one mail of the outbox, as people and tests read it on a laptop. */
export const devMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  text: z.string(),
  html: z.string(),
  /** Files sent with it (a tee time's calendar entry), as text. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  /** Set when the body was erased: its one-time secret was used or expired (and the mail dropped, if never sent). */
  erasedAt: z.string().nullable(),
  droppedAt: z.string().nullable(),
});
export type DevMail = z.infer<typeof devMailSchema>;
