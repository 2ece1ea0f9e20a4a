import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const rows = [];
page.on('response', async (r) => {
  if (r.request().resourceType() !== 'script') return;
  const sizes = await r.request().sizes();
  rows.push([r.url().split('/').pop(), sizes.responseBodySize, r.headers()['content-encoding']]);
});
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(2000);
let total = 0; for (const r of rows) { total += r[1]; console.log(r.join('\t')); }
console.log('total', (total/1024).toFixed(1), 'KB');
await browser.close();
