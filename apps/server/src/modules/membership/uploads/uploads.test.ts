import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyFileMessage, fileTooLargeMessage, imageTooLargeMessage, incompleteUploadMessage, onlyImagesMessage } from '@rgcc/shared/common/uploads';
import type { UploadResult } from '@rgcc/shared/membership/uploads';
import { eq } from 'drizzle-orm';
import { uploads } from '../../../db/schema';
import { createFileStorage } from '../../../infra/storage/file-storage';
import { createTestApp, ownAppTimeout, type TestApp } from '../../../../test/test-app';
import { deleteUnclaimedUploads, uploadSigningKey } from './service';
import { signedUploadLink } from './signed-link';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ UPLOAD_RATE_LIMIT_PER_MINUTE: '1000' });
});

afterAll(async () => {
  await testApp?.close();
});

/** A multipart body as a browser sends it, with one file part. */
function multipart(data: Buffer, { field = 'file', filename = 'photo.png', type = 'image/png' } = {}) {
  const boundary = '----club-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="upload_preset"\r\n\r\nclub\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (data: Buffer, options?: Parameters<typeof multipart>[1]) =>
  testApp.app.inject({ method: 'POST', url: '/api/uploads', ...multipart(data, options) });

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2f7150' } });

const uploadsDir = () => path.join(testApp.app.deps.config.DATA_DIR, 'uploads');
const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).sort() : []);
const storedRows = () => testApp.database.db.$count(uploads);

/** The path and query of a signed link, for inject. */
const pathOf = (link: string) => link.slice(testApp.publicUrl.length);

describe('POST /api/uploads with an image', () => {
  it('answers the hosted-service fields with a signed link that serves the re-encoded image', async () => {
    const response = await upload(await image(64, 48).png().toBuffer());
    expect(response.statusCode).toBe(200);
    const result = response.json<UploadResult>();
    expect(result).toMatchObject({ format: 'png', width: 64, height: 48 });
    expect(result.public_id).toMatch(/^[0-9a-f]{32}$/);
    expect(result.secure_url).toMatch(new RegExp(`^${testApp.publicUrl}/api/uploads/${result.public_id}\\?expires=\\d+&signature=[\\w-]+$`));
    const hoursValid = (Date.parse(result.expires_at) - Date.now()) / 3_600_000;
    expect(hoursValid).toBeGreaterThan(5.9);
    expect(hoursValid).toBeLessThanOrEqual(6);

    const served = await testApp.app.inject({ method: 'GET', url: pathOf(result.secure_url) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.length).toBe(result.bytes);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });
  });

  it('strips metadata and stores under a name of its own, whatever the file was called', async () => {
    const withExif = await image(40, 30).jpeg().withExif({ IFD0: { Artist: 'Applicant', ImageDescription: 'NID card' } }).toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const response = await upload(withExif, { filename: '../../etc/passwd.jpg', type: 'image/jpeg' });
    expect(response.statusCode).toBe(200);
    const result = response.json<UploadResult>();
    expect(result.format).toBe('jpg');
    expect(storedFiles()).toContain(`${result.public_id}.jpg`);
    const served = await testApp.app.inject({ method: 'GET', url: pathOf(result.secure_url) });
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });
});

