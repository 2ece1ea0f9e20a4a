import type { Database } from '../client';
import {
  appMeta,
  dishes,
  events,
  facilities,
  galleryImages,
  holes,
  leaders,
  menuCategories,
  products,
  sponsors,
  videos,
} from '../schema';
import { seedContent } from './content-data';

const seededKey = 'content_seeded_at';

/**
 * Seeds the club's content on the first start only. The marker row is written in the same
 * transaction, so a restart keeps whatever staff have edited since, and a crash half-way
 * leaves nothing behind to confuse the next start.
 */
export async function seedContentOnce(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marker = await tx.insert(appMeta).values({ key: seededKey, value: new Date().toISOString() }).onConflictDoNothing().returning();
    if (marker.length === 0) return false;

    const withPosition = <T>(rows: T[]) => rows.map((row, position) => ({ ...row, position }));
    await tx.insert(events).values(seedContent.events.map(({ images, ...event }) => ({ ...event, photos: images.map((image) => ({ image, caption: '' })) })));
    await tx.insert(galleryImages).values(withPosition(seedContent.galleryImages));
    await tx.insert(videos).values(withPosition(seedContent.videos));
    for (const [position, category] of seedContent.menu.entries()) {
      const [row] = await tx
        .insert(menuCategories)
        .values({ name: category.name, image: category.image, position })
        .returning({ id: menuCategories.id });
      await tx.insert(dishes).values(withPosition(category.dishes).map((dish) => ({ ...dish, categoryId: row!.id })));
    }
    await tx.insert(products).values(withPosition(seedContent.products));
    await tx.insert(facilities).values(withPosition(seedContent.facilities));
    await tx.insert(leaders).values(withPosition(seedContent.leaders));
    await tx.insert(sponsors).values(withPosition(seedContent.sponsors));
    await tx.insert(holes).values(seedContent.holes);
    return true;
  });
}
