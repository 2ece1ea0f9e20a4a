import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { AppInstance } from '../src/http/app-instance';
import { createStaff, readyMember, signIn, staffPassword } from './accounts';
import { retitleEvent } from './content-edits';
import { createTestApp, type TestApp } from './test-app';

/**
 * A stand-in for the web build (`apps/web/dist` and its server bundle), whose page shows what
 * the server's own API told it: event 1's title, and whose session it rendered with. The real
 * renderer is driven by the browser tests (e2e/server-rendering.spec.ts); this one lets the
 * server's part be tested on its own: which pages it keeps, and what it passes to a render.
 */
function standInWebBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-web-build-'));
  fs.mkdirSync(path.join(root, 'dist'));
  fs.mkdirSync(path.join(root, 'dist-server'));
  fs.writeFileSync(path.join(root, 'dist', 'index.html'), '<!doctype html><html><head><title></title></head><body><div id="root"></div></body></html>');
  fs.mkdirSync(path.join(root, 'dist', 'media'));
  fs.writeFileSync(path.join(root, 'dist', 'media', 'hero.webp'), 'a picture');
  fs.writeFileSync(path.join(root, 'dist', 'media', '.inputs-hash'), "the build's own stamp");
  fs.writeFileSync(
    path.join(root, 'dist-server', 'entry-server.js'),
    `export function createPageRenderer(template) {
      return async (url, source) => {
        const event = await source.get('/api/events/1');
        const me = await source.get('/api/me');
        const account = me.status === 200 ? me.body.email : 'nobody';
        return { status: 200, html: template.replace('<div id="root"></div>', '<div id="root"><h1>' + event.body.title + '</h1><p>for ' + account + '</p></div>') };
      };
    }`,
  );
  return path.join(root, 'dist');
}

let webBuild: string;
let first: TestApp;
let second: AppInstance;

beforeAll(async () => {
  webBuild = standInWebBuild();
  first = await createTestApp({ WEB_DIST_DIR: webBuild });
  second = await buildApp({ config: first.app.deps.config, db: await first.sameDatabase() }, { logger: false });
  await second.ready();
});

afterAll(async () => {
  await second.close();
  await first.close();
  fs.rmSync(path.dirname(webBuild), { recursive: true, force: true });
});

const page = (app: AppInstance, url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const headingOf = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

describe('rendered pages', () => {
  it('show an event changed in the database on both servers within seconds, with no build or restart', async () => {
    for (const app of [first.app, second]) {
      const response = await page(app, '/events/1');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(headingOf(response.body)).toBe('President Cup');
    }
    // A change made straight in the database, by neither server.
    await first.app.deps.db.execute(sql`update events set title = 'President Cup (moved to March)' where id = 1`);
    for (const app of [first.app, second]) {
      await expect.poll(async () => headingOf((await page(app, '/events/1')).body), { timeout: 3_000, interval: 200 }).toBe('President Cup (moved to March)');
    }
  });

  it("show a staff edit made through one server on the other's kept page within seconds", async () => {
    await createStaff(first, 'pages.editor@example.com', 'content');
    const { cookie } = await signIn(first, 'pages.editor@example.com', staffPassword);
    const kept = headingOf((await page(second, '/events/1')).body);
    await retitleEvent(first.app, cookie, 1, 'President Cup (edited on the first server)');
    expect(kept).not.toBe('President Cup (edited on the first server)');
    expect(headingOf((await page(first.app, '/events/1')).body)).toBe('President Cup (edited on the first server)');
    await expect.poll(async () => headingOf((await page(second, '/events/1')).body), { timeout: 3_000, interval: 100 }).toBe('President Cup (edited on the first server)');
  });

  it("render the club's pages with no one's session, even for a visitor who has one", async () => {
    const staff = await createStaff(first, 'pages.staff@example.com');
    const member = await readyMember(first, staff, 'pages.member@example.com', { unlocked: true });
    const response = await page(first.app, '/golf-course', member.cookie);
    expect(response.body).toContain('<p>for nobody</p>');
  });

  it("render a signed-in member's page with their session only, and never keep it", async () => {
    const staff = await createStaff(first, 'private.staff@example.com');
    const members = [
      await readyMember(first, staff, 'private.one@example.com', { unlocked: true }),
      await readyMember(first, staff, 'private.two@example.com', { unlocked: true }),
    ];
    for (const round of [1, 2]) {
      for (const [index, member] of members.entries()) {
        const response = await page(second, '/dashboard', `${member.cookie}; other=cookie`);
        expect(response.statusCode, `round ${round}`).toBe(200);
        expect(response.headers['cache-control']).toBe('private, no-store');
        expect(response.body).toContain(`<p>for private.${index === 0 ? 'one' : 'two'}@example.com</p>`);
      }
    }
    const withoutSession = await page(second, '/dashboard');
    expect(withoutSession.body).toContain('<p>for nobody</p>');
  });

  it("serve the build's files, but not a tool's dotfile among them", async () => {
    expect((await page(first.app, '/media/hero.webp')).body).toBe('a picture');
    const stamp = await page(first.app, '/media/.inputs-hash');
    expect(stamp.statusCode).toBe(404);
    expect(stamp.body).not.toContain('stamp');
  });

  it("render the gate's page of a membership card afresh at every request, with no one's session, kept and indexed by no one", async () => {
    const staff = await createStaff(first, 'gate.staff@example.com');
    const member = await readyMember(first, staff, 'gate.member@example.com', { unlocked: true });
    const cardPath = '/card/M-0246/0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
    const response = await page(first.app, cardPath, member.cookie);
    expect(response.headers).toMatchObject({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer' });
    expect(response.body).toContain('<p>for nobody</p>');
    // What it shows is read at this request, not at the content version's next check.
    await first.app.deps.db.execute(sql`update events set title = 'Read at the gate' where id = 1`);
    expect(headingOf((await page(first.app, cardPath)).body)).toBe('Read at the gate');
  });
});
