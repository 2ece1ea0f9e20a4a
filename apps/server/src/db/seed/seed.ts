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

const withPosition = <T>(rows: T[]) => rows.map((row, position) => ({ ...row, position }));

async function seedClubContent(tx: Transaction) {
  await tx.insert(events).values(seedContent.events.map(({ images, ...event }) => ({ ...event, photos: images.map((image) => ({ image, caption: '' })) })));
  await tx.insert(galleryImages).values(withPosition(seedContent.galleryImages));
  await tx.insert(videos).values(withPosition(seedContent.videos));
  for (const [position, category] of seedContent.menu.entries()) {
    const [row] = await tx.insert(menuCategories).values({ name: category.name, image: category.image, position }).returning({ id: menuCategories.id });
    await tx.insert(dishes).values(withPosition(category.dishes).map((dish) => ({ ...dish, categoryId: row!.id })));
  }
  await tx.insert(products).values(withPosition(seedContent.products));
  await tx.insert(facilities).values(withPosition(seedContent.facilities));
  await tx.insert(leaders).values(withPosition(seedContent.leaders));
  await tx.insert(sponsors).values(withPosition(seedContent.sponsors));
  await tx.insert(holes).values(seedContent.holes);
}

/**
 * Each seed with the marker that says it ran. A table that came after databases were first seeded
 * has a seed of its own, so such a database receives it at its next start (migration 0019's
 * membership categories), while the content seeded before keeps what staff have edited since.
 */
const seeds: { marker: string; seed: (tx: Transaction) => Promise<unknown> }[] = [
  { marker: 'content_seeded_at', seed: seedClubContent },
  { marker: 'membership_categories_seeded_at', seed: (tx) => tx.insert(membershipCategories).values(withPosition(seedContent.membershipCategories)) },
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
