import { eventsPageSize } from '@rgcc/shared/content/club-events-constants';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { inLocale } from '@rgcc/shared/content/bangla-texts';
import { formatEventDate } from '@rgcc/shared/content/event-dates';
import type { StoredEventPhoto } from '@rgcc/shared/content/content';
import type { Locale } from '@rgcc/shared/format/locale';
import { uploadedMediaPrefix } from '@rgcc/shared/content/media-variants';
import {
  photoMissingMessage,
  type AnnouncementForm,
  type EventForm,
  type EventList,
  type EventListQuery,
  type StaffAnnouncement,
  type StaffEvent,
} from '@rgcc/shared/content/club-events';
import type { Database, Transaction } from '../../../db/client';
import { likePattern } from '../../../db/search';
import { announcements, events, publicMedia, type AccountRow, type AnnouncementRow, type EventRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { assertStaff } from '../../account/entry';
import { recordStaffAction } from '../../audit/entry';

export const eventNotFoundMessage = 'Event not found.';
export const announcementNotFoundMessage = 'Announcement not found.';
export const linkedEventMissingMessage = 'The event it points to could not be found.';
export const eventDeletedMessage = 'The event is deleted.';
export const announcementDeletedMessage = 'The announcement is deleted.';

/**
 * The list in the console, in the language of the staff reading it (each title, and the days):
 * newest first (by the day it starts), searched by title, a Bangla reader's by either title.
 */
export async function listStaffEvents(db: Database, actor: AccountRow, query: EventListQuery): Promise<EventList> {
  assertStaff(actor, 'Events');
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    const byTitle = ilike(events.title, pattern);
    conditions.push(actor.language === 'bn' ? or(byTitle, ilike(sql`${events.bn}->>'title'`, pattern))! : byTitle);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(events)
      .where(where)
      .orderBy(desc(events.startsOn), desc(events.id))
      .limit(eventsPageSize)
      .offset((query.page - 1) * eventsPageSize),
    db.select({ value: count() }).from(events).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: inLocale(row, actor.language).title,
      date: formatEventDate(row, actor.language),
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      photoCount: row.photos.length,
    })),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: eventsPageSize,
  };
}

/** An event as its form edits it: a single day has no end date. */
const formOf = (row: EventRow): StaffEvent => ({
  id: row.id,
  title: row.title,
  startsOn: row.startsOn,
  endsOn: row.endsOn === row.startsOn ? '' : row.endsOn,
  description: row.description,
  photos: row.photos.map((photo) => ({ image: photo.image, caption: photo.caption, bn: photo.bn ?? {} })),
  bn: row.bn,
});

export async function getStaffEvent(db: Database, actor: AccountRow, id: number) {
  assertStaff(actor, 'Events');
  const [row] = await db.select().from(events).where(eq(events.id, id));
  if (!row) throw new AppError(404, eventNotFoundMessage);
  return formOf(row);
}

/** Every uploaded photo must be one the server stored (a key from elsewhere would show nothing). */
async function assertPhotosExist(tx: Transaction, input: EventForm) {
  const uploaded = input.photos.map((photo) => photo.image).filter((image) => image.startsWith(uploadedMediaPrefix));
  if (uploaded.length === 0) return;
  const found = await tx.select({ key: publicMedia.key }).from(publicMedia).where(inArray(publicMedia.key, uploaded));
  if (found.length < new Set(uploaded).size) throw new AppError(400, photoMissingMessage, { photos: photoMissingMessage });
}

/**
 * The photos as the event keeps them. One sent without `bn` keeps the Bangla caption it had
 * (`before`), as long as its image and English caption are the same: a changed caption never shows
 * the Bangla of the old one.
 */
const photosKept = (photos: EventForm['photos'], before: StoredEventPhoto[]): StoredEventPhoto[] =>
  photos.map(({ bn, ...photo }) => {
    const kept = bn ?? before.find((old) => old.image === photo.image && old.caption === photo.caption)?.bn;
    return kept && Object.keys(kept).length > 0 ? { ...photo, bn: kept } : photo;
  });

const rowValues = (input: EventForm, before: StoredEventPhoto[] = []) => ({
  title: input.title,
  startsOn: input.startsOn,
  endsOn: input.endsOn || input.startsOn,
  description: input.description,
  photos: photosKept(input.photos, before),
  // Left out, the Bangla stays as it is (undefined is no column to set).
  bn: input.bn,
});

export async function createEvent(db: Database, actor: AccountRow, input: EventForm) {
  assertStaff(actor, 'Events');
  return db.transaction(async (tx) => {
    await assertPhotosExist(tx, input);
    const [row] = await tx.insert(events).values(rowValues(input)).returning();
    await recordStaffAction(tx, actor, { action: 'event.created', entity: { type: 'event', id: row!.id }, after: formOf(row!) });
    return formOf(row!);
  });
}

