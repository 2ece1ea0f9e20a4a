import { addDays, clubToday } from '@rgcc/shared/format/club-date';
import { weekdayOf } from '@rgcc/shared/bookings/tee-time-slots';
import { expectNoSeriousViolations } from './support/axe';
import { signInThroughApi } from './support/members';
import { onHoldMember } from './support/seeded-members';
import { expect, test } from './support/test';

/** A day some days ahead at the club that is not a Friday (whose tee times start at 13:30). */
function dayAhead(days: number) {
  let day = addDays(clubToday(), days);
  while (weekdayOf(day) === 5) day = addDays(day, 1);
  return day;
}

test('a member whose membership is on hold is refused a tee time, sees what to pay and follows the link to pay it', async ({ page }) => {
  // Seeded by global-setup: the entrance fee invoiced 8 months ago, never paid.
  await signInThroughApi(page, onHoldMember, 'member');

  await page.goto('/dashboard/card');
  await expect(page.getByRole('article').getByText('On hold')).toBeVisible();
  await expect(page.getByRole('status').getByRole('link', { name: 'Pay them on your Account page' })).toHaveAttribute('href', '/dashboard/payments');

  await page.goto(`/dashboard/tee-times?date=${dayAhead(3)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tee times' })).toBeVisible();
  await page.getByRole('list', { name: 'Tee times' }).getByRole('button', { name: /^09:00/ }).click();
  const booking = page.getByRole('dialog', { name: 'Book 09:00' });
  await booking.getByRole('button', { name: 'Book for 1 player' }).click();
  const refusal = booking.getByRole('alert');
  await expect(refusal).toHaveText(`Your membership is on hold: ${onHoldMember.overdue} is overdue. Please pay it on your Account page to book again.`);
  const payLink = refusal.getByRole('link', { name: 'Account page' });
  await expect(payLink).toHaveAttribute('href', '/dashboard/payments');
  await expectNoSeriousViolations(page, 'the tee time refused while on hold');

  await payLink.click();
  await expect(page).toHaveURL(/\/dashboard\/payments$/);
});
