import { z } from 'zod';
import { apiErrorSchema } from '@rgcc/shared/common/api-error';
import { announcementFormSchema, eventFormSchema, eventListQuerySchema, eventPhotoSchema } from '@rgcc/shared/content/club-events';
import type { AppInstance } from '../../../http/app-instance';
import { requireSignedIn, staffRequired } from '../../../http/current-account';
import { followContentWrites } from '../../../http/follow-content-writes';
import {
  createAnnouncement,
  createEvent,
  deleteAnnouncement,
  deleteEvent,
  getStaffEvent,
  listStaffAnnouncements,
  listStaffEvents,
  updateAnnouncement,
  updateEvent,
} from '../club-events/service';

const idParams = z.object({ id: z.coerce.number({ error: 'Not found.' }).int().min(1).max(2_147_483_647) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const staffEventSchema = z.object({
  id: z.number(),
  title: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  description: z.string(),
  photos: z.array(eventPhotoSchema),
});
const staffAnnouncementSchema = z.object({
  id: z.number(),
  message: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  visible: z.boolean(),
  eventId: z.number().nullable(),
  eventTitle: z.string().nullable(),
});
const deletedSchema = z.object({ message: z.string() });

/** The console's Events section: the club's events and the home page's announcements. */
export async function clubEventsRoutes(app: AppInstance) {
  const { db } = app.deps;
  app.addHook('onRequest', staffRequired(db, 'Events'));
  followContentWrites(app);
  const actor = async (request: Parameters<typeof requireSignedIn>[1]) => (await requireSignedIn(db, request)).account;

  app.get(
    '/api/admin/events',
    {
      schema: {
        summary: 'Staff: events, newest first, 20 a page, searched by title',
        querystring: eventListQuerySchema,
        response: {
          200: z.object({
            items: z.array(z.object({ id: z.number(), title: z.string(), date: z.string(), startsOn: z.string(), endsOn: z.string(), photoCount: z.number() })),
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
          }),
          ...errors,
        },
      },
    },
    async (request) => listStaffEvents(db, await actor(request), request.query),
  );
  app.post(
    '/api/admin/events',
    { schema: { summary: 'Staff: a new event', body: eventFormSchema, response: { 201: staffEventSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await createEvent(db, await actor(request), request.body)),
  );
  app.get(
    '/api/admin/events/:id',
    { schema: { summary: 'Staff: one event as its form edits it', params: idParams, response: { 200: staffEventSchema, ...errors } } },
    async (request) => getStaffEvent(db, await actor(request), request.params.id),
  );
  app.put(
    '/api/admin/events/:id',
    { schema: { summary: 'Staff: change an event', params: idParams, body: eventFormSchema, response: { 200: staffEventSchema, ...errors } } },
    async (request) => updateEvent(db, await actor(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/events/:id',
    { schema: { summary: 'Staff: delete an event', params: idParams, response: { 200: deletedSchema, ...errors } } },
    async (request) => deleteEvent(db, await actor(request), request.params.id),
  );

  app.get(
    '/api/admin/announcements',
    { schema: { summary: 'Staff: every home page announcement, latest first', response: { 200: z.array(staffAnnouncementSchema), ...errors } } },
    async (request) => listStaffAnnouncements(db, await actor(request)),
  );
  app.post(
    '/api/admin/announcements',
    { schema: { summary: 'Staff: a new home page announcement', body: announcementFormSchema, response: { 201: staffAnnouncementSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await createAnnouncement(db, await actor(request), request.body)),
  );
  app.put(
    '/api/admin/announcements/:id',
    { schema: { summary: 'Staff: change an announcement', params: idParams, body: announcementFormSchema, response: { 200: staffAnnouncementSchema, ...errors } } },
    async (request) => updateAnnouncement(db, await actor(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/announcements/:id',
    { schema: { summary: 'Staff: delete an announcement', params: idParams, response: { 200: deletedSchema, ...errors } } },
    async (request) => deleteAnnouncement(db, await actor(request), request.params.id),
  );
}
