import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What a loader of the web app reads its data from (apps/web/src/lib/page-data.ts). */
export interface PageDataSource {
  get(path: string): Promise<{ status: number; body: unknown }>;
}

/** A rendered page, or a redirect (`location`, e.g. to sign in first). */
export type RenderPage = (url: URL, source: PageDataSource) => Promise<{ status: number; html: string; location?: string }>;

/**
 * The web build's server bundle (`apps/web/dist-server/entry-server.js`, next to `dist`), made
 * ready with the built `index.html`; null when the site has not been built.
 */
export async function loadPageRenderer(distDir: string): Promise<RenderPage | null> {
  const bundle = path.join(distDir, '..', 'dist-server', 'entry-server.js');
  const template = path.join(distDir, 'index.html');
  if (!fs.existsSync(bundle) || !fs.existsSync(template)) return null;
  const { createPageRenderer } = (await import(pathToFileURL(bundle).href)) as { createPageRenderer(template: string): RenderPage };
  return createPageRenderer(fs.readFileSync(template, 'utf8'));
}
