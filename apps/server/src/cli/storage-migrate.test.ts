import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaVariant } from '@rgcc/shared/content/media-variants';
import { buildApp } from '../app';
import { parseConfig } from '../config';
import type { AppInstance } from '../http/app-instance';
import { localUploadsDir } from '../infra/storage/file-storage';
import { s3FileStorage } from '../infra/storage/s3-file-storage';
import { startLocalS3, type LocalS3 } from '../../test/local-s3';
import { createStaff, signIn, staffPassword } from '../../test/accounts';
import { busyMachineEnv, createTestApp, type TestApp } from '../../test/test-app';
import { multipartFile, pngOf, uploadedImageLink } from '../../test/uploads';
import { mp4Of } from '../../test/videos';

const cli = new URL('./storage-migrate.ts', import.meta.url).pathname;
/** Each run starts Node with tsx, seconds on a busy machine. */
const runsTimeout = 90_000;

/** Runs `npm run storage:migrate` as an operator would, with `env` as the server's settings. */
function migrate(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

let localS3: LocalS3;
/** A server that kept its uploads on disk (STORAGE=local), with a document, a film and an image. */
let local: TestApp;
let dataDir: string;
const uploaded: { documentLink: string; film: Buffer; filmKey: string; imageKey: string } = { documentLink: '', film: Buffer.alloc(0), filmKey: '', imageKey: '' };

beforeAll(async () => {
  localS3 = await startLocalS3();
  local = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000', UPLOAD_RATE_LIMIT_PER_MINUTE: '10000' });
  dataDir = local.app.deps.config.DATA_DIR;
  await createStaff(local);
  const cookie = (await signIn(local, 'staff@example.com', staffPassword)).cookie;
  uploaded.documentLink = await uploadedImageLink(local, '#aa3311', 20);
  uploaded.film = mp4Of(20_000);
  const film = await local.app.inject({ method: 'POST', url: '/api/admin/media/videos', ...multipartFile(uploaded.film, 'film.mp4', 'video/mp4'), headers: { ...multipartFile(uploaded.film).headers, cookie } });
  uploaded.filmKey = film.json<{ key: string }>().key;
  const image = await local.app.inject({ method: 'POST', url: '/api/admin/media?folder=gallery', ...multipartFile(await pngOf('#2f6b3a', 400, 300)), headers: { ...multipartFile(Buffer.alloc(0)).headers, cookie } });
  uploaded.imageKey = image.json<{ key: string }>().key;
  expect([film.statusCode, image.statusCode]).toEqual([201, 201]);
});
afterAll(async () => {
  await local?.close();
  await localS3?.stop();
});

describe('npm run storage:migrate', () => {
  it('refuses to run unless STORAGE=s3, and says what to set', async () => {
    const { code, output } = await migrate({ DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output).toContain(`storage:migrate copies ${localUploadsDir({ DATA_DIR: dataDir })} into an S3 bucket: set STORAGE=s3 and the S3_* settings of the bucket (STORAGE is local).`);
    const { output: missing } = await migrate({ DATA_DIR: dataDir, STORAGE: 's3' });
    expect(missing).toContain('S3_BUCKET: is required when STORAGE=s3');
  }, runsTimeout);

  it('copies every local upload into the bucket, and copies nothing again on a second run', async () => {
    const files = fs.readdirSync(localUploadsDir({ DATA_DIR: dataDir })).filter((name) => !name.endsWith('.partial'));
    expect(files.length).toBeGreaterThan(2);
    const first = await migrate({ DATA_DIR: dataDir, ...localS3.env });
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain(`Copied ${files.length} files from ${localUploadsDir({ DATA_DIR: dataDir })} to the bucket ${localS3.env.S3_BUCKET}; 0 were there already.`);
    const again = await migrate({ DATA_DIR: dataDir, ...localS3.env });
    expect(again.output).toContain(`Copied 0 files from ${localUploadsDir({ DATA_DIR: dataDir })} to the bucket ${localS3.env.S3_BUCKET}; ${files.length} were there already.`);
  }, runsTimeout);

  it('recopies a file the bucket has with another size (a copy cut short)', async () => {
    const config = parseConfig({ DATA_DIR: dataDir, ...localS3.env });
    const [name] = fs.readdirSync(localUploadsDir(config)).filter((file) => file.endsWith('.png'));
    await s3FileStorage(config).put(name!, Buffer.from('half a file'));
    const { output } = await migrate({ DATA_DIR: dataDir, ...localS3.env });
    expect(output).toContain(`copied ${name}`);
    expect(output).toContain('Copied 1 file from');
  }, runsTimeout);

  it('leaves the bucket ready: a server with STORAGE=s3 and no local uploads serves every file', async () => {
    const emptyDataDir = path.join(dataDir, 'elsewhere');
    const config = parseConfig({ ...localS3.env, DATA_DIR: emptyDataDir, PUBLIC_URL: local.publicUrl, LOG_LEVEL: 'silent', WEB_DIST_DIR: path.join(emptyDataDir, 'no-web-build'), ...busyMachineEnv });
    const s3App: AppInstance = await buildApp({ config, db: await local.sameDatabase() }, { logger: false });
    try {
      await s3App.ready();
      const document = await s3App.inject({ method: 'GET', url: uploaded.documentLink.slice(local.publicUrl.length) });
      expect([document.statusCode, document.headers['content-type']]).toEqual([200, 'image/png']);
      const film = await s3App.inject({ method: 'GET', url: `/media/${uploaded.filmKey}`, headers: { range: 'bytes=1000-1999' } });
      expect([film.statusCode, film.headers['content-range']]).toEqual([206, `bytes 1000-1999/${uploaded.film.length}`]);
      expect(film.rawPayload.equals(uploaded.film.subarray(1000, 2000))).toBe(true);
      const image = await s3App.inject({ method: 'GET', url: `/media/${uploaded.imageKey}-${mediaVariant(uploaded.imageKey).widths[0]}.webp` });
      expect(image.statusCode).toBe(200);
      expect(fs.existsSync(localUploadsDir(config))).toBe(false);
    } finally {
      await s3App.close();
    }
  });
});
