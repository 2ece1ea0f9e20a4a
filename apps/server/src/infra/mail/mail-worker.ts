import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outgoingMail } from '../../db/schema';
import type { MailTransport } from './mail-transport';
import { erasedBody, eraseSpentSecrets } from './outbox';

/** While one worker sends a mail, others leave it alone; after a crash it is retried then. */
const sendingLeaseMs = 2 * 60 * 1000;
const batchSize = 10;
/** How often bodies whose secret is spent are erased (and unsent ones dropped). */
const secretSweepMs = 60 * 1000;

/** 5 s, 10 s, 20 s … up to 10 minutes between tries while the SMTP server is down. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 10 * 60 * 1000);
}

export interface MailWorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Delivers queued mail. Any number of servers may run one against one PostgreSQL: a mail is
 * leased with `FOR UPDATE SKIP LOCKED`, so two workers never send the same mail at once.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private lastSecretSweep = 0;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly log: MailWorkerLog,
    private readonly pollMs = 1_000,
  ) {}

  start() {
    this.timer = setInterval(() => void this.tick(), this.pollMs).unref();
  }

  /** Stops polling and waits for a round in progress, so the database can close after it. */
  async stop() {
    clearInterval(this.timer);
    await this.running;
  }

  private async tick() {
    if (this.running) return;
    this.running = this.round(new Date())
      .catch((error: unknown) => this.log.error({ err: error }, 'mail worker round failed'))
      .finally(() => {
        this.running = undefined;
      });
    await this.running;
  }

  private async round(now: Date) {
    await this.deliverDue(now);
    if (now.getTime() - this.lastSecretSweep < secretSweepMs) return;
    this.lastSecretSweep = now.getTime();
    const { erased, dropped } = await eraseSpentSecrets(this.db, now);
    if (erased + dropped > 0) this.log.info({ erased, dropped }, 'erased mail bodies whose secret was spent');
  }

  /** One round: sends every mail due at `now`; answers how many went out. */
  async deliverDue(now: Date): Promise<number> {
    const leased = await this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outgoingMail.id })
        .from(outgoingMail)
        .where(
          and(
            isNull(outgoingMail.sentAt),
            isNull(outgoingMail.droppedAt),
            lte(outgoingMail.sendAfter, now),
            // A code or link that no longer works is not worth sending: the sweep drops it.
            or(isNull(outgoingMail.secretExpiresAt), gt(outgoingMail.secretExpiresAt, now)),
          ),
        )
        .orderBy(asc(outgoingMail.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outgoingMail)
        .set({ sendAfter: new Date(now.getTime() + sendingLeaseMs) })
        .where(inArray(outgoingMail.id, due.map((row) => row.id)))
        .returning();
    });

    let sent = 0;
    for (const mail of leased.sort((a, b) => a.id - b.id)) {
      try {
        await this.transport.deliver({ to: mail.toAddress, subject: mail.subject, text: mail.textBody, html: mail.htmlBody, attachments: mail.attachments });
        // Over SMTP the mail now lives in the recipient's mailbox: a secret is not kept here too.
        // Without SMTP this table is the mailbox, kept until the secret is spent.
        const eraseSecret = this.transport.kind === 'smtp' && mail.carriesSecret;
        const deliveredAt = new Date();
        await this.db
          .update(outgoingMail)
          .set({ sentAt: deliveredAt, lastError: null, ...(eraseSecret ? erasedBody(deliveredAt) : {}) })
          .where(eq(outgoingMail.id, mail.id));
        sent++;
      } catch (error) {
        const attempts = mail.attempts + 1;
        const reason = error instanceof Error ? error.message : String(error);
        await this.db
          .update(outgoingMail)
          .set({ attempts, lastError: reason.slice(0, 500), sendAfter: sql`now() + ${`${retryDelayMs(attempts)} milliseconds`}::interval` })
          .where(eq(outgoingMail.id, mail.id));
        this.log.warn({ mailId: mail.id, kind: mail.kind, attempts, err: error }, 'mail not delivered; will retry');
      }
    }
    return sent;
  }
}
