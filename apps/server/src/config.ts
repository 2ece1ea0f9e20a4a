import path from 'node:path';
import { z } from 'zod';
import { clubName } from '@rgcc/shared/content/club';
import { defaultClubDetails } from '@rgcc/shared/content/club-settings';

const optionalUrl = z.url().optional();
const bkashVariables = ['BKASH_BASE_URL', 'BKASH_APP_KEY', 'BKASH_APP_SECRET', 'BKASH_USERNAME', 'BKASH_PASSWORD'] as const;
const s3Variables = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const trueOrFalse = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((value) => value === 'true');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).optional(),
  /** How many times a mail is retried (3-6 s, then twice as long each time) before its job is kept failed for the console (decision 0040). */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(9),
  /** Where uploaded files live: `DATA_DIR/uploads`, or a bucket of any S3-compatible store (decision 0039). */
  STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).optional(),
  /** An S3-compatible service's address (MinIO, R2, …); unset means AWS. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `true` for stores that address buckets by path (`host/bucket/key`), as most self-hosted ones do. */
  S3_FORCE_PATH_STYLE: trueOrFalse.default(false),
  /** A Redis server for the request limits of several instances; unset keeps them in the database (decision 0041). */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  /** Turns on GET /metrics for a Prometheus scraper that sends it as a Bearer token; unset turns it off. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Where the nightly backups go; the default is DATA_DIR/backups. */
  BACKUP_DIR: z.string().min(1).optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'bkash']).default('sandbox'),
  /** bKash Tokenized Checkout (docs/money.md); required when PAYMENT_PROVIDER=bkash. */
  BKASH_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  BKASH_APP_KEY: z.string().min(1).optional(),
  BKASH_APP_SECRET: z.string().min(1).optional(),
  BKASH_USERNAME: z.string().min(1).optional(),
  BKASH_PASSWORD: z.string().min(1).optional(),
  /** Folder of the built web app to serve; the default is the Vite build output. */
  WEB_DIST_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests a client may make to one write endpoint in a minute. */
  WRITE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Images a client may upload in a minute (an application has several). */
  UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Requests served at once; past it, 503 with Retry-After at once rather than an ever longer queue (decision 0043). */
  MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(1).default(100),
  /** Event-loop delay (ms, the mean over 250 ms) past which requests get 503 with Retry-After at once (decision 0043). */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(1).default(1000),
  /** Shows the social-network reviews widget on /review; off by default (it needs the internet). */
  REVIEWS_WIDGET_URL: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional(),
  /** Set when the server sits behind a reverse proxy, so that rate limits see the client's IP. */
  TRUST_PROXY: trueOrFalse.default(false),
  CLUB_NAME: z.string().min(1).default(clubName),
}).superRefine((env, context) => {
  if (env.NODE_ENV === 'production' && env.PAYMENT_PROVIDER === 'sandbox') {
    // The sandbox wallet takes no money: in production it would unlock dashboards for free.
    context.addIssue({ code: 'custom', path: ['PAYMENT_PROVIDER'], message: 'must be bkash in production (the sandbox takes no money)' });
  }
  if (env.STORAGE === 's3') {
    for (const name of s3Variables) {
      if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: 'is required when STORAGE=s3' });
    }
  }
  if (env.PAYMENT_PROVIDER === 'bkash') {
    for (const name of bkashVariables) {
      if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: 'is required when PAYMENT_PROVIDER=bkash' });
    }
  }
});

export type Config = ReturnType<typeof parseConfig>;

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops start-up with a message naming the variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(blankAsUnset);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const values = result.data;
  return {
    ...values,
    DATA_DIR: path.resolve(values.DATA_DIR),
    BACKUP_DIR: path.resolve(values.BACKUP_DIR ?? path.join(values.DATA_DIR, 'backups')),
    PUBLIC_URL: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    /** False when PUBLIC_URL is only the default's guess (neither it nor PORT set): `npm run admin` then asks the database where the server ran. */
    publicUrlGiven: values.PUBLIC_URL !== undefined || blankAsUnset.PORT !== undefined,
    WEB_DIST_DIR: path.resolve(values.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    MAIL_FROM: values.MAIL_FROM ?? `"${values.CLUB_NAME}" <${defaultClubDetails.email}>`,
    isProduction: values.NODE_ENV === 'production',
  };
}
