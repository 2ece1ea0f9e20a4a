import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Whoever clones the repository has only the repository: nothing in it may point at a folder
 * beside it (the brief it was first built from), and the links of the docs must lead somewhere.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const thisFile = path.relative(root, fileURLToPath(import.meta.url)).split(path.sep).join('/');

/** What only a folder outside the repository could answer. */
const outsidePointers = ['../shared/', '/work/shared', 'DESIGN.md'];

/** Not text, or not ours to word: skipped by name before any byte is read. */
const skippedName = /(^|\/)(package-lock\.json|[^/]*\.lock)$|\.(png|jpe?g|gif|webp|avif|ico|bmp|tiff?|mp4|webm|mov|mp3|ogg|wav|woff2?|ttf|otf|eot|pdf|zip|gz|br|tgz|wasm)$/i;

const tracked: string[] = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  .split('\0')
  .filter((file) => file !== '');
const trackedSet = new Set(tracked);
const trackedDirs = new Set(tracked.flatMap((file) => file.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));

/** The file's text, or null when it is gone from the working tree or binary (a NUL byte, as git decides). */
function readText(file: string): string | null {
  const absolute = path.join(root, file);
  if (!fs.existsSync(absolute) || !fs.statSync(absolute).isFile()) return null;
  const bytes = fs.readFileSync(absolute);
  if (bytes.subarray(0, 8000).includes(0)) return null;
  return bytes.toString('utf8');
}

const markdownFiles = tracked.filter((file) => file === 'README.md' || /^docs\/.+\.md$/.test(file));

/** Lines outside fenced code blocks, with inline code spans blanked, so that examples are not taken for links or headings. */
function proseLines(text: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  let fence: string | null = null;
  text.split('\n').forEach((raw, index) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(raw)?.[1];
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === null ? marker : null;
      return;
    }
    if (fence !== null) return;
    lines.push({ line: index + 1, text: raw.replace(/(`+)[^`]*?\1/g, (span) => ' '.repeat(span.length)) });
  });
  return lines;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2 … */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const raw of text.split('\n')) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(raw)?.[1];
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(raw)?.[1];
    if (heading === undefined) continue;
    const plain = heading
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*]/g, '')
      .toLowerCase();
    const base = plain.replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

interface Link {
  file: string;
  line: number;
  target: string;
}

/** Inline links and images `[x](target "title")`, `[x](<target>)`, and reference definitions `[x]: target`. */
function linksOf(file: string, text: string): Link[] {
  const links: Link[] = [];
  for (const { line, text: prose } of proseLines(text)) {
    for (const match of prose.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g)) {
      links.push({ file, line, target: match[1]!.replace(/^<|>$/g, '') });
    }
    const definition = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(prose)?.[1];
    if (definition) links.push({ file, line, target: definition.replace(/^<|>$/g, '') });
  }
  return links;
}

/** Links that leave the repository by design: another site, mail, a phone number. */
const external = /^[a-z][a-z0-9+.-]*:/i;

/** Where a relative link leads, as a path from the root, and its anchor. */
function resolve(link: Link): { target: string; anchor: string | null } {
  const [pathPart = '', anchor] = link.target.split('#', 2) as [string, string | undefined];
  const withoutQuery = decodeURI(pathPart.split('?')[0]!);
  const from = withoutQuery.startsWith('/') ? '' : path.posix.dirname(link.file);
  const target = withoutQuery === '' ? link.file : path.posix.normalize(path.posix.join(from, withoutQuery)).replace(/\/$/, '');
  return { target, anchor: anchor ?? null };
}

describe('the repository stands on its own', () => {
  it('lists its files through git', () => {
    expect(tracked).toContain('README.md');
  });

  it('has no file that points at a folder outside it', () => {
    const offenders: string[] = [];
    for (const file of tracked) {
      if (file === thisFile || skippedName.test(file)) continue;
      const text = readText(file);
      if (text === null) continue;
      text.split('\n').forEach((line, index) => {
        for (const pointer of outsidePointers) {
          if (line.includes(pointer)) offenders.push(`${file}:${index + 1} mentions ${pointer}`);
        }
      });
    }
    expect(offenders, 'cite the files in docs/ instead').toEqual([]);
  });

  it('finds the docs to check', () => {
    expect(markdownFiles).toContain('README.md');
    expect(markdownFiles.some((file) => file.startsWith('docs/'))).toBe(true);
  });

  it('has relative links in README.md and docs/ that lead to files in the repository', () => {
    const broken: string[] = [];
    for (const file of markdownFiles) {
      const text = readText(file);
      if (text === null) continue;
      for (const link of linksOf(file, text)) {
        if (external.test(link.target) || link.target.startsWith('#')) continue;
        const { target } = resolve(link);
        if (target === '..' || target.startsWith('../')) broken.push(`${file}:${link.line} ${link.target} leaves the repository`);
        else if (!trackedSet.has(target) && !trackedDirs.has(target)) broken.push(`${file}:${link.line} ${link.target} leads to no file in the repository`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('has anchors in those links that name a heading of the file they lead to', () => {
    const broken: string[] = [];
    const anchorCache = new Map<string, Set<string>>();
    for (const file of markdownFiles) {
      const text = readText(file);
      if (text === null) continue;
      for (const link of linksOf(file, text)) {
        if (external.test(link.target)) continue;
        const { target, anchor } = resolve(link);
        if (!anchor || !target.endsWith('.md') || !trackedSet.has(target)) continue;
        if (!anchorCache.has(target)) anchorCache.set(target, anchorsOf(readText(target) ?? ''));
        if (!anchorCache.get(target)!.has(anchor)) broken.push(`${file}:${link.line} ${link.target} names no heading of ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
