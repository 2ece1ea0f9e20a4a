import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * Public read endpoints answer the same JSON to everyone, so the serialised answer is kept
 * for a few seconds instead of querying and serialising on every request. A local write
 * invalidates its keys at once; the short lifetime bounds staleness between several servers
 * sharing one PostgreSQL.
 */
export class JsonCache {
  private readonly entries = new Map<string, { body: string; expiresAt: number }>();
  private generation = 0;

  constructor(private readonly ttlMs: number) {}

  async get<S extends z.ZodType>(key: string, schema: S, load: () => Promise<z.input<S>>): Promise<string> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.body;
    const generation = this.generation;
    const body = JSON.stringify(schema.parse(await load()));
    // A write during the load makes this answer possibly stale: serve it, but do not keep it.
    if (generation === this.generation) this.entries.set(key, { body, expiresAt: Date.now() + this.ttlMs });
    return body;
  }

  invalidate(key: string) {
    this.generation++;
    this.entries.delete(key);
  }
}

export function sendJson(reply: FastifyReply, body: string) {
  return reply.type('application/json; charset=utf-8').send(body);
}
