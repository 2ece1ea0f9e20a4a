import { z } from 'zod';
import { messageReplySchema } from '@rgcc/shared/common/message-reply';
import { scoreNotFoundMessage } from '@rgcc/shared/golf/handicap-record-constants';
import { handicapRecordSchema, postedRoundSchema, roundToAttestSchema } from '@rgcc/shared/golf/handicap-record';
import { postScoreSchema } from '@rgcc/shared/golf/scores';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount } from '../../../http/current-account';
import { assertMember } from '../../account/entry';
import { errorReplies, idParams } from '../../../http/route-parts';
import { memberHandicap } from '../handicap/service';
import { attestAsPartner, postScore, roundsToAttest } from '../scores/service';

const scoreParams = idParams(scoreNotFoundMessage, scoreNotFoundMessage);
const errors = errorReplies(400, 401, 403, 404, 409);

/** A member's scores and handicap record (issue 24): posting, attesting a partner's round, the record. */
export async function memberScoreRoutes(app: AppInstance) {
  const { db } = app.deps;
  // Who may use these is settled before the body is read: others learn only 401 or 403.
  app.addHook('onRequest', async (request) => assertMember(await signedInAccount(db, request), { unlocked: true }));

  app.post(
    '/api/member/scores',
    {
      schema: {
        summary: 'Post a round played in the last 7 days, hole by hole (9 or 18): it counts at once, with its adjusted gross score and differential (unlocked members only)',
        body: postScoreSchema,
        response: { 201: postedRoundSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await postScore(db, await signedInAccount(db, request), request.body)),
  );
  app.get(
    '/api/member/scores/to-attest',
    {
      schema: {
        summary: "Rounds the member's playing partners posted from a tee-time booking the member played in, waiting for attestation (last 30 days)",
        response: { 200: z.array(roundToAttestSchema), ...errors },
      },
    },
    async (request) => roundsToAttest(db, await signedInAccount(db, request)),
  );
  app.post(
    '/api/member/scores/:id/attestation',
    {
      schema: {
        summary: "Attest a playing partner's round: only a member of the same tee-time booking, once",
        params: scoreParams,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => attestAsPartner(db, await signedInAccount(db, request), request.params.id),
  );
  app.get(
    '/api/member/handicap',
    {
      schema: {
        summary: "The member's handicap record: the Federation's index, the club estimate (from 54 holes), the last 20 rounds with the counted ones, the index over time and course handicaps per tee",
        response: { 200: handicapRecordSchema, ...errors },
      },
    },
    async (request) => memberHandicap(db, await signedInAccount(db, request)),
  );
}
