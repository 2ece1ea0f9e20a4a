// API throughput beside a bare Fastify route answering the same JSON, in one run on one
// machine, so the ratio means something wherever it is run:
//   npm run bench:api            (50 connections, 10 s per target)
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

const connections = 50;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const reviewCount = 40;

async function measure(url: string) {
  const result = await autocannon({ url, connections, duration: durationSeconds });
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

await app.close();
await bare.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
