import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository's rule: no source file over 600 lines, outside seed data. A file that long does
 * several jobs, and is split by job instead (as scripts/media was).
 */
const maxLines = 600;

/** Files allowed to be longer, each with the reason. Seed data may need it; none does yet. */
const allowedLongFiles: ReadonlyMap<string, string> = new Map<string, string>([]);

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = /\.(ts|tsx|js|mjs)$/;

function trackedSourceFiles(): string[] {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: rootDir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).split('\0');
  // A file deleted but not yet staged is still listed; there is nothing left to measure.
  return tracked.filter((file) => source.test(file) && fs.existsSync(path.join(rootDir, file)));
}

function lineCount(file: string): number {
  const text = fs.readFileSync(path.join(rootDir, file), 'utf8');
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('file size', () => {
  const files = trackedSourceFiles();

  it(`keeps every source file at ${maxLines} lines or fewer`, () => {
    const tooLong = files
      .filter((file) => !allowedLongFiles.has(file))
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > maxLines)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong, `split these by job (at most ${maxLines} lines each)`).toEqual([]);
  });

  it('lists no allowed file that is gone or no longer long', () => {
    const stale = [...allowedLongFiles.keys()].filter((file) => !files.includes(file) || lineCount(file) <= maxLines);
    expect(stale, 'remove these from allowedLongFiles').toEqual([]);
  });
});
