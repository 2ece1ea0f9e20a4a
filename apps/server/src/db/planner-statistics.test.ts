import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { refreshPlannerStatistics } from './planner-statistics';
import { galleryImages } from './schema';

describe('planner statistics', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60_000);
  afterAll(() => testApp.close());

  /** The rows PostgreSQL believes the table holds (-1 until it is first measured). */
  const measuredRows = async (table: string) => {
    const [row] = await testApp.database.db.select({ rows: sql<number>`reltuples` }).from(sql`pg_class`).where(sql`relname = ${table}`);
    return Number(row!.rows);
  };

  it('measures every table, so queries are planned for the rows they hold (PGlite has no autovacuum to do it)', async () => {
    await testApp.database.db.execute(sql`insert into gallery_images (image, alt, position) select 'gallery/01', 'Added ' || n, 100 + n from generate_series(1, 40) as n`);
    const [{ total }] = (await testApp.database.db.select({ total: count() }).from(galleryImages)) as [{ total: number }];
    await refreshPlannerStatistics(testApp.database.db);
    expect(await measuredRows('gallery_images')).toBe(total);
    expect(await measuredRows('holes')).toBe(9);
  });
});
