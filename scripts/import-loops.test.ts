import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import loops anywhere in apps/ and packages/, type imports and lazy `import()` included
 * (docs/architecture.md): a loop makes the order modules load in matter, and ties areas that
 * should stand alone. The graph is read from the files themselves, as TypeScript resolves them.
 */
const root = path.resolve(import.meta.dirname, '..');
const aliases: [prefix: string, folder: string][] = [
  ['@/', 'apps/web/src/'],
  ['@rgcc/shared/', 'packages/shared/src/'],
];
const sourceFiles = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'apps', 'packages'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx)$/.test(file) && !file.includes('/migrations/') && fs.existsSync(path.join(root, file)));
const known = new Set(sourceFiles);

function resolve(from: string, specifier: string): string | undefined {
  const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
  const base = alias ? alias[1] + specifier.slice(alias[0].length) : specifier.startsWith('.') ? path.join(path.dirname(from), specifier) : undefined;
  if (base === undefined) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => known.has(candidate));
}

function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(root, file), 'utf8'), true, true);
  return importedFiles.map((imported) => resolve(file, imported.fileName)).filter((target): target is string => target !== undefined);
}

/** The loops, each as the files on it (Tarjan's strongly connected components). */
function loopsOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || graph.get(file)!.includes(file)) loops.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return loops;
}

describe('the import graph of apps/ and packages/', () => {
  const graph = new Map(sourceFiles.map((file) => [file, importsOf(file)]));

  it('is read from the real files (a resolver that found nothing would pass any graph)', () => {
    expect(graph.get('apps/server/src/server.ts')).toContain('apps/server/src/app.ts');
    expect(graph.get('apps/web/src/app/router.tsx')?.some((file) => file.startsWith('apps/web/src/features/'))).toBe(true);
    expect([...graph.values()].flat().some((file) => file.startsWith('packages/shared/src/'))).toBe(true);
  });

  it('finds a loop when there is one', () => {
    expect(loopsOf(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c']]);
  });

  it('has no loops', () => {
    expect(loopsOf(graph)).toEqual([]);
  });
});
