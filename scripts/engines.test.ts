/**
 * `npm install` on the Node version the project names prints no engine warning: every package in
 * the lock file accepts the oldest Node that the root package.json's `engines` allows. A
 * dependency that moves to a newer Node is pinned below that move, or overridden (package.json
 * `overrides`), until the project itself moves (docs/stack.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
}

/** Each locked package whose `engines.node` refuses `node`, as "name@version needs range". */
function refusingPackages(lock: { packages: Record<string, LockedPackage> }, node: string): string[] {
  return Object.entries(lock.packages)
    .filter(([key]) => key !== '')
    .flatMap(([key, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!range || semver.satisfies(node, range, { includePrerelease: true })) return [];
      return [`${key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)}@${entry.version} needs node ${range}`];
    });
}

describe('the Node version the project names', () => {
  const oldest = semver.minVersion(readJson('package.json').engines.node)!.version;

  it('is accepted by every package in the lock file', () => {
    expect(oldest).toMatch(/^20\./);
    expect(refusingPackages(readJson('package-lock.json'), oldest)).toEqual([]);
  });

  it('is refused by a package that asks for a newer Node (the check can fail)', () => {
    const lock = { packages: { '': {}, 'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } }, 'node_modules/ok': { version: '1.0.0', engines: { node: '>=18' } } } };
    expect(refusingPackages(lock, oldest)).toEqual(['cookie@2.0.2 needs node >=22']);
  });
});
