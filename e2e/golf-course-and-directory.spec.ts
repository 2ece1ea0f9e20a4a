import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations, expectNoSeriousViolationsAtEachWidth } from './support/axe';
import { fitsOnPhones } from './support/layout';
import { paidMember, signInAsStaff, signInThroughApi } from './support/members';
import { expect, openPage, test } from './support/test';

/** A paid member signed in on a page of their own, with their member ID. */
async function memberPage(browser: Browser, email: string): Promise<{ page: Page; memberId: string; email: string }> {
  const page = await openPage(browser);
  const member = await paidMember(page.request, email);
  await signInThroughApi(page, member, 'member');
  return { page, memberId: member.memberId, email };
}

test('membership staff add tees and change them on the Tees page; the golf course page shows their ratings, provisional ones marked', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const name = `Blue ${Date.now()}`;
  await signInAsStaff(page, 'membership');
  await page.goto('/admin/golf');
  await expect(page.getByRole('heading', { level: 1, name: 'Golf' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the Golf hub');
  await page.getByRole('link', { name: /Tees and ratings/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tees and ratings' })).toBeVisible();

  // The seed's tees, with the 18-hole values a round on the nine played twice is measured against.
  const men = page.getByTestId('tee').filter({ has: page.getByRole('heading', { name: 'Men', exact: true }) });
  await expect(men).toContainText('Provisional: to be confirmed by the Federation');
  await expect(men.locator('tr[data-row="9"]')).toContainText(/35\.3\s*124\s*36/);
  await expect(men.locator('tr[data-row="18"]')).toContainText(/70\.6\s*124\s*72/);
  await expectNoSeriousViolationsAtEachWidth(page, 'the Tees page');
  await page.setViewportSize({ width: 1366, height: 850 });

  // Adding with nothing filled in says what each field needs.
  const add = page.getByRole('form', { name: 'Add tees' });
  await add.getByRole('button', { name: 'Add the tees' }).click();
  await expect(add.getByText('Name the tees')).toBeVisible();
  await expect(add.getByText('The 9-hole Course Rating is from 20.0 to 60.0, to one decimal')).toBeVisible();
  await expect(add.getByText('The Slope Rating is a whole number from 55 to 155')).toBeVisible();
  await expectNoSeriousViolations(page, 'the Tees page with errors');

  await add.getByLabel('Name', { exact: true }).fill(name);
  await add.getByLabel('Name in Bangla').fill('নীল');
  await add.getByLabel('For').selectOption('men');
  await add.getByLabel('Course Rating (9 holes)').fill('36.1');
  await add.getByLabel('Slope Rating').fill('128');
  await add.getByLabel('Par (9 holes)').fill('36');
  await add.getByRole('button', { name: 'Add the tees' }).click();
  await expect(page.getByText(`The ${name} tees are added.`)).toBeVisible();
  const blue = page.getByTestId('tee').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(blue.locator('tr[data-row="18"]')).toContainText(/72\.2\s*128\s*72/);

  // The same name in another case is taken: the server says so on the name.
  await add.getByLabel('Name', { exact: true }).fill(name.toLowerCase());
  await add.getByLabel('Course Rating (9 holes)').fill('36.1');
  await add.getByLabel('Slope Rating').fill('128');
  await add.getByRole('button', { name: 'Add the tees' }).click();
  await expect(add.getByText('There are already tees of this name')).toBeVisible();

  // Confirmed by the Federation, with a new Slope.
  await blue.getByRole('button', { name: `Change the ${name} tees` }).click();
  const change = page.getByRole('form', { name: `Change the ${name} tees` });
  await change.getByLabel('Slope Rating').fill('130');
  await change.getByLabel('Ratings confirmed by the Federation').check();
  await change.getByRole('button', { name: 'Save the tees' }).click();
  await expect(page.getByText(`The ${name} tees are saved.`)).toBeVisible();
  await expect(blue).toContainText('Confirmed by the Federation');
  await expect(blue.locator('tr[data-row="18"]')).toContainText(/72\.2\s*130\s*72/);
  await fitsOnPhones(page, 'the Tees page');

  // The public page shows it at its next load, the seed's tees still marked provisional.
  const visitor = await openPage(browser);
  await visitor.goto('/golf-course');
  await expect(visitor.locator(`tr[data-tee="${name}"]`)).toContainText(/36\.1 \/ 72\.2\s*130\s*36 \/ 72/);
  await expect(visitor.locator(`tr[data-tee="${name}"]`)).not.toContainText('Provisional');
  await expect(visitor.locator('tr[data-tee="Women"]')).toContainText('Provisional: to be confirmed by the Federation');
  await expectNoSeriousViolations(visitor, 'the golf course page with its tees');
  await fitsOnPhones(visitor, 'the golf course page');
  // The Bangla page names the tees by the Bangla staff gave them.
  await visitor.goto('/bn/golf-course');
  await expect(visitor.locator('tr[data-tee="নীল"]')).toContainText(/৩৬\.১ \/ ৭২\.২/);
  await expect(visitor.locator('tr[data-tee="নারী"]')).toBeVisible();
  await visitor.context().close();
});

test('accounts staff have no Golf section', async ({ page }) => {
  await signInAsStaff(page, 'accounts');
  await page.goto('/admin/golf/tees');
  await expect(page.getByText('Your staff role does not include Golf.')).toBeVisible();
});

test('the member directory: a member finds another by member ID; contact details show only once that member allows it on their profile', async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const [sharing, reader] = await Promise.all([memberPage(browser, `dir.share.${stamp}@example.com`), memberPage(browser, `dir.read.${stamp}@example.com`)]);

  // From the dashboard to the directory, searched by the other's member ID.
  await reader.page.goto('/dashboard');
  await reader.page.getByRole('link', { name: /Member directory/ }).click();
  await expect(reader.page.getByRole('heading', { level: 1, name: 'Member directory' })).toBeVisible();
  await reader.page.getByLabel('Name or member ID').fill(sharing.memberId);
  await reader.page.getByRole('button', { name: 'Search' }).click();
  const card = reader.page.getByTestId('directory-member');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(sharing.memberId);
  // Off by default: nothing of how to reach them.
  await expect(card).toContainText('Not shared');
  await expect(card).not.toContainText(sharing.email);
  await expectNoSeriousViolationsAtEachWidth(reader.page, 'the member directory');
  await fitsOnPhones(reader.page, 'the member directory');
  await reader.page.setViewportSize({ width: 1366, height: 850 });

  // The member allows it on their profile.
  await sharing.page.goto('/dashboard/profile');
  const consent = sharing.page.getByRole('switch', { name: 'Show my email and mobile to other members in the directory' });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await expect(sharing.page.getByText('Other members now see your email and mobile in the directory.')).toBeVisible();
  await expectNoSeriousViolations(sharing.page, 'the profile with the directory switch');
  await sharing.page.reload();
  await expect(sharing.page.getByRole('switch', { name: 'Show my email and mobile to other members in the directory' })).toBeChecked();

  // Now the reader sees how to reach them, on the list and on their entry.
  await reader.page.reload();
  await expect(card).toContainText(sharing.email);
  await card.getByRole('link').first().click();
  await expect(reader.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(reader.page.getByText(sharing.memberId)).toBeVisible();
  await expect(reader.page.getByRole('link', { name: sharing.email })).toHaveAttribute('href', `mailto:${sharing.email}`);
  await expect(reader.page.getByText('No rounds posted yet.')).toBeVisible();
  await expectNoSeriousViolationsAtEachWidth(reader.page, "a member's directory entry");
  await fitsOnPhones(reader.page, "a member's directory entry");

  // The reader keeps theirs private: the one who shares sees nothing of the reader's.
  await sharing.page.goto(`/dashboard/directory/${reader.memberId}`);
  await expect(sharing.page.getByText('Not shared')).toBeVisible();
  await expect(sharing.page.getByText(reader.email)).toHaveCount(0);

  // An ID nobody holds.
  await sharing.page.goto('/dashboard/directory/M-999999');
  await expect(sharing.page.getByText('No member with this ID is in the directory.')).toBeVisible();
  await Promise.all([sharing.page.context().close(), reader.page.context().close()]);
});
