import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outgoingMail } from '../../db/schema';
import type { MailTransport } from './mail-transport';

/** While one worker sends a mail, others leave it alone; after a crash it is retried then. */
const sendingLeaseMs = 2 * 60 * 1000;
const batchSize = 10;

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
    this.running = this.deliverDue(new Date())
      .then(() => undefined)
      .catch((error: unknown) => this.log.error({ err: error }, 'mail worker round failed'))
      .finally(() => {
        this.running = undefined;
      });
    await this.running;
  }

  /** One round: sends every mail due at `now`; answers how many went out. */
  async deliverDue(now: Date): Promise<number> {
    const leased = await this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outgoingMail.id })
        .from(outgoingMail)
        .where(and(isNull(outgoingMail.sentAt), lte(outgoingMail.sendAfter, now)))
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
        await this.transport.deliver({ to: mail.toAddress, subject: mail.subject, text: mail.textBody, html: mail.htmlBody });
        await this.db.update(outgoingMail).set({ sentAt: new Date(), lastError: null }).where(eq(outgoingMail.id, mail.id));
        sent++;
      } catch (error) {
        const attempts = mail.attempts + 1;
        const reason = error instanceof Error ? error.message : String(error);
        await this.db
          .update(outgoingMail)
          .set({ attempts, lastError: reason.slice(0, 500), sendAfter: sql`now() + ${`${retryDelayMs(attempts)} milliseconds`}::interval` })
          .where(eq(outgoingMail.id, mail.id));
        this.log.warn({ mailId: mail.id, attempts, err: reason }, 'mail not delivered; will retry');
      }
    }
    return sent;
  }
}
