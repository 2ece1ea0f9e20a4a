import { formatMoney, paisa } from '@rgcc/shared/format/money';
import type { StaffMemberAccount } from '@rgcc/shared/billing/staff-accounts';
import { expectNoSeriousViolations } from './support/axe';
import { fitsOnPhones } from './support/layout';
import { billThisMonth, paidMember, signInAsStaff, staffApi } from './support/members';
import { expect, test } from './support/test';

// A member applies, is approved, pays the fee, is suspended and reactivated; then staff work on the account.
test.describe.configure({ timeout: 90_000 });

const money = (amount: number) => formatMoney(paisa(amount), 'en');

test('staff find a member by the card’s link, record a cash payment and a credit note, and see the balance change; each Billing page passes axe', async ({ page, request }) => {
  const email = `billing.member.${Date.now()}@example.com`;
  const { memberId } = await paidMember(request, email);
  // Billed this month now: a run another test starts meanwhile changes nothing of this balance.
  await billThisMonth();
  const { gateUrl } = (await (await request.get('/api/member/card')).json()) as { gateUrl: string };

  // Reactivated after a suspension: the reinstatement is invoiced at once.
  const admin = await staffApi();
  const [member] = ((await (await admin.get(`/api/admin/members?q=${encodeURIComponent(email)}`)).json()) as { items: { id: number }[] }).items;
  expect((await admin.post(`/api/admin/members/${member!.id}/suspend`, { data: { reason: 'Twelve months unpaid' } })).status()).toBe(200);
  expect((await admin.post(`/api/admin/members/${member!.id}/reactivate`)).status()).toBe(200);
  await admin.dispose();
  const accounts = await staffApi('accounts');
  const before = (await (await accounts.get(`/api/admin/billing/members/${memberId}`)).json()) as StaffMemberAccount;
  await accounts.dispose();
  const reinstatement = before.bills.find((bill) => bill.lines.some((line) => line.description.startsWith('Reinstatement')))!;
  expect(reinstatement.status).toBe('open');
  const balance = page.getByTestId('balance');

  await signInAsStaff(page, 'accounts');
  await page.goto('/admin/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expectNoSeriousViolations(page, 'Billing');

  await page.getByRole('link', { name: "A member's account" }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: "A member's account" })).toBeVisible();
  await page.getByLabel('Member ID or the card’s link').fill('M-12');
  await page.getByRole('button', { name: 'Open the account' }).click();
  await expect(page.getByText('Enter a member ID such as M-0042, or scan or paste the card’s link.')).toBeVisible();
  await expectNoSeriousViolations(page, 'find a member, with an error');
  await page.getByLabel('Member ID or the card’s link').fill(gateUrl);
  await page.getByRole('button', { name: 'Open the account' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/billing/members/${memberId}$`));
  await expect(balance).toHaveText(money(before.account.balancePaisa));
  await expect(page.getByRole('cell', { name: reinstatement.number })).toBeVisible();
  await expectNoSeriousViolations(page, "a member's account");
  await fitsOnPhones(page, "a member's account");

  await page.getByRole('button', { name: 'Record a payment' }).click();
  const payment = page.getByRole('form', { name: 'Record a payment' });
  await payment.getByRole('button', { name: 'Record the payment' }).click();
  await expect(payment.getByText('The amount must be more than 0.')).toBeVisible();
  await expectNoSeriousViolations(page, 'the payment form, with an error');
  await payment.getByLabel('Amount (BDT)').fill('5,000');
  await payment.getByLabel('Method').selectOption('cash');
  await payment.getByLabel('Reference').fill('Receipt book 9/12');
  await payment.getByRole('button', { name: 'Record the payment' }).click();
  await expect(page.getByText(/^Receipt R-\d{6}: 5,000\.00 BDT recorded\.$/)).toBeVisible();
  await expect(balance).toHaveText(money(before.account.balancePaisa - 500000));
  await expect(page.getByRole('cell', { name: 'Receipt book 9/12' })).toBeVisible();

  await page.getByRole('button', { name: 'Credit note' }).click();
  const credit = page.getByRole('form', { name: 'Issue a credit note' });
  await credit.getByLabel('Invoice').selectOption(String(reinstatement.id));
  await credit.getByLabel('In full (every line)').check();
  await expectNoSeriousViolations(page, 'the credit-note form');
  await credit.getByLabel('Reason').fill('Reinstatement waived by the committee');
  await credit.getByRole('button', { name: 'Issue the credit note' }).click();
  await expect(page.getByText(new RegExp(`^Credit note CN/\\d{4}-\\d{2}/\\d{6} issued for ${money(reinstatement.totalPaisa).replace('.', '\\.')}\\.$`))).toBeVisible();
  await expect(balance).toHaveText(money(before.account.balancePaisa - 500000 - reinstatement.totalPaisa));
  await expect(page.getByRole('cell', { name: 'Reinstatement waived by the committee' })).toBeVisible();

  // The statement of the financial year so far closes at the balance, the credit note on it.
  await page.getByRole('link', { name: 'Statement', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Statement of ${memberId}` })).toBeVisible();
  await expect(page.getByTestId('closing-balance')).toHaveText(money(before.account.balancePaisa - 500000 - reinstatement.totalPaisa));
  await expect(page.getByRole('cell', { name: 'Credit: Reinstatement (20 % of the entrance fee)' })).toBeVisible();
  await expectNoSeriousViolations(page, "a member's statement");
  await fitsOnPhones(page, "a member's statement");

  await page.goto('/admin/billing/opening-balances');
  await expect(page.getByRole('heading', { level: 1, name: 'Opening balances' })).toBeVisible();
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('Please choose a CSV file.')).toBeVisible();
  await expectNoSeriousViolations(page, 'opening balances');

  await page.goto('/admin/billing/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Prices, tax and rules' })).toBeVisible();
  await expect(page.getByLabel('Government Officer: monthly subscription (BDT)')).toHaveValue(/^\d+\.\d{2}$/);
  await expectNoSeriousViolations(page, 'prices, tax and rules');
});

test('a member of staff without Billing is refused its pages', async ({ page }) => {
  await signInAsStaff(page, 'content');
  await page.goto('/admin/billing/members/M-0001');
  await expect(page.getByText('Your staff role does not include Billing.')).toBeVisible();
});
