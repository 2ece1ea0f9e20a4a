// Writes dist/pages/<name>.html for every fixed page path, from the SSR build of
// src/entry-prerender.tsx and the built dist/index.html. The server sends these files
// (apps/server/src/http/web-app.ts); a page without one gets the empty index.html.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The libraries' production code paths, as in the browser bundle (the SSR build leaves
// process.env.NODE_ENV to be read at run time).
process.env.NODE_ENV = 'production';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(webDir, 'dist');
const { prerenderPage, pathsToPrerender, notFoundPath } = await import(
  pathToFileURL(path.join(webDir, 'dist-prerender/entry-prerender.js')).href
);

const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root');
const escapeHtml = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Must match the server's lookup: `/` is index, `/about` is about, the not-found page is 404. */
const fileNameOf = (pagePath) => (pagePath === '/' ? 'index' : pagePath === notFoundPath ? '404' : pagePath.slice(1));

fs.mkdirSync(path.join(distDir, 'pages'), { recursive: true });
for (const pagePath of pathsToPrerender) {
  const { html, title } = await prerenderPage(pagePath);
  const page = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
  fs.writeFileSync(path.join(distDir, 'pages', `${fileNameOf(pagePath)}.html`), page);
}
console.log(`prerendered ${pathsToPrerender.length} pages into ${path.relative(process.cwd(), path.join(distDir, 'pages'))}`);
