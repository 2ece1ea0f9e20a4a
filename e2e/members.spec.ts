import { sampleApplicant } from '@rgcc/shared/membership/sample-applications';
import { approvedMember, firstSignIn, signInAsStaff, signInThroughPage, staffApi } from './support/members';
import { expect, openPage, test } from './support/test';

test('staff suspend a member with a reason (signed out at once, sign-in refused with the reason why), reactivate them, and export the list', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const email = `suspended.${Date.now()}@example.com`;
  const { password: temporaryPassword } = await approvedMember(request, email);
  const member = await openPage(browser);
  await firstSignIn(member, email, temporaryPassword, 'suspended-member-1');

  await signInAsStaff(page, 'membership');
  await page.goto(`/admin/members?q=${encodeURIComponent(email)}`);
  await page.getByRole('table').getByRole('link', { name: sampleApplicant.nameEnglish }).click();
  await expect(page.getByRole('heading', { level: 1, name: sampleApplicant.nameEnglish })).toBeVisible();

  await page.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${sampleApplicant.nameEnglish}?` });
  await dialog.getByRole('button', { name: 'Yes, suspend' }).click();
  await expect(dialog.getByText('A reason is required to suspend a member.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Unpaid bar bills since July.');
  await dialog.getByRole('button', { name: 'Yes, suspend' }).click();
  await expect(page.getByText('Reason: Unpaid bar bills since July.')).toBeVisible();

  // The member's open page: the next navigation finds the session gone.
  await member.goto('/dashboard');
  await expect(member).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
  await signInThroughPage(member, email, 'suspended-member-1');
  await expect(member.getByText('Your membership is suspended. Please contact the club.')).toBeVisible();

  await page.getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByText('Reason: Unpaid bar bills since July.')).toHaveCount(0);
  await signInThroughPage(member, email, 'suspended-member-1');
  await expect(member).toHaveURL(/\/dashboard$/);

  // The list exports as CSV, with this member's row.
  const asStaff = await staffApi('membership');
  const csv = await asStaff.get(`/api/admin/members/export?q=${encodeURIComponent(email)}`);
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  expect(await csv.text()).toContain(email);
  await asStaff.dispose();
  await member.context().close();
});
