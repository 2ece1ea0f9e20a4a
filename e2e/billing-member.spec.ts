import { expectNoSeriousViolations } from './support/axe';
import { fitsOnPhones } from './support/layout';
import { billThisMonth, paidMember, payAtSandboxWallet, signInThroughApi, waiveEntranceFee } from './support/members';
import { expect, test } from './support/test';

// Each test applies, is approved, pays the fee, is billed and pays again: well over the default half minute.
test.describe.configure({ timeout: 90_000 });

/** A member who has paid the registration fee, their entrance fee waived, billed this month's subscription by a run staff start (the accounts role). */
async function billedMember(request: Parameters<typeof paidMember>[0], name: string) {
  const member = await paidMember(request, `${name}.${Date.now()}@example.com`);
  await waiveEntranceFee(member.memberId);
  await billThisMonth();
  return member;
}

test("a member pays their month's invoice at the sandbox wallet: the balance reaches 0, with a receipt; the invoice, its PDF, the receipt and the statement", async ({ page, request }) => {
  const member = await billedMember(request, 'monthly.payer');
  await signInThroughApi(page, member, 'member');
  await page.goto('/dashboard');
  await page.getByRole('main').getByRole('link', { name: /^Payments/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/payments$/);

  // The Account: a Foreigner/Diplomat owes 2,000.00 a month and 15 % VAT.
  const account = page.getByRole('region', { name: 'Your account' });
  await expect(account).toContainText('You owe 2,300.00 BDT');
  await expect(account).toContainText('Active');
  await expect(page.getByRole('button', { name: 'Pay all (2,300.00 BDT)' })).toBeVisible();
  const open = page.getByRole('table', { name: 'Your open invoices, newest first' });
  await expect(open.getByRole('row')).toHaveCount(2);
  const invoiceLink = open.getByRole('link', { name: /^INV\/\d{4}-\d{2}\/\d{6}$/ });
  const invoiceNumber = (await invoiceLink.textContent())!;
  // The registration fee is a paid invoice.
  await expect(page.getByRole('table', { name: 'Your paid and void invoices, newest first' })).toContainText('1,320.00 BDT');
  await expectNoSeriousViolations(page, 'the Account');

  // The invoice as Mushak-6.3 asks, and its PDF.
  await invoiceLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax invoice (Mushak-6.3)');
  const sheet = page.getByRole('article', { name: 'Tax invoice (Mushak-6.3)' });
  await expect(sheet).toContainText(invoiceNumber);
  await expect(sheet).toContainText(member.memberId);
  await expect(sheet).toContainText('BIN:');
  await expect(sheet).toContainText(/\(Dhaka time, UTC\+6\)/);
  const line = page.getByRole('table', { name: 'Lines, amounts in BDT' }).getByRole('row').nth(1);
  await expect(line).toContainText(/Monthly subscription, \w+ \d{4}/);
  for (const figure of ['2,000.00', '15%', '300.00', '2,300.00']) await expect(line).toContainText(figure);
  await expectNoSeriousViolations(page, 'the invoice');
  await fitsOnPhones(page, 'the invoice');
  const pdfHref = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  expect(pdfHref).toMatch(/^\/api\/member\/invoices\/\d+\.pdf$/);
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Pay it at the wallet: the status page names the receipt, and no dashboard is unlocked.
  await page.getByRole('button', { name: 'Pay 2,300.00 BDT' }).click();
  await payAtSandboxWallet(page);
  await expect(page).toHaveURL(/\/payment-status\?payment=\d+$/);
  await expect(page.getByRole('heading', { name: 'Payment received. Thank you!' })).toBeVisible();
  await expect(page.getByText(/Dashboard unlocked/)).toHaveCount(0);
  await page.getByRole('link', { name: 'See the receipt' }).click();
  await expect(page).toHaveURL(/\/dashboard\/receipts\/R-\d{6}$/);
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt).toContainText('2,300.00 BDT');
  await expect(receipt).toContainText('Mobile wallet');
  await expect(receipt.getByRole('link', { name: invoiceNumber })).toBeVisible();
  await expectNoSeriousViolations(page, 'the receipt');
  await fitsOnPhones(page, 'the receipt');

  // The credit note that waived the entrance fee, listed with the invoice it voided.
  const bills = (await (await page.request.get('/api/member/invoices')).json()) as { id: number; status: string }[];
  const voided = (await (await page.request.get(`/api/member/invoices/${bills.find((bill) => bill.status === 'void')!.id}`)).json()) as { creditNotes: { id: number; number: string }[] };
  await page.goto(`/dashboard/credit-notes/${voided.creditNotes[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(voided.creditNotes[0]!.number);
  await expectNoSeriousViolations(page, 'the credit note');
  await fitsOnPhones(page, 'the credit note');
  await page.goBack();

  // The balance is 0, and the receipt is listed.
  await page.getByRole('link', { name: 'Back to Payments' }).click();
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Nothing owed');
  await expect(page.getByText('No open invoices: nothing is waiting to be paid.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your receipts' }).getByRole('row').filter({ hasText: 'Your account' })).toContainText('2,300.00 BDT');

  // The statement of the financial year so far: both invoices and both payments, ending at 0.
  await page.getByRole('link', { name: 'Statement' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statement of account');
  const entries = page.getByRole('table', { name: /^Entries of / });
  await expect(entries).toContainText(invoiceNumber);
  await expect(entries.getByRole('row').last()).toContainText('0.00');
  await expect(page.getByRole('article')).toContainText(/Closing balance\s*0\.00 BDT/);
  await expectNoSeriousViolations(page, 'the statement');
  const statementPdf = await page.request.get((await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href'))!);
  expect([statementPdf.status(), statementPdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
});

test("the statement's period is chosen on the page; a backward one is refused with why; another member's invoice is not found", async ({ page, request, browser }) => {
  const member = await billedMember(request, 'statement.reader');
  const invoices = (await (await request.get('/api/member/invoices')).json()) as { id: number }[];
  await signInThroughApi(page, member, 'member');
  await page.goto('/dashboard/statement?from=2020-01-01&to=2020-01-31');
  await expect(page.getByRole('article')).toContainText('Nothing was charged or paid in this period.');
  await page.getByLabel('From', { exact: true }).fill('2026-02-01');
  await page.getByLabel('To', { exact: true }).fill('2026-01-01');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('The statement must start on or before the day it ends.')).toBeVisible();
  await expect(page.getByLabel('From')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, 'the statement with a wrong period');

  const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const otherMember = await paidMember(other.request, `statement.other.${Date.now()}@example.com`);
  const otherPage = await other.newPage();
  await signInThroughApi(otherPage, otherMember, 'member');
  await otherPage.goto(`/dashboard/invoices/${invoices[0]!.id}`);
  await expect(otherPage.getByRole('alert')).toHaveText('Invoice not found.');
  const pdf = await otherPage.request.get(`/api/member/invoices/${invoices[0]!.id}.pdf`);
  expect([pdf.status(), await pdf.json()]).toEqual([404, { message: 'Invoice not found.' }]);
  await other.close();
});
