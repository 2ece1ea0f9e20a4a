import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { BanglaTexts } from '@rgcc/shared/content/bangla-texts';
import type { StoredEventPhoto } from '@rgcc/shared/content/content';
import type { Database, Transaction } from '../client';
import {
  appMeta,
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
} from '../schema';
import { seedContent } from './content-data';

type BanglaTable = typeof events | typeof galleryImages | typeof videos | typeof menuCategories | typeof dishes | typeof products | typeof facilities | typeof membershipCategories | typeof leaders | typeof sponsors | typeof holes;

const withPosition = <T>(rows: T[]) => rows.map((row, position) => ({ ...row, position }));

/** A seeded event's photo with the caption of its place, in both languages. */
const seededPhoto = (image: string, index: number): StoredEventPhoto => ({ image, ...seedContent.eventPhotoCaptions[index % seedContent.eventPhotoCaptions.length]! });

async function seedClubContent(tx: Transaction) {
  await tx.insert(events).values(seedContent.events.map(({ images, ...event }) => ({ ...event, photos: images.map(seededPhoto) })));
  await tx.insert(galleryImages).values(withPosition(seedContent.galleryImages));
  await tx.insert(videos).values(withPosition(seedContent.videos));
  for (const [position, category] of seedContent.menu.entries()) {
    const [row] = await tx.insert(menuCategories).values({ name: category.name, image: category.image, bn: category.bn, position }).returning({ id: menuCategories.id });
    await tx.insert(dishes).values(withPosition(category.dishes).map((dish) => ({ ...dish, categoryId: row!.id })));
  }
  await tx.insert(products).values(withPosition(seedContent.products));
  await tx.insert(facilities).values(withPosition(seedContent.facilities));
  await tx.insert(leaders).values(withPosition(seedContent.leaders));
  await tx.insert(sponsors).values(withPosition(seedContent.sponsors));
  await tx.insert(holes).values(seedContent.holes);
  // Seeded with its Bangla: the Bangla seed below is for databases seeded before it.
  await tx.insert(appMeta).values({ key: banglaMarker, value: new Date().toISOString() }).onConflictDoNothing();
}

const banglaMarker = 'content_bangla_seeded_at';

/**
 * The seed's Bangla (migration 0039) for a database seeded before it: each seeded row staff have
 * not changed since (its English as the seed wrote it) and that has no Bangla yet gets the seed's.
 */
async function seedContentBangla(tx: Transaction) {
  const fill = async <Row extends { bn?: BanglaTexts }>(table: BanglaTable, rows: readonly Row[], match: (row: Row) => SQL | undefined) => {
    for (const row of rows) {
      if (row.bn) await tx.update(table).set({ bn: row.bn }).where(and(match(row), sql`${table.bn} = '{}'::jsonb`));
    }
  };
  await fill(events, seedContent.events, (event) => and(eq(events.title, event.title), eq(events.startsOn, event.startsOn)));
  await fill(galleryImages, seedContent.galleryImages, (image) => and(eq(galleryImages.image, image.image), eq(galleryImages.alt, image.alt)));
  await fill(videos, seedContent.videos, (video) => and(eq(videos.video, video.video), eq(videos.title, video.title)));
  await fill(menuCategories, seedContent.menu, (category) => eq(menuCategories.name, category.name));
  await fill(dishes, seedContent.menu.flatMap((category) => category.dishes), (dish) => and(eq(dishes.name, dish.name), eq(dishes.description, dish.description)));
  await fill(products, seedContent.products, (product) => eq(products.name, product.name));
  await fill(facilities, seedContent.facilities, (facility) => and(eq(facilities.kind, facility.kind), eq(facilities.title, facility.title), eq(facilities.description, facility.description)));
  await fill(membershipCategories, seedContent.membershipCategories, (category) => and(eq(membershipCategories.title, category.title), eq(membershipCategories.description, category.description)));
  await fill(leaders, seedContent.leaders, (leader) => and(eq(leaders.name, leader.name), eq(leaders.title, leader.title)));
  await fill(sponsors, seedContent.sponsors, (sponsor) => eq(sponsors.name, sponsor.name));
  await fill(holes, seedContent.holes, (hole) => and(eq(holes.number, hole.number), eq(holes.description, hole.description)));
}

/**
 * The seed's photo captions for a database seeded before they had any: each seeded photo still
 * in its event, its caption still empty, gets the seed's in both languages.
 */
async function seedEventPhotoCaptions(tx: Transaction) {
  for (const seeded of seedContent.events) {
    const [row] = await tx.select({ id: events.id, photos: events.photos }).from(events).where(and(eq(events.title, seeded.title), eq(events.startsOn, seeded.startsOn)));
    if (!row) continue;
    const place = new Map(seeded.images.map((image, index) => [image, index]));
    const photos = row.photos.map((photo) => (place.has(photo.image) && photo.caption === '' && !photo.bn ? seededPhoto(photo.image, place.get(photo.image)!) : photo));
    await tx.update(events).set({ photos }).where(eq(events.id, row.id));
  }
}

/**
 * Each seed with the marker that says it ran. A table that came after databases were first seeded
 * has a seed of its own, so such a database receives it at its next start (migration 0019's
 * membership categories), while the content seeded before keeps what staff have edited since.
 */
const seeds: { marker: string; seed: (tx: Transaction) => Promise<unknown> }[] = [
  { marker: 'content_seeded_at', seed: seedClubContent },
  { marker: 'membership_categories_seeded_at', seed: (tx) => tx.insert(membershipCategories).values(withPosition(seedContent.membershipCategories)) },
  { marker: banglaMarker, seed: seedContentBangla },
  { marker: 'event_photo_captions_seeded_at', seed: seedEventPhotoCaptions },
];

/**
 * Seeds the club's content once per database; answers whether anything was seeded. Each marker
 * row is written in the same transaction as its seed, so a restart keeps whatever staff have
 * edited since, and a crash half-way leaves nothing behind to confuse the next start.
 */
export async function seedContentOnce(db: Database): Promise<boolean> {
  let seeded = false;
  for (const { marker, seed } of seeds) {
    const ran = await db.transaction(async (tx) => {
      const written = await tx.insert(appMeta).values({ key: marker, value: new Date().toISOString() }).onConflictDoNothing().returning();
      if (written.length === 0) return false;
      await seed(tx);
      return true;
    });
    seeded ||= ran;
  }
  return seeded;
}
