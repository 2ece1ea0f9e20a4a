import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outgoingMail } from '../../db/schema';
import type { RetryPolicy } from '../jobs/job-queue';
import type { MailTransport } from './mail-transport';
import { erasedBody } from './outbox';
/**
 * 3-6 s, then twice as long each time (with jitter): by default (MAIL_RETRY_LIMIT 9) 25 to 50 minutes
 * while the SMTP server is down; then the job fails for the console.
 */
export const mailRetry = (retryLimit: number): RetryPolicy => ({ retryLimit, retryDelay: 3 });
/** While one delivery sends a mail, another (a job pg-boss thought lost) leaves it alone. */
const sendingLeaseMs = 2 * 60 * 1000;

export interface MailWorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Delivers a queued mail: the job queue calls it once per mail (decision 0040). A mail is leased
 * before it is sent, so even two deliveries of one mail at once send it once.
 */
export class MailWorker {
  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly log: MailWorkerLog,
  ) {}

  /**
   * Sends mail `mailId` if it is still due; answers whether it went out. A mail already sent,
   * dropped, being sent, or whose secret has expired (the sweep drops it) is left alone. A failed
   * send is noted on the mail and thrown, for the queue to retry.
   */
  async deliver(mailId: number, now = new Date()): Promise<boolean> {
    const [mail] = await this.db
      .update(outgoingMail)
      .set({ sendAfter: sql`now() + ${`${sendingLeaseMs} milliseconds`}::interval` })
      .where(
        and(
          eq(outgoingMail.id, mailId),
          isNull(outgoingMail.sentAt),
          isNull(outgoingMail.droppedAt),
          lte(outgoingMail.sendAfter, sql`now()`),
          // A code or link that no longer works is not worth sending: the sweep drops it.
          or(isNull(outgoingMail.secretExpiresAt), gt(outgoingMail.secretExpiresAt, now)),
        ),
      )
      .returning();
    if (!mail) return false;
    try {
      await this.transport.deliver({ to: mail.toAddress, subject: mail.subject, text: mail.textBody, html: mail.htmlBody, attachments: mail.attachments });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await this.db
        .update(outgoingMail)
        .set({ attempts: mail.attempts + 1, lastError: reason.slice(0, 500), sendAfter: sql`now()` })
        .where(eq(outgoingMail.id, mail.id));
      this.log.warn({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts + 1, err: error }, 'mail not delivered; will retry');
      throw error;
    }
    // Over SMTP the mail now lives in the recipient's mailbox: a secret is not kept here too.
    // Without SMTP this table is the mailbox, kept until the secret is spent.
    const eraseSecret = this.transport.kind === 'smtp' && mail.carriesSecret;
    const deliveredAt = new Date();
    await this.db
      .update(outgoingMail)
      .set({ sentAt: deliveredAt, lastError: null, ...(eraseSecret ? erasedBody(deliveredAt) : {}) })
      .where(eq(outgoingMail.id, mail.id));
    return true;
  }
}
