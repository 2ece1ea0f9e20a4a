import { z } from 'zod';
import {
  announcementSchema,
  eventSchema,
  facilityKinds,
  facilitySchema,
  galleryImageSchema,
  holeSchema,
  leaderSchema,
  membershipCategorySchema,
  menuCategorySchema,
  menuCategoryWithDishesSchema,
  productSchema,
  sponsorSchema,
  videoSchema,
} from '@rgcc/shared/content/content';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../http/app-instance';
import { publicNoCache } from '../../../http/api-cache-control';
import { sendJson } from '../../../http/content-cache';
import { errorReplies, idParams } from '../../../http/route-parts';
import * as content from '../pages/service';

const contentParams = idParams('The id must be a number.', { notWhole: 'The id must be a whole number.', belowOne: 'The id must be positive.', tooLarge: 'The id is too large.' });

export async function contentRoutes(app: AppInstance) {
  const { db } = app.deps;
  const sendCached = async <S extends z.ZodType>(reply: FastifyReply, key: string, schema: S, load: () => Promise<z.input<S>>) =>
    sendJson(reply, await app.jsonCache.get(key, async () => JSON.stringify(schema.parse(await load()))));
  const cachedList =
    <S extends z.ZodType>(key: string, schema: S, load: () => Promise<z.input<S>>) =>
    async (_request: FastifyRequest, reply: FastifyReply) =>
      sendCached(reply, key, schema, load);

  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200) reply.header('Cache-Control', publicNoCache);
  });

  app.get('/api/events', { schema: { summary: 'All club events', response: { 200: z.array(eventSchema) } } },
    cachedList('listEvents', z.array(eventSchema), () => content.listEvents(db)),
  );
  app.get(
    '/api/announcements',
    { schema: { summary: "The home page's announcements that staff marked as shown, with their days", response: { 200: z.array(announcementSchema) } } },
    cachedList('listShownAnnouncements', z.array(announcementSchema), () => content.listShownAnnouncements(db)),
  );
  app.get(
    '/api/events/:id',
    { schema: { summary: 'One event', params: contentParams, response: { 200: eventSchema, ...errorReplies(404) } } },
    (request) => content.getEvent(db, request.params.id),
  );
  app.get(
    '/api/gallery/images',
    { schema: { summary: 'The image gallery', response: { 200: z.array(galleryImageSchema) } } },
    cachedList('listGalleryImages', z.array(galleryImageSchema), () => content.listGalleryImages(db)),
  );
  app.get('/api/gallery/videos', { schema: { summary: 'The video gallery', response: { 200: z.array(videoSchema) } } },
    cachedList('listVideos', z.array(videoSchema), () => content.listVideos(db)),
  );
  app.get(
    '/api/menu/categories',
    { schema: { summary: 'Restaurant menu categories', response: { 200: z.array(menuCategorySchema) } } },
    cachedList('listMenuCategories', z.array(menuCategorySchema), () => content.listMenuCategories(db)),
  );
  app.get(
    '/api/menu/categories/:id',
    {
      schema: {
        summary: 'A menu category with its dishes',
        params: contentParams,
        response: { 200: menuCategoryWithDishesSchema, ...errorReplies(404) },
      },
    },
    (request) => content.getMenuCategory(db, request.params.id),
  );
  app.get('/api/products', { schema: { summary: 'Pro shop products', response: { 200: z.array(productSchema) } } },
    cachedList('listProducts', z.array(productSchema), () => content.listProducts(db)),
  );
  app.get(
    '/api/facilities/:kind',
    {
      schema: {
        summary: 'Facilities for guests, for members, or of the convention hall',
        params: z.object({ kind: z.enum(facilityKinds, { error: 'Unknown facilities list.' }) }),
        response: { 200: z.array(facilitySchema) },
      },
    },
    (request, reply) => sendCached(reply, `listFacilities:${request.params.kind}`, z.array(facilitySchema), () => content.listFacilities(db, request.params.kind)),
  );
  app.get(
    '/api/membership-categories',
    { schema: { summary: 'The membership categories, each with its fee and price per month in taka', response: { 200: z.array(membershipCategorySchema) } } },
    cachedList('listMembershipCategories', z.array(membershipCategorySchema), () => content.listMembershipCategories(db)),
  );
  app.get('/api/leaders', { schema: { summary: 'The leadership team', response: { 200: z.array(leaderSchema) } } },
    cachedList('listLeaders', z.array(leaderSchema), () => content.listLeaders(db)),
  );
  app.get('/api/sponsors', { schema: { summary: 'Sponsors', response: { 200: z.array(sponsorSchema) } } },
    cachedList('listSponsors', z.array(sponsorSchema), () => content.listSponsors(db)),
  );
  app.get('/api/holes', { schema: { summary: 'The nine holes of the course', response: { 200: z.array(holeSchema) } } },
    cachedList('listHoles', z.array(holeSchema), () => content.listHoles(db)),
  );
}