export async function updateEvent(db: Database, actor: AccountRow, id: number, input: EventForm) {
  assertStaff(actor, 'Events');
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(events).where(eq(events.id, id)).for('update');
    if (!before) throw new AppError(404, eventNotFoundMessage);
    await assertPhotosExist(tx, input);
    const [row] = await tx.update(events).set(rowValues(input, before.photos)).where(eq(events.id, id)).returning();
    await recordStaffAction(tx, actor, { action: 'event.updated', entity: { type: 'event', id }, before: formOf(before), after: formOf(row!) });
    return formOf(row!);
  });
}

/** Its announcements stay, pointing nowhere; its photos go with the next sweep of unused images. */
export async function deleteEvent(db: Database, actor: AccountRow, id: number) {
  assertStaff(actor, 'Events');
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(events).where(eq(events.id, id)).returning();
    if (!row) throw new AppError(404, eventNotFoundMessage);
    await recordStaffAction(tx, actor, { action: 'event.deleted', entity: { type: 'event', id }, before: formOf(row) });
    return { message: eventDeletedMessage };
  });
}

const announcementOf = (row: AnnouncementRow, eventTitle: string | null): StaffAnnouncement => ({
  id: row.id,
  message: row.message,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  visible: row.visible,
  eventId: row.eventId,
  eventTitle,
  bn: row.bn,
});

type LinkedEvent = Pick<EventRow, 'title' | 'bn'>;

/** The title of the event an announcement points to, in `locale`; null for none. */
const linkedTitle = (event: LinkedEvent | null, locale: Locale) => (event ? inLocale(event, locale).title : null);

/**
 * Every announcement, latest first, shown or not. Each is its form's too, so its message stays
 * in English beside its Bangla; the event it points to is named in the reader's language.
 */
export async function listStaffAnnouncements(db: Database, actor: AccountRow): Promise<StaffAnnouncement[]> {
  assertStaff(actor, 'Events');
  const rows = await db
    .select({ announcement: announcements, event: { title: events.title, bn: events.bn } })
    .from(announcements)
    .leftJoin(events, eq(events.id, announcements.eventId))
    .orderBy(desc(announcements.startsOn), desc(announcements.id));
  return rows.map((row) => announcementOf(row.announcement, linkedTitle(row.event, actor.language)));
}

async function linkedEventOf(tx: Transaction, eventId: number | null): Promise<LinkedEvent | null> {
  if (eventId === null) return null;
  const [event] = await tx.select({ title: events.title, bn: events.bn }).from(events).where(eq(events.id, eventId)).for('share');
  if (!event) throw new AppError(400, linkedEventMissingMessage, { eventId: linkedEventMissingMessage });
  return event;
}

export async function createAnnouncement(db: Database, actor: AccountRow, input: AnnouncementForm) {
  assertStaff(actor, 'Events');
  return db.transaction(async (tx) => {
    const event = await linkedEventOf(tx, input.eventId);
    const [row] = await tx.insert(announcements).values(input).returning();
    // The audit log keeps the English whoever reads it; the answer is for the reader.
    await recordStaffAction(tx, actor, { action: 'announcement.created', entity: { type: 'announcement', id: row!.id }, after: announcementOf(row!, linkedTitle(event, 'en')) });
    return announcementOf(row!, linkedTitle(event, actor.language));
  });
}

export async function updateAnnouncement(db: Database, actor: AccountRow, id: number, input: AnnouncementForm) {
  assertStaff(actor, 'Events');
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
    if (!before) throw new AppError(404, announcementNotFoundMessage);
    const event = await linkedEventOf(tx, input.eventId);
    const [row] = await tx.update(announcements).set(input).where(eq(announcements.id, id)).returning();
    await recordStaffAction(tx, actor, { action: 'announcement.updated', entity: { type: 'announcement', id }, before: announcementOf(before, null), after: announcementOf(row!, linkedTitle(event, 'en')) });
    return announcementOf(row!, linkedTitle(event, actor.language));
  });
}

export async function deleteAnnouncement(db: Database, actor: AccountRow, id: number) {
  assertStaff(actor, 'Events');
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(announcements).where(eq(announcements.id, id)).returning();
    if (!row) throw new AppError(404, announcementNotFoundMessage);
    await recordStaffAction(tx, actor, { action: 'announcement.deleted', entity: { type: 'announcement', id }, before: announcementOf(row, null) });
    return { message: announcementDeletedMessage };
  });
}
