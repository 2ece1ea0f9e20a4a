import { teeSavedSchema } from '@rgcc/shared/golf/course';
import { z } from 'zod';
import { staffTeeSchema, teeFormSchema, unknownTeeMessage } from '@rgcc/shared/golf/scores';
import type { AppInstance } from '../../../http/app-instance';
import { followContentWrites } from '../../../http/follow-content-writes';
import { signedInAccount, staffRequired } from '../../../http/current-account';
import { errorReplies, idParams } from '../../../http/route-parts';
import { addTee, listTeesForStaff, updateTee } from '../course/tees';

const teeParams = idParams(unknownTeeMessage);

/** The console's Golf section: the tees and their ratings (admin, membership and content staff). */
export async function staffCourseRoutes(app: AppInstance) {
  const { db } = app.deps;
  app.addHook('onRequest', staffRequired(db, 'Golf'));
  // The golf course page shows the tees' ratings.
  followContentWrites(app);

  app.get(
    '/api/admin/course/tees',
    { schema: { summary: "Staff (Golf): the course's tees, as the public list gives them with each name's Bangla, for the console's Tees page", response: { 200: z.array(staffTeeSchema), ...errorReplies(401, 403) } } },
    async (request) => listTeesForStaff(db, await signedInAccount(db, request)),
  );
  app.post(
    '/api/admin/course/tees',
    {
      schema: {
        summary: 'Staff (Golf): add tees with their 9-hole Course Rating, Slope Rating and par (a name taken in any case: 409)',
        body: teeFormSchema,
        response: { 201: teeSavedSchema, ...errorReplies(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await addTee(db, await signedInAccount(db, request), request.body)),
  );
  app.put(
    '/api/admin/course/tees/:id',
    {
      schema: {
        summary: "Staff (Golf): change a tee's name, gender, 9-hole ratings and whether the Federation confirmed them (rounds already posted keep the ratings they were played on)",
        params: teeParams,
        body: teeFormSchema,
        response: { 200: teeSavedSchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateTee(db, await signedInAccount(db, request), request.params.id, request.body),
  );
}
