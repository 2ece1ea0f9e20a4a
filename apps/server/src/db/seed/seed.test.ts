import { eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client';
import { appMeta, events, galleryImages, membershipCategories } from '../schema';
import { seedContentOnce } from './seed';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-seed-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('seedContentOnce', () => {
  it('seeds on the first start only, so a restart keeps what staff edited', async () => {
    const first = await openDatabase({ dataDir });
    await first.migrate();
    expect(await seedContentOnce(first.db)).toBe(true);
    const [event] = await first.db.select().from(events).limit(1);
    await first.db.update(events).set({ title: 'Edited by staff' }).where(eq(events.id, event!.id));
    await first.db.delete(galleryImages).where(eq(galleryImages.position, 0));
    await first.close();

    const second = await openDatabase({ dataDir });
    await second.migrate();
    expect(await seedContentOnce(second.db)).toBe(false);
    const [reloaded] = await second.db.select().from(events).where(eq(events.id, event!.id));
    expect(reloaded!.title).toBe('Edited by staff');
    expect(await second.db.$count(galleryImages)).toBe(59);
    expect(await second.db.$count(events)).toBe(7);

    // A database seeded before the membership categories had a table: it gets them at its next start, and nothing else again.
    await second.db.delete(appMeta).where(eq(appMeta.key, 'membership_categories_seeded_at'));
    await second.db.execute(sql`truncate ${membershipCategories}`);
    expect(await seedContentOnce(second.db)).toBe(true);
    expect((await second.db.select().from(membershipCategories).orderBy(membershipCategories.position)).map((row) => [row.title, row.feeTaka, row.perMonthTaka])).toEqual([
      ['Defence Service Officers', 5000, 500],
      ['Government Officers', 100000, 800],
      ['Civil and Others', 300000, 1200],
      ['Foreigners', 600000, 2000],
      ['Corporate', 1000000, 1500],
    ]);
    expect(await second.db.$count(events)).toBe(7);
    expect(await seedContentOnce(second.db)).toBe(false);
    expect(await second.db.$count(membershipCategories)).toBe(5);

    // A database seeded before the content had its Bangla: the rows staff have not changed get the seed's Bangla, once.
    expect(reloaded!.bn).toEqual({ title: 'প্রেসিডেন্ট কাপ', description: expect.stringMatching(/^ক্লাবের প্রধান স্ট্রোক প্লে/) });
    await second.db.execute(sql`update ${events} set bn = '{}'::jsonb`);
    await second.db.delete(appMeta).where(eq(appMeta.key, 'content_bangla_seeded_at'));
    expect(await seedContentOnce(second.db)).toBe(true);
    const titles = await second.db.select({ title: events.title, bn: events.bn }).from(events).orderBy(events.startsOn);
    expect(titles.find((row) => row.title === 'Edited by staff')!.bn).toEqual({});
    expect(titles.find((row) => row.title === 'Breakfast Cup')!.bn).toMatchObject({ title: expect.stringMatching(/[\u0980-\u09FF]/) });
    expect(await seedContentOnce(second.db)).toBe(false);

    // Seeded photos have captions in both languages; a database seeded before they had any gets them where staff left the photo as it was.
    const breakfastCup = async () => (await second.db.select().from(events).where(eq(events.title, 'Breakfast Cup')))[0]!;
    const prizes = { image: 'events/breakfast-cup-3', caption: 'The prizes on the trophy table', bn: { caption: 'ট্রফির টেবিলে সাজানো পুরস্কার' } };
    const cup = await breakfastCup();
    expect(cup.photos[2]).toEqual(prizes);
    const olderPhotos = cup.photos.map((photo, index) => ({ image: photo.image, caption: index === 0 ? 'Staff wrote this' : '' }));
    await second.db.update(events).set({ photos: olderPhotos }).where(eq(events.id, cup.id));
    await second.db.delete(appMeta).where(eq(appMeta.key, 'event_photo_captions_seeded_at'));
    expect(await seedContentOnce(second.db)).toBe(true);
    const filled = await breakfastCup();
    expect(filled.photos[0]).toEqual({ image: 'events/breakfast-cup-1', caption: 'Staff wrote this' });
    expect(filled.photos[2]).toEqual(prizes);
    await second.close();
    // A new PGlite database and a reopened one, beside the rest of the suite on two cores.
  }, 60_000);
});
