import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadTexts } from '@/lib/texts';
import type { Locale } from '@rgcc/shared/format/locale';

/**
 * Each page is its own chunk: a visitor downloads only the code of the pages they open. Loaders
 * stay out of the chunks, so that a navigation fetches a page's data and code at once.
 */
export function page<M>(load: () => Promise<M>, name: keyof M): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] as ComponentType }) };
}

/**
 * A route whose loader is fetched along with its page's code: the pages for the person signed in
 * and their guards. No visitor of the club's pages downloads them or what they import.
 */
export function withData<A, M>(loadApi: () => Promise<A>, loader: keyof A, load?: () => Promise<M>, name?: keyof M): Pick<RouteObject, 'lazy'> {
  return {
    lazy: {
      loader: async () => (await loadApi())[loader] as RouteObject['loader'],
      ...(load && name && { Component: async () => (await load())[name] as ComponentType }),
    },
  };
}

/** The guards ask the server at every navigation, so a session ended elsewhere is noticed at the next click. */
export const everyNavigation = () => true;

/** What a page's route holds besides its path, which comes from the shared lists of pages. */
export type PageRoute = Pick<RouteObject, 'loader' | 'lazy'>;

/**
 * A page's route in a language: once its code has loaded, the texts its code declared are loaded
 * in that language, before the page shows (lib/texts.tsx).
 */
export function inLocale({ lazy, ...route }: PageRoute, locale: Locale | (() => Locale)): PageRoute {
  const thenTexts =
    <T,>(load: () => Promise<T>) =>
    async () => {
      const loaded = await load();
      await loadTexts(typeof locale === 'function' ? locale() : locale);
      return loaded;
    };
  if (typeof lazy === 'function') return { ...route, lazy: thenTexts(lazy) };
  if (!lazy) return route;
  return { ...route, lazy: Object.fromEntries(Object.entries(lazy).map(([key, load]) => [key, thenTexts(load as () => Promise<unknown>)])) };
}
