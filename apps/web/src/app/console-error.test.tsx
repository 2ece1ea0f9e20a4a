import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, data, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/use-locale';
import type { Locale } from '@rgcc/shared/format/locale';
import { ConsoleError } from './console-error';

/** A console page whose loader fails with `error`, under a stand-in console frame and the error element of console pages. */
function renderConsolePage(path: string, error: unknown, locale: Locale = 'en') {
  const router = createMemoryRouter(
    [
      {
        Component: () => (
          <>
            <nav aria-label="Staff console">sections</nav>
            <Outlet />
          </>
        ),
        children: [
          {
            errorElement: <ConsoleError />,
            children: [{ path, loader: () => Promise.reject(error), Component: () => <p>the page</p> }],
          },
        ],
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

afterEach(cleanup);

describe('ConsoleError', () => {
  it('says which roles a section outside the person’s role is for, inside the console', async () => {
    renderConsolePage('/admin/content/leaders', data({ message: 'Your staff role does not include Content.' }, { status: 403 }));
    expect(await screen.findByRole('heading', { name: 'Not part of your role' })).toBeInTheDocument();
    expect(screen.getByText('Your staff role does not include Content.')).toBeInTheDocument();
    expect(screen.getByText(/Content is for staff in the Admin and Content roles\./)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Staff console' })).toBeInTheDocument();
    expect(screen.queryByText('the page')).not.toBeInTheDocument();
  });

  it('names a single role alone', async () => {
    renderConsolePage('/admin/audit-log', data(null, { status: 403 }));
    expect(await screen.findByText(/Audit log is for staff in the Admin role\./)).toBeInTheDocument();
  });

  it('shows the site’s error page for anything else, still inside the console', async () => {
    renderConsolePage('/admin/events', data(null, { status: 404 }));
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Staff console' })).getByText('sections')).toBeInTheDocument();
  });

  it('lists three roles with commas and “and”', async () => {
    renderConsolePage('/admin/golf/tees', data(null, { status: 403 }));
    expect(await screen.findByText(/Golf is for staff in the Admin, Membership and Content roles\./)).toBeInTheDocument();
  });

  it('speaks Bangla on a Bangla page: the heading, the section, its roles and who can change them', async () => {
    renderConsolePage('/admin/golf/tees', data(null, { status: 403 }), 'bn');
    expect(await screen.findByRole('heading', { name: 'এটি আপনার ভূমিকার অংশ নয়' })).toBeInTheDocument();
    expect(screen.getByText(/^গলফ অংশটি অ্যাডমিন, সদস্যপদ ও কনটেন্ট ভূমিকার স্টাফদের জন্য। স্টাফ পাতায় একজন অ্যাডমিন আপনার ভূমিকা বদলে দিতে পারেন।$/)).toBeInTheDocument();
  });
});
