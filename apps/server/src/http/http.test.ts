import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@rgcc/shared/common/api-error';
import { buildApp } from '../app';
import type { AppInstance } from './app-instance';
import { parseConfig } from '../config';
import { contactMessages, newsletterSubscribers } from '../db/schema';
import { createTestApp, productionEnv, type TestApp } from '../../test/test-app';

let testApp: TestApp;
/** The same database served as a production deployment would serve it (HSTS and friends). */
let productionApp: AppInstance;

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '3' });
  productionApp = await buildApp(
    {
      config: parseConfig({ ...productionEnv, PUBLIC_URL: 'https://club.example', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }),
      db: testApp.database.db,
    },
    { logger: false },
  );
  await productionApp.ready();
});

afterAll(async () => {
  await productionApp?.close();
  await testApp?.close();
});

// Each test writes from its own address, so that the per-address write limit of one test
// does not leak into another.
let nextAddress = 1;
const freshAddress = () => `10.0.0.${nextAddress++}`;

describe('write rate limit', () => {
  it('refuses the 4th write in a minute from one address with 429, and does not limit reads', async () => {
    const remoteAddress = freshAddress();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        remoteAddress,
        payload: { email: `limit-${attempt}@example.com` },
      });
      expect(response.statusCode, `attempt ${attempt}`).toBe(201);
    }
    const before = await testApp.database.db.$count(newsletterSubscribers);
    const fourth = await testApp.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      remoteAddress,
      payload: { email: 'limit-4@example.com' },
    });
    expect(fourth.statusCode).toBe(429);
    expect(apiErrorSchema.strict().parse(fourth.json())).toEqual({ message: 'Too many requests. Please wait a minute and try again.' });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await testApp.database.db.$count(newsletterSubscribers)).toBe(before);

    // Another address is not affected.
    const other = await testApp.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      remoteAddress: freshAddress(),
      payload: { email: 'limit-other@example.com' },
    });
    expect(other.statusCode).toBe(201);

    for (let read = 0; read < 12; read++) {
      for (const url of ['/api/reviews', '/api/events', '/api/health']) {
        const response = await testApp.app.inject({ method: 'GET', url, remoteAddress });
        expect(response.statusCode, `${url} read ${read}`).toBe(200);
      }
    }
  });
});

describe('origin check on state-changing requests', () => {
  const message = {
    firstName: 'Origin',
    lastName: 'Test',
    phone: '01712345678',
    email: 'origin@example.com',
    message: 'Hello',
  };

  it.each(['https://evil.example', 'null', 'http://localhost:3998'])('refuses a POST with Origin: %s (403) and stores nothing', async (origin) => {
    const before = await testApp.database.db.$count(contactMessages);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: freshAddress(),
      headers: { origin },
      payload: message,
    });
    expect(response.statusCode).toBe(403);
    expect(apiErrorSchema.strict().parse(response.json()).message).toMatch(/another site/);
    expect(await testApp.database.db.$count(contactMessages)).toBe(before);
  });

  it('accepts a POST from the app\'s own origin, and one without an Origin (an API client)', async () => {
    const before = await testApp.database.db.$count(contactMessages);
    for (const [index, headers] of [{ origin: testApp.publicUrl }, {}].entries()) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: freshAddress(),
        headers,
        // Two messages: the same one sent again within a minute would be stored once (decision 0031).
        payload: { ...message, message: `Hello ${index + 1}` },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(await testApp.database.db.$count(contactMessages)).toBe(before + 2);
  });
});

describe('security headers', () => {
  function expectSecurityHeaders(headers: Record<string, unknown>) {
    const csp = String(headers['content-security-policy'] ?? '');
    const directives = new Map(
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((words) => words[0])
        .map(([name, ...values]) => [name!, values]),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
    expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    // Agrees with frame-ancestors 'none'.
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
  }

  it.each(['/api/events', '/api/health', '/api/no-such-endpoint', '/no-such-page'])('are on %s, without HSTS outside production', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expectSecurityHeaders(response.headers);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it.each(['/api/events', '/api/no-such-endpoint'])('in production %s also carries HSTS for at least a year', async (url) => {
    const response = await productionApp.inject({ method: 'GET', url });
    expectSecurityHeaders(response.headers);
    const hsts = String(response.headers['strict-transport-security'] ?? '');
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
  });
});

describe('routing and documentation', () => {
  it.each([
    ['GET', '/api/no-such-endpoint'],
    ['GET', '/api'],
    ['POST', '/api/no-such-endpoint'],
    ['DELETE', '/api/reviews'],
  ] as const)('%s %s answers 404 with a message', async (method, url) => {
    const response = await testApp.app.inject({ method, url, remoteAddress: freshAddress() });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.strict().parse(response.json())).toEqual({ message: 'Not found.' });
  });

  it('GET /api/health reports the server and the database reachable', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'reachable' });
  });

  it('GET /api/docs is an OpenAPI document listing the endpoints', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths['/api/reviews'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(document.paths['/api/events']).toHaveProperty('get');
    expect(document.paths['/api/events/{id}']).toHaveProperty('get');
    for (const path of ['/api/contact', '/api/newsletter', '/api/convention-hall/bookings', '/api/restaurant/ratings', '/api/health']) {
      expect(document.paths, path).toHaveProperty([path]);
    }
  });
});

describe('compression', () => {
  it('compresses a JSON answer over 1 KB with brotli when the client accepts it', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: '/api/gallery/images' });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const response = await testApp.app.inject({ method: 'GET', url: '/api/gallery/images', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(zlib.brotliDecompressSync(response.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves a small answer uncompressed', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok', database: 'reachable' });
  });
});
