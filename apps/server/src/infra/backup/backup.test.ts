import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleApplicant, sampleNid, sampleProposer } from '@rgcc/shared/membership/sample-applications';
import { createStaff, readyMember, signIn } from '../../../test/accounts';
import { accountIdOf, pastBooking } from '../../../test/golf';
import { writeMemberDocuments } from '../../../test/member-documents-fixture';
import { emptySite, rowCounts, seededSite, uploadChecksums, type Site } from '../../../test/sites';
import { uploadedImageLink } from '../../../test/uploads';
import { clubToday } from '@rgcc/shared/format/club-date';
import { openArchiveWriter, readArchive, DamagedArchiveError } from './archive';
import { backup, BackupError } from './backup';
import { restore, verifyArchive } from './restore';
import { manifestName } from './manifest';
import { postgresTables } from '../../db/database-dump';
import { jobSchema } from '../jobs/job-tables';

/**
 * A populated site backed up, wiped and restored (issue 25, item 4): every table's rows and every
 * upload's bytes come back, on the database the suite runs on (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL, each site its own database there).
 */
let original: Site;
let workDir: string;
let archive: string;
let rowsBefore: Record<string, number>;
let uploadsBefore: Record<string, string>;
const memberEmail = 'backed-up.member@example.com';
let memberPassword: string;
const sites: Site[] = [];
/** A PGlite database is dumped, opened and loaded whole: seconds each on a busy machine. */
const slow = 180_000;
const newSite = async (make: () => Promise<Site>) => {
  const site = await make();
  sites.push(site);
  return site;
};

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-backups-'));
  original = await newSite(seededSite);
  const testApp = await original.start();
  try {
    const staff = await createStaff(testApp);
    const member = await readyMember(testApp, staff, memberEmail, { unlocked: true });
    memberPassword = member.password;
    await readyMember(testApp, staff, 'second.member@example.com', { unlocked: false });
    const accountId = await accountIdOf(testApp, memberEmail);
    // An invoice, its credit note and a receipt: money records.
    await writeMemberDocuments(testApp, accountId, member.memberId);
    await pastBooking(testApp, clubToday(), [accountId]);
    // An application with its private documents (images uploaded through the form's fields).
    const registration = await testApp.app.inject({
      method: 'POST',
      url: '/api/registration/membership',
      payload: {
        category: 'Government Officer', ...sampleApplicant, email: 'applicant@example.com', ...sampleNid, ...sampleProposer,
        photo: await uploadedImageLink(testApp, '#1d4e67', 16), incomeTaxReturn: await uploadedImageLink(testApp, '#aa3311', 20),
        nidCopy: await uploadedImageLink(testApp, '#22aa33', 24), proposerSignature: await uploadedImageLink(testApp, '#000000', 28),
      },
    });
    expect(registration.statusCode, registration.body).toBeLessThan(300);
    rowsBefore = await rowCounts(testApp.database.db);
  } finally {
    await testApp.close();
  }
  uploadsBefore = uploadChecksums(original.config.DATA_DIR);
  archive = path.join(workDir, 'site.tar.gz');
  const started = Date.now();
  await backup({ config: original.config, out: archive });
  console.info(`backup of the test site: ${Date.now() - started} ms, ${fs.statSync(archive).size} bytes`);
}, slow);

