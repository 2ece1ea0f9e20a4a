import { sql } from 'drizzle-orm';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { pendingMigrationCount } from '../../db/client';
import type { AppInstance } from '../../http/app-instance';
import { databaseUnavailable } from '../../http/faults';
import { createMetrics } from './metrics';
import { notReadyReason, readinessMessages } from './readiness';

/** Compared as hashes, so the comparison takes the same time whatever the guess and its length. */
const digest = (value: string) => createHash('sha256').update(value).digest();

export async function healthRoutes(app: AppInstance) {
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Reports whether the server and its database are reachable',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('reachable') }),
          503: z.object({ status: z.literal('error'), database: z.literal('unreachable'), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.deps.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'reachable' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database unreachable');
        return reply
          .code(503)
          .send({ status: 'error' as const, database: 'unreachable' as const, message: 'The database is unreachable.' });
      }
    },
  );

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.get(
    '/api/health/ready',
    {
      schema: {
        summary:
          'Whether this server should be sent requests (for a load balancer): 503 while the database does not answer, migrations are pending, the disk is full, or the server is shutting down',
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.literal('not ready'), message: z.enum(Object.values(readinessMessages) as [string, ...string[]]) }),
        },
      },
    },
    async (request, reply) => {
      const reason = await notReadyReason({
        closing: () => closing,
        diskFull: () => app.diskSpace.isFull(),
        pendingMigrations: () => pendingMigrationCount(app.deps.db),
      }).catch((error: unknown) => {
        request.log.warn({ err: error }, 'readiness: the database does not answer');
        return readinessMessages.databaseUnavailable;
      });
      if (reason === null) return { status: 'ready' as const };
      return reply.code(503).header('retry-after', String(databaseUnavailable.retryAfterSeconds)).send({ status: 'not ready' as const, message: reason });
    },
  );

  // Off (no route at all: 404 like any unknown address) unless a token is set.
  const token = app.deps.config.METRICS_TOKEN;
  if (!token) return;
  const registry = createMetrics(app);
  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = request.headers.authorization;
    if (!given || !timingSafeEqual(digest(given), expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
