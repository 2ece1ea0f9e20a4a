import { and, asc, eq, getTableColumns, max, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { uploadedMediaPrefix } from '@rgcc/shared/content/media-variants';
import {
  contentListOf,
  orderMismatchMessage,
  photoMissingMessage,
  swappedField,
  videoMissingMessage,
  type ContentList,
  type ContentListKey,
} from '@rgcc/shared/content/content-list-constants';
import type { ContentItem } from '@rgcc/shared/content/content-lists';
import type { Database, Transaction } from '../../../db/client';
import { dishes, facilities, galleryImages, holes, leaders, membershipCategories, menuCategories, products, publicMedia, sponsors, videos, type AccountRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { assertStaff } from '../../account/entry';
import { recordStaffAction } from '../../audit/entry';

type Values = Record<string, unknown>;

/** The table behind each list; its columns are named as the list's fields are. Lists with a `scope` share one. */
const tables: Record<ContentListKey, PgTable> = {
  gallery: galleryImages,
  videos,
  leaders,
  sponsors,
  products,
  'menu-categories': menuCategories,
  dishes,
  holes,
  'guest-facilities': facilities,
  'member-facilities': facilities,
  'hall-facilities': facilities,
  'membership-categories': membershipCategories,
};

function tableOf(key: ContentListKey) {
  const table = tables[key];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const list = contentListOf(key);
  // The holes keep the course's order, by number; every other list the order staff gave it.
  const order = columns.position ?? columns.number!;
  // Every statement of a scoped list is limited to its slice of the table: `and(inList, ...)`.
  const inList = list.scope ? eq(columns[list.scope.field]!, list.scope.value) : undefined;
  return { table, columns, id: columns.id!, order, list, inList };
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
export const notFoundMessage = (list: ContentList) => `${capitalised(list.item)} not found.`;
export const deletedMessage = (list: ContentList) => `The ${list.item} is deleted.`;
const entity = (key: ContentListKey, id: number | null) => ({ type: 'content' as const, id: id === null ? key : `${key}:${id}` });

/** A list in its order; dishes of one category when `parentId` is given. */
export async function listContent(db: Database, actor: AccountRow, key: ContentListKey, parentId?: number): Promise<ContentItem[]> {
  assertStaff(actor, 'Content');
  const { table, columns, id, order, list, inList } = tableOf(key);
  const ofParent = list.parent && parentId !== undefined ? eq(columns[list.parent.field]!, parentId) : undefined;
  return (await db.select().from(table).where(and(inList, ofParent)).orderBy(asc(order), asc(id))) as ContentItem[];
}

const missingMessages = { image: photoMissingMessage, video: videoMissingMessage };

/**
 * An uploaded image or video must be one the server stored: a key from elsewhere would show
 * nothing. (The body's patterns already keep a video key out of an image field, and the reverse.)
 */
async function assertUploadsExist(tx: Transaction, list: ContentList, input: Values) {
  for (const field of list.fields) {
    const key = input[field.name];
    if ((field.kind !== 'image' && field.kind !== 'video') || typeof key !== 'string' || !key.startsWith(uploadedMediaPrefix)) continue;
    const [found] = await tx.select({ key: publicMedia.key }).from(publicMedia).where(eq(publicMedia.key, key));
    if (!found) throw new AppError(400, missingMessages[field.kind], { [field.name]: missingMessages[field.kind] });
  }
}

async function assertParentExists(tx: Transaction, list: ContentList, input: Values) {
  if (!list.parent) return;
  const parent = tableOf(list.parent.list as ContentListKey);
  const [found] = await tx.select({ id: parent.id }).from(parent.table).where(and(parent.inList, eq(parent.id, input[list.parent.field] as number))).for('share');
  const message = `The ${list.parent.label.toLowerCase()} could not be found.`;
  if (!found) throw new AppError(400, message, { [list.parent.field]: message });
}

/** The columns a body sets: its fields (an empty link is no link), their Bangla if given, the parent's id, and the list's scope. */
function rowValues(list: ContentList, input: Values): Values {
  const values: Values = {};
  for (const field of list.fields) values[field.name] = field.kind === 'url' && input[field.name] === '' ? null : input[field.name];
  if (input.bn) values.bn = input.bn;
  if (list.parent) values[list.parent.field] = input[list.parent.field];
  if (list.scope) values[list.scope.field] = list.scope.value;
  return values;
}

/** A new item goes last in its list (of its category, for a dish). */
export async function createContent(db: Database, actor: AccountRow, key: ContentListKey, input: Values): Promise<ContentItem> {
  assertStaff(actor, 'Content');
  const { table, columns, list, inList } = tableOf(key);
  return db.transaction(async (tx) => {
    await assertUploadsExist(tx, list, input);
    await assertParentExists(tx, list, input);
    const ofParent = list.parent ? eq(columns[list.parent.field]!, input[list.parent.field] as number) : undefined;
    const [last] = await tx.select({ value: max(columns.position!) }).from(table).where(and(inList, ofParent));
    const [row] = (await tx
      .insert(table)
      .values({ ...rowValues(list, input), position: Number(last?.value ?? -1) + 1 } as never)
      .returning()) as ContentItem[];
    await recordStaffAction(tx, actor, { action: `${key}.created`, entity: entity(key, row!.id), after: row });
    return row!;
  });
}

export async function updateContent(db: Database, actor: AccountRow, key: ContentListKey, itemId: number, input: Values): Promise<ContentItem> {
  assertStaff(actor, 'Content');
  const { table, id, list, inList } = tableOf(key);
  return db.transaction(async (tx) => {
    const unique = swappedField[key];
    // With a value that must stay unique, every row is locked: two swaps at once cannot interleave.
    const locked = (await tx.select().from(table).where(and(inList, unique ? undefined : eq(id, itemId))).for('update')) as ContentItem[];
    const before = locked.find((row) => row.id === itemId);
    if (!before) throw new AppError(404, notFoundMessage(list));
    await assertUploadsExist(tx, list, input);
    await assertParentExists(tx, list, input);
    const holder = unique ? locked.find((row) => row.id !== itemId && row[unique] === input[unique]) : undefined;
    if (holder && unique) {
      const [swapped] = (await tx.update(table).set({ [unique]: before[unique] } as never).where(eq(id, holder.id)).returning()) as ContentItem[];
      await recordStaffAction(tx, actor, { action: `${key}.updated`, entity: entity(key, holder.id), before: holder, after: swapped });
    }
    const [row] = (await tx.update(table).set(rowValues(list, input) as never).where(eq(id, itemId)).returning()) as ContentItem[];
    await recordStaffAction(tx, actor, { action: `${key}.updated`, entity: entity(key, itemId), before, after: row });
    return row!;
  });
}

/** Its image (or video) goes with the next sweep of unused media (public-media), once nothing names it. */
export async function deleteContent(db: Database, actor: AccountRow, key: ContentListKey, itemId: number) {
  assertStaff(actor, 'Content');
  const { table, id, list, inList } = tableOf(key);
  return db.transaction(async (tx) => {
    const [row] = (await tx.delete(table).where(and(inList, eq(id, itemId))).returning()) as ContentItem[];
    if (!row) throw new AppError(404, notFoundMessage(list));
    await recordStaffAction(tx, actor, { action: `${key}.deleted`, entity: entity(key, itemId), before: row });
    return { message: deletedMessage(list) };
  });
}

/**
 * The list in a new order: `ids` names every item once (for dishes, every dish of the first one's
 * category), so two staff reordering at once cannot leave a gap or a duplicate position.
 */
export async function reorderContent(db: Database, actor: AccountRow, key: ContentListKey, ids: number[]): Promise<ContentItem[]> {
  assertStaff(actor, 'Content');
  const { table, columns, id, order, list, inList } = tableOf(key);
  return db.transaction(async (tx) => {
    let scope: SQL | undefined = inList;
    if (list.parent) {
      const parentColumn = columns[list.parent.field]!;
      const [first] = await tx.select({ parentId: parentColumn }).from(table).where(and(inList, eq(id, ids[0]!)));
      if (!first) throw new AppError(400, orderMismatchMessage, { ids: orderMismatchMessage });
      scope = and(inList, eq(parentColumn, first.parentId as number));
    }
    const rows = (await tx.select().from(table).where(scope).orderBy(asc(order), asc(id)).for('update')) as ContentItem[];
    const current = rows.map((row) => row.id);
    if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((itemId) => current.includes(itemId))) {
      throw new AppError(400, orderMismatchMessage, { ids: orderMismatchMessage });
    }
    for (const [position, itemId] of ids.entries()) await tx.update(table).set({ position } as never).where(eq(id, itemId));
    await recordStaffAction(tx, actor, { action: `${key}.reordered`, entity: entity(key, null), before: current, after: ids });
    return (await tx.select().from(table).where(scope).orderBy(asc(order), asc(id))) as ContentItem[];
  });
}
