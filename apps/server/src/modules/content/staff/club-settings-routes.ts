import { clubDetailsSchema, clubSettingsSavedSchema, clubSettingsSchema, courseStatusSchema, openingHoursSchema } from '@rgcc/shared/content/club-settings';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, staffRequired } from '../../../http/current-account';
import { errorReplies } from '../../../http/route-parts';
import { readClubSettings, saveClubDetails, saveCourseStatus, saveOpeningHours } from '../club-settings/service';

const errors = errorReplies(400, 401, 403);

export async function clubSettingsStaffRoutes(app: AppInstance) {
  const { db } = app.deps;
  app.addHook('onRequest', staffRequired(db, 'Content'));
  /** A change shows on this server's next page at once, and on others within the version's lifetime. */
  const saved = <T extends { changed: boolean }>(result: T) => {
    if (result.changed) app.contentVersion.changed();
    return result;
  };

  app.get(
    '/api/admin/club-settings',
    { schema: { summary: "Staff (content): the club's contact details, opening hours and course status", response: { 200: clubSettingsSchema, ...errors } } },
    async (request) => readClubSettings(db, await signedInAccount(db, request)),
  );
  app.put(
    '/api/admin/club-settings/details',
    { schema: { summary: "Staff (content): the club's phones, emails, address and notification address", body: clubDetailsSchema, response: { 200: clubSettingsSavedSchema, ...errors } } },
    async (request) => saved(await saveClubDetails(db, await signedInAccount(db, request), request.body)),
  );
  app.put(
    '/api/admin/club-settings/hours',
    { schema: { summary: 'Staff (content): the opening hours of the club, the restaurant and the convention hall', body: openingHoursSchema, response: { 200: clubSettingsSavedSchema, ...errors } } },
    async (request) => saved(await saveOpeningHours(db, await signedInAccount(db, request), request.body)),
  );
  app.put(
    '/api/admin/club-settings/course-status',
    { schema: { summary: 'Staff (content): the course open, restricted or closed, with a note', body: courseStatusSchema, response: { 200: clubSettingsSavedSchema, ...errors } } },
    async (request) => saved(await saveCourseStatus(db, await signedInAccount(db, request), request.body)),
  );
}
