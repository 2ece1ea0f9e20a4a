import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('takes the lock, refuses it while held by a live process, and frees it on release', async () => {
    const dir = tempDir();
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'server.lock'), String(sleeper.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/Another server \(process \d+\) is already using the database/);
    } finally {
      sleeper.kill();
      await new Promise((resolve) => sleeper.once('exit', resolve));
    }
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that has died', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999');
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
