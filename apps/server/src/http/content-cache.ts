import type { FastifyReply } from 'fastify';
import type { ContentVersion } from './content-version';

/**
 * What the public sees is the same for everyone until content changes: rendered pages and the
 * serialised answers of the public read endpoints are kept and served again while the content
 * version they were made at is current. A value is never older than its version: the version is
 * read before the value is made.
 */
export class ContentCache<T> {
  private readonly entries = new Map<string, { version: number; value: T }>();

  constructor(
    private readonly contentVersion: ContentVersion,
    /** Bounds memory whatever paths are asked for; the oldest entry goes first. */
    private readonly maxEntries: number,
  ) {}

  async get(key: string, make: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    const version = await this.contentVersion.current();
    const hit = this.entries.get(key);
    if (hit?.version === version) return hit.value;
    const value = await make();
    if (keep(value)) {
      this.entries.delete(key);
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { version, value });
    }
    return value;
  }
}

export function sendJson(reply: FastifyReply, body: string) {
  return reply.type('application/json; charset=utf-8').send(body);
}
