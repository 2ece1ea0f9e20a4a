/** `scripts/run-together.mjs`, which `npm run checks` runs the type check and the linter with. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'run-together.mjs');
const runTogether = (...commands: string[]) => spawnSync(process.execPath, [script, ...commands], { encoding: 'utf8', timeout: 20_000, env: { ...process.env, FORCE_COLOR: '0' } });

describe('run-together', () => {
  it('runs the commands at once and passes when each passes, printing each one’s output', () => {
    // The first waits for the second's file: run one after the other, they would never end.
    const signal = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'run-together-')), 'second-started');
    const result = runTogether(`until [ -f ${signal} ]; do sleep 0.05; done; echo first`, `touch ${signal}; echo second`);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/: passed in [\d.]+ s\nfirst\n/);
    expect(result.stdout).toMatch(/: passed in [\d.]+ s\nsecond\n/);
  });

  it('fails when any command fails, after the others have ended, and shows what the failing one printed', () => {
    const result = runTogether('echo broken >&2; exit 3', 'sleep 0.3; echo fine');
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/== echo broken >&2; exit 3: failed \(exit 3\) after [\d.]+ s\nbroken\n/);
    expect(result.stdout).toContain('fine');
  });

  it('says how to use it when given no command', () => {
    const result = runTogether();
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage: node scripts/run-together.mjs');
  });
});
