import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/use-locale';
import { RegistrationPage } from './registration-page';

function renderInBangla() {
  const router = createMemoryRouter([{ path: '/bn/membership-registration', element: <RegistrationPage /> }], { initialEntries: ['/bn/membership-registration'] });
  render(
    <LocaleContext value="bn">
      <RouterProvider router={router} />
    </LocaleContext>,
  );
}

describe('RegistrationPage on a Bangla page', () => {
  it('asks the category in Bangla, and shows its form in Bangla while sending the category’s own name', async () => {
    renderInBangla();
    expect(await screen.findByRole('heading', { level: 1, name: 'সদস্যপদের রেজিস্ট্রেশন' })).toBeInTheDocument();
    const category = screen.getByLabelText('আবেদনকারীর শ্রেণি');
    expect(screen.getByRole('option', { name: 'আপনার শ্রেণি বেছে নিন' })).toBeInTheDocument();
    await userEvent.selectOptions(category, 'বিদেশি/কূটনীতিক');
    expect(category).toHaveValue('Foreigner/Diplomat');

    expect(await screen.findByRole('group', { name: 'পাসপোর্ট ও ভিসা' })).toBeInTheDocument();
    expect(screen.getByLabelText('পাসপোর্ট নম্বর')).toBeInTheDocument();
    const type = screen.getByLabelText('সদস্যপদের ধরন');
    await userEvent.selectOptions(type, 'পূর্ণ সদস্যপদ');
    expect(type).toHaveValue('Full Membership');
    expect(screen.getByRole('button', { name: 'রেজিস্ট্রেশন করুন' })).toBeInTheDocument();
    expect(screen.getAllByText('কোনো ছবি বেছে নেওয়া হয়নি').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'এখনই পরিশোধ করুন' })).toHaveAttribute('href', '/bn/checkout');
  });
});
