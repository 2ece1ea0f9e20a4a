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
import { languageQuerySchema } from '@rgcc/shared/common/language-query';
import type { Locale } from '@rgcc/shared/format/locale';
import type { AppInstance } from '../../../http/app-instance';
import { publicNoCache } from '../../../http/api-cache-control';
import { sendJson } from '../../../http/content-cache';
import { errorReplies, idParams } from '../../../http/route-parts';
import * as content from '../pages/service';

const contentParams = idParams('The id must be a number.', { notWhole: 'The id must be a whole number.', belowOne: 'The id must be positive.', tooLarge: 'The id is too large.' });

type LanguageQuery = z.infer<typeof languageQuerySchema>;

export async function contentRoutes(app: AppInstance) {
  const { db } = app.deps;
  const sendCached = async <S extends z.ZodType>(reply: FastifyReply, key: string, schema: S, load: () => Promise<z.input<S>>) =>
    sendJson(reply, await app.jsonCache.get(key, async () => JSON.stringify(schema.parse(await load()))));
  // Each language's answer is cached apart (`?lang=`, content/bangla-texts.ts).
  const cachedList =
    <S extends z.ZodType>(key: string, schema: S, load: (locale: Locale) => Promise<z.input<S>>) =>
    async (request: FastifyRequest<{ Querystring: LanguageQuery }>, reply: FastifyReply) =>
      sendCached(reply, `${key}:${request.query.lang}`, schema, () => load(request.query.lang));

  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200) reply.header('Cache-Control', publicNoCache);
  });

  app.get('/api/events', { schema: { querystring: languageQuerySchema, summary: 'All club events', response: { 200: z.array(eventSchema) } } },
    cachedList('listEvents', z.array(eventSchema), (locale) => content.listEvents(db, locale)),
  );
  app.get(
    '/api/announcements',
    { schema: { querystring: languageQuerySchema, summary: "The home page's announcements that staff marked as shown, with their days", response: { 200: z.array(announcementSchema) } } },
    cachedList('listShownAnnouncements', z.array(announcementSchema), (locale) => content.listShownAnnouncements(db, locale)),
  );
  app.get(
    '/api/events/:id',
    { schema: { querystring: languageQuerySchema, summary: 'One event', params: contentParams, response: { 200: eventSchema, ...errorReplies(404) } } },
    (request) => content.getEvent(db, request.params.id, request.query.lang),
  );
  app.get(
    '/api/gallery/images',
    { schema: { querystring: languageQuerySchema, summary: 'The image gallery', response: { 200: z.array(galleryImageSchema) } } },
    cachedList('listGalleryImages', z.array(galleryImageSchema), (locale) => content.listGalleryImages(db, locale)),
  );
  app.get('/api/gallery/videos', { schema: { querystring: languageQuerySchema, summary: 'The video gallery', response: { 200: z.array(videoSchema) } } },
    cachedList('listVideos', z.array(videoSchema), (locale) => content.listVideos(db, locale)),
  );
  app.get(
    '/api/menu/categories',
    { schema: { querystring: languageQuerySchema, summary: 'Restaurant menu categories', response: { 200: z.array(menuCategorySchema) } } },
    cachedList('listMenuCategories', z.array(menuCategorySchema), (locale) => content.listMenuCategories(db, locale)),
  );
  app.get(
    '/api/menu/categories/:id',
    {
      schema: {
        querystring: languageQuerySchema,
        summary: 'A menu category with its dishes',
        params: contentParams,
        response: { 200: menuCategoryWithDishesSchema, ...errorReplies(404) },
      },
    },
    (request) => content.getMenuCategory(db, request.params.id, request.query.lang),
  );
  app.get('/api/products', { schema: { querystring: languageQuerySchema, summary: 'Pro shop products', response: { 200: z.array(productSchema) } } },
    cachedList('listProducts', z.array(productSchema), (locale) => content.listProducts(db, locale)),
  );
  app.get(
    '/api/facilities/:kind',
    {
      schema: {
        querystring: languageQuerySchema,
        summary: 'Facilities for guests, for members, or of the convention hall',
        params: z.object({ kind: z.enum(facilityKinds, { error: 'Unknown facilities list.' }) }),
        response: { 200: z.array(facilitySchema) },
      },
    },
    (request, reply) =>
      sendCached(reply, `listFacilities:${request.params.kind}:${request.query.lang}`, z.array(facilitySchema), () => content.listFacilities(db, request.params.kind, request.query.lang)),
  );
  app.get(
    '/api/membership-categories',
    { schema: { querystring: languageQuerySchema, summary: 'The membership categories, each with its fee and price per month in taka', response: { 200: z.array(membershipCategorySchema) } } },
    cachedList('listMembershipCategories', z.array(membershipCategorySchema), (locale) => content.listMembershipCategories(db, locale)),
  );
  app.get('/api/leaders', { schema: { querystring: languageQuerySchema, summary: 'The leadership team', response: { 200: z.array(leaderSchema) } } },
    cachedList('listLeaders', z.array(leaderSchema), (locale) => content.listLeaders(db, locale)),
  );
  app.get('/api/sponsors', { schema: { querystring: languageQuerySchema, summary: 'Sponsors', response: { 200: z.array(sponsorSchema) } } },
    cachedList('listSponsors', z.array(sponsorSchema), (locale) => content.listSponsors(db, locale)),
  );
  app.get('/api/holes', { schema: { querystring: languageQuerySchema, summary: 'The nine holes of the course', response: { 200: z.array(holeSchema) } } },
    cachedList('listHoles', z.array(holeSchema), (locale) => content.listHoles(db, locale)),
  );
}
