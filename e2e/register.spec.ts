import { expectNoSeriousViolations } from './support/axe';
import { latestMailTo } from './support/mailbox';
import { paidMember, signInAsStaff, signInThroughApi, signInThroughPage } from './support/members';
import { expect, openPage, test } from './support/test';

const header = 'memberId,firstName,lastName,category,email,mobile,joinedOn,status,handicapIndex,handicapAsOf';

test('staff import a file with errors, fix it, import it, invite a member, who chooses a password and signs in', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const number = 10_000 + (stamp % 80_000);
  const email = `imported.${stamp}@example.com`;
  const rowWith = (mobile: string) => `M-${number},Shirin,Akhter,Non Military,${email},${mobile},2008-04-12,active,14.2,2026-11-01`;
  const other = `M-${number + 1},Rezaul,Karim,Golfer,rezaul.${stamp}@example.com,01711000002,2011-09-30,active,,`;
  const file = (lines: string[]) => ({ name: 'register.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...lines].join('\r\n')) });

  await signInAsStaff(page, 'membership');
  await page.goto('/admin/members');
  await page.getByRole('link', { name: 'Import members' }).click();
  await expect(page.getByRole('heading', { name: 'Import members', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the template (CSV)' })).toHaveAttribute('href', '/api/admin/members/import-template.csv');

  // Without a file, the form says what it needs and sends nothing.
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('Choose a CSV or Excel (.xlsx) file to import.')).toBeVisible();

  // The first file has two errors: each is listed by line and column, and nothing can be imported.
  await page.getByLabel('Register file').setInputFiles(file([rowWith('0171-100'), other]));
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 rows: 0 valid' })).toBeVisible();
  const errors = page.getByRole('table', { name: 'Errors in the file, by line' });
  await expect(errors.getByRole('row', { name: '2 mobile Must be only digits' })).toBeVisible();
  await expect(errors.getByRole('row', { name: /^3 category Category must be one of/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Import \d+ member/ })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the import page with errors');

  // Fixed, it previews clean and imports.
  await page.getByLabel('Register file').setInputFiles(file([rowWith('01711000001'), other.replace('Golfer', 'Government Officer')]));
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 rows: 2 valid (2 to add, 0 unchanged), 0 errors' })).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 members' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 members were added to the register; 0 were already there as they are.' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Recent imports, newest first' }).getByRole('row').nth(1)).toContainText('2 added, 0 unchanged');

  // One member is invited from their page.
  await page.goto(`/admin/members?q=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: 'Shirin Akhter' }).click();
  await expect(page.getByText('Brought into the register by staff: there is no application.')).toBeVisible();
  await expect(page.getByText('14.2 (as of')).toBeVisible();
  await page.getByRole('button', { name: 'Invite to choose a password' }).click();
  await expect(page.getByText(`M-${number} is invited`)).toBeVisible();

  // The member opens the mailed link, chooses a password and signs in like anyone else.
  const member = await openPage(browser);
  const link = /(http\S+\/reset-password\/\d+\/[A-Za-z0-9_-]+)/.exec((await latestMailTo(member.request, email, 'member account is ready')).text)![1]!;
  await member.goto(new URL(link).pathname);
  await member.getByLabel('New Password').fill('riverside-shirin-1');
  await member.getByLabel('Confirm Password').fill('riverside-shirin-1');
  await member.getByRole('button', { name: 'Reset Password' }).click();
  await expect(member).toHaveURL(/\/login$/);
  await signInThroughPage(member, email, 'riverside-shirin-1');
  await expect(member).toHaveURL(/\/dashboard$/);
  await expect(member.getByText('Welcome, Shirin')).toBeVisible();
  // Imported members owe no registration fee: the dashboard is open.
  await expect(member.getByText('Your dashboard is locked until the membership registration fee is paid.')).toHaveCount(0);
  await member.context().close();

  // Staff see that they were invited and have signed in.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Invite/ })).toHaveCount(0);
  await expect(page.getByText('Never')).toHaveCount(0);
});

test('staff add a member by hand: the form names each problem, then the member is in the register', async ({ page }) => {
  const stamp = Date.now();
  await signInAsStaff(page, 'membership');
  await page.goto('/admin/members/new');
  await page.getByRole('button', { name: 'Add to the register' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Mobile number is required')).toBeVisible();
  await expectNoSeriousViolations(page, 'the add-member page with errors');
  await page.getByLabel('Email').fill(`by.hand.${stamp}@example.com`);
  await page.getByLabel('First name').fill('Habib');
  await page.getByLabel('Last name').fill('Rahman');
  await page.getByLabel('Category').selectOption('Corporate/Business');
  await page.getByLabel('Mobile number').fill('01811000077');
  await page.getByLabel('Joined on').fill('2016-05-20');
  await page.getByRole('button', { name: 'Add to the register' }).click();
  await expect(page.getByRole('heading', { name: 'Habib Rahman', level: 1 })).toBeVisible();
  await expect(page.getByText(/M-\d+ is in the register/)).toBeVisible();
});

test('content staff are refused the import page inside the console, with the roles it needs', async ({ page }) => {
  await signInAsStaff(page, 'content');
  const response = await page.goto('/admin/members/import');
  expect(response!.status()).toBe(403);
  await expect(page.getByText('Your staff role does not include Members.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Events' })).toBeVisible();
});

test('a member changes their mobile number on their profile', async ({ page }) => {
  const email = `profile.${Date.now()}@example.com`;
  const member = await paidMember(page.request, email);
  await signInThroughApi(page, member, 'member');
  await page.goto('/dashboard/profile');
  const mobile = page.getByLabel('Mobile number');
  await mobile.fill('0171-22');
  await page.getByRole('button', { name: 'Save contact details' }).click();
  await expect(page.getByText('Must be only digits')).toBeVisible();
  await expectNoSeriousViolations(page, 'the profile page with an error');
  await mobile.fill('01999000111');
  await page.getByLabel('Emergency contact').fill('Rokeya Begum, 01711000333');
  await page.getByRole('button', { name: 'Save contact details' }).click();
  await expect(page.getByText('Your contact details are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Mobile number')).toHaveValue('01999000111');
  await expect(page.getByLabel('Emergency contact')).toHaveValue('Rokeya Begum, 01711000333');
});
