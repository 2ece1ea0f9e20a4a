import type { Browser, Page } from '@playwright/test';
import { addDays, clubToday } from '@rgcc/shared/format/club-date';
import { weekdayOf } from '@rgcc/shared/bookings/tee-time-slots';
import { expectNoSeriousViolations } from './support/axe';
import { expectNoSidewaysScroll, phoneWidths } from './support/layout';
import { latestMailTo } from './support/mailbox';
import { paidMember, signInAsStaff, signInThroughApi } from './support/members';
import { expect, openPage, test } from './support/test';

/** A day some days ahead at the club that is not a Friday (whose tee times start at 13:30). */
function dayAhead(days: number) {
  let day = addDays(clubToday(), days);
  while (weekdayOf(day) === 5) day = addDays(day, 1);
  return day;
}

/** A paid member signed in in a browser of their own. */
async function memberInBrowser(browser: Browser, name: string) {
  const page = await openPage(browser);
  const context = page.context();
  const member = await paidMember(context.request, `${name}.${Date.now()}@example.com`);
  await signInThroughApi(page, member, 'member');
  return { page, member };
}

test('a member books for three, another fills the fourth place, a third waits and is given the place freed by a cancellation', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const day = dayAhead(2);
  const anika = await memberInBrowser(browser, 'tee.anika');
  const babul = await memberInBrowser(browser, 'tee.babul');
  const chaity = await memberInBrowser(browser, 'tee.chaity');
  const dipu = await memberInBrowser(browser, 'tee.dipu');
  const slotButton = (page: Page) => page.getByRole('list', { name: 'Tee times' }).getByRole('button', { name: /^11:20/ });

  // Anika books for herself, Dipu (a member, by ID) and a guest.
  await anika.page.goto(`/dashboard/tee-times?date=${day}`);
  await expect(anika.page.getByRole('heading', { level: 1, name: 'Tee times' })).toBeVisible();
  await expect(anika.page.getByText('All times are Dhaka time, UTC+6.')).toBeVisible();
  await expect(slotButton(anika.page)).toContainText('4 of 4 places free');
  await slotButton(anika.page).click();
  const booking = anika.page.getByRole('dialog', { name: 'Book 11:20' });
  await booking.getByRole('button', { name: 'Add a member' }).click();
  await booking.getByLabel('Member ID, player 2').fill(dipu.member.memberId);
  await booking.getByRole('button', { name: 'Add a guest' }).click();
  await booking.getByLabel("Guest's name, guest 1").fill('Karim Chowdhury');
  await expectNoSeriousViolations(anika.page, 'the booking dialog');
  await booking.getByRole('button', { name: 'Book for 3 players' }).click();
  await expect(anika.page.getByText(/^Booked: .* at 11:20 \(Dhaka time, UTC\+6\)\. A confirmation is on its way by email\.$/)).toBeVisible();
  await expect(anika.page.getByRole('list', { name: 'Tee times' }).getByText('Your tee time')).toBeVisible();
  await expectNoSeriousViolations(anika.page, 'the tee times page');
  for (const who of [anika, dipu]) expect((await latestMailTo(request, who.member.email, 'Tee time booked')).text).toContain('at 11:20 (Dhaka time, UTC+6)');

  // Babul takes the fourth place.
  await babul.page.goto(`/dashboard/tee-times?date=${day}`);
  await expect(slotButton(babul.page)).toContainText('1 of 4 places free');
  await slotButton(babul.page).click();
  await babul.page.getByRole('dialog', { name: 'Book 11:20' }).getByRole('button', { name: 'Book for 1 player' }).click();
  await expect(babul.page.getByText(/^Booked: /)).toBeVisible();

  // Chaity finds it full and joins its waitlist.
  await chaity.page.goto(`/dashboard/tee-times?date=${day}`);
  await expect(slotButton(chaity.page)).toContainText('Full');
  await slotButton(chaity.page).click();
  await chaity.page.getByRole('dialog', { name: 'Wait for 11:20' }).getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(chaity.page.getByText('You are on the waitlist. If places come free, we will email you and hold them for you.')).toBeVisible();
  await expect(chaity.page.getByRole('list', { name: 'Tee times' }).getByText('Full: you are on the waitlist')).toBeVisible();

  // Anika cancels: the freed places are offered to Chaity, first in line.
  await anika.page.goto('/dashboard/bookings');
  await expectNoSeriousViolations(anika.page, 'the bookings page');
  await anika.page.getByRole('button', { name: /^Cancel the tee time of/ }).click();
  await anika.page.getByRole('dialog', { name: 'Cancel this tee time?' }).getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(anika.page.getByText('Your tee time is cancelled. The players you named have been told by email.')).toBeVisible();
  await expect(anika.page.getByText('Cancelled', { exact: true })).toBeVisible();
  expect((await latestMailTo(request, dipu.member.email, 'Tee time cancelled')).text).toContain('has cancelled this tee time');

  const offer = await latestMailTo(request, chaity.member.email, 'Places free at 11:20');
  expect(offer.text).toContain('Held until:');
  await chaity.page.goto('/dashboard/bookings');
  await expect(chaity.page.getByText(/^A place is held for you until \d\d:\d\d\. Book it now\.$/)).toBeVisible();
  await chaity.page.getByRole('link', { name: 'Book now' }).click();
  await expect(slotButton(chaity.page)).toContainText('Held for you until');
  await slotButton(chaity.page).click();
  await chaity.page.getByRole('dialog', { name: 'Book 11:20' }).getByRole('button', { name: 'Book for 1 player' }).click();
  await expect(chaity.page.getByText(/^Booked: /)).toBeVisible();
  await chaity.page.goto('/dashboard/bookings');
  await expect(chaity.page.getByRole('button', { name: /^Cancel the tee time of .* at 11:20 \(Dhaka time, UTC\+6\)$/ })).toBeVisible();
  await expect(chaity.page.getByText(/^Waitlist:/)).toHaveCount(0);

  // On the narrowest phone, both pages fit.
  await chaity.page.setViewportSize({ width: phoneWidths[0], height: 800 });
  for (const path of ['/dashboard/bookings', `/dashboard/tee-times?date=${day}`]) {
    await chaity.page.goto(path);
    await expectNoSidewaysScroll(chaity.page, `${path} at ${phoneWidths[0]} px`);
  }
});

