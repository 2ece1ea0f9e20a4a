import { and, asc, eq } from 'drizzle-orm';
import { formatEventDate } from '@rgcc/shared/content/event-dates';
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

function toClubEvent(row: EventRow): ClubEvent {
  return { ...row, date: formatEventDate(row) };
}

export async function listEvents(db: Database): Promise<ClubEvent[]> {
  const rows = await db.select().from(events).orderBy(asc(events.startsOn));
  return rows.map(toClubEvent);
}

/** Announcements staff marked as shown; the page picks those of the club's today (a past one stops by itself). */
export function listShownAnnouncements(db: Database) {
  return db
    .select({ id: announcements.id, message: announcements.message, startsOn: announcements.startsOn, endsOn: announcements.endsOn, eventId: announcements.eventId })
    .from(announcements)
    .where(eq(announcements.visible, true))
    .orderBy(asc(announcements.startsOn), asc(announcements.id));
}

export async function getEvent(db: Database, id: number): Promise<ClubEvent> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  if (!row) throw new AppError(404, 'Event not found.');
  return toClubEvent(row);
}

export function listGalleryImages(db: Database) {
  return db
    .select({ id: galleryImages.id, image: galleryImages.image, alt: galleryImages.alt })
    .from(galleryImages)
    .orderBy(asc(galleryImages.position), asc(galleryImages.id));
}

export function listVideos(db: Database) {
  return db
    .select({ id: videos.id, title: videos.title, video: videos.video, poster: videos.poster })
    .from(videos)
    .orderBy(asc(videos.position), asc(videos.id));
}

export function listMenuCategories(db: Database) {
  return db
    .select({ id: menuCategories.id, name: menuCategories.name, image: menuCategories.image })
    .from(menuCategories)
    .orderBy(asc(menuCategories.position), asc(menuCategories.id));
}

export async function getMenuCategory(db: Database, id: number) {
  const [category] = await db
    .select({ id: menuCategories.id, name: menuCategories.name, image: menuCategories.image })
    .from(menuCategories)
    .where(eq(menuCategories.id, id));
  if (!category) throw new AppError(404, 'Menu category not found.');
  const categoryDishes = await db
    .select({ id: dishes.id, name: dishes.name, description: dishes.description, image: dishes.image })
    .from(dishes)
    // An unavailable dish is left off the menu rather than marked: a guest cannot order it.
    .where(and(eq(dishes.categoryId, id), eq(dishes.available, true)))
    .orderBy(asc(dishes.position), asc(dishes.id));
  return { ...category, dishes: categoryDishes };
}

/** The pro shop's products with their prices: kept in whole taka, given in paisa as every amount is (docs/money.md). */
export async function listProducts(db: Database) {
  const rows = await db.select({ id: products.id, name: products.name, image: products.image, priceTaka: products.priceTaka }).from(products).orderBy(asc(products.position), asc(products.id));
  return rows.map(({ priceTaka, ...product }) => ({ ...product, pricePaisa: paisaOfTaka(priceTaka) }));
}

export function listFacilities(db: Database, kind: (typeof facilityKinds)[number]) {
  return db
    .select({ id: facilities.id, title: facilities.title, desc: facilities.description })
    .from(facilities)
    .where(eq(facilities.kind, kind))
    .orderBy(asc(facilities.position), asc(facilities.id));
}

export function listMembershipCategories(db: Database) {
  return db
    .select({
      id: membershipCategories.id,
      title: membershipCategories.title,
      feeTaka: membershipCategories.feeTaka,
      perMonthTaka: membershipCategories.perMonthTaka,
      description: membershipCategories.description,
    })
    .from(membershipCategories)
    .orderBy(asc(membershipCategories.position), asc(membershipCategories.id));
}

export function listLeaders(db: Database) {
  return db
    .select({ id: leaders.id, name: leaders.name, title: leaders.title, image: leaders.image, featured: leaders.featured })
    .from(leaders)
    .orderBy(asc(leaders.position), asc(leaders.id));
}

export function listSponsors(db: Database) {
  return db
    .select({ id: sponsors.id, name: sponsors.name, image: sponsors.image, url: sponsors.url })
    .from(sponsors)
    .orderBy(asc(sponsors.position), asc(sponsors.id));
}

export function listHoles(db: Database) {
  return db
    .select({
      number: holes.number,
      menDistanceYards: holes.menDistanceYards,
      womenDistanceYards: holes.womenDistanceYards,
      par: holes.par,
      handicapIndex: holes.handicapIndex,
      description: holes.description,
      image: holes.image,
    })
    .from(holes)
    .orderBy(asc(holes.number));
}
