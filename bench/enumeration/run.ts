// Whether the time of an answer tells if an email has applied or has an account: POST
// /api/verify-email, POST /api/verify-email/resend and POST /api/user/forgot-password timed
// over loopback for emails in each state, interleaved
// (one request per state in turn, so drift hits all alike), in one run on one machine:
//   npm run bench:enumeration          (400 rounds; BENCH_ROUNDS to change)
// With DATABASE_URL set it runs on that PostgreSQL instead of a temporary PGlite. The client
// times each answer from another thread.
import { eq, inArray } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sampleApplicant, samplePassport } from '../../packages/shared/src/membership/sample-applications';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { accounts, applications, emailVerifications, passwordResets, verificationCodeSends } from '../../apps/server/src/db/schema';

const rounds = Number(process.env.BENCH_ROUNDS ?? 400);
const warmUp = 30;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-bench-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
await database.migrate();
const { db } = database;

// The app as deployed, without the per-address write limit (the bench is one address).
const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', WRITE_RATE_LIMIT_PER_MINUTE: '1000000', WEB_DIST_DIR: '/nonexistent', DATABASE_URL: process.env.DATABASE_URL ?? '' });
const app = await buildApp({ config, db }, { logger: false });
await app.jobQueue.stop();
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const stamp = Date.now();
const emails = {
  unknown: `nobody.${stamp}@example.com`,
  waiting: `waiting.${stamp}@example.com`,
  verified: `verified.${stamp}@example.com`,
  rejected: `rejected.${stamp}@example.com`,
};
const details = { category: 'Foreigner/Diplomat', ...sampleApplicant, ...samplePassport };
const inserted = await db
  .insert(applications)
  .values(
    (['waiting', 'verified', 'rejected'] as const).map((state) => ({
      email: emails[state],
      category: details.category,
      membershipType: details.membershipType,
      firstName: details.firstName,
      lastName: details.lastName,
      nameEnglish: details.nameEnglish,
      mobile: details.mobile,
      details: { ...details, email: emails[state] },
      status: state === 'waiting' ? ('awaiting_verification' as const) : state === 'verified' ? ('awaiting_approval' as const) : ('rejected' as const),
      emailVerifiedAt: state === 'waiting' ? null : new Date(),
    })),
  )
  .returning({ id: applications.id, email: applications.email });
const idOf = (email: string) => inserted.find((row) => row.email === email)!.id;
const far = new Date(Date.now() + 24 * 60 * 60 * 1000);
await db.insert(emailVerifications).values(
  inserted.map((row) => ({
    applicationId: row.id,
    codeHash: 'f'.repeat(64),
    codeExpiresAt: far,
    linkTokenHash: 'f'.repeat(64),
    linkExpiresAt: far,
    verifiedAt: row.email === emails.waiting ? null : new Date(),
  })),
);

// The verified applicant is also a member: the password reset has an account to mail.
await db.insert(accounts).values({ email: emails.verified, role: 'member', passwordHash: 'not-a-real-hash', applicationId: idOf(emails.verified), memberId: `M-B${stamp}` });

/**
 * Untimed, before each request: every state does its fullest work. The waiting applicant keeps
 * its tries and has asked for no code in the last hour; the member has asked for no reset.
 */
async function resetWaiting() {
  await db.update(emailVerifications).set({ failedAttempts: 0 }).where(eq(emailVerifications.applicationId, idOf(emails.waiting)));
  await db.delete(verificationCodeSends).where(inArray(verificationCodeSends.applicationId, inserted.map((row) => row.id)));
  await db.delete(passwordResets);
}

/**
 * The timing client runs in a thread of its own, as an attacker's would be another machine: the
 * server's work after an answer has gone (the embedded database writing its pages) must not
 * delay the client that reads the answer.
 */
const client = new Worker(
  `const { parentPort } = require('node:worker_threads');
  parentPort.on('message', async ({ url, init }) => {
    const start = process.hrtime.bigint();
    const response = await fetch(url, init);
    const body = await response.text();
    parentPort.postMessage({ ms: Number(process.hrtime.bigint() - start) / 1e6, status: response.status, body });
  });`,
  { eval: true },
);

interface Request {
  url: string;
  init: RequestInit;
}
function timed(request: Request): Promise<{ ms: number; status: number; body: string }> {
  return new Promise((resolve) => {
    client.once('message', resolve);
    client.postMessage(request);
  });
}

const json = (body: object): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const endpoints: Record<string, (email: string) => Request> = {
  'POST /api/verify-email (a wrong code)': (email) => ({ url: `${baseUrl}/api/verify-email?email=${encodeURIComponent(email)}&code=000000`, init: { method: 'POST' } }),
  'POST /api/verify-email/resend': (email) => ({ url: `${baseUrl}/api/verify-email/resend`, init: json({ email }) }),
  'POST /api/user/forgot-password (verified: a member)': (email) => ({ url: `${baseUrl}/api/user/forgot-password`, init: json({ email }) }),
};

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

console.log(`${rounds} rounds per state after ${warmUp} warm-up rounds, over loopback, node ${process.version}, ${os.cpus().length} cores, ${database.kind}`);
for (const [name, send] of Object.entries(endpoints)) {
  const times = new Map<string, number[]>(Object.keys(emails).map((state) => [state, []]));
  const answers = new Map<string, Set<string>>(Object.keys(emails).map((state) => [state, new Set()]));
  for (let round = 0; round < warmUp + rounds; round++) {
    // A different order each round, so no state always follows another.
    const order = Object.entries(emails).sort(() => Math.random() - 0.5);
    for (const [state, email] of order) {
      await resetWaiting();
      const { ms, status, body } = await timed(send(email));
      if (round < warmUp) continue;
      times.get(state)!.push(ms);
      answers.get(state)!.add(`${status} ${body}`);
    }
  }
  const distinctAnswers = new Set([...answers.values()].flatMap((set) => [...set]));
  console.log(`\n${name}: ${distinctAnswers.size === 1 ? 'one answer for every state' : 'ANSWERS DIFFER'}: ${[...distinctAnswers].join(' | ')}`);
  console.log('state        median ms   p25 ms   p75 ms   p90 ms');
  const medians: number[] = [];
  let widestIqr = 0;
  for (const [state, list] of times) {
    const sorted = [...list].sort((a, b) => a - b);
    const [p25, median, p75, p90] = [0.25, 0.5, 0.75, 0.9].map((q) => quantile(sorted, q)) as [number, number, number, number];
    medians.push(median);
    widestIqr = Math.max(widestIqr, p75 - p25);
    console.log(`${state.padEnd(10)} ${median.toFixed(2).padStart(11)} ${p25.toFixed(2).padStart(8)} ${p75.toFixed(2).padStart(8)} ${p90.toFixed(2).padStart(8)}`);
  }
  const spread = Math.max(...medians) - Math.min(...medians);
  console.log(`medians differ by ${spread.toFixed(2)} ms; the widest spread between p25 and p75 is ${widestIqr.toFixed(2)} ms (${(spread / widestIqr).toFixed(2)} of it)`);
}

await client.terminate();
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
