import { signInAsContentStaff, signInAsStaff } from './support/members';
import { expect, openPage, test } from './support/test';
import { suiteStaffEmails } from './support/suite-staff';

test('content staff hide a review (the review page no longer lists it), show it again, and delete it with a reason', async ({ page, browser, request }) => {
  // A journey of two browsers and a sign-in with a code: over 30 s beside the other specs on two cores.
  test.setTimeout(60_000);
  const name = `Reviewer ${Date.now()}`;
  const posted = await request.post('/api/reviews', {
    data: {
      userName: name,
      userPhone: '+880 1711-223344',
      ratings: { 'Ambience & Atmosphere': 5, 'Service & Hospitality': 1, 'Food & Beverages': 1 },
      comments: { 'Ambience & Atmosphere': 'Visit www.cheap-biryani.example for deals', 'Service & Hospitality': '', 'Food & Beverages': '' },
    },
  });
  expect(posted.status()).toBe(201);
  const visitor = await openPage(browser);
  await visitor.goto('/review');
  await expect(visitor.getByText(name)).toBeVisible();

  await signInAsContentStaff(page);
  await page.goto(`/admin/reviews?q=${encodeURIComponent(name)}`);
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('Visit www.cheap-biryani.example for deals');
  await expect(card.getByRole('link', { name: '+880 1711-223344' })).toHaveAttribute('href', 'tel:+8801711223344');

  await card.getByRole('button', { name: `Hide the review by ${name}` }).click();
  await expect(card.getByText('Hidden', { exact: true })).toBeVisible();
  await visitor.goto('/review');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText(name)).toHaveCount(0);

  await card.getByRole('button', { name: `Show the review by ${name}` }).click();
  await expect(card.getByText('Hidden', { exact: true })).toHaveCount(0);
  await visitor.goto('/review');
  await expect(visitor.getByText(name)).toBeVisible();

  await card.getByRole('button', { name: `Delete the review by ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this review?' });
  await dialog.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(dialog.getByText('A reason is required to delete a review.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Advertising another restaurant.');
  await dialog.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No reviews match.')).toBeVisible();
  await visitor.goto('/review');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText(name)).toHaveCount(0);

  // The log (the admin's section) says who deleted it and why.
  const admin = await openPage(browser);
  await signInAsStaff(admin);
  await admin.goto('/admin/audit-log?entityType=review');
  const entry = admin.getByRole('row').filter({ hasText: 'review.deleted' }).first();
  await expect(entry).toContainText('Advertising another restaurant.');
  await expect(entry).toContainText(suiteStaffEmails.content);
  await admin.context().close();
  await visitor.context().close();
});
