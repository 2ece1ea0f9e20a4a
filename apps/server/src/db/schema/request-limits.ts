import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * How many requests each client sent to each rate-limited route in its current window, shared by
 * every server on the database (decision 0041; with REDIS_URL set, Redis counts instead). A
 * window starts at the client's first request, as @fastify/rate-limit's own counter does, so
 * that 20 requests never straddle two fixed windows and get 20 through. One row per route and
 * client: a request past the window's end starts a new window in the same statement. Rows whose
 * window is over are swept (http/jobs.ts).
 */
export const requestLimits = pgTable(
  'request_limits',
  {
    /** The route, as the rate-limit plugin names it: method and URL pattern. */
    routeKey: text('route_key').notNull(),
    /** Whom the limit counts: the client's address (as the plugin normalises it). */
    clientKey: text('client_key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true, mode: 'date' }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.routeKey, table.clientKey] }), index('request_limits_window_end_idx').on(table.windowEnd)],
);
