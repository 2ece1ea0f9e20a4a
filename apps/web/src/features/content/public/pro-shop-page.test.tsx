import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@rgcc/shared/content/content';
import { browserRouterContext, rootRouteId } from '@/lib/page-data';
import { LocaleContext } from '@/lib/use-locale';
import { ProShopPage } from './pro-shop-page';
import { proShopLoader } from './pro-shop-api';

const products: Product[] = [
  { id: 1, name: 'Forged Irons Set (5-PW)', image: 'products/irons-set', pricePaisa: 95_000_00 },
  { id: 2, name: 'Cabretta Leather Glove', image: 'products/glove', pricePaisa: 5_990_00 },
  { id: 3, name: 'Laser Rangefinder', image: 'products/rangefinder', pricePaisa: 38_500_00 },
];

function renderShop(locale: 'en' | 'bn' = 'en') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => new Response(JSON.stringify(url === '/api/products' ? products : { details: { phone: '+880 1700-000000' } }))),
  );
  const router = createMemoryRouter(
    [{ id: rootRouteId, loader: () => ({ renderedAt: 0, club: { details: { phone: '+880 1700-000000' } } }), HydrateFallback: () => null, children: [{ path: '/pro-shop', loader: proShopLoader, Component: ProShopPage }] }],
    { initialEntries: ['/pro-shop'], getContext: browserRouterContext },
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

describe('the pro shop', () => {
  it("shows each product's price, and a price range from the cheapest to the dearest", async () => {
    renderShop();
    expect(await screen.findByText('95,000.00 BDT')).toBeInTheDocument();
    expect(screen.getByText('5,990.00 BDT')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'From' })).toHaveValue(5990);
    expect(screen.getByRole('spinbutton', { name: 'To' })).toHaveValue(95000);
    expect(screen.getByRole('status')).toHaveTextContent('All 3 products, 5,990.00 BDT to 95,000.00 BDT');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows only the products in the range typed; an empty field leaves its bound as it was', async () => {
    renderShop();
    const from = await screen.findByRole('spinbutton', { name: 'From' });
    fireEvent.change(from, { target: { value: '6000' } });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Forged Irons Set (5-PW)', 'Laser Rangefinder']);
    expect(screen.getByRole('status')).toHaveTextContent('2 of 3 products');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'To' }), { target: { value: '40000' } });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Laser Rangefinder']);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'To' }), { target: { value: '100' } });
    expect(screen.getByText('No product in this price range.')).toBeInTheDocument();
    fireEvent.change(from, { target: { value: '' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'To' }), { target: { value: '' } });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('speaks Bangla on a Bangla page: the range in Bengali digits and taka, and the number to call', async () => {
    renderShop('bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'প্রো শপ' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('সব ৩টি পণ্য, ৫,৯৯০.০০ ৳ থেকে ৯৫,০০০.০০ ৳');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'সর্বনিম্ন' }), { target: { value: '6000' } });
    expect(screen.getByRole('status')).toHaveTextContent('৩টির মধ্যে ২টি পণ্য');
    fireEvent.click(screen.getByRole('button', { name: 'যোগাযোগ করুন' }));
    expect(screen.getByRole('link', { name: '+880 1700-000000' })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(screen.getByText(/প্রো শপে ফোন করুন:/)).toBeInTheDocument();
  });
});
