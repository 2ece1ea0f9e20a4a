import { signInAsStaff } from './support/members';
import { expectNoSeriousViolationsAtEachWidth } from './support/axe';
import { atEachPhoneWidth, expectFitsAfterLoad } from './support/layout';
import { expect, test } from './support/test';

test("an admin opens Jobs from the console's navigation: each queue of background work with its counts, accessible and fitting a phone", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsStaff(page);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Jobs', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  const queues = page.getByRole('table', { name: 'Each queue with its jobs waiting, running and failed' });
  // Mail goes out one job per mail; the areas' periodic jobs each have their queue.
  await expect(queues.getByRole('rowheader', { name: /deliver a mail/i })).toBeVisible();
  await expect(queues.getByRole('rowheader', { name: /send tee-time reminders/i })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Failed jobs' })).toBeVisible();

  await expectNoSeriousViolationsAtEachWidth(page, '/admin/jobs');
  await atEachPhoneWidth(page, (width) => expectFitsAfterLoad(page, `/admin/jobs at ${width} px`));
});
