/**
 * Renders a page on the server at request time, with the data it shows, and hands that data to
 * the browser, which hydrates the page without fetching it again. The server
 * (apps/server/src/http/page-renderer.ts) loads the SSR build of this file.
 */
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { isServerRenderedPath } from '@rgcc/shared/common/page-paths';
import { routes } from './app/router';
import { serverRouterContext, type PageDataSource } from './lib/page-data';
import { hydrationDataElementId, type HandedOverData } from './lib/hydration-data';
import { ServerTitle } from './lib/use-document-title';

export interface RenderedPage {
  status: number;
  html: string;
  /** Where a redirect (status 3xx) sends the browser, e.g. to sign in first. */
  location?: string;
}

const escapeHtml = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** JSON inside <script>: `<` escaped, so that no value can close the element or open a comment. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** What the browser's router starts from: the data of each route the server rendered. */
function handedOver(context: StaticHandlerContext): HandedOverData {
  const errors =
    context.errors &&
    Object.fromEntries(
      Object.entries(context.errors).map(([id, error]) => [
        id,
        isRouteErrorResponse(error)
          ? { status: error.status, statusText: error.statusText, data: error.data as unknown }
          : { name: error instanceof Error ? error.name : 'Error', message: error instanceof Error ? error.message : String(error) },
      ]),
    );
  return { loaderData: context.loaderData, errors: errors ?? null };
}

/** React's output, whole: every Suspense boundary in place, so no inline script reveals one (decision 0012). */
function renderToHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        const output = new PassThrough();
        text(output).then(resolve, reject);
        stream.pipe(output);
      },
      onShellError: reject,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
  });
}

/**
 * `template` is the built `index.html`. Pages for the person signed in (and pages that need what
 * the previous page handed over) are not rendered here: they get the empty shell and render in the
 * browser, so the server never puts one person's page where another could be given it.
 */
export function createPageRenderer(template: string) {
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  const handler = createStaticHandler(routes);

  return async function renderPage(url: URL, source: PageDataSource): Promise<RenderedPage> {
    if (!isServerRenderedPath(url.pathname)) return { status: 200, html: template };
    const context = await handler.query(new Request(url), { requestContext: serverRouterContext(source) });
    if (context instanceof Response) return { status: context.status, html: '', location: context.headers.get('Location') ?? '/' };
    let title = '';
    const appHtml = await renderToHtml(
      <ServerTitle value={(asked) => (title = asked)}>
        <StrictMode>
          {/* No inline hydration script: the CSP allows scripts from our own files only. */}
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </StrictMode>
      </ServerTitle>,
    );
    const html = template
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${appHtml}</div><script type="application/json" id="${hydrationDataElementId}">${jsonForScript(handedOver(context))}</script>`,
      );
    return { status: context.statusCode, html };
  };
}
