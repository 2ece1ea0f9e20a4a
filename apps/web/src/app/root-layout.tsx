import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useRouteLoaderData } from 'react-router';
import type { CurrentAccount } from '@rgcc/shared/account/account';
import { signedInRouteId } from '@/lib/page-data';
import { useAfterFirstInteraction } from '@/lib/deferred-loading';
import { useTexts } from '@/lib/texts';
import { markPageInteractive } from '@/lib/use-hydrated';
import { LocaleContext } from '@/lib/use-locale';
import { isPublicPagePath, localeOfPath, pathInLocale } from '@rgcc/shared/common/page-paths';
import { locales, type Locale } from '@rgcc/shared/format/locale';
import { siteTexts } from './site-texts';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Toasts follow something the visitor did, so the toast library loads after a first
// interaction, or when a redirect brings a notice to show (`state.notice`).
const AppToaster = lazy(() => import('./app-toaster').then((m) => ({ default: m.AppToaster })));

/** Every navigation starts at the top of the new page (spec 2.2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * Marks the moment the page itself has hydrated and its buttons work (browser tests wait for it;
 * before it, links work as plain links but buttons do nothing yet). It sits after the page in
 * the page's Suspense boundary, whose effects run once the page has hydrated (a boundary nested
 * in the page, like a home page section, may still follow).
 */
function PageHydrated() {
  useEffect(() => {
    markPageInteractive();
  }, []);
  return null;
}

/**
 * The document's language and its twin links follow the page as the visitor moves between pages
 * (the server wrote the first page's, entry-server.tsx).
 */
function DocumentLanguage({ pathname, locale }: { pathname: string; locale: Locale }) {
  useEffect(() => {
    document.documentElement.lang = locale;
    document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove());
    if (!isPublicPagePath(pathname)) return;
    const twins: [string, Locale][] = [...locales.map((locale) => [locale, locale] as [string, Locale]), ['x-default', 'en']];
    for (const [hreflang, locale] of twins) {
      const link = Object.assign(document.createElement('link'), { rel: 'alternate', hreflang, href: new URL(pathInLocale(pathname, locale), window.location.origin).href });
      document.head.append(link);
    }
  }, [pathname, locale]);
  return null;
}

function SkipLink() {
  const t = useTexts(siteTexts);
  return (
    <a href="#main" className="sr-only z-50 rounded bg-cream px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
      {t('skipToContent')}
    </a>
  );
}

/**
 * The site's frame, in the page's language: a public page's is its path's (`/bn/…` is Bangla); a
 * page for the person signed in, which has one path, is in the language of their account.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const signedIn = useRouteLoaderData(signedInRouteId) as { account: CurrentAccount } | undefined;
  const locale = signedIn?.account.language ?? localeOfPath(pathname);
  return (
    <LocaleContext value={locale}>
      <DocumentLanguage pathname={pathname} locale={locale} />
      <Site />
    </LocaleContext>
  );
}

function Site() {
  const interacted = useAfterFirstInteraction();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  return (
    <>
      <SkipLink />
      <ScrollToTop />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="min-h-dvh outline-none">
        {/* The page hydrates apart from the header and footer, in tasks the browser can interrupt
            (decision 0012): as one task, hydrating a long page blocked a phone for half a second. */}
        <Suspense>
          <Outlet />
          <PageHydrated />
        </Suspense>
      </main>
      <SiteFooter />
      {(interacted || notice) && (
        <Suspense>
          <AppToaster notice={notice} noticeId={location.key} />
        </Suspense>
      )}
    </>
  );
}
