/**
 * Renders a page to HTML at build time (scripts/prerender-pages.mjs), so that visitors and
 * crawlers see the page before its code has loaded; main.tsx then hydrates it. Content from the
 * API is not prerendered (staff edit it): those parts show their loading state until fetched.
 */
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { browserOnlyPaths, pagePaths } from '@rgcc/shared/constants/page-paths';
import { AppProviders, createQueryClient } from './app/app-providers';
import { routes } from './app/router';
import { takePrerenderedTitle } from './lib/use-document-title';

/** A path no route claims, so the catch-all not-found page renders. */
export const notFoundPath = '/__not-found';

/**
 * Every page with a fixed path. Pages of one event or menu category, and pages that need what
 * the previous page handed over, are rendered in the browser.
 */
export const pathsToPrerender: readonly string[] = [
  ...pagePaths.filter((path) => !path.includes(':') && !browserOnlyPaths.includes(path)),
  notFoundPath,
];

export async function prerenderPage(path: string): Promise<{ html: string; title: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect or response`);
  // A page whose code failed to load would be written out as the error page: stop the build.
  if (context.errors) throw new Error(`${path} failed to render: ${Object.values(context.errors).map(String).join('; ')}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Waits for lazily loaded parts (a form in its own chunk), so the page arrives whole.
  const html = await new Promise<string>((resolve, reject) => {
    const stream = renderToPipeableStream(
      <AppProviders queryClient={createQueryClient()}>
        {/* No inline hydration script: the CSP allows scripts from our own files only. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
      {
        onAllReady() {
          const output = new PassThrough();
          text(output).then(resolve, reject);
          stream.pipe(output);
        },
        onShellError: reject,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
  });
  return { html, title: takePrerenderedTitle() };
}
