import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance';

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
}
