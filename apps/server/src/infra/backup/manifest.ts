import fs from 'node:fs';
import { z } from 'zod';

/** The archive's last entry: what it holds, each file's checksum, and the rows of every table. */
export const manifestName = 'manifest.json';
export const uploadsFolder = 'uploads/';
export const databaseFileOf = { pglite: 'database/pglite-data.tar.gz', postgres: 'database/postgres.dump' } as const;

const checkedFile = z.object({ path: z.string().min(1), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const manifestSchema = z.object({
  format: z.literal('rgcc-backup'),
  formatVersion: z.literal(1),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  database: checkedFile.extend({
    kind: z.enum(['pglite', 'postgres']),
    /** Rows by `schema.table`; `drizzle.__drizzle_migrations` says how many migrations had run. */
    tables: z.record(z.string(), z.number().int().min(0)),
  }),
  uploads: z.array(checkedFile.extend({ key: z.string().min(1) })),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** The version in the repository's package.json, as the archive records it. */
export function appVersion(): string {
  try {
    const packageJson = JSON.parse(fs.readFileSync(new URL('../../../../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
    return typeof packageJson.version === 'string' ? packageJson.version : 'unknown';
  } catch {
    return 'unknown';
  }
}