describe('POST /api/uploads refuses', () => {
  const svgWithScript = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
  const cases: [string, () => Promise<Buffer>, Parameters<typeof multipart>[1], number, string][] = [
    ['a text file renamed .png', async () => Buffer.from('just some notes, not a picture\n'.repeat(20)), { filename: 'notes.png', type: 'image/png' }, 415, onlyImagesMessage],
    ['an HTML page renamed .jpg', async () => Buffer.from('<!doctype html><script>alert(1)</script>'), { filename: 'page.jpg', type: 'image/jpeg' }, 415, onlyImagesMessage],
    ['an SVG with a script', async () => svgWithScript, { filename: 'logo.svg', type: 'image/svg+xml' }, 415, onlyImagesMessage],
    ['a PDF', async () => Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF'), { filename: 'nid.pdf', type: 'application/pdf' }, 415, onlyImagesMessage],
    ['a PNG header over broken pixels', async () => (await image(32, 32).png().toBuffer()).subarray(0, 60), {}, 415, onlyImagesMessage],
    ['a file over 5,242,880 bytes', async () => Buffer.alloc(6 * 1024 * 1024, 7), { filename: 'big.jpg', type: 'image/jpeg' }, 413, fileTooLargeMessage],
    ['an image of 48 megapixels in a small file', async () => image(8000, 6000).png({ compressionLevel: 9 }).toBuffer(), {}, 413, imageTooLargeMessage],
  ];

  for (const [name, make, options, status, message] of cases) {
    it(`${name}: ${status} '${message}', and nothing is stored`, async () => {
      const [rowsBefore, filesBefore] = [await storedRows(), storedFiles()];
      const response = await upload(await make(), options);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message, errors: { file: message } });
      expect(await storedRows()).toBe(rowsBefore);
      expect(storedFiles()).toEqual(filesBefore);
    });
  }

  it('an empty file: 400, and nothing is stored', async () => {
    const [rowsBefore, filesBefore] = [await storedRows(), storedFiles()];
    const response = await upload(Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: emptyFileMessage, errors: { file: emptyFileMessage } });
    expect(await storedRows()).toBe(rowsBefore);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it.each([
    ['in the middle of the file', (body: Buffer) => body.subarray(0, body.length - 200)],
    ['before the closing boundary', (body: Buffer) => body.subarray(0, body.length - '\r\n------club-test-boundary--\r\n'.length)],
    ['in the headers of the file part', (body: Buffer) => body.subarray(0, body.indexOf('Content-Type: image/png'))],
  ])('a body cut short %s: 400, and nothing is stored', async (_where, cut) => {
    const [rowsBefore, filesBefore] = [await storedRows(), storedFiles()];
    const { payload, headers } = multipart(await image(64, 64).png({ compressionLevel: 0 }).toBuffer());
    const response = await testApp.app.inject({ method: 'POST', url: '/api/uploads', payload: cut(payload), headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: incompleteUploadMessage, errors: { file: incompleteUploadMessage } });
    expect(await storedRows()).toBe(rowsBefore);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('a request without a file part: 400', async () => {
    const response = await upload(await image(8, 8).png().toBuffer(), { field: 'photo' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please choose an image to upload.', errors: { file: 'Please choose an image to upload.' } });
  });

  it('a JSON body: 400', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/uploads', payload: { file: 'x' } });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/uploads/:id', () => {
  it('answers 404 to a link without a signature, with a changed one, for another id, or once expired', async () => {
    const result = (await upload(await image(16, 16).png().toBuffer())).json<UploadResult>();
    const key = await uploadSigningKey(testApp.database.db);
    const url = new URL(result.secure_url);
    const expired = signedUploadLink(testApp.publicUrl, key, result.public_id, new Date(Date.now() - 1000));
    const otherId = signedUploadLink(testApp.publicUrl, key, 'f'.repeat(32), new Date(Date.now() + 60_000));
    for (const wrong of [
      `/api/uploads/${result.public_id}`,
      `/api/uploads/${result.public_id}?expires=${url.searchParams.get('expires')}&signature=${'A'.repeat(43)}`,
      `/api/uploads/${result.public_id}?expires=${Number(url.searchParams.get('expires')) + 3600}&signature=${url.searchParams.get('signature')}`,
      pathOf(expired),
      pathOf(otherId),
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url: wrong });
      expect(response.statusCode, wrong).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });
});

describe('unclaimed uploads', () => {
  it('are deleted, file and row, after 24 hours; claimed and recent ones stay', async () => {
    const { db } = testApp.database;
    const make = async () => (await upload(await image(12, 12).png().toBuffer())).json<UploadResult>().public_id;
    const [old, claimed, recent] = [await make(), await make(), await make()];
    const dayAndHourAgo = new Date(Date.now() - 25 * 3_600_000);
    await db.update(uploads).set({ createdAt: dayAndHourAgo }).where(eq(uploads.id, old));
    await db.update(uploads).set({ createdAt: dayAndHourAgo, claimedAt: new Date() }).where(eq(uploads.id, claimed));

    const deleted = await deleteUnclaimedUploads(db, createFileStorage(testApp.app.deps.config), new Date());
    expect(deleted).toBe(1);
    const left = (await db.select({ id: uploads.id }).from(uploads)).map((row) => row.id);
    expect(left).not.toContain(old);
    expect(left).toEqual(expect.arrayContaining([claimed, recent]));
    expect(storedFiles()).not.toContain(`${old}.png`);
    expect(storedFiles()).toEqual(expect.arrayContaining([`${claimed}.png`, `${recent}.png`]));
  });
});

describe('upload rate limit', () => {
  it('answers 429 past UPLOAD_RATE_LIMIT_PER_MINUTE', async () => {
    const limited = await createTestApp({ UPLOAD_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const png = await image(8, 8).png().toBuffer();
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await limited.app.inject({ method: 'POST', url: '/api/uploads', ...multipart(png) })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  }, ownAppTimeout);
});
