import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { isPagePath } from '@rgcc/shared/constants/page-paths';
import { oneYearSeconds, type AppInstance } from '../app';

const oneWeekSeconds = 604_800;
const secretLinkPaths = /^\/(reset-password|user)\//;

/**
 * The page file for a path: the web build prerenders every fixed page into `pages/<name>.html`
 * (apps/web/scripts/prerender-pages.mjs); pages with an id in the path get the empty shell,
 * `index.html`, and render in the browser. Any other path gets the not-found page with a 404.
 */
function pageFileFor(pathname: string, prerendered: ReadonlySet<string>): { file: string; status: 200 | 404 } {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!isPagePath(trimmed)) return { file: prerendered.has('404') ? 'pages/404.html' : 'index.html', status: 404 };
  const name = trimmed === '/' ? 'index' : trimmed.slice(1);
  return { file: prerendered.has(name) ? `pages/${name}.html` : 'index.html', status: 200 };
}

/**
 * Serves the built site: hashed assets cached for a year, media for a week, pages revalidated
 * on every visit (a deployment must show at once), and the page file for every other GET so that
 * client-side routes survive a reload.
 */
export function registerWebApp(app: AppInstance, distDir: string) {
  const hasBuild = fs.existsSync(path.join(distDir, 'index.html'));
  const pagesDir = path.join(distDir, 'pages');
  const prerendered = new Set(
    fs.existsSync(pagesDir) ? fs.readdirSync(pagesDir).filter((name) => name.endsWith('.html')).map((name) => name.slice(0, -'.html'.length)) : [],
  );

  if (hasBuild) {
    app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const topFolder = path.relative(distDir, filePath).split(path.sep)[0];
        if (topFolder === 'assets') {
          reply.header('Cache-Control', `public, max-age=${oneYearSeconds}, immutable`);
        } else if (topFolder === 'media' || topFolder === 'static-media') {
          reply.header('Cache-Control', `public, max-age=${oneWeekSeconds}`);
        } else {
          reply.header('Cache-Control', 'no-cache');
        }
      },
    });
  }

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    // The web app renders the not-found page itself; the status tells crawlers the truth.
    const pathname = request.url.split('?')[0]!;
    const { file, status } = pageFileFor(pathname, prerendered);
    // A reset or verification link carries its secret in the path: no page it leads to may pass it on.
    if (secretLinkPaths.test(pathname)) void reply.header('Referrer-Policy', 'no-referrer');
    return reply.code(status).header('Cache-Control', 'no-cache').sendFile(file, distDir);
  };

  // The static files' wildcard would answer `/` itself, as a directory (403), to a client that
  // accepts no compression (curl, monitors); the home page is a page like any other.
  if (hasBuild) app.get('/', { schema: { hide: true } }, sendPage);

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (request.url.startsWith('/api/') || request.url === '/api' || !isPageRequest || !hasBuild) {
      return reply.code(404).send({ message: 'Not found.' });
    }
    return sendPage(request, reply);
  });
}
