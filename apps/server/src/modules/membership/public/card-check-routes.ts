import { z } from 'zod';
import { cardCheckSchema } from '@rgcc/shared/membership/member-card';
import { text } from '@rgcc/shared/common/text';
import type { AppInstance } from '../../../http/app-instance';
import { errorReplies } from '../../../http/route-parts';
import type { FileStorage } from '../../../infra/storage/file-storage';
import { cardPhoto, checkCard } from '../member-card/service';

const cardParams = z.object({ memberId: text().max(20), signature: text().max(100) });
/** Nothing a card link leads to belongs in a search engine, nor in any cache. */
const gateHeaders = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

/** What a membership card's QR code opens at the gate: no session, the signed link is the permission (decision 0024). */
export async function cardCheckRoutes(app: AppInstance, { storage, cardKey: key }: { storage: FileStorage; cardKey: Buffer }) {
  const { db, config } = app.deps;

  app.get(
    '/api/cards/:memberId/:signature',
    {
      schema: {
        summary: "The gate's check of a card's signed link: the member's live status and whether there is a photo (404 when the link is not valid)",
        params: cardParams,
        response: { 200: cardCheckSchema, ...errorReplies(400, 404) },
      },
    },
    async (request, reply) => {
      void reply.headers(gateHeaders);
      return checkCard(db, config, key, request.params.memberId, request.params.signature);
    },
  );

  app.get(
    '/api/cards/:memberId/:signature/photo',
    {
      schema: {
        summary: "The card's photo, through the card's signed link (404 when the link is not valid)",
        params: cardParams,
      },
    },
    async (request, reply) => {
      const found = await cardPhoto(db, config, storage, key, request.params.memberId, request.params.signature);
      return reply.headers(gateHeaders).header('Content-Type', found.row.contentType).header('Content-Disposition', 'inline').send(found.data);
    },
  );
}
