import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaVariant } from '@rgcc/shared/content/media-variants';
import { sampleApplicant, sampleNid, sampleProposer } from '@rgcc/shared/membership/sample-applications';
import { applications } from '../src/db/schema';
import { createFileStorage } from '../src/infra/storage/file-storage';
import { s3PartBytes } from '../src/infra/storage/s3-file-storage';
import { storageRetryAfterSeconds, storageUnavailableMessage } from '../src/infra/storage/storage-unavailable';
import { createStaff, signIn, staffPassword } from './accounts';
import { startLocalS3, type LocalS3 } from './local-s3';
import { createTestApp, type TestApp } from './test-app';
import { multipartFile, pngOf, uploadedImageLink } from './uploads';
import { mp4Of } from './videos';
import { freePort } from './free-port';

/** The server with STORAGE=s3, as a deployment with a bucket runs it (decision 0039). */
let localS3: LocalS3;
let testApp: TestApp;
let staffCookie: string;

beforeAll(async () => {
  localS3 = await startLocalS3();
  testApp = await createTestApp({ ...localS3.env, WRITE_RATE_LIMIT_PER_MINUTE: '10000', UPLOAD_RATE_LIMIT_PER_MINUTE: '10000' });
  await createStaff(testApp);
  staffCookie = (await signIn(testApp, 'staff@example.com', staffPassword)).cookie;
});
afterAll(async () => {
  await testApp?.close();
  await localS3?.stop();
});

const pathOf = (link: string) => link.slice(testApp.publicUrl.length);
const asStaff = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers: { cookie: staffCookie, ...headers } });
const bucketKeys = async () => {
  const keys: string[] = [];
  for await (const key of createFileStorage(testApp.app.deps.config).keys()) keys.push(key);
  return keys;
};

describe('an application\'s documents, in the bucket', () => {
  it('are stored there, and stay private: staff read them, the uploader\'s signed link works, nobody else gets them', async () => {
    const email = 's3.documents@example.com';
    const links = {
      photo: await uploadedImageLink(testApp, '#1d4e67', 16),
      incomeTaxReturn: await uploadedImageLink(testApp, '#aa3311', 16),
      nidCopy: await uploadedImageLink(testApp, '#22aa33', 16),
      proposerSignature: await uploadedImageLink(testApp, '#000000', 16),
    };
    const registered = await testApp.app.inject({
      method: 'POST',
      url: '/api/registration/membership',
      payload: { category: 'Government Officer', ...sampleApplicant, ...sampleNid, ...sampleProposer, email, ...links },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const [row] = await testApp.database.db.select().from(applications).where(eq(applications.email, email));

    const keys = await bucketKeys();
    for (const link of Object.values(links)) expect(keys).toContain(`${new URL(link).pathname.split('/').pop()}.png`);

    const signed = await testApp.app.inject({ method: 'GET', url: pathOf(links.nidCopy) });
    expect([signed.statusCode, signed.headers['cache-control']]).toEqual([200, 'private, no-store']);
    expect((await sharp(signed.rawPayload).metadata()).width).toBe(16);
    const tampered = pathOf(links.nidCopy).replace(/signature=[\w-]{4}/, 'signature=AAAA');
    expect((await testApp.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);

    const detail = await asStaff(`/api/admin/applications/${row!.id}`);
    const nid = detail.json<{ documents: { field: string; url: string }[] }>().documents.find((document) => document.field === 'nidCopy')!;
    const byStaff = await asStaff(nid.url);
    expect([byStaff.statusCode, byStaff.headers['content-type']]).toEqual([200, 'image/png']);
    expect(byStaff.rawPayload.equals(signed.rawPayload)).toBe(true);
    expect((await testApp.app.inject({ method: 'GET', url: nid.url })).statusCode).toBe(401);
  });
});

describe('films, from the bucket', () => {
  it('are served whole, or the range a player asks for (206 with Content-Range), also across the parts they went up in', async () => {
    const film = mp4Of(s3PartBytes + 50_000);
    const uploaded = await testApp.app.inject({ method: 'POST', url: '/api/admin/media/videos', ...multipartFile(film, 'film.mp4', 'video/mp4'), headers: { ...multipartFile(film).headers, cookie: staffCookie } });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url = `/media/${uploaded.json<{ key: string }>().key}`;

    const whole = await testApp.app.inject({ method: 'GET', url });
    expect([whole.statusCode, whole.headers['accept-ranges'], Number(whole.headers['content-length'])]).toEqual([200, 'bytes', film.length]);
    expect(whole.rawPayload.equals(film)).toBe(true);

    for (const [start, end] of [[0, 0], [100, 4_195], [s3PartBytes - 7, s3PartBytes + 9], [film.length - 10, film.length - 1]] as const) {
      const part = await testApp.app.inject({ method: 'GET', url, headers: { range: `bytes=${start}-${end}` } });
      expect([part.statusCode, part.headers['content-range']], `${start}-${end}`).toEqual([206, `bytes ${start}-${end}/${film.length}`]);
      expect(part.rawPayload.equals(film.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
    }
    const past = await testApp.app.inject({ method: 'GET', url, headers: { range: `bytes=${film.length}-` } });
    expect([past.statusCode, past.headers['content-range']]).toEqual([416, `bytes */${film.length}`]);
  }, 60_000);
});

describe('public images, from the bucket', () => {
  it('are served in each width and format they were encoded to', async () => {
    const uploaded = await testApp.app.inject({ method: 'POST', url: '/api/admin/media?folder=gallery', ...multipartFile(await pngOf('#2f6b3a', 400, 300)), headers: { ...multipartFile(Buffer.alloc(0)).headers, cookie: staffCookie } });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { key } = uploaded.json<{ key: string }>();
    const width = mediaVariant(key).widths[0]!;
    for (const format of ['webp', 'avif'] as const) {
      const served = await testApp.app.inject({ method: 'GET', url: `/media/${key}-${width}.${format}` });
      expect([served.statusCode, served.headers['content-type']], format).toEqual([200, `image/${format}`]);
      expect((await sharp(served.rawPayload).metadata()).width, format).toBe(width);
    }
  });
});

describe('a bucket that cannot be reached', () => {
  const lines: string[] = [];
  let down: TestApp;
  beforeAll(async () => {
    const closedPort = await freePort();
    down = await createTestApp({ ...localS3.env, S3_ENDPOINT: `http://127.0.0.1:${closedPort}`, LOG_LEVEL: 'error' }, { logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(async () => down?.close());

  it('answers 503 with Retry-After at once, and the message says to try again', async () => {
    const started = Date.now();
    const response = await down.app.inject({ method: 'POST', url: '/api/uploads', ...multipartFile(await pngOf()) });
    expect([response.statusCode, response.headers['retry-after'], response.json()]).toEqual([503, String(storageRetryAfterSeconds), { message: storageUnavailableMessage }]);
    // Refused connections are not waited out: well under two connection timeouts (2 × 5 s).
    expect(Date.now() - started).toBeLessThan(9_000);
    // The operator's log says why, with the cause.
    const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === storageUnavailableMessage);
    expect(logged).toMatchObject({ level: 50, err: { type: 'StorageUnavailableError', cause: { code: 'ECONNREFUSED' } } });
  });
});

describe('the server\'s disk', () => {
  it('holds no uploads in S3 mode (this runs after the uploads above)', async () => {
    expect((await bucketKeys()).length).toBeGreaterThan(4);
    expect(fs.existsSync(path.join(testApp.app.deps.config.DATA_DIR, 'uploads'))).toBe(false);
  });
});
