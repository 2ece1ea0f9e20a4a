import type { Page } from '@playwright/test';
import { duringOwnBillingRun, paidMember, signInAsStaff } from './support/members';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { fitsOnPhones } from './support/layout';

// A member applies, is approved and pays; then the run and four pages: more than half a minute.
test.describe.configure({ timeout: 90_000 });

/** The row of a paged console list that holds each of `texts`, looked for page after page from `path`. */
async function rowOnSomePage(page: Page, path: string, caption: RegExp, ...texts: string[]) {
  for (let number = 1; number <= 20; number += 1) {
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}page=${number}`);
    const table = page.getByRole('table', { name: caption });
    await expect(table).toBeVisible();
    const row = texts.reduce((rows, text) => rows.filter({ hasText: text }), table.getByRole('row'));
    if ((await row.count()) > 0) return row;
  }
  throw new Error(`${texts.join(' and ')} are on none of the first 20 pages of ${path}`);
}

/** Billing's hub, then Runs: the month's preview names the new member's category; the run is started and confirmed. */
async function runThisMonthFromTheConsole(page: Page) {
  await page.goto('/admin/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expectNoSeriousViolations(page, 'billing hub');
  await page.getByRole('link', { name: /^Runs/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Billing runs' })).toBeVisible();
  const foreigners = page.getByRole('table', { name: /per category$/ }).getByRole('row', { name: /^Foreigner\/Diplomat/ });
  await expect(foreigners).toContainText('BDT');
  await expectNoSeriousViolations(page, 'runs');
  await page.getByRole('button', { name: /^Start the run of/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Run the billing of/ });
  await expectNoSeriousViolations(page, 'runs, confirming');
  await dialog.getByRole('button', { name: 'Yes, issue the invoices' }).click();
  await expect(page.getByText(/invoices? issued for/)).toBeVisible();
  await expect(page.getByRole('table', { name: /^Billing runs, newest first/ }).getByRole('row').nth(1)).toContainText('accounts.staff@example.com');
}

test("the accounts staff run this month's billing, then find the member's invoices, receivables and VAT in the reports", async ({ page, request }) => {
  await signInAsStaff(page, 'accounts');
  // A Foreigner/Diplomat (2,000.00 a month): this month's invoice is 2,000.00 + 300.00 VAT. No
  // other test's run may bill the member before this one does.
  const memberId = await duringOwnBillingRun(async () => {
    const { memberId } = await paidMember(request, `billing.reports.${Date.now()}@example.com`);
    await runThisMonthFromTheConsole(page);
    return memberId;
  });

  await page.goto(`/admin/billing/invoices?q=${memberId}`);
  // With the entrance fee invoiced at approval: 6,00,000.00 and 90,000.00 VAT.
  await expect(page.getByRole('status')).toHaveText('3 documents · 6,93,620.00 BDT in all, 6,92,300.00 BDT left to pay');
  const rows = page.getByRole('table', { name: /^Invoices, newest first/ }).getByRole('row');
  await expect(rows.nth(1)).toContainText('Open');
  await expect(rows.nth(1)).toContainText('2,300.00 BDT');
  // The registration fee, paid at the wallet: an invoice at 10 %.
  await expect(rows.nth(2)).toContainText('Paid');
  await expect(rows.nth(2)).toContainText('1,320.00 BDT');
  await expectNoSeriousViolations(page, 'invoices');
  // With amounts in lakhs in them (the console's sweep may see them empty).
  await fitsOnPhones(page, 'the invoices');

  const owing = await rowOnSomePage(page, '/admin/billing/receivables', /^Receivables per member/, memberId);
  // Not yet due, the month's invoice and the entrance fee: current.
  await expect(owing.getByRole('cell').nth(2)).toHaveText('6,92,300.00 BDT');
  await expect(owing.getByRole('cell').last()).toHaveText('6,92,300.00 BDT');
  await expect(page.getByRole('heading', { name: 'Members to suspend' })).toBeVisible();
  await expectNoSeriousViolations(page, 'receivables');
  await fitsOnPhones(page, 'the receivables');

  // The month's invoice (the registration fee's is the member's other row): 2,000.00 and 300.00 VAT at 15 %.
  const sale = await rowOnSomePage(page, '/admin/billing/vat-register', /^VAT register of/, memberId, 'Invoice', '2,300.00 BDT');
  await expect(sale.getByRole('cell').nth(3)).toHaveText('2,000.00 BDT');
  await expect(sale.getByRole('cell').nth(4)).toHaveText('300.00 BDT');
  await expect(page.getByRole('table', { name: /by VAT rate$/ }).getByRole('rowheader', { name: '15 %' })).toBeVisible();
  await expect(page.getByRole('table', { name: /by VAT rate$/ }).getByRole('rowheader', { name: '10 %' })).toBeVisible();
  await expectNoSeriousViolations(page, 'VAT register');
  await fitsOnPhones(page, 'the VAT register');
});
