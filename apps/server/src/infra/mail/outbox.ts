import { and, eq, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outgoingMail, type MailAttachment, type MailKind } from '../../db/schema';
import { JobQueue } from '../jobs/job-queue';
import { mailQueue } from '../jobs/job-tables';

/** One email, in plain text and HTML (no tracking pixels, no remote images). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** A mail as the club queues it: what it is about, and the one-time secret it carries, if any. */
export interface QueuedMail extends MailMessage {
  kind: MailKind;
  /** Until when the code, link or password in the body works; null: until it is used. */
  secret?: { expiresAt: Date | null };
}

/** A database or an open transaction: mail is written beside the change that causes it. */
type Writer = Pick<Database, 'insert' | 'execute'>;

/**
 * Queues a mail, and the job that will deliver it (decision 0040). Call it inside the transaction
 * of the change that causes the mail: if the change rolls back, no mail and no job; if it commits,
 * the mail will be sent, once. Answers the mail's ID.
 */
export async function enqueueMail(writer: Writer, mail: QueuedMail): Promise<number> {
  const [row] = await writer.insert(outgoingMail).values({
    toAddress: mail.to,
    subject: mail.subject,
    kind: mail.kind,
    textBody: mail.text,
    htmlBody: mail.html,
    attachments: mail.attachments ?? [],
    carriesSecret: mail.secret !== undefined,
    secretExpiresAt: mail.secret?.expiresAt ?? null,
  }).returning({ id: outgoingMail.id });
  // Only the ID: the job's data (which the console never shows anyway) holds no personal data.
  await JobQueue.sendWith(writer, mailQueue, { mailId: row!.id });
  return row!.id;
}

/**
 * The secrets in earlier mails of these kinds to this address no longer work (used, or replaced
 * by a new one): their bodies go at the next sweep. Call it in the transaction that spends them.
 */
export async function secretsSpent(writer: Pick<Database, 'update'>, to: string, kinds: MailKind[], now: Date): Promise<void> {
  await writer
    .update(outgoingMail)
    .set({ secretExpiresAt: now })
    .where(
      and(
        eq(outgoingMail.toAddress, to),
        inArray(outgoingMail.kind, kinds),
        eq(outgoingMail.carriesSecret, true),
        isNull(outgoingMail.erasedAt),
        or(isNull(outgoingMail.secretExpiresAt), gt(outgoingMail.secretExpiresAt, now)),
      ),
    );
}

/** The columns of a mail whose body is gone. */
export const erasedBody = (now: Date) => ({ textBody: '', htmlBody: '', attachments: [], erasedAt: now });

/**
 * Mail whose secret no longer works: a delivered one loses its body; one still unsent (and not
 * being sent right now) is dropped, body and all. Answers how many of each.
 */
export async function eraseSpentSecrets(db: Database, now: Date): Promise<{ erased: number; dropped: number }> {
  const spent = and(eq(outgoingMail.carriesSecret, true), isNull(outgoingMail.erasedAt), lte(outgoingMail.secretExpiresAt, now));
  const erasedRows = await db
    .update(outgoingMail)
    .set(erasedBody(now))
    .where(and(spent, isNotNull(outgoingMail.sentAt)))
    .returning({ id: outgoingMail.id });
  const droppedRows = await db
    .update(outgoingMail)
    .set({ ...erasedBody(now), droppedAt: now })
    .where(and(spent, isNull(outgoingMail.sentAt), lte(outgoingMail.sendAfter, now)))
    .returning({ id: outgoingMail.id });
  return { erased: erasedRows.length, dropped: droppedRows.length };
}
