import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserRouterContext } from '@/lib/page-data';
import { LocaleContext } from '@/lib/use-locale';
import type { Locale } from '@rgcc/shared/format/locale';
import { courseNoteRequiredMessage, type ClubSettings, defaultClubDetails, defaultOpeningHours } from '@rgcc/shared/content/club-settings';
import { clubSettingsLoader } from './club-settings-api';
import { CourseStatusPage } from './course-status-page';

const settings: ClubSettings = { details: defaultClubDetails, hours: defaultOpeningHours, courseStatus: { state: 'open', note: '', since: null, bn: {} } };

/** The page with its loader, reading a fake API whose PUT answers `answer`. */
function renderPage(answer: { status: number; body: unknown }, locale: Locale = 'en', shown: ClubSettings = settings) {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify(answer.body), { status: answer.status });
      }
      return new Response(JSON.stringify(shown), { status: 200 });
    }),
  );
  const router = createMemoryRouter([{ path: '/admin/content/course-status', loader: clubSettingsLoader, Component: CourseStatusPage }], {
    initialEntries: ['/admin/content/course-status'],
    getContext: browserRouterContext,
  });
  render(
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>,
  );
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
    await userEvent.type(screen.getByLabelText('Note for golfers in Bangla'), 'গ্রিনে পানি');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(puts).toEqual([{ state: 'closed', note: 'Flooded greens', bn: { note: 'গ্রিনে পানি' } }]));
  });

  it("shows the server's field message under its field", async () => {
    renderPage({ status: 400, body: { message: 'The note must be at most 200 characters.', errors: { note: 'The note must be at most 200 characters.' } } });
    await userEvent.click(await screen.findByRole('radio', { name: /Restricted/ }));
    await userEvent.type(screen.getByLabelText('Note for golfers'), 'Carts on paths only');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The note must be at most 200 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Note for golfers')).toHaveFocus();
  });

  it('speaks Bangla on a Bangla page: the heading, the state since when, the choices and the button', async () => {
    const closed: ClubSettings = { ...settings, courseStatus: { state: 'closed', note: 'Flooded greens', since: '2026-07-14T03:00:00.000Z', bn: {} } };
    renderPage({ status: 200, body: { message: 'Saved.', settings } }, 'bn', closed);
    expect(await screen.findByRole('heading', { level: 1, name: 'কোর্সের অবস্থা' })).toBeInTheDocument();
    expect(screen.getByText('বন্ধ', { selector: 'strong' }).parentElement!.textContent).toMatch(/^এখন: বন্ধ, .*১৪.* থেকে।$/);
    expect(screen.getByRole('radio', { name: /সীমিত/ })).toBeInTheDocument();
    expect(screen.getByLabelText('গলফারদের জন্য নোট')).toHaveValue('Flooded greens');
    expect(screen.getByRole('button', { name: 'সংরক্ষণ করুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'কনটেন্টে ফিরে যান' })).toBeInTheDocument();
  });
});
