import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserRouterContext } from '@/lib/page-data';
import { courseNoteRequiredMessage, type ClubSettings, defaultClubDetails, defaultOpeningHours } from '@rgcc/shared/content/club-settings';
import { clubSettingsLoader } from './club-settings-api';
import { CourseStatusPage } from './course-status-page';

const settings: ClubSettings = { details: defaultClubDetails, hours: defaultOpeningHours, courseStatus: { state: 'open', note: '', since: null } };

/** The page with its loader, reading a fake API whose PUT answers `answer`. */
function renderPage(answer: { status: number; body: unknown }) {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify(answer.body), { status: answer.status });
      }
      return new Response(JSON.stringify(settings), { status: 200 });
    }),
  );
  const router = createMemoryRouter([{ path: '/admin/content/course-status', loader: clubSettingsLoader, Component: CourseStatusPage }], {
    initialEntries: ['/admin/content/course-status'],
    getContext: browserRouterContext,
  });
  render(<RouterProvider router={router} />);
  return puts;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CourseStatusPage', () => {
  it('asks for a note before closing the course, with the shared schema’s message, and sends nothing until then', async () => {
    const puts = renderPage({ status: 200, body: { message: 'Saved.', settings } });
    await userEvent.click(await screen.findByRole('radio', { name: /Closed/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(courseNoteRequiredMessage.closed)).toBeInTheDocument();
    expect(screen.getByLabelText('Note for golfers')).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toEqual([]);

    await userEvent.type(screen.getByLabelText('Note for golfers'), 'Flooded greens');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(puts).toEqual([{ state: 'closed', note: 'Flooded greens' }]));
  });

  it("shows the server's field message under its field", async () => {
    renderPage({ status: 400, body: { message: 'The note must be at most 200 characters.', errors: { note: 'The note must be at most 200 characters.' } } });
    await userEvent.click(await screen.findByRole('radio', { name: /Restricted/ }));
    await userEvent.type(screen.getByLabelText('Note for golfers'), 'Carts on paths only');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The note must be at most 200 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Note for golfers')).toHaveFocus();
  });
});
