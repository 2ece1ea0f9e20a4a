import { z } from 'zod';
import { contentListKeys, contentListOf } from '@rgcc/shared/content/content-list-constants';
import { messageReplySchema } from '@rgcc/shared/common/message-reply';
import { contentItemSchema, contentItemViewSchema, contentListQuerySchema, contentOrderSchema } from '@rgcc/shared/content/content-lists';
import type { AppInstance } from '../../../http/app-instance';
import { followContentWrites } from '../../../http/follow-content-writes';
import { signedInAccount, staffRequired } from '../../../http/current-account';
import { errorReplies, idParams } from '../../../http/route-parts';
import { createContent, deleteContent, listContent, reorderContent, updateContent } from '../content-lists/service';

const itemParams = idParams('Not found.');
const errors = errorReplies(400, 401, 403, 404);

/**
 * The public content lists under Content, each from its description in
 * packages/shared/src/content/content-lists.ts: list, add, change, delete and reorder.
 */
export async function contentListsRoutes(app: AppInstance) {
  const { db } = app.deps;
  app.addHook('onRequest', staffRequired(db, 'Content'));
  followContentWrites(app);

  for (const key of contentListKeys) {
    const list = contentListOf(key);
    const path = `/api/admin/content/${key}`;
    const body = contentItemSchema(list);
    const items = list.parent ? `${list.title.toLowerCase()} (of one ${list.parent.label.toLowerCase()} with ?${list.parent.field}=)` : list.title.toLowerCase();

    app.get(
      path,
      { schema: { summary: `Staff (content): the ${items}, in order`, querystring: contentListQuerySchema, response: { 200: z.array(contentItemViewSchema), ...errors } } },
      async (request) => listContent(db, await signedInAccount(db, request), key, request.query.categoryId),
    );
    app.put(
      `${path}/:id`,
      { schema: { summary: `Staff (content): change a ${list.item}`, params: itemParams, body, response: { 200: contentItemViewSchema, ...errors } } },
      async (request) => updateContent(db, await signedInAccount(db, request), key, request.params.id, request.body),
    );
    if (!list.growable) continue;
    app.post(
      path,
      { schema: { summary: `Staff (content): add a ${list.item}, last in its list`, body, response: { 201: contentItemViewSchema, ...errors } } },
      async (request, reply) => reply.status(201).send(await createContent(db, await signedInAccount(db, request), key, request.body)),
    );
    app.delete(
      `${path}/:id`,
      { schema: { summary: `Staff (content): delete a ${list.item}`, params: itemParams, response: { 200: messageReplySchema, ...errors } } },
      async (request) => deleteContent(db, await signedInAccount(db, request), key, request.params.id),
    );
    app.put(
      `${path}/order`,
      { schema: { summary: `Staff (content): the ${items} in a new order, every id once`, body: contentOrderSchema, response: { 200: z.array(contentItemViewSchema), ...errors } } },
      async (request) => reorderContent(db, await signedInAccount(db, request), key, request.body.ids),
    );
  }
}
