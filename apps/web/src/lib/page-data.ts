import { createContext, RouterContextProvider, useRouteLoaderData } from 'react-router';
import { api, ApiRequestError } from './api-client';

/**
 * Where a page's loader reads the club's content: the API in the browser, and the server's own
 * API in process while it renders the page (apps/server/src/http/page-renderer.ts). Either way
 * the loader asks for the same `/api/...` path and gets the same JSON.
 */
export interface PageDataSource {
  /** The parsed answer, or null when the API answers 404 (a missing event or category). */
  getJson(path: string): Promise<unknown>;
}

export const pageDataSource = createContext<PageDataSource>();

const fromTheApi: PageDataSource = {
  async getJson(path) {
    try {
      return await api.get<unknown>(path);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) return null;
      throw error;
    }
  },
};

/** The router's context in the browser: each navigation's loaders read the API. */
export function browserRouterContext(): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(pageDataSource, fromTheApi);
  return context;
}

export function serverRouterContext(source: PageDataSource): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(pageDataSource, source);
  return context;
}

interface LoaderArgs {
  context: unknown;
}

/** Ids of content rows are positive integers; anything else can never match, so it is not worth a request. */
export const isContentId = (id: string) => /^[1-9]\d{0,8}$/.test(id);

/** What a loader calls: `await readContent<Leader[]>(args, '/api/leaders')`. */
export function readContent<T>({ context }: LoaderArgs, path: string): Promise<T> {
  return (context as RouterContextProvider).get(pageDataSource).getJson(path) as Promise<T>;
}

/** The root route's data: the moment the page was rendered, which every page's first render uses. */
export interface RootData {
  renderedAt: number;
}

export const rootRouteId = 'root';

export const rootLoader = (): RootData => ({ renderedAt: Date.now() });

/** The instant the page was rendered (on the server, or in the browser for a later navigation). */
export function useRenderedAt(): number {
  return (useRouteLoaderData(rootRouteId) as RootData).renderedAt;
}
