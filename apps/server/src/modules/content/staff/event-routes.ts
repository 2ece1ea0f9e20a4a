import { z } from 'zod';
import { messageReplySchema } from '@rgcc/shared/common/message-reply';
import { announcementFormSchema, eventFormSchema, eventListQuerySchema, eventListSchema, staffAnnouncementSchema, staffEventSchema } from '@rgcc/shared/content/club-events';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, staffRequired } from '../../../http/current-account';
import { errorReplies, idParams } from '../../../http/route-parts';
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

const itemParams = idParams('Not found.');
const errors = errorReplies(400, 401, 403, 404);

/** The console's Events section: the club's events and the home page's announcements. */
export async function clubEventsRoutes(app: AppInstance) {
  const { db } = app.deps;
  app.addHook('onRequest', staffRequired(db, 'Events'));
  followContentWrites(app);

  app.get(
    '/api/admin/events',
    {
      schema: {
        summary: 'Staff: events, newest first, 20 a page, searched by title',
        querystring: eventListQuerySchema,
        response: { 200: eventListSchema, ...errors },
      },
    },
    async (request) => listStaffEvents(db, await signedInAccount(db, request), request.query),
  );
  app.post(
    '/api/admin/events',
    { schema: { summary: 'Staff: a new event', body: eventFormSchema, response: { 201: staffEventSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await createEvent(db, await signedInAccount(db, request), request.body)),
  );
  app.get(
    '/api/admin/events/:id',
    { schema: { summary: 'Staff: one event as its form edits it', params: itemParams, response: { 200: staffEventSchema, ...errors } } },
    async (request) => getStaffEvent(db, await signedInAccount(db, request), request.params.id),
  );
  app.put(
    '/api/admin/events/:id',
    { schema: { summary: 'Staff: change an event', params: itemParams, body: eventFormSchema, response: { 200: staffEventSchema, ...errors } } },
    async (request) => updateEvent(db, await signedInAccount(db, request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/events/:id',
    { schema: { summary: 'Staff: delete an event', params: itemParams, response: { 200: messageReplySchema, ...errors } } },
    async (request) => deleteEvent(db, await signedInAccount(db, request), request.params.id),
  );

  app.get(
    '/api/admin/announcements',
    { schema: { summary: 'Staff: every home page announcement, latest first', response: { 200: z.array(staffAnnouncementSchema), ...errors } } },
    async (request) => listStaffAnnouncements(db, await signedInAccount(db, request)),
  );
  app.post(
    '/api/admin/announcements',
    { config: { messageIsWritten: true }, schema: { summary: 'Staff: a new home page announcement', body: announcementFormSchema, response: { 201: staffAnnouncementSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await createAnnouncement(db, await signedInAccount(db, request), request.body)),
  );
  app.put(
    '/api/admin/announcements/:id',
    { config: { messageIsWritten: true }, schema: { summary: 'Staff: change an announcement', params: itemParams, body: announcementFormSchema, response: { 200: staffAnnouncementSchema, ...errors } } },
    async (request) => updateAnnouncement(db, await signedInAccount(db, request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/announcements/:id',
    { schema: { summary: 'Staff: delete an announcement', params: itemParams, response: { 200: messageReplySchema, ...errors } } },
    async (request) => deleteAnnouncement(db, await signedInAccount(db, request), request.params.id),
  );
}
