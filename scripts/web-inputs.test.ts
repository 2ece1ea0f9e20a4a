import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { webInputFiles, webInputsHash } from './build/web-inputs';

/**
 * `npm start` skips the web build while the hash of its inputs is unchanged, so that a restart
 * is the server's start alone; a source the hash missed would leave a stale site, and an output
 * it counted would build again at every start.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-web-inputs-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

const sources = [
  'apps/web/src/main.tsx',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public/favicon.svg',
  'packages/shared/src/account/setup.ts',
  'scripts/build/steps.ts',
  'package.json',
  'package-lock.json',
];
const outputs = ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js', 'apps/web/public/media/home/hero-960.avif', 'node_modules/vite/index.js', 'apps/web/node_modules/x/index.js'];
for (const file of [...sources, ...outputs]) write(file, 'first');

describe('the web build inputs', () => {
  it('are the sources of the site, its libraries and the build, not what the build or the media generator write', () => {
    expect(webInputFiles(root)).toEqual([...sources].sort());
  });

  it.each(sources)('hash again when %s changes', (file) => {
    const before = webInputsHash(root);
    write(file, `changed ${Math.random()}`);
    expect(webInputsHash(root)).not.toBe(before);
  });

  it('hash the same when only outputs change', () => {
    const before = webInputsHash(root);
    for (const file of outputs) write(file, `rebuilt ${Math.random()}`);
    expect(webInputsHash(root)).toBe(before);
  });

  it('cover the files of this repository the build reads', () => {
    const files = webInputFiles();
    for (const file of ['apps/web/vite.config.ts', 'apps/web/index.html', 'apps/web/src/main.tsx', 'apps/web/public/manifest.webmanifest', 'packages/shared/src/common/page-paths.ts', 'package-lock.json']) {
      expect(files).toContain(file);
    }
    expect(files.filter((file) => /(^|\/)(dist|dist-server|node_modules)\/|public\/media\//.test(file))).toEqual([]);
  });
});
