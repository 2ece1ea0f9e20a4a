import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyVideoMessage, incompleteUploadMessage, maxVideoUploadBytes, onlyVideosMessage, videoTooLargeMessage } from '@rgcc/shared/common/uploads';
import { publicMedia, videos } from '../../../db/schema';
import { createFileStorage } from '../../../infra/storage/file-storage';
import { deleteUnusedMedia, unusedMediaLifetimeMs } from './service';
import { createStaff, signIn, staffPassword } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { multipartFile, pngOf } from '../../../../test/uploads';
import { ebmlOf, mp4Of } from '../../../../test/videos';

let testApp: TestApp;
let contentCookie: string;
let membershipCookie: string;
let uploadsDir: string;

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000', UPLOAD_RATE_LIMIT_PER_MINUTE: '10000' });
  for (const role of ['content', 'membership'] as const) await createStaff(testApp, `videos.${role}@example.com`, role);
  contentCookie = (await signIn(testApp, 'videos.content@example.com', staffPassword)).cookie;
  membershipCookie = (await signIn(testApp, 'videos.membership@example.com', staffPassword)).cookie;
  uploadsDir = path.join(testApp.app.deps.config.DATA_DIR, 'uploads');
});
afterAll(async () => testApp?.close());

/** `cookie`: content staff's unless given; null for nobody signed in. */
const uploadVideo = (bytes: Buffer, filename = 'clip.mp4', type = 'video/mp4', cookie: string | null = contentCookie) => {
  const { payload, headers } = multipartFile(bytes, filename, type);
  return testApp.app.inject({ method: 'POST', url: '/api/admin/media/videos', payload, headers: { ...headers, ...(cookie && { cookie }) } });
};

async function uploadedKey(bytes: Buffer, filename?: string): Promise<string> {
  const response = await uploadVideo(bytes, filename);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ key: string }>().key;
}

/** The video files in storage, finished or not. */
const storedVideoFiles = () => (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir).filter((name) => name.startsWith('uploaded-videos-') && !/-\d+\.(avif|webp)$/.test(name)) : []);

