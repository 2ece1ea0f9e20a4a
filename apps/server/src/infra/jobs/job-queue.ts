import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import { writerJobSql, type JobSql } from './job-sql';
import { jobSchema } from './job-tables';

/** The club's clock: a job "at 02:00" runs at two at night in Dhaka, whatever the server's zone. */
export const jobTimeZone = 'Asia/Dhaka';

/** How a queue retries a failed job before keeping it `failed` for the console. */
export interface RetryPolicy {
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) each time after. */
  retryDelay: number;
}

/** Work a queue does: `run` gets the job's data; a throw fails the try. */
export interface QueueDefinition {
  name: string;
  /** What it does, as the log says when it fails: "could not <what>", and as the console lists it. */
  what: string;
  retry: RetryPolicy;
  run: (data: unknown) => Promise<unknown>;
  /** A cron expression in the club's time zone: every instance schedules it, pg-boss creates each round's job once. */
  cron?: string;
  /** Also a round when an instance starts (two instances starting together queue one). */
  atStart?: boolean;
}

export interface QueueStats {
  queue: string;
  queued: number;
  active: number;
  failed: number;
}

export interface FailedJob {
  id: string;
  queue: string;
  what: string;
  failedAt: Date;
  /** The error of the last try (its message only: no stack, no data). */
  error: string;
  attempts: number;
}

interface QueueRow {
  name: string;
  policy: string;
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
}

interface ScheduleRow {
  name: string;
  cron: string;
  timezone: string;
}

export interface JobQueueLog {
  error(details: object, message: string): void;
}

/** A periodic job's retries: a sweep that fails is tried three more times, then waits for its next round. */
export const periodicRetry: RetryPolicy = { retryLimit: 3, retryDelay: 30 };
/** One query finds which queues have work; each queue is then fetched on its own. */
const defaultPollMs = 1_000;
const batchSize = 10;
/** Failed jobs stay in the job table (where the console lists them) this long before pg-boss archives them. */
const keepFailedSeconds = 14 * 24 * 60 * 60;

/**
 * The app's queue of work done apart from requests, on pg-boss over the app's own database client
 * (decision 0040). Any number of instances may run one against one database: a job is fetched by
 * one of them (`FOR UPDATE SKIP LOCKED`), and a cron round is created once, whoever schedules it.
 */
export class JobQueue {
  private readonly queues = new Map<string, QueueDefinition>();
  private readonly busy = new Map<string, Promise<void>>();
  private readonly boss: PgBoss;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private started = false;

