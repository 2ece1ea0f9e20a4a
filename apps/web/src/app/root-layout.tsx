import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAfterFirstInteraction } from '@/lib/deferred-loading';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Toasts only follow something the visitor did, so the toast library loads after a first
// interaction; toasts raised before it mounts are shown when it does.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Every navigation starts at the top of the new page (spec 2.2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  const interacted = useAfterFirstInteraction();
  // Marks the moment a prerendered page has been hydrated and its buttons work (browser tests
  // wait for it; before it, links work as plain links but buttons do nothing yet).
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded bg-cream px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <ScrollToTop />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="min-h-dvh outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      {interacted && (
        <Suspense>
          <Toaster position="top-center" richColors closeButton visibleToasts={20} />
        </Suspense>
      )}
    </>
  );
}
