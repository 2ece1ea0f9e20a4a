import { and, asc, eq } from 'drizzle-orm';
import { inLocale } from '@rgcc/shared/content/bangla-texts';
import { formatEventDate } from '@rgcc/shared/content/event-dates';
import type { Locale } from '@rgcc/shared/format/locale';
import { paisaOfTaka } from '@rgcc/shared/format/money';
import type { ClubEvent, facilityKinds } from '@rgcc/shared/content/content';
import type { Database } from '../../../db/client';
import {
  announcements,
  dishes,
  events,
  facilities,
  galleryImages,
  holes,
  leaders,
  membershipCategories,
  menuCategories,
  products,
  sponsors,
  videos,
  type EventRow,
} from '../../../db/schema';
import { AppError } from '../../../http/errors';

/**
 * The club's content as a page in `locale` shows it (content/bangla-texts.ts): each function
 * reads the rows' `bn` beside their English and answers the one the page's language wants.
 */

function toClubEvent(row: EventRow, locale: Locale): ClubEvent {
  const photos = row.photos.map(({ bn = {}, ...photo }) => inLocale({ ...photo, bn }, locale));
  return { ...inLocale(row, locale), photos, date: formatEventDate(row, locale) };
}

export async function listEvents(db: Database, locale: Locale): Promise<ClubEvent[]> {
  const rows = await db.select().from(events).orderBy(asc(events.startsOn));
  return rows.map((row) => toClubEvent(row, locale));
}

/** Announcements staff marked as shown; the page picks those of the club's today (a past one stops by itself). */
export async function listShownAnnouncements(db: Database, locale: Locale) {
  const rows = await db
    .select({ id: announcements.id, message: announcements.message, startsOn: announcements.startsOn, endsOn: announcements.endsOn, eventId: announcements.eventId, bn: announcements.bn })
    .from(announcements)
    .where(eq(announcements.visible, true))
    .orderBy(asc(announcements.startsOn), asc(announcements.id));
  return rows.map((row) => inLocale(row, locale));
}

export async function getEvent(db: Database, id: number, locale: Locale): Promise<ClubEvent> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  if (!row) throw new AppError(404, 'Event not found.');
  return toClubEvent(row, locale);
}

export async function listGalleryImages(db: Database, locale: Locale) {
  const rows = await db
    .select({ id: galleryImages.id, image: galleryImages.image, alt: galleryImages.alt, bn: galleryImages.bn })
    .from(galleryImages)
    .orderBy(asc(galleryImages.position), asc(galleryImages.id));
  return rows.map((row) => inLocale(row, locale));
}

export async function listVideos(db: Database, locale: Locale) {
  const rows = await db
    .select({ id: videos.id, title: videos.title, video: videos.video, poster: videos.poster, bn: videos.bn })
    .from(videos)
    .orderBy(asc(videos.position), asc(videos.id));
  return rows.map((row) => inLocale(row, locale));
}

export async function listMenuCategories(db: Database, locale: Locale) {
  const rows = await db
    .select({ id: menuCategories.id, name: menuCategories.name, image: menuCategories.image, bn: menuCategories.bn })
    .from(menuCategories)
    .orderBy(asc(menuCategories.position), asc(menuCategories.id));
  return rows.map((row) => inLocale(row, locale));
}

export async function getMenuCategory(db: Database, id: number, locale: Locale) {
  const [category] = await db
    .select({ id: menuCategories.id, name: menuCategories.name, image: menuCategories.image, bn: menuCategories.bn })
    .from(menuCategories)
    .where(eq(menuCategories.id, id));
  if (!category) throw new AppError(404, 'Menu category not found.');
  const categoryDishes = await db
    .select({ id: dishes.id, name: dishes.name, description: dishes.description, image: dishes.image, bn: dishes.bn })
    .from(dishes)
    // An unavailable dish is left off the menu rather than marked: a guest cannot order it.
    .where(and(eq(dishes.categoryId, id), eq(dishes.available, true)))
    .orderBy(asc(dishes.position), asc(dishes.id));
  return { ...inLocale(category, locale), dishes: categoryDishes.map((dish) => inLocale(dish, locale)) };
}

/** The pro shop's products with their prices: kept in whole taka, given in paisa as every amount is (docs/money.md). */
export async function listProducts(db: Database, locale: Locale) {
  const rows = await db
    .select({ id: products.id, name: products.name, image: products.image, priceTaka: products.priceTaka, bn: products.bn })
    .from(products)
    .orderBy(asc(products.position), asc(products.id));
  return rows.map(({ priceTaka, ...product }) => ({ ...inLocale(product, locale), pricePaisa: paisaOfTaka(priceTaka) }));
}

export async function listFacilities(db: Database, kind: (typeof facilityKinds)[number], locale: Locale) {
  const rows = await db
    .select({ id: facilities.id, title: facilities.title, description: facilities.description, bn: facilities.bn })
    .from(facilities)
    .where(eq(facilities.kind, kind))
    .orderBy(asc(facilities.position), asc(facilities.id));
  // The spec's facility is `{ title, desc }`.
  return rows.map((row) => {
    const { description, ...facility } = inLocale(row, locale);
    return { ...facility, desc: description };
  });
}

export async function listMembershipCategories(db: Database, locale: Locale) {
  const rows = await db
    .select({
      id: membershipCategories.id,
      title: membershipCategories.title,
      feeTaka: membershipCategories.feeTaka,
      perMonthTaka: membershipCategories.perMonthTaka,
      description: membershipCategories.description,
      bn: membershipCategories.bn,
    })
    .from(membershipCategories)
    .orderBy(asc(membershipCategories.position), asc(membershipCategories.id));
  return rows.map((row) => inLocale(row, locale));
}

export async function listLeaders(db: Database, locale: Locale) {
  const rows = await db
    .select({ id: leaders.id, name: leaders.name, title: leaders.title, image: leaders.image, featured: leaders.featured, bn: leaders.bn })
    .from(leaders)
    .orderBy(asc(leaders.position), asc(leaders.id));
  return rows.map((row) => inLocale(row, locale));
}

export async function listSponsors(db: Database, locale: Locale) {
  const rows = await db
    .select({ id: sponsors.id, name: sponsors.name, image: sponsors.image, url: sponsors.url, bn: sponsors.bn })
    .from(sponsors)
    .orderBy(asc(sponsors.position), asc(sponsors.id));
  return rows.map((row) => inLocale(row, locale));
}

export async function listHoles(db: Database, locale: Locale) {
  const rows = await db
    .select({
      number: holes.number,
      menDistanceYards: holes.menDistanceYards,
      womenDistanceYards: holes.womenDistanceYards,
      par: holes.par,
      handicapIndex: holes.handicapIndex,
      description: holes.description,
      image: holes.image,
      bn: holes.bn,
    })
    .from(holes)
    .orderBy(asc(holes.number));
  return rows.map((row) => inLocale(row, locale));
}
