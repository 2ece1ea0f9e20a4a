import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { isLivePagePath, isPagePath, isServerRenderedPath, isSessionPagePath, localeOfPath } from '@rgcc/shared/common/page-paths';
import { clubToday } from '@rgcc/shared/format/club-date';
import { oneYearSeconds, type AppInstance } from './app-instance';
import { ContentCache } from './content-cache';
import { databaseUnavailable, outOfStorage, type ServiceFault } from './faults';
import { sessionCookieName } from './current-account';
import { loadPageRenderer, type PageDataSource, type RenderPage } from './page-renderer';

const oneWeekSeconds = 604_800;
const secretLinkPaths = /^\/(reset-password|user|staff-invite|setup|newsletter|card)\//;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A rendered page, kept with its compressed forms so that a cached page costs no compression. */
interface RenderedPage {
  status: number;
  html: string;
  location?: string;
  /** Sent as `Retry-After` with a page that failed for a fault of the service. */
  retryAfterSeconds?: number;
  br: Buffer;
  gzip: Buffer;
}

function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !quality || !/^\s*q=0(\.0*)?\s*$/.test(quality))
      .map(([name]) => name!.toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/**
 * Serves the site. The server renders each page with the club's current content (the web build's
 * `entry-server.tsx`) and keeps the result while the content version and the club's date stay
 * the same; pages for the person signed in are rendered with their session and never kept.
 * Hashed assets are cached for a year, media for a week, pages revalidated on every visit.
 */
export async function registerWebApp(app: AppInstance, distDir: string, inProcess: { header: string; token: string }) {
  const hasBuild = fs.existsSync(path.join(distDir, 'index.html'));
  const renderPage: RenderPage | null = hasBuild ? await loadPageRenderer(distDir) : null;
  const pageCache = new ContentCache<RenderedPage>(app.contentVersion, 200);
  const banglaShell = hasBuild ? fs.readFileSync(path.join(distDir, 'index.html'), 'utf8').replace('<html lang="en">', '<html lang="bn">') : null;

  /**
   * Loaders read the API in process, exactly as the browser would over HTTP. These requests are
   * part of the page's own request, so they are not logged again (see app.ts). Only a page that
   * shows the person signed in passes on their session cookie, and nothing else of the request.
   */
  const fromOwnApi = (sessionToken: string | undefined): PageDataSource => ({
    async get(apiPath) {
      const answer = await app.inject({
        method: 'GET',
        url: apiPath,
        headers: {
          accept: 'application/json',
          [inProcess.header]: inProcess.token,
          ...(sessionToken && { cookie: `${sessionCookieName}=${sessionToken}` }),
        },
      });
      return { status: answer.statusCode, body: answer.body ? (JSON.parse(answer.body) as unknown) : undefined };
    },
  });
  const withoutSession = fromOwnApi(undefined);

  const render = async (url: URL, source: PageDataSource): Promise<RenderedPage> => {
    // A page that failed because the API did (the database down, the disk full) says so with the
    // API's status, so that a browser, a crawler or a load balancer knows to try again later.
    let fault: ServiceFault | undefined;
    const watched: PageDataSource = {
      async get(apiPath) {
        const answer = await source.get(apiPath);
        fault ??= [databaseUnavailable, outOfStorage].find((each) => each.statusCode === answer.status);
        return answer;
      },
    };
    const rendered = await renderPage!(url, watched);
    const { html, location } = rendered;
    const status = fault && rendered.status >= 500 ? fault.statusCode : rendered.status;
    const [brBody, gzipBody] = await Promise.all([
      brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
      gzip(html, { level: 6 }),
    ]);
    return { status, html, location, br: brBody, gzip: gzipBody, retryAfterSeconds: fault?.retryAfterSeconds };
  };

  if (hasBuild) {
    app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // A dotfile in the build is the tools' own (the media's input stamp), never the site's.
      dotfiles: 'ignore',
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

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // The club's own address, for what the page names absolutely (its twin in the other language).
    const url = new URL(request.url, app.deps.config.PUBLIC_URL);
    const trimmed = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    // The not-found page is rendered like any other; the status tells crawlers the truth.
    const known = isPagePath(trimmed);
    // A reset, verification, invitation, setup, newsletter or card link carries its secret in the URL: no page it leads to may pass it on.
    if (secretLinkPaths.test(url.pathname)) void reply.header('Referrer-Policy', 'no-referrer');
    const forSession = known && isSessionPagePath(trimmed);
    const live = known && isLivePagePath(trimmed);
    // A page with someone's account or standing in it is kept by no one: not here, not by a browser or proxy.
    void reply.header('Cache-Control', forSession || live ? 'private, no-store' : 'no-cache');
    if (live) void reply.header('X-Robots-Tag', 'noindex');
    if (!renderPage || (known && !isServerRenderedPath(trimmed))) {
      // The empty shell, in the page's language (it renders in the browser, and names no twin: its path holds a secret).
      if (banglaShell && localeOfPath(trimmed) === 'bn') return reply.code(known ? 200 : 404).type('text/html; charset=utf-8').send(banglaShell);
      return reply.code(known ? 200 : 404).sendFile('index.html', distDir);
    }
    let page: RenderedPage;
    if (forSession) {
      page = await render(url, fromOwnApi(request.cookies[sessionCookieName]));
    } else if (url.search || live) {
      // Pages with a query string, and live pages, are not kept.
      page = await render(url, withoutSession);
    } else {
      // The same page for every visitor: the server renders no one's session into it (the header
      // shows the visitor's state once the page runs).
      page = await pageCache.get(`${clubToday()} ${url.pathname}`, () => render(url, withoutSession), (rendered) => rendered.status === 200);
    }
    if (page.location) return reply.redirect(page.location, page.status);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    void reply
      .code(known ? page.status : 404)
      .type('text/html; charset=utf-8')
      .header('Vary', 'Accept-Encoding');
    if (page.retryAfterSeconds) void reply.header('Retry-After', String(page.retryAfterSeconds));
    if (encoding) return reply.header('Content-Encoding', encoding).send(page[encoding]);
    return reply.send(page.html);
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
