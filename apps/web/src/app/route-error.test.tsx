import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiAnswerError, pageLoadFailedMessage } from '@/lib/page-data';
import { RouteError } from './route-error';

/** A page whose loader fails with `error`, under the error element every page has. */
function renderFailingPage(error: unknown) {
  const router = createMemoryRouter(
    [
      {
        errorElement: <RouteError />,
        children: [
          {
            path: '/page',
            loader: () => {
              throw error;
            },
            Component: () => <p>the page</p>,
          },
        ],
      },
    ],
    { initialEntries: ['/page'] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('RouteError', () => {
  it('shows the not-found page for a page that is not there (a staff page asked for by a member)', async () => {
    renderFailingPage(data(null, { status: 404 }));
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
  });

  it("gives the server's reason when it gave one", async () => {
    renderFailingPage(new ApiAnswerError('Please pay the membership registration fee to unlock your dashboard.'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Please pay the membership registration fee to unlock your dashboard.')).toBeInTheDocument();
  });

  it('blames the connection for anything else, without showing what broke', async () => {
    renderFailingPage(new TypeError('Failed to fetch'));
    expect(await screen.findByText(pageLoadFailedMessage)).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
