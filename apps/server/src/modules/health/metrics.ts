import { and, count, isNull, sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { onQuery } from '../../db/client';
import { outgoingMail } from '../../db/schema';
import type { AppInstance } from '../../http/app-instance';

/** What a job queue tells about itself (infra's job queue, when there is one: decision 0040). */
interface JobQueueStats {
  stats(): Promise<Array<{ queue: string; queued: number; active: number; failed: number }>>;
}

/** The label of a request that matched no route: the site's pages and every 404 (never the raw URL, which would make a series per address). */
const unmatchedRoute = '*';

/**
 * The server's metrics for Prometheus (decision 0043), in a registry of the app's own. Requests
 * and queries are measured as they happen; the rest is read when Prometheus scrapes.
 */
export function createMetrics(app: AppInstance): Registry {
  const registry = new Registry();
  // Process memory (process_resident_memory_bytes, nodejs_heap_size_used_bytes), event-loop lag
  // (nodejs_eventloop_lag_p99_seconds and the like), garbage collection.
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'rgcc_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? unmatchedRoute;
    requestDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  const queryDuration = new Histogram({
    name: 'rgcc_db_query_duration_seconds',
    help: 'Time each database query took, from asking the driver (waiting for a connection included) to its answer',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const stopTiming = onQuery(app.deps.db, (durationMs) => queryDuration.observe(durationMs / 1000));
  app.addHook('onClose', async () => stopTiming());

  new Gauge({
    name: 'rgcc_database_up',
    help: '1 when the database answered the scrape, else 0',
    registers: [registry],
    async collect() {
      this.set(await app.deps.db.execute(sql`select 1`).then(() => 1, () => 0));
    },
  });
  new Gauge({
    name: 'rgcc_outbox_backlog',
    help: 'Mails waiting in the outbox: neither sent nor dropped',
    registers: [registry],
    async collect() {
      try {
        const [row] = await app.deps.db.select({ waiting: count() }).from(outgoingMail).where(and(isNull(outgoingMail.sentAt), isNull(outgoingMail.droppedAt)));
        this.set(row?.waiting ?? 0);
      } catch (error) {
        app.log.warn({ err: error }, 'metrics could not read the outbox');
      }
    },
  });

  new Gauge({
    name: 'rgcc_disk_full',
    help: '1 while the server is out of storage space (a folder under 1 MiB free, or a write refused for space in the last 30 s), else 0',
    registers: [registry],
    async collect() {
      this.set((await app.diskSpace.isFull()) ? 1 : 0);
    },
  });

  new Counter({
    name: 'rgcc_requests_shed_total',
    help: 'Requests answered 503 at once because too many were in flight (MAX_REQUESTS_IN_FLIGHT)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(app.requestsInFlight.shed);
    },
  });
  new Gauge({
    name: 'rgcc_requests_in_flight',
    help: 'Requests being served now (those counted against MAX_REQUESTS_IN_FLIGHT)',
    registers: [registry],
    collect() {
      this.set(app.requestsInFlight.count);
    },
  });

  const jobDepth = new Gauge({
    name: 'rgcc_job_queue_depth',
    help: 'Jobs waiting (state="queued") or running (state="active"), by job queue',
    labelNames: ['queue', 'state'],
    registers: [registry],
  });
  new Gauge({
    name: 'rgcc_job_queue_failed',
    help: 'Jobs kept as failed after their last retry, by job queue',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      if (!app.hasDecorator('jobQueue')) return;
      const queue = (app as unknown as { jobQueue: JobQueueStats }).jobQueue;
      try {
        const stats = await queue.stats();
        this.reset();
        jobDepth.reset();
        for (const { queue: name, queued, active, failed } of stats) {
          this.set({ queue: name }, failed);
          jobDepth.set({ queue: name, state: 'queued' }, queued);
          jobDepth.set({ queue: name, state: 'active' }, active);
        }
      } catch (error) {
        app.log.warn({ err: error }, 'metrics could not read the job queues');
      }
    },
  });
  return registry;
}
