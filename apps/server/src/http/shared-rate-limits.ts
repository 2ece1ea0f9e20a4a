import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../db/client';
import { requestLimits } from '../db/schema';
import type { AppInstance } from './app-instance';

type Counted = { current: number; ttl: number };

/**
 * Counts one request of `clientKey` to `routeKey` in one statement, on the database's clock (the
 * servers' clocks may differ): the first request opens a window of `timeWindowMs`, the next ones
 * add to it, and the first one after its end opens a new one. The row lock of the upsert lets
 * parallel requests through one at a time, on one server or several.
 */
export async function countRequest(db: Database, routeKey: string, clientKey: string, timeWindowMs: number): Promise<Counted> {
  const windowOver = sql`${requestLimits.windowEnd} <= now()`;
  const newWindowEnd = sql`now() + ${timeWindowMs} * interval '1 millisecond'`;
  const [row] = await db
    .insert(requestLimits)
    .values({ routeKey, clientKey, windowStart: sql`now()`, windowEnd: newWindowEnd, hits: 1 })
    .onConflictDoUpdate({
      target: [requestLimits.routeKey, requestLimits.clientKey],
      set: {
        hits: sql`case when ${windowOver} then 1 else ${requestLimits.hits} + 1 end`,
        windowStart: sql`case when ${windowOver} then now() else ${requestLimits.windowStart} end`,
        windowEnd: sql`case when ${windowOver} then ${newWindowEnd} else ${requestLimits.windowEnd} end`,
      },
    })
    .returning({
      current: requestLimits.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${requestLimits.windowEnd} - now()) * 1000))::integer`.mapWith(Number),
    });
  return row!;
}

/** Forgets the windows that are over: a client's next request opens a new one anyway. */
export async function sweepRequestLimits(db: Database, now = new Date()) {
  await db.delete(requestLimits).where(lte(requestLimits.windowEnd, now));
}

/**
 * The rate-limit plugin's store over the `request_limits` table. The plugin makes one store from
 * its options and a child per limited route; only the route tells the children apart. The
 * plugin's `continueExceeding` and `exponentialBackoff` are not offered (no route uses them).
 */
function databaseStore(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly routeKey = '',
    ) {}

    incr(clientKey: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number) {
      countRequest(db, this.routeKey, clientKey, timeWindow).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { method, url } = (routeOptions as unknown as { routeInfo: { method: string | string[]; url: string } }).routeInfo;
      return new DatabaseStore({}, `${String(method)} ${url}`);
    }
  }
  return DatabaseStore;
}

/**
 * Where the rate limits count, so that every server sees the same counts (decision 0041): in
 * Redis when REDIS_URL is set (the plugin's own store; its client closes with the app), else in
 * the database. If Redis cannot be reached a request goes through uncounted rather than failing:
 * the forms' own rules and the sign-in throttles (in the database) still hold.
 */
export function sharedRateLimitOptions(app: AppInstance): FastifyRateLimitOptions {
  const { config, db } = app.deps;
  if (!config.REDIS_URL) return { global: false, store: databaseStore(db) };
  const redis = new Redis(config.REDIS_URL, { connectTimeout: 1_000, maxRetriesPerRequest: 1, lazyConnect: false });
  redis.on('error', (error) => app.log.warn({ err: error }, 'Redis for the rate limits is unreachable: requests go uncounted'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { global: false, redis, nameSpace: 'rgcc-rate-limit-', skipOnError: true };
}
