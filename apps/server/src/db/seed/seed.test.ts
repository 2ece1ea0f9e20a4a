import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client';
import { events, galleryImages } from '../schema';
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
    await second.close();
    // A new PGlite database and a reopened one, beside the rest of the suite on two cores.
  }, 60_000);
});
