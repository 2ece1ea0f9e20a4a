import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import type { JobQueue } from '../infra/jobs/job-queue';
import type { ContentCache } from './content-cache';
import type { ContentVersion } from './content-version';
import type { DiskSpace } from './disk-space';
import type { RequestsInFlight } from './load-shedding';

/**
 * The app as every route plugin sees it. It lives apart from app.ts, which imports every area's
 * routes: a route file importing app.ts would close a loop through all of them.
 */
export interface AppDeps {
  config: Config;
  db: Database;
  /** The open database's own dump, for the nightly backup (infra/backup/jobs.ts); an app without it writes none. */
  database?: Pick<DatabaseHandle, 'kind' | 'dump'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** The version of the public content, which the caches follow (see content-version.ts). */
    contentVersion: ContentVersion;
    /** Serialised answers of the public read endpoints (see content-cache.ts). */
    jsonCache: ContentCache<string>;
    /** Work done apart from requests: the areas' periodic jobs and mail delivery (see infra/jobs/job-queue.ts). */
    jobQueue: JobQueue;
    /** Whether the server is out of storage space (see disk-space.ts). */
    diskSpace: DiskSpace;
    /** The requests served now and those turned away (see load-shedding.ts). */
    requestsInFlight: RequestsInFlight;
  }
}

export type AppInstance = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** What a file whose name never changes may be kept for (hashed assets, uploaded media). */
export const oneYearSeconds = 31_536_000;
