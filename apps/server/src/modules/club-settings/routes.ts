import { z } from 'zod';
import { apiErrorSchema } from '@rgcc/shared/common/api-error';
import { clubDetailsSchema, clubSettingsSchema, courseStatusSchema, openingHoursSchema, publicClubSchema } from '@rgcc/shared/content/club-settings';
import type { AppInstance } from '../../app';
import { publicNoCache } from '../../http/api-cache-control';
import { sendJson } from '../../http/content-cache';
import { requireSignedIn, staffRequired } from '../../http/current-account';
import { readClubSettings, readPublicClub, saveClubDetails, saveCourseStatus, saveOpeningHours } from './service';

const savedSchema = z.object({ message: z.string(), settings: clubSettingsSchema });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The club's settings: read by every public page (through the root loader), edited under Content. */
export async function clubSettingsRoutes(app: AppInstance) {
  const { db } = app.deps;

  app.get('/api/club', { schema: { summary: "The club's contact details, opening hours and course status", response: { 200: publicClubSchema } } }, async (_request, reply) => {
    void reply.header('Cache-Control', publicNoCache);
    return sendJson(reply, await app.jsonCache.get('club', async () => JSON.stringify(publicClubSchema.parse(await readPublicClub(db)))));
  });

  await app.register(staffRoutes);
}

async function staffRoutes(app: AppInstance) {
  const { db } = app.deps;
  app.addHook('onRequest', staffRequired(db, 'Content'));
  const actor = async (request: Parameters<typeof requireSignedIn>[1]) => (await requireSignedIn(db, request)).account;
  /** A change shows on this server's next page at once, and on others within the version's lifetime. */
  const saved = <T extends { changed: boolean }>(result: T) => {
    if (result.changed) app.contentVersion.changed();
    return result;
  };

  app.get(
    '/api/admin/club-settings',
    { schema: { summary: "Staff (content): the club's contact details, opening hours and course status", response: { 200: clubSettingsSchema, ...errors } } },
    async (request) => readClubSettings(db, await actor(request)),
  );
  app.put(
    '/api/admin/club-settings/details',
    { schema: { summary: "Staff (content): the club's phones, emails, address and notification address", body: clubDetailsSchema, response: { 200: savedSchema, ...errors } } },
    async (request) => saved(await saveClubDetails(db, await actor(request), request.body)),
  );
  app.put(
    '/api/admin/club-settings/hours',
    { schema: { summary: 'Staff (content): the opening hours of the club, the restaurant and the convention hall', body: openingHoursSchema, response: { 200: savedSchema, ...errors } } },
    async (request) => saved(await saveOpeningHours(db, await actor(request), request.body)),
  );
  app.put(
    '/api/admin/club-settings/course-status',
    { schema: { summary: 'Staff (content): the course open, restricted or closed, with a note', body: courseStatusSchema, response: { 200: savedSchema, ...errors } } },
    async (request) => saved(await saveCourseStatus(db, await actor(request), request.body)),
  );
}
