import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CurrentAccount } from '@rgcc/shared/account/account';
import type { Locale } from '@rgcc/shared/format/locale';
import { rootRouteId, signedInRouteId } from '@/lib/page-data';
import { LocaleContext } from '@/lib/use-locale';

/**
 * A page for the person signed in, as the router shows it (app/router.tsx): under the root's data
 * and the signed-in guard's `account`, its own loader answering `data`, in `locale`.
 */
export function renderSignedInPage(options: { path: string; Component: ComponentType; data?: unknown; account: CurrentAccount; locale?: Locale }) {
  const { path, Component, data = null, account, locale = 'en' } = options;
  const router = createMemoryRouter(
    [
      {
        id: rootRouteId,
        loader: () => ({ renderedAt: Date.now(), club: {} }),
        HydrateFallback: () => null,
        children: [{ id: signedInRouteId, loader: () => ({ account }), children: [{ path, loader: () => data, Component }] }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>,
  );
}
