import { z } from 'zod';
import { leaderboardSchema } from '@rgcc/shared/golf/leaderboard';
import type { AppInstance } from '../../../http/app-instance';
import { publicNoCache } from '../../../http/api-cache-control';
import { errorReplies, idParams } from '../../../http/route-parts';
import { leaderboardOf, publicLeaderboard, publicTournamentRow } from '../tournaments/leaderboard';
import type { LiveLeaderboards } from '../tournaments/live-leaderboards';
import { eventNotFoundMessage } from '../tournaments/service';

const eventParams = idParams(eventNotFoundMessage);
const etagOf = (version: number) => `W/"leaderboard-${version}"`;

/**
 * A tournament's leaderboard (issue 24, decision 0037): the answer, with an ETag of its version
 * for conditional requests, and the same as a stream of Server-Sent Events that sends each new
 * leaderboard within about a second of a score, whichever server took it.
 */
export async function leaderboardRoutes(app: AppInstance, { live }: { live: LiveLeaderboards }) {
  const { db } = app.deps;

  app.get(
    '/api/events/:id/leaderboard',
    {
      schema: {
        summary:
          "A tournament's leaderboard from its draw's publication: position (\"T3\" for ties), Thru, To Par, total, Stableford points; \"final\" once the results are published. ETag: the leaderboard's version (If-None-Match answers 304)",
        params: eventParams,
        response: { 200: leaderboardSchema, 304: z.null(), ...errorReplies(400, 404) },
      },
    },
    async (request, reply) => {
      const board = await leaderboardOf(db, request.params.id);
      const etag = etagOf(board.version);
      void reply.header('Cache-Control', publicNoCache).header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return publicLeaderboard(board);
    },
  );

  app.get(
    '/api/events/:id/leaderboard/live',
    {
      schema: {
        summary:
          'The leaderboard as it changes (text/event-stream): an event `leaderboard` whose data is the leaderboard\'s JSON and whose id is its version, at once and then at each change; a comment every 20 s. Last-Event-ID: nothing is sent again until it changes',
        params: eventParams,
        response: { 200: z.string().describe('text/event-stream'), ...errorReplies(400, 404) },
      },
      // A stream is sent as it is written, never gathered up to be compressed.
      compress: false,
    },
    async (request, reply) => {
      // 404 as JSON before the stream starts: no tournament, or its draw not yet out.
      await publicTournamentRow(db, request.params.id);
      const lastId = Number(request.headers['last-event-id']);
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        // Proxies that buffer answers (nginx) pass this one through as it comes.
        'X-Accel-Buffering': 'no',
      });
      // Reconnect after 2 s when the connection drops (the browser's EventSource does it itself).
      response.write('retry: 2000\n\n');
      const leave = await live.watch(request.params.id, response, Number.isSafeInteger(lastId) ? lastId : null);
      request.raw.on('close', leave);
      if (request.raw.destroyed) leave();
    },
  );
}
