// Mobile Lighthouse (its default: emulated mid-range phone, slow 4G, 4x CPU slowdown) on the
// built site served by the real server, plus the JavaScript that `/` loads:
//   npm run build && npm run bench:lighthouse        (LIGHTHOUSE_RUNS=3 by default)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** The size of a response body as sent with gzip (node:http does not decompress). */
function gzipBodyBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

const pages = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',') : ['/', '/membership', '/image-gallery', '/restaurant', '/review', '/events/1', '/golf-course'];
// Scores move by a few points between runs on one machine; each page reports its median run.
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const port = 4400 + Math.floor(Math.random() * 400);
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-lighthouse-'));

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  env: { ...process.env, PORT: String(port), PUBLIC_URL: baseUrl, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      if (attempt > 240) throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const rows = [];
  try {
    for (const page of pages) {
      const pageRows = [];
      for (let run = 0; run < runs; run++) {
        // Lighthouse sometimes loses the trace of a load (NO_NAVSTART); such a run is repeated.
        let lhr;
        for (let attempt = 1; ; attempt++) {
          ({ lhr } = await lighthouse(`${baseUrl}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' }));
          if (!lhr.runtimeError) break;
          if (attempt === 3) throw new Error(`${page}: ${lhr.runtimeError.message}`);
        }
        const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const requests = lhr.audits['network-requests']?.details?.items ?? [];
        // The budget counts gzip bodies (what a browser on plain HTTP receives), without headers.
        let scriptBytes = 0;
        for (const { url } of requests.filter((r) => r.resourceType === 'Script')) {
          scriptBytes += await gzipBodyBytes(url);
        }
        const failed = Object.values(lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
          .map((audit) => audit.id);
        fs.mkdirSync('bench/results', { recursive: true });
        fs.writeFileSync(`bench/results/lighthouse${page.replaceAll('/', '_')}.json`, JSON.stringify(lhr));
        pageRows.push({
          page,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
          tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
          cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
          jsKbGzip: Number((scriptBytes / 1024).toFixed(1)),
          failedAudits: failed.join(' '),
        });
      }
      pageRows.sort((a, b) => a.performance - b.performance);
      rows.push({ ...pageRows[Math.floor(pageRows.length / 2)], performanceRuns: pageRows.map((row) => row.performance).join(' ') });
    }
  } finally {
    await chrome.kill();
  }
  console.table(rows);
  fs.writeFileSync('bench/results/lighthouse.json', JSON.stringify(rows, null, 2));
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
