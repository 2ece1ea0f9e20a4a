import { consoleSections, sectionsOfRole } from '@rgcc/shared/account/staff-roles';
import { latestMailTo } from './support/mailbox';
import { signInAsStaff, signInThroughPage, staffApi } from './support/members';
import { totpCode } from './support/totp';
import { expect, openPage, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';

const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${process.pid}@example.com`;

test('an admin invites a content member of staff, who joins, sets up the code app and signs in with a code; deactivated, their next navigation goes to sign-in', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('content.staff');
  const password = 'ghaghat-content-2026';

  // The admin invites them with the Content role.
  await signInAsStaff(page);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('content');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`An invitation is on its way to ${email}. Its link works for 72 hours.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByRole('cell').nth(1)).toHaveText(/^Invited/);

  // They open the link in their own browser and choose a password.
  const { text } = await latestMailTo(request, email, 'invited');
  const link = new URL(/http\S+\/staff-invite\/\S+/.exec(text)![0]!);
  const invitee = await openPage(browser);
  const staffContext = invitee.context();
  await invitee.goto(link.pathname);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Join the staff console' })).toBeVisible();
  await expect(invitee.getByLabel('Email')).toHaveValue(email);
  await invitee.getByLabel('New Password').fill(password);
  await invitee.getByLabel('Confirm Password').fill(password);
  await invitee.getByRole('button', { name: 'Set password' }).click();
  await expect(invitee).toHaveURL(/\/login$/);

  // The link works once.
  const used = await staffContext.newPage();
  await used.goto(link.pathname);
  await expect(used.getByRole('alert').filter({ hasText: 'This invitation link has expired or has already been used. Please ask a club admin for a new one.' })).toBeVisible();
  await used.close();

  // First sign-in: the set-up, with the QR code and the key as text, then the code from it.
  await signInThroughPage(invitee, email, password);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Set up your sign-in code' })).toBeVisible();
  const qr = invitee.getByRole('img', { name: `QR code of the authenticator key for ${email}` });
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  const key = (await invitee.getByTestId('totp-key').textContent())!;
  expect(key).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  await expectNoSeriousViolations(invitee, 'set-up');
  await invitee.getByLabel('Code', { exact: true }).fill(totpCode(key, Date.now() - 60_000));
  await invitee.getByRole('button', { name: 'Verify code' }).click();
  await expect(invitee.getByText('The code is not correct. Please try again.')).toBeVisible();
  await expect(invitee.getByLabel('Code', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await invitee.getByLabel('Code', { exact: true }).fill(totpCode(key));
  await invitee.getByRole('button', { name: 'Verify code' }).click();

  // The recovery codes, once.
  await expect(invitee.getByRole('heading', { level: 2, name: 'Your recovery codes' })).toBeVisible();
  await expect(invitee.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await expect(invitee.getByRole('button', { name: 'Copy codes' })).toBeVisible();
  await expect(invitee.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoSeriousViolations(invitee, 'recovery codes');
  await invitee.getByRole('button', { name: 'I have saved them: continue' }).click();
  await expect(invitee).toHaveURL(/\/admin\/events$/);

  // Signed out, they sign in again with a code: the next one, since the set-up's is spent.
  await invitee.request.post('/api/logout');
  await signInThroughPage(invitee, email, password);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Sign-in code' })).toBeVisible();
  await invitee.getByLabel('Code', { exact: true }).fill(totpCode(key, Date.now() + 30_000));
  await invitee.getByRole('button', { name: 'Verify code' }).click();
  await expect(invitee).toHaveURL(/\/admin\/events$/);

  // Their role's sections only: the others are refused, by the page and by the server.
  expect(sectionsOfRole.content).toEqual(['Events', 'Golf', 'Content', 'Inbox', 'Reviews']);
  for (const path of ['/api/admin/staff', '/api/admin/applications', '/api/admin/audit-log']) expect((await invitee.request.get(path)).status(), path).toBe(403);
  await invitee.goto('/admin/staff');
  await expect(invitee.getByText('Your staff role does not include Staff.')).toBeVisible();
  await invitee.goto('/admin/applications');
  await expect(invitee.getByText('Your staff role does not include Applications.')).toBeVisible();
  const hidden = consoleSections.filter((section) => !sectionsOfRole.content.includes(section));
  for (const section of hidden) await expect(invitee.getByRole('link', { name: section, exact: true })).toHaveCount(0);

  // The admin sees them active, and deactivates them after a confirmation.
  await page.reload();
  await expect(row.getByRole('cell').nth(1)).toHaveText('Active');
  await row.getByRole('button', { name: `Deactivate ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate this staff member?' });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Yes, deactivate' }).click();
  await expect(page.getByText(`${email} is deactivated and signed out everywhere.`)).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('Deactivated');

  // Their open page's next navigation goes to sign-in, where they are refused.
  await invitee.getByRole('banner').getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(invitee).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
  await signInThroughPage(invitee, email, password);
  await expect(invitee.getByText('This staff account has been deactivated. Please ask a club admin.')).toBeVisible();
  await staffContext.close();
});

test("an admin resets a member of staff's lost authenticator, who sets it up again at the next sign-in, and cancels an open invitation", async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('lost.phone');
  const invitee = uniqueEmail('not.joining');
  const password = 'ghaghat-lost-phone-2026';

  // A member of staff who joined and signed in on their own device, and an invitation still open.
  const asAdmin = await staffApi();
  for (const invited of [email, invitee]) expect((await asAdmin.post('/api/admin/staff/invitations', { data: { email: invited, role: 'membership' } })).status()).toBe(201);
  const linkTo = async (to: string) => new URL(/http\S+\/staff-invite\/\S+/.exec((await latestMailTo(request, to, 'invited')).text)![0]!);
  const accepted = await request.post((await linkTo(email)).pathname.replace('/staff-invite/', '/api/staff-invitations/'), { data: { password, confirmPassword: password } });
  expect(accepted.status()).toBe(201);
  const staffContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const firstStep = await (await staffContext.request.post('/api/login', { data: { email, password } })).json();
  expect((await staffContext.request.post('/api/login/code', { data: { challenge: firstStep.challenge, code: totpCode(firstStep.setup.key) } })).status()).toBe(200);
  expect((await staffContext.request.get('/api/me')).status()).toBe(200);

  // The admin resets it, after a confirmation.
  await signInAsStaff(page);
  await page.goto('/admin/staff');
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: `Reset sign-in code of ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset the sign-in code of this staff member?' });
  await expect(dialog).toContainText(email);
  await expectNoSeriousViolations(page, 'reset dialog');
  await dialog.getByRole('button', { name: 'Yes, reset' }).click();
  await expect(page.getByText(`The sign-in code of ${email} is reset: they are signed out everywhere and set up their authenticator app again at their next sign-in.`)).toBeVisible();

  // Signed out at once, and told by mail; the next sign-in sets the app up again.
  expect((await staffContext.request.get('/api/me')).status()).toBe(401);
  expect((await latestMailTo(request, email, 'sign-in code was reset')).text).toContain('If you did not ask for this, tell a club admin at once.');
  const staffPage = await staffContext.newPage();
  await signInThroughPage(staffPage, email, password);
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Set up your sign-in code' })).toBeVisible();
  const key = (await staffPage.getByTestId('totp-key').textContent())!;
  expect(key.replaceAll(' ', '')).not.toBe(firstStep.setup.key.replaceAll(' ', ''));
  await staffPage.getByLabel('Code', { exact: true }).fill(totpCode(key));
  await staffPage.getByRole('button', { name: 'Verify code' }).click();
  await expect(staffPage.getByRole('heading', { level: 2, name: 'Your recovery codes' })).toBeVisible();
  await staffContext.close();

  // The open invitation is cancelled: its link stops working at once. (Read before: the mail's
  // body, with its link, is erased at the outbox's next sweep once the link is spent.)
  const inviteeLink = await linkTo(invitee);
  const invitationRow = page.getByRole('row').filter({ hasText: invitee });
  await invitationRow.getByRole('button', { name: `Cancel invitation to ${invitee}` }).click();
  const cancelDialog = page.getByRole('dialog', { name: 'Cancel this invitation?' });
  await expect(cancelDialog).toContainText(invitee);
  await cancelDialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText(`The invitation to ${invitee} is cancelled: its link no longer works.`)).toBeVisible();
  await expect(invitationRow).toHaveCount(0);
  await page.goto(inviteeLink.pathname);
  await expect(page.getByRole('alert').filter({ hasText: 'This invitation link has expired or has already been used. Please ask a club admin for a new one.' })).toBeVisible();
  await asAdmin.dispose();
});

test('a console section outside the role is a page inside the console, with its navigation, that names the roles it is for, with the status 403', async ({ page }) => {
  await signInAsStaff(page, 'membership');
  const response = await page.goto('/admin/content');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Not part of your role' })).toBeVisible();
  await expect(page.getByText('Your staff role does not include Content.')).toBeVisible();
  await expect(page.getByText('Content is for staff in the Admin and Content roles.')).toBeVisible();
  await expectNoSeriousViolations(page, 'a section outside the role');
  const consoleNav = page.getByRole('navigation', { name: 'Staff console' });
  await expect(consoleNav.getByRole('link', { name: 'Members' })).toBeVisible();
  await expect(consoleNav.getByRole('link', { name: 'Content' })).toHaveCount(0);
  // From there, a section of the role opens as usual.
  await consoleNav.getByRole('link', { name: 'Members' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
});
