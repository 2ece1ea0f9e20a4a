import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { choiceFilter, dateFilter, orderFilter, readListState, searchFilter } from '@rgcc/shared/common/list-filters';
import { LocaleContext } from '@/lib/use-locale';
import { FilterBar, type FilterTexts } from './filter-bar';

const filters = {
  q: searchFilter('Search names'),
  status: choiceFilter('Status', ['new', 'handled'] as const, { any: 'Any status', optionLabels: { new: 'New' }, unknown: 'Unknown status' }),
  sort: orderFilter('Order', ['newest', 'oldest'] as const, { optionLabels: { newest: 'Newest first', oldest: 'Oldest first' }, unknown: 'Unknown order' }),
  from: dateFilter('From'),
};

function ListPage() {
  const state = useLoaderData<typeof loader>();
  return <FilterBar label="Messages" filters={filters} state={state} fixed={{ kind: 'support' }} />;
}
/** The filters as a Bangla page's catalogue words them. */
const bangla: FilterTexts<typeof filters> = {
  q: { label: 'নাম খুঁজুন' },
  status: { label: 'অবস্থা', any: 'যেকোনো অবস্থা', optionLabels: { new: 'নতুন', handled: 'নিষ্পন্ন' } },
  sort: { label: 'ক্রম', optionLabels: { newest: 'নতুনগুলো আগে', oldest: 'পুরোনোগুলো আগে' } },
  from: { label: 'শুরুর তারিখ' },
};

function BanglaListPage() {
  const state = useLoaderData<typeof loader>();
  return <FilterBar label="বার্তা" filters={filters} texts={bangla} state={state} />;
}
const loader = ({ request }: LoaderFunctionArgs) => readListState(filters, new URL(request.url).searchParams);

function renderAt(address: string) {
  const router = createMemoryRouter([{ path: '/list', loader, Component: ListPage, HydrateFallback: () => null }], { initialEntries: [address] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('FilterBar', () => {
  it("draws each filter from the list's description, filled from the address", async () => {
    renderAt('/list?kind=support&q=ann&status=handled&sort=oldest&from=2026-11-01');
    const form = await screen.findByRole('search', { name: 'Messages' });
    expect(within(form).getByRole('searchbox', { name: 'Search names' })).toHaveValue('ann');
    expect(within(form).getByLabelText('From')).toHaveValue('2026-11-01');
    const status = within(form).getByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('handled');
    // A choice offers "any" first; an option without a label reads as itself.
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['Any status', 'New', 'handled']);
    // An order always holds one of its options: there is no "any".
    expect(within(within(form).getByRole('combobox', { name: 'Order' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Newest first', 'Oldest first']);
  });

  it('searches by a GET to the page itself, keeping what picks the list and leaving out what is not set', async () => {
    const router = renderAt('/list?kind=support&page=3');
    const form = await screen.findByRole('search', { name: 'Messages' });
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Search names' }), 'rahman');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Status' }), 'new');
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await expect.poll(() => router.state.location.search).toBe('?kind=support&q=rahman&status=new&sort=newest&from=');
    // The new address fills the fields again (a new search starts on the first page).
    expect(await screen.findByRole('searchbox', { name: 'Search names' })).toHaveValue('rahman');
  });

  it('words the filters as the page gives them, and its button in the page’s language', async () => {
    const router = createMemoryRouter([{ path: '/list', loader, Component: BanglaListPage, HydrateFallback: () => null }], { initialEntries: ['/list?status=new'] });
    render(
      <LocaleContext value="bn">
        <RouterProvider router={router} />
      </LocaleContext>,
    );
    const form = await screen.findByRole('search', { name: 'বার্তা' });
    expect(within(form).getByRole('searchbox', { name: 'নাম খুঁজুন' })).toBeInTheDocument();
    const status = within(form).getByRole('combobox', { name: 'অবস্থা' });
    expect(status).toHaveValue('new');
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['যেকোনো অবস্থা', 'নতুন', 'নিষ্পন্ন']);
    expect(within(form).getByLabelText('শুরুর তারিখ')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'খুঁজুন' })).toBeInTheDocument();
  });
});