  constructor(
    private readonly sql: JobSql,
    private readonly log: JobQueueLog,
    private readonly pollMs = defaultPollMs,
  ) {
    this.boss = new PgBoss({
      db: sql,
      schema: jobSchema,
      archiveFailedAfterSeconds: keepFailedSeconds,
      // Our own poller fetches the app's queues (one query for all of them); pg-boss polls only
      // its cron queue, checks the schedules and does its maintenance, each every so many seconds.
      cronWorkerIntervalSeconds: 5,
    } as PgBoss.ConstructorOptions);
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  /** Adds a queue; all are added before `start`. */
  define(queue: QueueDefinition) {
    if (this.timer) throw new Error(`Queue ${queue.name} was defined after the job queue started.`);
    if (this.queues.has(queue.name)) throw new Error(`Queue ${queue.name} is defined twice.`);
    this.queues.set(queue.name, queue);
  }

  /**
   * Creates pg-boss's tables, the queues and their schedules where they are missing or changed: a
   * database that has seen this version (every start after the first) costs a few reads. One
   * instance at a time: the next finds what the first made.
   */
  async install() {
    this.started = true;
    await this.sql.duringSetup(async () => {
      await this.boss.start();
      const queues = new Map(((await this.boss.getQueues()) as unknown as QueueRow[]).map((row) => [row.name, row]));
      const schedules = new Map(((await this.boss.getSchedules()) as unknown as ScheduleRow[]).map((row) => [row.name, row]));
      for (const queue of this.queues.values()) {
        const options = { policy: queue.cron ? 'short' : 'standard', retryLimit: queue.retry.retryLimit, retryDelay: queue.retry.retryDelay, retryBackoff: true };
        const known = queues.get(queue.name);
        if (!known) await this.boss.createQueue(queue.name, options as PgBoss.Queue);
        else if (known.policy !== options.policy || known.retryLimit !== options.retryLimit || known.retryDelay !== options.retryDelay || known.retryBackoff !== true) {
          await this.boss.updateQueue(queue.name, options as PgBoss.Queue);
        }
        const scheduled = schedules.get(queue.name);
        if (queue.cron && (scheduled?.cron !== queue.cron || scheduled.timezone !== jobTimeZone)) await this.boss.schedule(queue.name, queue.cron, {}, { tz: jobTimeZone });
        else if (!queue.cron && scheduled) await this.boss.unschedule(queue.name);
      }
      // A job this version no longer has is not scheduled any more.
      for (const name of schedules.keys()) if (!this.queues.has(name)) await this.boss.unschedule(name);
    });
  }

  /** Installs, queues the at-start rounds, and starts polling. */
  async start() {
    await this.install();
    for (const queue of this.queues.values()) {
      // A periodic queue holds one waiting job at most (policy short), and a send in the same
      // minute by another instance is the same job (singletonSeconds): at most one extra round.
      if (queue.atStart) await this.boss.send(queue.name, {}, { singletonKey: 'at-start', singletonSeconds: 60 });
    }
    this.timer = setInterval(() => void this.poll(), this.pollMs).unref();
  }

  /** Stops polling and waits for the jobs running here; pg-boss fails nothing (they finished). */
  async stop() {
    clearInterval(this.timer);
    await this.polling;
    await Promise.all(this.busy.values());
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: 5_000 });
  }

  /**
   * A job created with the change that causes it, in its transaction: rolled back with it, or
   * sent. Works without a started queue (the app's queue need not be at hand where mail is written).
   */
  static async sendWith(writer: Pick<Database, 'execute'>, queue: string, data: object) {
    const sender = new PgBoss({ db: writerJobSql(writer), schema: jobSchema } as PgBoss.ConstructorOptions);
    return sender.send(queue, data);
  }

  /** Per queue: jobs waiting (or waiting to retry), running, and failed for good. */
  async stats(): Promise<QueueStats[]> {
    const { rows } = await this.sql.executeSql(
      `SELECT name,
         count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS queued,
         count(*) FILTER (WHERE state = 'active')::int AS active,
         count(*) FILTER (WHERE state = 'failed')::int AS failed
       FROM ${jobSchema}.job WHERE name = ANY($1::text[]) GROUP BY name`,
      [this.names()],
    );
    const byName = new Map(rows.map((row) => [String(row.name), row]));
    return this.names().map((queue) => {
      const row = byName.get(queue);
      return { queue, queued: Number(row?.queued ?? 0), active: Number(row?.active ?? 0), failed: Number(row?.failed ?? 0) };
    });
  }

  /** The latest jobs that failed for good, newest first. */
  async failedJobs(limit = 50): Promise<FailedJob[]> {
    const { rows } = await this.sql.executeSql(
      `SELECT id, name, output, retry_count, completed_on FROM ${jobSchema}.job
       WHERE name = ANY($1::text[]) AND state = 'failed' ORDER BY completed_on DESC, id LIMIT $2`,
      [this.names(), limit],
    );
    return rows.map((row) => {
      const name = String(row.name);
      return {
        id: String(row.id),
        queue: name,
        what: this.queues.get(name)?.what ?? name,
        failedAt: new Date(row.completed_on as string | Date),
        error: errorMessage(row.output),
        attempts: Number(row.retry_count) + 1,
      };
    });
  }

  /** Queues a failed job again (one more try); false when there is no failed job with this ID. */
  async retry(id: string): Promise<{ queue: string; what: string } | null> {
    const { rows } = await this.sql.executeSql(`SELECT name FROM ${jobSchema}.job WHERE id = $1::uuid AND state = 'failed'`, [id]);
    const name = rows[0]?.name as string | undefined;
    if (!name || !this.queues.has(name)) return null;
    await this.boss.retry(name, id);
    return { queue: name, what: this.queues.get(name)!.what };
  }

  /** What a queue does, as the log and the console say it. */
  what(name: string): string {
    return this.queues.get(name)?.what ?? name;
  }

  private names() {
    return [...this.queues.keys()];
  }

  private async poll() {
    if (this.polling) return this.polling;
    this.polling = this.pollOnce()
      .catch((error: unknown) => this.log.error({ err: error }, 'job queue poll failed'))
      .finally(() => {
        this.polling = undefined;
      });
    return this.polling;
  }

  private async pollOnce() {
    const idle = this.names().filter((name) => !this.busy.has(name));
    if (idle.length === 0) return;
    const { rows } = await this.sql.executeSql(
      `SELECT DISTINCT name FROM ${jobSchema}.job WHERE name = ANY($1::text[]) AND state < 'active' AND start_after < now()`,
      [idle],
    );
    for (const row of rows) {
      const name = String(row.name);
      const work = this.work(this.queues.get(name)!).finally(() => this.busy.delete(name));
      this.busy.set(name, work);
    }
  }

  /** Each queue's jobs one at a time: a slow job holds its own queue only. */
  private async work(queue: QueueDefinition) {
    const jobs = await this.boss.fetch(queue.name, { batchSize });
    for (const job of jobs ?? []) {
      try {
        await queue.run(job.data);
        await this.boss.complete(queue.name, job.id);
      } catch (error) {
        this.log.error({ err: error, queue: queue.name, jobId: job.id }, `could not ${queue.what}`);
        await this.boss.fail(queue.name, job.id, { message: errorText(error) }).catch((failError: unknown) => this.log.error({ err: failError }, 'job queue could not record a failure'));
      }
    }
  }
}

function errorText(error: unknown) {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/** pg-boss keeps what `fail` was given as the job's output. */
function errorMessage(output: unknown): string {
  const value = typeof output === 'string' ? (JSON.parse(output) as unknown) : output;
  if (value && typeof value === 'object' && 'message' in value) return String((value as { message: unknown }).message);
  return '';
}
