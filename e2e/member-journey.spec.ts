import { fillApplication } from './support/application-form';
import { latestMailTo, verificationCodeFor } from './support/mailbox';
import { applyAndVerify, credentialsFor, payAtSandboxWallet, signInAsStaff, signInThroughPage, guardedTo } from './support/members';
import { expect, openPage, test, waitUntilInteractive } from './support/test';
import { expectNoSeriousViolations } from './support/axe';

test('the whole membership journey: apply, verify, approval, first sign-in, locked dashboard, pay, unlocked, receipt, logout', async ({ browser }) => {
  test.setTimeout(120_000);
  const email = `journey.${Date.now()}@example.com`;

  // The applicant applies through the registration page and verifies with the mailed code.
  const applicant = await openPage(browser);
  const applicantContext = applicant.context();
  await applicant.goto('/membership-registration');
  await fillApplication(applicant, 'civilian', email);
  await applicant.getByRole('button', { name: 'REGISTER' }).click();
  await expect(applicant).toHaveURL(/\/verify-email$/);
  const code = await verificationCodeFor(applicant.request, email);
  await applicant.getByRole('group', { name: 'Verification code' }).getByRole('textbox').first().focus();
  await applicant.keyboard.type(code);
  await applicant.getByRole('button', { name: 'Verify' }).click();
  await expect(applicant).toHaveURL(/\/email-verified$/);

  // A member of staff with the membership role approves it: their console has their three sections.
  const staffPage = await openPage(browser);
  const staffContext = staffPage.context();
  // (Staff sign in with a code: e2e/staff.spec.ts goes through that page; here the suite's session.)
  await signInAsStaff(staffPage, 'membership');
  await staffPage.goto('/admin');
  await expect(staffPage).toHaveURL(/\/admin\/applications$/);
  await waitUntilInteractive(staffPage);
  await expect(staffPage.getByRole('navigation', { name: 'Staff console' }).getByRole('link')).toHaveText(['Applications', 'Members', 'Payments', 'Bookings', 'Golf']);
  await staffPage.getByLabel('Search by name or email').fill(email);
  await staffPage.getByLabel('Search by name or email').press('Enter');
  await expect(staffPage.getByRole('link', { name: 'Nasima Akter' })).toHaveCount(1);
  await staffPage.getByRole('link', { name: 'Nasima Akter' }).click();
  await expect(staffPage.getByText('Awaiting approval').first()).toBeVisible();
  await staffPage.getByRole('button', { name: 'Approve' }).click();
  await staffPage.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(staffPage.getByText(/^Member ID: M-\d{4,}$/)).toBeVisible();
  await staffContext.close();

  // The credentials mail arrives; the member signs in and must choose a password first.
  const { userId, password } = await credentialsFor(applicant.request, email);
  expect(userId).toBe(email);
  const member = applicant;
  await signInThroughPage(member, userId, password);
  await expect(member).toHaveURL(/\/change-password$/);
  await member.goto('/dashboard');
  await expect(member).toHaveURL(guardedTo('/change-password', '/dashboard'));
  await member.getByLabel('Temporary password (from the email)').fill(password);
  await member.getByLabel('New Password').fill('riverside-member-1');
  await member.getByLabel('Confirm Password').fill('riverside-member-1');
  await member.getByRole('button', { name: 'Save Password' }).click();

  // Locked: the overlay, the dimmed cards, the notice.
  await expect(member).toHaveURL(/\/dashboard$/);
  // Greeted by the first name they applied with, which the register holds.
  await expect(member.getByText('Welcome, Nasima')).toBeVisible();
  await expect(member.getByText('Role: member')).toBeVisible();
  const prompt = member.getByRole('dialog', { name: 'Membership Payment Required' });
  await expect(prompt).toBeVisible();
  await expectNoSeriousViolations(member, 'the unlocked dashboard');
  expect(await member.evaluate(() => localStorage.getItem('dashboardLocked'))).toBe('true');
  await prompt.getByRole('link', { name: 'Complete Membership Registration Payment' }).click();

  // Pays through the sandbox wallet.
  await expect(member).toHaveURL(/\/payment-checkout$/);
  for (const line of ['1,200.00 BDT', '120.00 BDT', '1,320.00 BDT', 'Tax (10%)']) await expect(member.getByText(line, { exact: true })).toBeVisible();
  await member.getByRole('button', { name: 'Pay 1,320.00 BDT' }).click();
  await payAtSandboxWallet(member);
  await expect(member).toHaveURL(/\/payment-status\?payment=\d+$/);
  await expect(member.getByRole('heading', { name: 'Payment successful! Dashboard unlocked.' })).toBeVisible();
  await expect(member.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  await member.getByRole('link', { name: 'Go to Dashboard' }).click();

  // Unlocked: no overlay, the cards open their pages, the receipt is listed. (On the dashboard
  // first: the payment page had no overlay either, and the page notes the unlock as it loads.)
  await expect(member).toHaveURL(/\/dashboard$/);
  await expect(member.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => member.evaluate(() => localStorage.getItem('dashboardLocked'))).toBe('false');
  const cards = member.getByRole('main');
  await cards.getByRole('link', { name: /^Membership/ }).click();
  await expect(member.getByText(/^M-\d{4,}$/)).toBeVisible();
  await member.getByRole('link', { name: 'Back to Dashboard' }).click();
  await cards.getByRole('link', { name: /^Payments/ }).click();
  const receipt = member.getByRole('row').filter({ hasText: 'Membership registration fee' });
  await expect(receipt).toContainText('1,320.00 BDT');
  await expect(receipt).toContainText(/R-\d{6}/);

  // Logout clears the stored values and goes to /login; the dashboard is closed again.
  await member.getByRole('button', { name: 'Logout' }).click();
  await expect(member).toHaveURL(/\/login$/);
  expect(await member.evaluate(() => [localStorage.getItem('userEmail'), localStorage.getItem('userRole'), localStorage.getItem('dashboardLocked')])).toEqual([null, null, null]);
  await member.goto('/dashboard');
  await expect(member).toHaveURL(guardedTo('/login', '/dashboard'));
  await applicantContext.close();
});

test('a rejected applicant is told why by email, and cannot sign in', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const email = `rejected.${Date.now()}@example.com`;
  await applyAndVerify(request, email);
  const staffPage = await openPage(browser);
  const staffContext = staffPage.context();
  await signInAsStaff(staffPage, 'membership');
  await staffPage.goto('/admin/applications');
  await staffPage.getByLabel('Search by name or email').fill(email);
  await staffPage.getByLabel('Search by name or email').press('Enter');
  await expect(staffPage.getByRole('link', { name: 'Rafiqul Islam' })).toHaveCount(1);
  await staffPage.getByRole('link', { name: 'Rafiqul Islam' }).click();
  await staffPage.getByRole('button', { name: 'Reject' }).click();
  await staffPage.getByLabel('Reason').fill('The proposer could not confirm the application.');
  await staffPage.getByRole('dialog').getByRole('button', { name: /Reject/ }).click();
  // The page shows the reason once the server has rejected it (closing the page earlier would cancel the request).
  await expect(staffPage.getByText('Reason for rejection')).toBeVisible();
  await expect(staffPage.getByText('Rejected', { exact: true }).first()).toBeVisible();
  await staffContext.close();

  expect((await latestMailTo(request, email, 'application')).text).toContain('Reason: The proposer could not confirm the application.');
  const page = await openPage(browser);
  await signInThroughPage(page, email, 'any-password-at-all');
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
