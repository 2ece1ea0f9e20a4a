import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contentVersion } from '../db/schema';

/**
 * The content version this server believes current (see the `content_version` table). It is read
 * again at most `maxAgeMs` after the last read, so servers sharing one PostgreSQL agree within that
 * time; a change made by this server is seen at once (`changed`).
 */
export class ContentVersion {
  private known: { version: number; readAt: number } | undefined;
  private reading: Promise<number> | undefined;

  constructor(
    private readonly db: Database,
    private readonly maxAgeMs: number,
  ) {}

  current(): Promise<number> {
    if (this.known && Date.now() - this.known.readAt < this.maxAgeMs) return Promise.resolve(this.known.version);
    // One read at a time, however many requests ask meanwhile.
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  /** After this server changed content: the next request reads the version again. */
  changed() {
    this.known = undefined;
  }

  private async read(): Promise<number> {
    const readAt = Date.now();
    const [row] = await this.db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1));
    if (!row) throw new Error('content_version has no row: the migrations have not run');
    this.known = { version: row.version, readAt };
    return row.version;
  }
}
