import { z } from 'zod';
import { contentListKeys, contentListOf } from '@rgcc/shared/content/content-list-constants';
import { apiErrorSchema } from '@rgcc/shared/common/api-error';
import { contentItemSchema, contentListQuerySchema, contentOrderSchema } from '@rgcc/shared/content/content-lists';
import type { AppInstance } from '../../../http/app-instance';
import { followContentWrites } from '../../../http/follow-content-writes';
import { requireSignedIn, staffRequired } from '../../../http/current-account';
import { createContent, deleteContent, listContent, reorderContent, updateContent } from '../content-lists/service';

const idParams = z.object({ id: z.coerce.number({ error: 'Not found.' }).int().min(1).max(2_147_483_647) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const itemSchema = z.object({ id: z.number() }).catchall(z.union([z.string(), z.number(), z.boolean(), z.null()]));
const deletedSchema = z.object({ message: z.string() });

/**
 * The public content lists under Content, each from its description in
 * packages/shared/src/content/content-lists.ts: list, add, change, delete and reorder.
 */
export async function contentListsRoutes(app: AppInstance) {
  const { db } = app.deps;
  app.addHook('onRequest', staffRequired(db, 'Content'));
  followContentWrites(app);
  const actor = async (request: Parameters<typeof requireSignedIn>[1]) => (await requireSignedIn(db, request)).account;

  for (const key of contentListKeys) {
    const list = contentListOf(key);
    const path = `/api/admin/content/${key}`;
    const body = contentItemSchema(list);
    const items = list.parent ? `${list.title.toLowerCase()} (of one ${list.parent.label.toLowerCase()} with ?${list.parent.field}=)` : list.title.toLowerCase();

    app.get(
      path,
      { schema: { summary: `Staff (content): the ${items}, in order`, querystring: contentListQuerySchema, response: { 200: z.array(itemSchema), ...errors } } },
      async (request) => listContent(db, await actor(request), key, request.query.categoryId),
    );
    app.put(
      `${path}/:id`,
      { schema: { summary: `Staff (content): change a ${list.item}`, params: idParams, body, response: { 200: itemSchema, ...errors } } },
      async (request) => updateContent(db, await actor(request), key, request.params.id, request.body),
    );
    if (!list.growable) continue;
    app.post(
      path,
      { schema: { summary: `Staff (content): add a ${list.item}, last in its list`, body, response: { 201: itemSchema, ...errors } } },
      async (request, reply) => reply.status(201).send(await createContent(db, await actor(request), key, request.body)),
    );
    app.delete(
      `${path}/:id`,
      { schema: { summary: `Staff (content): delete a ${list.item}`, params: idParams, response: { 200: deletedSchema, ...errors } } },
      async (request) => deleteContent(db, await actor(request), key, request.params.id),
    );
    app.put(
      `${path}/order`,
      { schema: { summary: `Staff (content): the ${items} in a new order, every id once`, body: contentOrderSchema, response: { 200: z.array(itemSchema), ...errors } } },
      async (request) => reorderContent(db, await actor(request), key, request.body.ids),
    );
  }
}
