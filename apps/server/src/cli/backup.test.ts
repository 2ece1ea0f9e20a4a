import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptySite, seededSite, type Site } from '../../test/sites';
import { lockDataDir } from '../db/data-dir-lock';
import { freePort } from '../../test/free-port';

/** `npm run backup` and `npm run restore` as a person runs them: their arguments, messages and exit codes. */
const backupCli = new URL('./backup.ts', import.meta.url).pathname;
const restoreCli = new URL('./restore.ts', import.meta.url).pathname;
let workDir: string;
let site: Site;
let target: Site;
/** Several cold starts of Node with tsx, each dumping or loading a database. */
const slow = 180_000;

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-backup-cli-'));
  site = await seededSite();
  target = await emptySite();
}, slow);

afterAll(async () => {
  await site?.remove();
  await target?.remove();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

/** Runs the command from `workDir` (npm's INIT_CWD), with the site's DATA_DIR and DATABASE_URL unless `env` says otherwise. */
function run(cli: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { ...process.env, DATABASE_URL: '', ...site.env, INIT_CWD: workDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run backup', () => {
  it('says what is wrong with its arguments, its place or the database, and exits 1 leaving no file', { timeout: slow }, async () => {
    expect(await run(backupCli, [])).toMatchObject({ code: 1, output: expect.stringContaining('Say where to write the archive.\nUsage: npm run backup -- --out <file.tar.gz>') });
    expect(await run(backupCli, ['--to', 'x.tar.gz'])).toMatchObject({ code: 1, output: expect.stringContaining('Usage: npm run backup') });
    expect(await run(backupCli, ['--out', 'no-such-folder/site.tar.gz'])).toMatchObject({
      code: 1,
      output: expect.stringContaining(`Cannot write the backup to ${path.join(workDir, 'no-such-folder', 'site.tar.gz')}: its folder does not exist.`),
    });
    // PGlite has one opener: while the server holds DATA_DIR, the command stops before opening it.
    const lock = lockDataDir(site.config.DATA_DIR);
    try {
      expect(await run(backupCli, ['--out', 'site.tar.gz'], { DATABASE_URL: '' })).toMatchObject({ code: 1, output: expect.stringContaining('Stop the server first: Another server') });
    } finally {
      lock.release();
    }
    const emptyFolder = fs.mkdtempSync(path.join(workDir, 'empty-'));
    expect(await run(backupCli, ['--out', 'site.tar.gz'], { DATA_DIR: emptyFolder, DATABASE_URL: '' })).toMatchObject({
      code: 1,
      output: expect.stringContaining(`There is no database in ${path.join(emptyFolder, 'db')} to back up`),
    });
    expect(await run(backupCli, ['--out', 'site.tar.gz'], { DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/rgcc` })).toMatchObject({
      code: 1,
      output: expect.stringContaining('Cannot use the database rgcc at 127.0.0.1:'),
    });
    if (site.env.DATABASE_URL) {
      // pg_dump itself failing (an older client than the server, say): its own words are shown.
      const tools = fs.mkdtempSync(path.join(workDir, 'tools-'));
      fs.writeFileSync(path.join(tools, 'pg_dump'), '#!/bin/sh\necho "pg_dump: error: aborting because of server version mismatch" >&2\nexit 1\n', { mode: 0o755 });
      expect(await run(backupCli, ['--out', 'site.tar.gz'], { PATH: `${tools}:${process.env.PATH}` })).toMatchObject({
        code: 1,
        output: expect.stringContaining('pg_dump failed (exit code 1): pg_dump: error: aborting because of server version mismatch'),
      });
    }
    expect(fs.readdirSync(workDir).filter((name) => name.includes('.tar.gz'))).toEqual([]);
  });

  it('writes the archive where the command was typed, then restores it with npm run restore', { timeout: slow }, async () => {
    const written = await run(backupCli, ['--out', 'site.tar.gz']);
    expect(written.output).toMatch(new RegExp(`Wrote ${path.join(workDir, 'site.tar.gz')} in [\\d.]+ s: the database \\((pglite|postgres), \\d+ tables, \\d+ rows\\) and 0 uploads\\.`));
    expect(written.code).toBe(0);
    expect(await run(backupCli, ['--out', 'site.tar.gz'])).toMatchObject({ code: 1, output: expect.stringContaining('exists already') });

    expect(await run(restoreCli, [])).toMatchObject({ code: 1, output: expect.stringContaining('Name one archive to restore.\nUsage: npm run restore -- <file.tar.gz> [--force]') });
    expect(await run(restoreCli, ['missing.tar.gz'])).toMatchObject({ code: 1, output: expect.stringContaining(`There is no file ${path.join(workDir, 'missing.tar.gz')}.`) });
    // Back into the site it came from: not empty.
    expect(await run(restoreCli, ['site.tar.gz'])).toMatchObject({ code: 1, output: expect.stringContaining('run again with --force') });
    const restored = await run(restoreCli, ['site.tar.gz'], target.env.DATABASE_URL ? { DATABASE_URL: target.env.DATABASE_URL, DATA_DIR: target.config.DATA_DIR } : { DATA_DIR: target.config.DATA_DIR });
    expect(restored.output).toMatch(/Restored the backup of \S+ in [\d.]+ s: \d+ tables, \d+ rows and 0 uploads\. Start the server as usual\./);
    expect(restored.code).toBe(0);
  });
});
