import { languageQuerySchema } from '@rgcc/shared/common/language-query';
import { publicClubSchema } from '@rgcc/shared/content/club-settings';
import type { AppInstance } from '../../../http/app-instance';
import { publicNoCache } from '../../../http/api-cache-control';
import { sendJson } from '../../../http/content-cache';
import { readPublicClub } from '../club-settings/service';

/** The club's settings: read by every public page (through the root loader), edited under Content. */
export async function clubSettingsRoutes(app: AppInstance) {
  const { db } = app.deps;

  app.get(
    '/api/club',
    { schema: { summary: "The club's contact details, opening hours and course status", querystring: languageQuerySchema, response: { 200: publicClubSchema } } },
    async (request, reply) => {
      void reply.header('Cache-Control', publicNoCache);
      // Each language's answer is cached apart.
      const { lang } = request.query;
      return sendJson(reply, await app.jsonCache.get(`club:${lang}`, async () => JSON.stringify(publicClubSchema.parse(await readPublicClub(db, lang)))));
    },
  );

}