afterAll(async () => {
  for (const site of sites) await site.remove();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

describe('a backup', () => {
  it('holds the database, every upload and a manifest of their checksums and rows', async () => {
    expect(Object.keys(uploadsBefore).length).toBeGreaterThanOrEqual(4);
    expect(rowsBefore['public.applications']).toBeGreaterThan(0);
    expect(rowsBefore['public.receipts']).toBeGreaterThan(0);
    const manifest = await verifyArchive(archive);
    expect(manifest.database.kind).toBe(original.config.DATABASE_URL ? 'postgres' : 'pglite');
    // The job queue's tables are counted too; the app's match what the test counted itself.
    const [queueTables, appTables] = [true, false].map((queue) => Object.fromEntries(Object.entries(manifest.database.tables).filter(([table]) => table.startsWith(`${jobSchema}.`) === queue)));
    expect(Object.keys(queueTables!)).toContain(`${jobSchema}.schedule`);
    expect(appTables).toEqual(rowsBefore);
    expect(Object.fromEntries(manifest.uploads.map((upload) => [upload.key, upload.sha256]))).toEqual(uploadsBefore);
    expect(manifest.appVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(Date.parse(manifest.createdAt)).toBeLessThanOrEqual(Date.now());
    // Written whole or not at all: nothing is left beside it.
    expect(fs.readdirSync(workDir)).toEqual(['site.tar.gz']);
  });

  it('is refused to a place it cannot be written, or over a file, leaving nothing behind', { timeout: slow }, async () => {
    await expect(backup({ config: original.config, out: path.join(workDir, 'no-such-folder', 'site.tar.gz') })).rejects.toThrow(/its folder does not exist/);
    await expect(backup({ config: original.config, out: archive })).rejects.toThrow(/exists already/);
    expect(fs.readdirSync(workDir)).toEqual(['site.tar.gz']);
  });
});

describe('restoring', () => {
  it('brings back every row and every upload into an empty site, which then starts and works', { timeout: slow }, async () => {
    const target = await newSite(emptySite);
    const started = Date.now();
    const result = await restore({ config: target.config, file: archive });
    console.info(`restore of the test site: ${Date.now() - started} ms`);
    expect(result.uploads).toBe(Object.keys(uploadsBefore).length);
    expect(uploadChecksums(target.config.DATA_DIR)).toEqual(uploadsBefore);
    const testApp = await target.start();
    try {
      expect(await rowCounts(testApp.database.db)).toEqual(rowsBefore);
      // The restored member signs in with their own password, and sees their receipt.
      const { cookie } = await signIn(testApp, memberEmail, memberPassword);
      const receipts = await testApp.app.inject({ method: 'GET', url: '/api/member/receipts', headers: { cookie } });
      expect(receipts.statusCode).toBe(200);
      expect(receipts.body).toContain('R-990001');
    } finally {
      await testApp.close();
    }
  });

  it('refuses a site that holds anything without --force, and replaces it all with it', { timeout: slow }, async () => {
    const target = await newSite(seededSite);
    const stray = path.join(target.config.DATA_DIR, 'uploads', 'stray-upload.png');
    fs.mkdirSync(path.dirname(stray), { recursive: true });
    fs.writeFileSync(stray, 'not in the backup');
    await expect(restore({ config: target.config, file: archive })).rejects.toThrow(/The target is not empty \(.*1 uploads are stored\).*--force/);
    expect(fs.existsSync(stray)).toBe(true);

    await restore({ config: target.config, file: archive, force: true });
    expect(uploadChecksums(target.config.DATA_DIR)).toEqual(uploadsBefore);
    // No database set aside is left in DATA_DIR.
    expect(fs.readdirSync(target.config.DATA_DIR).filter((name) => name.startsWith('db.'))).toEqual([]);
    const testApp = await target.start();
    try {
      expect(await rowCounts(testApp.database.db)).toEqual(rowsBefore);
    } finally {
      await testApp.close();
    }
  });

  it('refuses a damaged archive before touching the site', { timeout: slow }, async () => {
    const target = await newSite(emptySite);
    const truncated = path.join(workDir, 'truncated.tar.gz');
    const bytes = fs.readFileSync(archive);
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await expect(restore({ config: target.config, file: truncated })).rejects.toThrow(DamagedArchiveError);
    await expect(restore({ config: target.config, file: truncated })).rejects.toThrow(/is damaged/);

    // A whole archive whose upload changed after the manifest was written: only the checksum tells.
    const altered = path.join(workDir, 'altered.tar.gz');
    const writer = await openArchiveWriter(altered);
    let changed = '';
    await readArchive(archive, async ({ path: entryPath, size, data }) => {
      let content = await data.concat();
      if (!changed && entryPath.startsWith('uploads/')) {
        changed = entryPath;
        content = Buffer.from(content);
        content[content.length - 1] = content[content.length - 1]! ^ 0xff;
      }
      await writer.add(entryPath, size, [content]);
    });
    await writer.finish();
    await expect(restore({ config: target.config, file: altered })).rejects.toThrow(`${changed} does not match its checksum`);

    const notAnArchive = path.join(workDir, 'notes.txt');
    fs.writeFileSync(notAnArchive, 'hello');
    await expect(restore({ config: target.config, file: notAnArchive })).rejects.toThrow(/damaged or not a backup archive/);
    await expect(restore({ config: target.config, file: path.join(workDir, 'missing.tar.gz') })).rejects.toThrow(BackupError);

    // Nothing was restored.
    expect(uploadChecksums(target.config.DATA_DIR)).toEqual({});
    expect(fs.existsSync(path.join(target.config.DATA_DIR, 'db'))).toBe(false);
    if (target.config.DATABASE_URL) expect(await postgresTables(target.config.DATABASE_URL)).toEqual([]);
  });

  it('refuses an archive of the other kind of database', { timeout: slow }, async () => {
    const other = path.join(workDir, 'other-kind.tar.gz');
    const writer = await openArchiveWriter(other);
    await readArchive(archive, async ({ path: entryPath, data }) => {
      let content = await data.concat();
      if (entryPath === manifestName) {
        const manifest = JSON.parse(content.toString('utf8')) as { database: { kind: string } };
        manifest.database.kind = manifest.database.kind === 'pglite' ? 'postgres' : 'pglite';
        content = Buffer.from(JSON.stringify(manifest));
      }
      await writer.add(entryPath, content.length, [content]);
    });
    await writer.finish();
    const target = await newSite(emptySite);
    await expect(restore({ config: target.config, file: other })).rejects.toThrow(/restore it into the same kind/);
  });
});
