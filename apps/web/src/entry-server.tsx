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
import { isPublicPagePath, isServerRenderedPath, isSignedInAreaPath, localeOfPath, pathInLocale } from '@rgcc/shared/common/page-paths';
import { locales, type Locale } from '@rgcc/shared/format/locale';
import { appRoutes } from './app/router';
import { signedInRoutes } from './app/signed-in-routes';
import { serverRouterContext, type PageDataSource } from './lib/page-data';
import { hydrationDataElementId, type HandedOverData } from './lib/hydration-data';
import { ServerTitle } from './lib/use-document-title';
import { loadTexts, TextsUsed, textsUsed } from './lib/texts';
// The file styles.css names for Bengali (the same hashed asset).
import banglaFontUrl from './assets/fonts/noto-sans-bengali-wght-400-700.woff2?url';

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
function handedOver(context: StaticHandlerContext, texts: HandedOverData['texts']): HandedOverData {
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
  return { loaderData: context.loaderData, errors: errors ?? null, texts };
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

/** The page's twin in each language, for search engines (a public page's; other pages have one path). */
function languageLinks(url: URL): string {
  if (!isPublicPagePath(url.pathname)) return '';
  const href = (locale: Locale) => escapeHtml(`${url.origin}${pathInLocale(url.pathname, locale)}`);
  return locales.map((locale) => `<link rel="alternate" hreflang="${locale}" href="${href(locale)}" />`).join('') + `<link rel="alternate" hreflang="x-default" href="${href('en')}" />`;
}

/**
 * A Bangla page asks for its Bengali font with the page, not once its styles and text are laid
 * out: all of its text waits on that font, and a late one moves the page when it arrives.
 */
const headOf: Record<Locale, string> = { en: '', bn: `<link rel="preload" href="${banglaFontUrl}" as="font" type="font/woff2" crossorigin />` };

/**
 * `template` is the built `index.html`. Pages for the person signed in (and pages that need what
 * the previous page handed over) are not rendered here: they get the empty shell and render in the
 * browser, so the server never puts one person's page where another could be given it.
 */
export function createPageRenderer(template: string) {
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  if (!template.includes('<html lang="en">')) throw new Error('index.html has no <html lang="en">');
  // The routes the browser has for the path (app/start-app.tsx): a public page's are not the
  // console's and the member's hundreds, which every render would match and convert again.
  const publicHandler = createStaticHandler(appRoutes([]));
  const signedInAreaHandler = createStaticHandler(appRoutes(signedInRoutes));

  return async function renderPage(url: URL, source: PageDataSource): Promise<RenderedPage> {
    const locale = localeOfPath(url.pathname);
    const shell = template.replace('<html lang="en">', `<html lang="${locale}">`).replace('</head>', () => `${headOf[locale]}</head>`);
    if (!isServerRenderedPath(url.pathname)) return { status: 200, html: shell };
    const handler = isSignedInAreaPath(url.pathname) ? signedInAreaHandler : publicHandler;
    const context = await handler.query(new Request(url), { requestContext: serverRouterContext(source) });
    if (context instanceof Response) return { status: context.status, html: '', location: context.headers.get('Location') ?? '/' };
    // The page's own parts were loaded with its code; the header's, the footer's and the not-found page's here.
    await loadTexts(locale);
    let title = '';
    const used = new Set<string>();
    const appHtml = await renderToHtml(
      <ServerTitle value={(asked) => (title = asked)}>
        <TextsUsed value={used}>
          <StrictMode>
            {/* No inline hydration script: the CSP allows scripts from our own files only. */}
            <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
          </StrictMode>
        </TextsUsed>
      </ServerTitle>,
    );
    const data = handedOver(context, textsUsed(locale, used));
    const html = shell
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>${languageLinks(url)}`)
      .replace('<div id="root"></div>', () => `<div id="root">${appHtml}</div><script type="application/json" id="${hydrationDataElementId}">${jsonForScript(data)}</script>`);
    return { status: context.statusCode, html };
  };
}