test('staff see the tee sheet, close tee times with a reason that members see, and keep the rules', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const day = dayAhead(3);
  const emon = await memberInBrowser(browser, 'tee.emon');
  await emon.page.goto(`/dashboard/tee-times?date=${day}`);
  await emon.page.getByRole('list', { name: 'Tee times' }).getByRole('button', { name: /^08:00/ }).click();
  await emon.page.getByRole('dialog', { name: 'Book 08:00' }).getByRole('button', { name: 'Book for 1 player' }).click();
  await expect(emon.page.getByText(/^Booked: /)).toBeVisible();

  await signInAsStaff(page, 'membership');
  await page.goto(`/admin/bookings?date=${day}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tee sheet' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^08:00/ })).toBeVisible();
  await expect(page.getByText('Booked by', { exact: false }).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'the tee sheet');

  await page.getByLabel('From', { exact: true }).fill('15:00');
  await page.getByLabel('To', { exact: true }).fill('15:20');
  await page.getByRole('button', { name: 'Close these times' }).click();
  await expect(page.getByText('Give a reason, such as "Maintenance" or "Club championship".')).toBeVisible();
  await page.getByLabel('Reason', { exact: true }).fill('Greens aeration');
  await page.getByRole('button', { name: 'Close these times' }).click();
  await expect(page.getByText('3 tee times are closed: Greens aeration.')).toBeVisible();
  await expect(page.getByText('Closed: Greens aeration').first()).toBeVisible();

  await emon.page.goto(`/dashboard/tee-times?date=${day}`);
  await expect(emon.page.getByRole('list', { name: 'Tee times' }).getByText('Closed: Greens aeration')).toHaveCount(3);

  // Staff cancel Emon's booking with a reason he is mailed; his bookings say so.
  await page.getByRole('button', { name: /^Cancel booking of .* at 08:00/ }).click();
  const cancelling = page.getByRole('dialog', { name: 'Cancel the booking at 08:00?' });
  await cancelling.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(cancelling.getByText('Give the reason the players will read.')).toBeVisible();
  await cancelling.getByLabel('Reason the players will read').fill('The course is closed for a tournament.');
  await cancelling.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(cancelling).toBeHidden();
  expect((await latestMailTo(page.request, emon.member.email, 'Tee time cancelled')).text).toContain('The club has cancelled this tee time: The course is closed for a tournament.');
  await emon.page.goto('/dashboard/bookings');
  await expect(emon.page.getByText('Cancelled', { exact: true })).toBeVisible();

  // Emon phones the pro shop; staff book him at 08:00 again, with a guest.
  const phoneBooking = page.getByRole('region', { name: 'Book for a member on the phone' });
  await phoneBooking.getByRole('button', { name: 'Book this tee time' }).click();
  await expect(phoneBooking.getByText('Choose a tee time.')).toBeVisible();
  await expect(phoneBooking.getByText('Give the member ID of the member who books.')).toBeVisible();
  await phoneBooking.getByLabel('Tee time').selectOption(new Date(`${day}T08:00:00+06:00`).toISOString());
  await phoneBooking.getByLabel('Member ID of the member who books').fill(emon.member.memberId);
  await phoneBooking.getByLabel("Guests' names").fill('Rafiq Ahmed');
  await phoneBooking.getByRole('button', { name: 'Book this tee time' }).click();
  await expect(page.getByText(/^Booked at 08:00 for /)).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^08:00/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'the tee sheet with the phone booking form');
  await emon.page.reload();
  await expect(emon.page.getByText('Rafiq Ahmed')).toBeVisible();

  await page.getByRole('link', { name: 'Tee-time rules' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tee-time rules' })).toBeVisible();
  await expect(page.getByLabel('Friday, first')).toHaveValue('13:30');
  await page.getByLabel('Players per tee time').fill('9');
  await page.getByRole('button', { name: 'Save the rules' }).click();
  await expect(page.getByText('Players per tee time must be a whole number from 1 to 8.')).toBeVisible();
  await expectNoSeriousViolations(page, 'the tee-time rules');

  await page.setViewportSize({ width: phoneWidths[0], height: 800 });
  for (const path of [`/admin/bookings?date=${day}`, '/admin/bookings/tee-time-rules']) {
    await page.goto(path);
    await expectNoSidewaysScroll(page, `${path} at ${phoneWidths[0]} px`);
  }
});
