import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import Fastify, { LogController, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { refreshPlannerStatistics } from './db/planner-statistics';
import { deleteStaleFormKeys } from './db/store-once';
import { registerErrorHandling } from './http/errors';
import { registerMessageLanguage } from './http/message-language';
import { DiskSpace, noticingWrites } from './http/disk-space';
import { registerLoadShedding } from './http/load-shedding';
import { everyFiveMinutes, everyHour, periodicQueue, type PeriodicJob } from './http/periodic-job';
import { logSerializers } from './http/log-serializers';
import { ContentCache } from './http/content-cache';
import { ContentVersion } from './http/content-version';
import { registerOriginCheck } from './http/origin-check';
import { registerPrivateApiAnswers } from './http/api-cache-control';
import { oneYearSeconds, type AppDeps, type AppInstance } from './http/app-instance';
import { registerWebApp } from './http/web-app';
import { httpJobs } from './http/jobs';
import { sharedRateLimitOptions } from './http/shared-rate-limits';
import { accountJobs } from './modules/account/jobs';
import { accountAreaRoutes } from './modules/account/routes';
import { auditAreaRoutes } from './modules/audit/routes';
import { billingJobs } from './modules/billing/jobs';
import { billingAreaRoutes } from './modules/billing/routes';
import { bookingsJobs } from './modules/bookings/jobs';
import { bookingsAreaRoutes } from './modules/bookings/routes';
import { commsAreaRoutes } from './modules/comms/routes';
import { contentJobs } from './modules/content/jobs';
import { golfJobs } from './modules/golf/jobs';
import { contentAreaRoutes } from './modules/content/routes';
import { golfAreaRoutes } from './modules/golf/routes';
import { healthRoutes } from './modules/health/routes';
import { membershipJobs } from './modules/membership/jobs';
import { membershipAreaRoutes } from './modules/membership/routes';
import { backupJobs } from './infra/backup/jobs';
import { operationsAreaRoutes } from './modules/operations/routes';
import { createPaymentProvider } from './infra/payments/create-payment-provider';
import { createFileStorage } from './infra/storage/file-storage';
import { createMailTransport } from './infra/mail/mail-transport';
import { createJobQueue } from './infra/jobs/app-job-queue';

/** JSON bodies are small forms; anything larger is refused with 413. */
const jsonBodyLimitBytes = 64 * 1024;
/** How long a server trusts the content version it last read: servers agree within this time. */
const contentVersionMaxAgeMs = 1_000;

export interface BuildOptions {
  /** `false`: no logs at all. */
  logger?: boolean;
  /** Where the log lines go instead of standard output (a test reads them). */
  logStream?: { write(line: string): void };
}

/** Builds the whole app from its configuration; server.ts and the tests both use it. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<AppInstance> {
  const { config } = deps;
  // Marks the API requests a page render makes in process (http/web-app.ts): the page's own
  // request line covers them. Random per process, so no client can hide its requests from the log.
  const inProcess = { header: 'x-rgcc-in-process', token: randomBytes(16).toString('hex') };
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: logSerializers,
            // Plugins that log a request's headers (multipart does, at trace level) would log its cookies.
            redact: { paths: ['headers', '*.headers', '*.*.headers'], censor: '[not logged]' },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    logController: new LogController({ disableRequestLogging: (request: FastifyRequest) => request.headers[inProcess.header] === inProcess.token }),
    bodyLimit: jsonBodyLimitBytes,
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  // The API reads JSON only: a text/plain body (which a page on another site can send without
  // a preflight) gets 415 instead of reaching a handler as a string.
  app.removeContentTypeParser('text/plain');
  app.decorate('deps', deps);
  const contentVersion = new ContentVersion(deps.db, contentVersionMaxAgeMs);
  app.decorate('contentVersion', contentVersion);
  app.decorate('jsonCache', new ContentCache<string>(contentVersion, 100));
  const mailTransport = createMailTransport(config, () => app.log.info('mail kept in the outbox (no SMTP_URL); read it at /dev/mailbox'));
  app.decorate('jobQueue', createJobQueue(deps.db, config, mailTransport, app.log));
  app.addHook('onReady', async () => app.jobQueue.start());
  app.addHook('onClose', async () => app.jobQueue.stop());
  app.decorate('diskSpace', new DiskSpace([config.DATA_DIR, path.join(config.DATA_DIR, 'uploads')]));
  registerLoadShedding(app, { maxInFlight: config.MAX_REQUESTS_IN_FLIGHT, maxEventLoopDelayMs: config.MAX_EVENT_LOOP_DELAY_MS }, inProcess);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerMessageLanguage(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Style attributes from React and the lightbox, and the toast library's <style> tag.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: config.REVIEWS_WIDGET_URL ? [new URL(config.REVIEWS_WIDGET_URL).origin] : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.isProduction ? { maxAge: oneYearSeconds, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // The CSP's frame-ancestors 'none', said again for browsers that only read X-Frame-Options.
    frameguard: { action: 'deny' },
  });
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, sharedRateLimitOptions(app));
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${config.CLUB_NAME} API`, version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });
  registerOriginCheck(app, config.PUBLIC_URL);
  registerPrivateApiAnswers(app);

  // At the root, not in a plugin of its own: the metrics time every route's requests.
  await healthRoutes(app);
  const storage = noticingWrites(createFileStorage(config), app.diskSpace);
  const provider = createPaymentProvider(config, deps.db, app.log);
  // Every job the server runs on its own, each area's from its jobs.ts.
  const jobDeps = { ...deps, storage, provider, log: app.log };
  const jobs: PeriodicJob[] = [
    { name: 'refresh-planner-statistics', what: 'refresh the planner statistics', cron: everyHour, run: () => refreshPlannerStatistics(deps.db) },
    // The forms of several areas share the keys that store each once (db/store-once.ts). Often, so
    // that the copy of an answer kept with a key (a review staff then delete) outlives its minute briefly.
    { name: 'forget-stale-form-keys', what: 'forget the keys of forms stored over a minute ago', cron: everyFiveMinutes, run: () => deleteStaleFormKeys(deps.db) },
    ...httpJobs(jobDeps),
    ...accountJobs(jobDeps),
    ...billingJobs(jobDeps),
    ...bookingsJobs(jobDeps),
    ...contentJobs(jobDeps),
    ...golfJobs(jobDeps),
    ...membershipJobs(jobDeps),
    ...backupJobs(jobDeps),
  ];
  for (const job of jobs) app.jobQueue.define(periodicQueue(job));
  await app.register(contentAreaRoutes, { storage });
  await app.register(commsAreaRoutes);
  await app.register(membershipAreaRoutes, { storage });
  await app.register(accountAreaRoutes);
  await app.register(auditAreaRoutes);
  await app.register(billingAreaRoutes, { provider });
  await app.register(bookingsAreaRoutes);
  await app.register(golfAreaRoutes);
  await app.register(operationsAreaRoutes);

  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  await registerWebApp(app, config.WEB_DIST_DIR, inProcess);
  return app;
}
