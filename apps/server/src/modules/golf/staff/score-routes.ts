import { messageReplySchema } from '@rgcc/shared/common/message-reply';
import { scoreNotFoundMessage } from '@rgcc/shared/golf/handicap-record-constants';
import { postedRoundSchema, scoreCorrectionSchema, scoreVoidSchema, staffHandicapRecordSchema, staffPostScoreSchema } from '@rgcc/shared/golf/handicap-record';
import { officialIndexSchema } from '@rgcc/shared/golf/scores';
import { memberIdSchema } from '@rgcc/shared/membership/member-id';
import { z } from 'zod';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, staffRequired } from '../../../http/current-account';
import { errorReplies, idParams } from '../../../http/route-parts';
import { setOfficialIndex, staffMemberHandicap } from '../handicap/service';
import { correctScore, staffAttest, staffPostScore, voidScore } from '../scores/staff-service';

const scoreParams = idParams(scoreNotFoundMessage, scoreNotFoundMessage);
const memberParams = z.object({ memberId: memberIdSchema });
const errors = errorReplies(400, 401, 403, 404, 409);

/** The console's Golf section: members' records, the Federation's indexes, scores posted, corrected, voided and attested by staff. */
export async function staffScoreRoutes(app: AppInstance) {
  const { db } = app.deps;
  app.addHook('onRequest', staffRequired(db, 'Golf'));

  app.get(
    '/api/admin/members/:memberId/handicap',
    { schema: { summary: "Staff (Golf): a member's handicap record, void rounds included", params: memberParams, response: { 200: staffHandicapRecordSchema, ...errors } } },
    async (request) => staffMemberHandicap(db, await signedInAccount(db, request), request.params.memberId),
  );
  app.put(
    '/api/admin/members/:memberId/handicap',
    {
      schema: {
        summary: "Staff (Golf): record the Federation's official index and the day it was published; it is the index that counts from then on",
        params: memberParams,
        body: officialIndexSchema,
        response: { 200: staffHandicapRecordSchema, ...errors },
      },
    },
    async (request) => setOfficialIndex(db, await signedInAccount(db, request), request.params.memberId, request.body),
  );
  app.post(
    '/api/admin/members/:memberId/scores',
    {
      schema: {
        summary: 'Staff (Golf): post a round for a member, for any day up to today, with the reason (audited)',
        params: memberParams,
        body: staffPostScoreSchema,
        response: { 201: postedRoundSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await staffPostScore(db, await signedInAccount(db, request), request.params.memberId, request.body)),
  );
  app.put(
    '/api/admin/scores/:id',
    {
      schema: {
        summary: "Staff (Golf): correct a round's strokes, with the reason (audited); pairs and the record follow",
        params: scoreParams,
        body: scoreCorrectionSchema,
        response: { 200: staffHandicapRecordSchema, ...errors },
      },
    },
    async (request) => correctScore(db, await signedInAccount(db, request), request.params.id, request.body),
  );
  app.post(
    '/api/admin/scores/:id/void',
    {
      schema: {
        summary: 'Staff (Golf): void a round, with the reason (audited): it stays on the record, marked, and counts no more',
        params: scoreParams,
        body: scoreVoidSchema,
        response: { 200: staffHandicapRecordSchema, ...errors },
      },
    },
    async (request) => voidScore(db, await signedInAccount(db, request), request.params.id, request.body.reason),
  );
  app.post(
    '/api/admin/scores/:id/attestation',
    { schema: { summary: 'Staff (Golf): attest a round (audited)', params: scoreParams, response: { 200: messageReplySchema, ...errors } } },
    async (request) => staffAttest(db, await signedInAccount(db, request), request.params.id),
  );
}