describe('uploading a video', () => {
  it('stores an MP4 file as it came, under a random key that names its container; the key is recorded for the sweep', async () => {
    const bytes = mp4Of(10_000);
    const key = await uploadedKey(bytes);
    expect(key).toMatch(/^uploaded\/videos\/[0-9a-f]{32}\.mp4$/);
    expect(await testApp.database.db.select({ key: publicMedia.key }).from(publicMedia).where(eq(publicMedia.key, key))).toEqual([{ key }]);
    const served = await testApp.app.inject({ method: 'GET', url: `/media/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('stores a WebM file as WebM, whatever its name says', async () => {
    const key = await uploadedKey(ebmlOf('webm'), 'holiday.mp4');
    expect(key).toMatch(/^uploaded\/videos\/[0-9a-f]{32}\.webm$/);
    expect((await testApp.app.inject({ method: 'GET', url: `/media/${key}` })).headers['content-type']).toBe('video/webm');
  });

  it('refuses a file that is not an MP4 or WebM video by its bytes, whatever its name and declared type (415), and keeps nothing', async () => {
    const before = storedVideoFiles();
    const cases: [Buffer, string][] = [
      [await pngOf(), 'renamed.mp4'],
      [Buffer.from('just some notes, not a film\n'.repeat(200)), 'notes.webm'],
      [ebmlOf('matroska'), 'film.mkv'],
    ];
    for (const [bytes, filename] of cases) {
      const response = await uploadVideo(bytes, filename, 'video/mp4');
      expect([response.statusCode, response.json()], filename).toEqual([415, { message: onlyVideosMessage, errors: { file: onlyVideosMessage } }]);
    }
    expect(storedVideoFiles()).toEqual(before);
  });

  it('refuses an empty file and a form without one (400)', async () => {
    const empty = await uploadVideo(Buffer.alloc(0));
    expect([empty.statusCode, empty.json().errors]).toEqual([400, { file: emptyVideoMessage }]);
    const none = await testApp.app.inject({ method: 'POST', url: '/api/admin/media/videos', payload: {}, headers: { cookie: contentCookie } });
    expect([none.statusCode, none.json().message]).toEqual([400, 'Please choose a video to upload.']);
  });

  it(`refuses a file over ${maxVideoUploadBytes} bytes (413), which streams to disk as it comes and is then deleted`, async () => {
    const { payload } = multipartFile(Buffer.alloc(0), 'long.mp4', 'video/mp4');
    const closing = Buffer.from('\r\n--test-upload--\r\n');
    const opening = payload.subarray(0, payload.length - closing.length);
    const megabyte = Buffer.alloc(1024 * 1024);
    let writtenWhenHalfSent = 0;
    async function* body() {
      yield opening;
      yield mp4Of(1024 * 1024);
      for (let sent = 1; sent < maxVideoUploadBytes / megabyte.length; sent++) {
        // Half-way, the server has already written most of what it was sent: it keeps none of it in memory.
        if (sent === 100) writtenWhenHalfSent = storedVideoFiles().reduce((sum, name) => sum + fs.statSync(path.join(uploadsDir, name)).size, 0);
        yield megabyte;
      }
      yield Buffer.from([0]);
      yield closing;
    }
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/media/videos',
      payload: Readable.from(body()),
      headers: { ...multipartFile(Buffer.alloc(0)).headers, cookie: contentCookie },
    });
    expect([response.statusCode, response.json()]).toEqual([413, { message: videoTooLargeMessage, errors: { file: videoTooLargeMessage } }]);
    expect(writtenWhenHalfSent).toBeGreaterThan(90 * 1024 * 1024);
    expect(storedVideoFiles().filter((name) => name.endsWith('.partial'))).toEqual([]);
  }, 60_000);

  it('refuses a body cut short before its closing boundary (400), and keeps nothing', async () => {
    const before = storedVideoFiles();
    const { payload, headers } = multipartFile(mp4Of(100_000), 'clip.mp4', 'video/mp4');
    const response = await testApp.app.inject({ method: 'POST', url: '/api/admin/media/videos', payload: payload.subarray(0, 50_000), headers: { ...headers, cookie: contentCookie } });
    expect([response.statusCode, response.json().errors]).toEqual([400, { file: incompleteUploadMessage }]);
    expect(storedVideoFiles()).toEqual(before);
  });

  it('is for Content staff only: 401 signed out, 403 with the reason for other roles, before the file is read', async () => {
    const anonymous = await uploadVideo(mp4Of(), 'clip.mp4', 'video/mp4', null);
    expect(anonymous.statusCode).toBe(401);
    const membership = await uploadVideo(mp4Of(), 'clip.mp4', 'video/mp4', membershipCookie);
    expect([membership.statusCode, membership.json()]).toEqual([403, { message: 'Your staff role does not include Content.' }]);
  });
});

describe('serving an uploaded video', () => {
  let key: string;
  const bytes = mp4Of(5000);
  beforeAll(async () => {
    key = await uploadedKey(bytes);
  });
  // As a browser asks: it accepts compression, which a video never gets (its ranges are of the file's own bytes).
  const get = (range?: string, method: 'GET' | 'HEAD' = 'GET') => testApp.app.inject({ method, url: `/media/${key}`, headers: { 'accept-encoding': 'gzip, br', ...(range && { range }) } });

  it('sends the whole file with its type, its length, a year-long immutable cache and nosniff, and says ranges are welcome', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': '5000',
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(bytes)).toBe(true);
    const head = await get(undefined, 'HEAD');
    expect([head.statusCode, head.headers['content-length'], head.rawPayload.length]).toEqual([200, '5000', 0]);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=4000-', 4000, 4999],
    ['bytes=-10', 4990, 4999],
    ['bytes=4990-9999', 4990, 4999],
  ])('sends %s as 206 with its Content-Range', async (range, start, end) => {
    const response = await get(range);
    expect(response.statusCode).toBe(206);
    expect(response.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-range': `bytes ${start}-${end}/5000`,
      'content-length': String(end - start + 1),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(response.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true);
  });

  it('answers a range past the end with 416 and the length, and several ranges with the whole file', async () => {
    const past = await get('bytes=5000-');
    expect([past.statusCode, past.headers['content-range'], past.headers['cache-control']]).toEqual([416, 'bytes */5000', undefined]);
    const several = await get('bytes=0-9,20-29');
    expect([several.statusCode, several.rawPayload.length]).toEqual([200, 5000]);
  });

  it('answers 404 for a key it never made, another extension, and a file in storage that no row names', async () => {
    const id = key.slice('uploaded/videos/'.length, -'.mp4'.length);
    fs.copyFileSync(path.join(uploadsDir, `uploaded-videos-${id}.mp4`), path.join(uploadsDir, `uploaded-videos-${'0'.repeat(32)}.mp4`));
    for (const url of [`/media/uploaded/videos/${'0'.repeat(32)}.mp4`, `/media/uploaded/videos/${id}.webm`, `/media/uploaded/gallery/${id}.mp4`, `/media/uploaded/videos/${id}.MP4`]) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('the sweep of unused media', () => {
  it('deletes a video file a day after no video of the gallery names it; one in use stays', async () => {
    const storage = createFileStorage(testApp.app.deps.config);
    const used = await uploadedKey(mp4Of());
    const unused = await uploadedKey(mp4Of());
    const [row] = await testApp.database.db.insert(videos).values({ title: 'Kept', video: used, poster: 'videos/teesta-sunrise', position: 99 }).returning();
    const dayAgo = new Date(Date.now() - unusedMediaLifetimeMs - 60_000);
    for (const key of [used, unused]) await testApp.database.db.update(publicMedia).set({ createdAt: dayAgo }).where(eq(publicMedia.key, key));

    await deleteUnusedMedia(testApp.database.db, storage, new Date());
    expect((await testApp.app.inject({ method: 'GET', url: `/media/${unused}` })).statusCode).toBe(404);
    expect(await storage.size(unused.replaceAll('/', '-'))).toBeNull();
    expect((await testApp.app.inject({ method: 'GET', url: `/media/${used}` })).statusCode).toBe(200);

    await testApp.database.db.delete(videos).where(eq(videos.id, row!.id));
    await deleteUnusedMedia(testApp.database.db, storage, new Date());
    expect(await storage.size(used.replaceAll('/', '-'))).toBeNull();
  });
});
