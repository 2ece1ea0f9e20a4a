import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedInputs, inputFiles, rootDir } from './media/inputs';

/**
 * The build skips the media generator while the hash of its inputs is unchanged, so a file it
 * reads but does not hash would leave stale pictures. Every file it imports from outside
 * scripts/media must be in importedInputs (a moved module changes the import and this list).
 */
const ownDir = 'scripts/media';
/** Bare imports that need no listing: Node itself, and sharp, whose version is hashed. */
const unhashedPackages = /^(node:|sharp$)/;

function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(rootDir, file), 'utf8');
  return [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!);
}

function resolveRelative(from: string, specifier: string): string {
  const base = path.posix.join(path.posix.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`];
  const found = candidates.find((candidate) => fs.existsSync(path.join(rootDir, candidate)) && fs.statSync(path.join(rootDir, candidate)).isFile());
  if (!found) throw new Error(`${from}: cannot resolve ${specifier}`);
  return found;
}

describe('media generator inputs', () => {
  const sources = inputFiles().filter((file) => file.startsWith(`${ownDir}/`) && file.endsWith('.ts'));
  const imported = sources.flatMap((file) => importsOf(file).map((specifier) => ({ file, specifier })));

  it('reads its own modules', () => {
    expect(sources).toContain(`${ownDir}/generate-media.ts`);
    expect(sources).toContain(`${ownDir}/inputs.ts`);
  });

  it('hashes every file it imports from outside scripts/media, and only those', () => {
    const outside = imported
      .filter(({ specifier }) => specifier.startsWith('.'))
      .map(({ file, specifier }) => resolveRelative(file, specifier))
      .filter((file) => !file.startsWith(`${ownDir}/`));
    expect([...new Set(outside)].sort()).toEqual([...importedInputs].sort());
  });

  it('imports no package whose code would change pictures unseen', () => {
    const packages = imported.filter(({ specifier }) => !specifier.startsWith('.') && !unhashedPackages.test(specifier));
    expect(packages.map(({ file, specifier }) => `${file}: ${specifier}`)).toEqual([]);
  });
});
