import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserRouterContext } from '@/lib/page-data';
import { LocaleContext } from '@/lib/use-locale';
import { contentLists } from '@rgcc/shared/content/content-list-constants';
import type { Locale } from '@rgcc/shared/format/locale';
import english from './locales/content-lists.en.json';
import bangla from './locales/content-lists.bn.json';
import { contentItemLoader, contentListLoader } from './content-lists-api';
import { checkboxHintKey, fieldLabelKey, listWords } from './content-lists-texts';
import { ContentItemPage } from './content-item-page';
import { ContentListPage } from './content-list-page';

const categories = [{ id: 4, name: 'Rice and curry', image: 'menu/rice.jpg', position: 1 }];
const holes = [1, 2].map((number) => ({ id: number, number, par: 4, handicapIndex: number, menDistanceYards: 350, womenDistanceYards: 300, description: '', image: 'holes/1.jpg' }));
const photos = [{ id: 7, image: 'gallery/07', alt: 'Morning on the ninth green', position: 1, bn: { alt: 'নবম গ্রিনে সকাল' } }];

/** A content page at `path`, reading a fake API that answers each list's items. */
function renderAt(path: string, locale: Locale = 'en') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') return new Response(init.body as string, { status: 200 });
      const items = url.includes('/menu-categories') ? categories : url.includes('/holes') ? holes : url.includes('/gallery') ? photos : [];
      return new Response(JSON.stringify(items), { status: 200 });
    }),
  );
  const router = createMemoryRouter(
    [
      { path: '/admin/content/:list', loader: contentListLoader, Component: ContentListPage, HydrateFallback: () => null },
      { path: '/admin/content/:list/new', loader: contentItemLoader, Component: ContentItemPage, HydrateFallback: () => null },
      { path: '/admin/content/:list/:id', loader: contentItemLoader, Component: ContentItemPage, HydrateFallback: () => null },
    ],
    { initialEntries: [path], getContext: browserRouterContext },
  );
  render(
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the content lists’ words', () => {
  it('name every field of every list, its parent and its checkbox hints, in both languages', () => {
    for (const list of contentLists) {
      const names = [...list.fields.map((field) => field.name), ...('parent' in list ? [list.parent.field] : [])];
      for (const name of names) {
        const key = fieldLabelKey(list, name);
        expect(key, `${list.key}.${name}`).toBeDefined();
        expect(Object.keys(bangla)).toContain(key);
      }
      for (const field of list.fields) {
        if (field.kind === 'checkbox' && 'hint' in field) expect(english[checkboxHintKey(field)!], `${list.key}.${field.name}`).toBe(field.hint);
      }
    }
  });

  it('keep the lists’ English as content-list-constants.ts has it', () => {
    for (const list of contentLists) {
      const words = listWords[list.key];
      expect([english[words.title], english[words.description], english[words.item]]).toEqual([list.title, list.description, list.item]);
      if ('deleteNote' in list) expect(english[words.deleteNote!]).toBe(list.deleteNote);
      for (const field of list.fields) expect(english[fieldLabelKey(list, field.name)!], `${list.key}.${field.name}`).toBe(field.label);
      if ('parent' in list) expect(english[fieldLabelKey(list, list.parent.field)!]).toBe(list.parent.label);
    }
  });
});

describe('the content list pages', () => {
  it('list the items with their buttons, in English', async () => {
    renderAt('/admin/content/gallery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Image gallery' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a photo' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Image gallery' });
    // jsdom's accessible names drop the space at the edge of the visually hidden part; a browser keeps it (e2e/content-lists.spec.ts).
    expect(within(list).getByRole('link', { name: /^Edit/ })).toHaveTextContent('Edit Morning on the ninth green');
    expect(within(list).getByRole('button', { name: /^Delete/ })).toHaveTextContent('Delete Morning on the ninth green');
  });

  it('speak Bangla on a Bangla page: the list’s title, its numbered items and their buttons', async () => {
    renderAt('/admin/content/holes', 'bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'নয়টি হোল' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'নয়টি হোল' });
    expect(within(list).getByRole('link', { name: /^হোল ২/ })).toHaveTextContent('হোল ২ সম্পাদনা করুন');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/^হোল ১/);
    expect(screen.getByRole('link', { name: 'কনটেন্টে ফিরে যান' })).toBeInTheDocument();
  });

  it('word a new item’s form in Bangla: its heading, its fields by name, units and hints', async () => {
    renderAt('/admin/content/dishes/new', 'bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'নতুন খাবার যোগ করুন' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'ক্যাটাগরি' })).toHaveValue('4');
    expect(screen.getByRole('spinbutton', { name: 'দাম (টাকা)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /পাওয়া যায়/ })).toBeChecked();
    expect(screen.getByText('যে খাবার পাওয়া যায় না, তা সাইটে দেখানো হয় না।')).toBeInTheDocument();
    expect(screen.getByText('এখনো কোনো ছবি নেই।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'সংরক্ষণ করুন' })).toBeInTheDocument();
  });
});

describe('an item’s Bangla', () => {
  it('is edited under each text it translates, marked as Bangla, and saved with the item', async () => {
    renderAt('/admin/content/gallery/7');
    const bangla = await screen.findByRole('textbox', { name: 'Caption in Bangla' });
    expect(bangla).toHaveValue('নবম গ্রিনে সকাল');
    expect(bangla).toHaveAttribute('lang', 'bn');
    expect(bangla).toHaveAccessibleDescription('Optional. Bangla pages show it; left empty, they show the English.');
    await userEvent.clear(bangla);
    await userEvent.type(bangla, 'নবম গ্রিনে ভোর');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/admin/content/gallery/7', expect.objectContaining({ method: 'PUT' })));
    const [, sent] = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(sent!.body as string)).toMatchObject({ alt: 'Morning on the ninth green', bn: { alt: 'নবম গ্রিনে ভোর' } });
  });

  it('is asked for in Bangla on a Bangla page', async () => {
    renderAt('/admin/content/dishes/new', 'bn');
    expect(await screen.findByRole('textbox', { name: 'নাম (বাংলায়)' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'বিবরণ (বাংলায়)' })).toBeInTheDocument();
  });
});
