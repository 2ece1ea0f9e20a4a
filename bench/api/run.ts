// API throughput beside a bare Fastify route answering the same JSON, and the rendered home page
// (from the page cache) beside a static file of the same bytes, in one run on one machine, so
// the ratios mean something wherever they are run. Then the time to render each page uncached,
// in English and in Bangla.
//   npm run build && npm run bench:api          (50 connections, 10 s per target)
import fastifyStatic from '@fastify/static';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { reviews } from '../../apps/server/src/db/schema';
import { seedContentOnce } from '../../apps/server/src/db/seed/seed';
import { loadPageRenderer, type PageDataSource } from '../../apps/server/src/http/page-renderer';
import { isLivePagePath, isServerRenderedPath, isSessionPagePath, pagePaths } from '../../packages/shared/src/common/page-paths';

const connections = 50;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const reviewCount = 40;

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration: durationSeconds, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-bench-'));
const database = await openDatabase({ dataDir });
await database.migrate();
await seedContentOnce(database.db);
await database.db.insert(reviews).values(
  Array.from({ length: reviewCount }, (_, i) => ({
    userName: `Guest ${i + 1}`,
    userPhone: '01700000000',
    ratings: { 'Ambience & Atmosphere': 5, 'Service & Hospitality': 4, 'Food & Beverages': (i % 5) + 1 },
    comments: { 'Ambience & Atmosphere': 'Lovely view of the river.', 'Service & Hospitality': '', 'Food & Beverages': 'Great kebabs.' },
  })),
);

// The real app as deployed, but with request logs at warn so the terminal is not the bottleneck.
const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '0' });
const app = await buildApp({ config, db: database.db }, { logger: false });
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify();
const bareBodies: Record<string, unknown> = {};
for (const endpoint of ['/api/reviews', '/api/events']) {
  bareBodies[endpoint] = await (await fetch(appUrl + endpoint)).json();
  bare.get(endpoint, async () => bareBodies[endpoint]);
}
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

console.log(`autocannon: ${connections} connections, ${durationSeconds} s per target, node ${process.version}, ${os.cpus().length} cores`);
console.log('endpoint        app req/s   bare req/s   ratio   app p99   bare p99');
for (const endpoint of ['/api/reviews', '/api/events']) {
  const real = await measure(appUrl + endpoint);
  const baseline = await measure(bareUrl + endpoint);
  const ratio = real.requestsPerSecond / baseline.requestsPerSecond;
  console.log(
    `${endpoint.padEnd(14)} ${real.requestsPerSecond.toFixed(0).padStart(10)} ${baseline.requestsPerSecond.toFixed(0).padStart(12)} ${ratio.toFixed(2).padStart(7)} ${`${real.p99Ms} ms`.padStart(9)} ${`${baseline.p99Ms} ms`.padStart(10)}`,
  );
}

// The page as a browser asks for it (brotli), beside the same brotli bytes as a static file.
const pageHeaders = { 'accept-encoding': 'br' };
const cachedHome = await fetch(appUrl + '/', { headers: pageHeaders });
if (cachedHome.headers.get('content-encoding') !== 'br') throw new Error('the site is not built: run npm run build first');
const homeBytes = Buffer.from(await cachedHome.arrayBuffer());
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-bench-static-'));
fs.writeFileSync(path.join(staticDir, 'home.html'), await (await fetch(appUrl + '/', { headers: { 'accept-encoding': 'identity' } })).text());
fs.writeFileSync(path.join(staticDir, 'home.html.br'), homeBytes);
const staticServer = Fastify();
await staticServer.register(fastifyStatic, { root: staticDir, preCompressed: true });
const staticUrl = await staticServer.listen({ port: 0, host: '127.0.0.1' });
const page = await measure(appUrl + '/', pageHeaders);
const staticFile = await measure(staticUrl + '/home.html', pageHeaders);
console.log(
  `${'GET / (br)'.padEnd(14)} ${page.requestsPerSecond.toFixed(0).padStart(10)} ${staticFile.requestsPerSecond.toFixed(0).padStart(12)} ${(page.requestsPerSecond / staticFile.requestsPerSecond).toFixed(2).padStart(7)} ${`${page.p99Ms} ms`.padStart(9)} ${`${staticFile.p99Ms} ms`.padStart(10)}   (static: a file of the same ${homeBytes.length} bytes)`,
);

// Rendering without the page cache: the renderer itself, reading the API in process as the
// server does (app.inject), 100 renders after 10 to warm up, for each page and its Bangla twin.
// Each render waits for the event loop's next turn, as a server's do between requests: renders
// run back to back in one turn kept the loop busy past the server's load shedding, whose 503
// answers to the page's API requests then rendered error pages (fast ones: a 4 ms median with a
// 50 ms p95 on /review). A render that is not the page (status other than 200) stops the bench.
const renderPage = (await loadPageRenderer(config.WEB_DIST_DIR))!;
const fromApi: PageDataSource = {
  async get(apiPath) {
    const answer = await app.inject({ method: 'GET', url: apiPath });
    return { status: answer.statusCode, body: answer.json() };
  },
};
const renders = 100;
const warmUps = 10;
const percentile = (sorted: number[], share: number) => sorted[Math.ceil(share * sorted.length) - 1]!;
console.log('\npage (uncached render)        median      p95');
// The club's pages (a live page, the gate's, needs a card's signed link; a tournament's clubhouse
// page needs a tournament, which the seed has none of: its render would be the not-found page).
const needsATournament = '/events/:id/clubhouse';
console.log(`${needsATournament.padEnd(28)} (not measured: the seed has no tournament)`);
const measuredPaths = pagePaths
  .filter((candidate) => isServerRenderedPath(candidate) && !isSessionPagePath(candidate) && !isLivePagePath(candidate) && candidate !== needsATournament)
  .flatMap((pagePath) => {
    const english = pagePath.replace(':id', '1');
    return [english, english === '/' ? '/bn' : `/bn${english}`];
  });
// Every page once before any is measured, as a server that has been up a while has them: else
// the first page measured pays for compiling the shared code and for collecting the garbage the
// load tests above left (`/` at p95 22.7 ms first, against 16.5 ms for `/bn` after it).
for (const shown of measuredPaths) await renderPage(new URL(shown, 'http://localhost'), fromApi);
for (const shown of measuredPaths) {
  const url = new URL(shown, 'http://localhost');
  const times: number[] = [];
  for (let run = 0; run < renders + warmUps; run++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const started = performance.now();
    const rendered = await renderPage(url, fromApi);
    if (rendered.status !== 200) throw new Error(`${url.pathname}: rendered with status ${rendered.status}`);
    if (run >= warmUps) times.push(performance.now() - started);
  }
  times.sort((x, y) => x - y);
  console.log(`${url.pathname.padEnd(28)} ${`${percentile(times, 0.5).toFixed(1)} ms`.padStart(8)} ${`${percentile(times, 0.95).toFixed(1)} ms`.padStart(9)}`);
}

await staticServer.close();
fs.rmSync(staticDir, { recursive: true, force: true });
await app.close();
await bare.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
