import { z } from 'zod';
import { languageQuerySchema } from '@rgcc/shared/common/language-query';
import { teeSchema } from '@rgcc/shared/golf/scores';
import type { AppInstance } from '../../../http/app-instance';
import { publicNoCache } from '../../../http/api-cache-control';
import { sendJson } from '../../../http/content-cache';
import { listTees } from '../course/tees';

const teesSchema = z.array(teeSchema);

/** The course's tees and their ratings (issue 24): public content, kept while the content version holds (a trigger on `tees` moves it). */
export async function courseRoutes(app: AppInstance) {
  const { db } = app.deps;
  app.get(
    '/api/course/tees',
    {
      schema: {
        summary: "The course's tees with their 9-hole ratings: Course Rating and par of the nine (an 18-hole round doubles both and keeps the Slope), Slope Rating, and whether the Federation has confirmed them",
        querystring: languageQuerySchema,
        response: { 200: teesSchema },
      },
    },
    async (request, reply) => {
      // Each language's answer is cached apart (a tee's name has its Bangla).
      const { lang } = request.query;
      const body = await app.jsonCache.get(`listTees:${lang}`, async () => JSON.stringify(teesSchema.parse(await listTees(db, lang))));
      return sendJson(reply.header('Cache-Control', publicNoCache), body);
    },
  );
}
