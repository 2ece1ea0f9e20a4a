import type { Browser, Page } from '@playwright/test';
import { formatDay } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import { defaultRoomAndHallSettings } from '@rgcc/shared/bookings/rooms-and-hall';
import { addDays, clubToday } from '@rgcc/shared/format/club-date';
import { expectNoSeriousViolations } from './support/axe';
import { expectNoSidewaysScroll } from './support/layout';
import { latestMailTo } from './support/mailbox';
import { paidMember, signInAsStaff, signInThroughApi, staffApi } from './support/members';
import { expect, openPage, test, waitUntilInteractive } from './support/test';

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });
/** A day far enough ahead that no other spec asks for it, different on each run. */
const someDayAhead = (from: number, span: number) => addDays(clubToday(), from + Math.floor(Math.random() * span));

async function expectAccessible(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, where);
}

/** The narrowest phone the site is made for. */
async function fitsAt320(page: Page, where: string) {
  const { width, height } = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: 800 });
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page, `${where} at 320 px`);
  await page.setViewportSize({ width, height });
}

/** Membership staff in a browser of their own. */
async function staffPageOf(browser: Browser) {
  const page = await openPage(browser, { viewport: { width: 1280, height: 850 } });
  const context = page.context();
  await signInAsStaff(page, 'membership');
  return { page, close: () => context.close() };
}

test('a visitor asks for the hall from the popup; staff confirm with a note, the visitor is mailed, and the session shows as booked', async ({ page, browser, request }) => {
  test.slow();
  const id = unique();
  const name = `Tahmina ${id}`;
  const email = `hall.${id}@example.com`;
  const date = someDayAhead(100, 250);

  await page.goto('/convention-hall');
  await page.getByRole('button', { name: 'Prebook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prebook the convention hall' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Phone number').fill('01711223344');
  await dialog.getByLabel('Email (optional)').fill(email);
  await dialog.getByLabel('Event date').fill(date);
  await expect(dialog.getByRole('status')).toHaveText(`Both sessions of ${formatDay(date)} are free.`);
  await dialog.getByLabel('Session').selectOption('Evening');
  await dialog.getByLabel('Number of guests').fill('180');
  await dialog.getByLabel('Type of event').selectOption('Wedding');
  await dialog.getByRole('button', { name: 'Send booking request' }).click();
  await expect(toast(page, 'Thank you! Our events team will call you to confirm your booking.')).toBeVisible();

  // The club is told where to answer it.
  const notification = await latestMailTo(request, 'info@example.com', `A new convention hall request from ${name}`);
  expect(notification.text).toContain('/admin/bookings/hall');

  const staff = await staffPageOf(browser);
  await staff.page.goto('/admin/bookings/hall');
  await expect(staff.page.getByRole('heading', { level: 1, name: 'Convention hall requests' })).toBeVisible();
  await expect(staff.page.getByRole('navigation', { name: 'Bookings' }).getByRole('link', { name: 'Convention hall' })).toHaveAttribute('aria-current', 'page');
  const card = staff.page.getByRole('article').filter({ hasText: name });
  await expect(card.getByRole('heading', { name: `${formatDay(date)}, evening` })).toBeVisible();
  await expectAccessible(staff.page, 'the hall requests');
  await fitsAt320(staff.page, 'the hall requests');
  await card.getByRole('button', { name: /^Confirm/ }).click();
  const confirm = staff.page.getByRole('dialog', { name: 'Confirm this request?' });
  await confirm.getByRole('button', { name: 'Confirm and email' }).click();
  await expect(confirm.getByText('Please write a note for the requester.')).toBeVisible();
  await expectAccessible(staff.page, 'the confirm dialog');
  await confirm.getByLabel('Note to the requester').fill('The lawn and the hall are yours from 5 PM.');
  await confirm.getByRole('button', { name: 'Confirm and email' }).click();
  await expect(toast(staff.page, 'The request is confirmed and the requester is told by email.')).toBeVisible();
  await expect(card).toContainText('Confirmed');
  await expect(card.getByRole('button', { name: /^Confirm/ })).toHaveCount(0);
  await staff.close();

  const mail = await latestMailTo(request, email, 'is confirmed');
  expect(mail.text).toContain('The lawn and the hall are yours from 5 PM.');
  expect(mail.text).toContain('Session: Evening');

  // The next visitor sees the evening taken before sending anything.
  await page.goto('/convention-hall');
  await page.getByRole('button', { name: 'Prebook' }).click();
  await dialog.getByLabel('Event date').fill(date);
  await expect(dialog.getByRole('status')).toHaveText(`The evening session of ${formatDay(date)} is booked; the other is free.`);
  await expect(dialog.getByRole('option', { name: 'Evening (booked)' })).toBeDisabled();
  await dialog.getByText(/^Dates already booked/).click();
  await expect(dialog.getByRole('list', { name: 'Sessions already booked' })).toContainText(`${formatDay(date)}, evening`);
  await expectAccessible(page, 'the prebook popup with booked sessions');
});

test('a paid member sees the free nights and requests a room; staff confirm it in a room, and the member sees it confirmed', async ({ page, browser, request }) => {
  test.slow();
  const email = `room.${unique()}@example.com`;
  const member = await paidMember(page.request, email);
  await signInThroughApi(page, member, 'member');
  const checkIn = someDayAhead(20, 150);
  const checkOut = addDays(checkIn, 2);

  await page.goto('/dashboard/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await expect(page.getByText('You have no guest room stays yet.')).toBeVisible();
  await expect(page.getByText('You have no convention hall requests.')).toBeVisible();
  await expectAccessible(page, 'the member’s bookings, empty');
  await fitsAt320(page, 'the member’s bookings');

  await page.getByRole('link', { name: 'Request a room' }).click();
  await expect(page).toHaveURL(/\/dashboard\/bookings\/room$/);
  await waitUntilInteractive(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Free rooms by night' })).toBeVisible();
  await expect(page.getByText('The club has 4 guest rooms.', { exact: false })).toBeVisible();
  await expectAccessible(page, 'the room request');
  await fitsAt320(page, 'the room request');

  await page.getByRole('button', { name: 'Send room request' }).click();
  await expect(page.getByText('Please choose the check-in date')).toBeVisible();
  await page.getByLabel('Check-in date').fill(checkIn);
  await page.getByLabel('Check-out date').fill(checkOut);
  await expect(page.getByRole('status').filter({ hasText: 'nights' })).toHaveText('2 nights: a room is free every night.');
  await page.getByLabel('Number of guests').fill('2');
  await page.getByRole('button', { name: 'Send room request' }).click();
  await expect(toast(page, 'Thank you! Your request is sent; we will email you once staff confirm it.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/bookings$/);
  const stay = page.getByRole('list', { name: 'Your guest room stays' }).getByRole('listitem').first();
  await expect(stay).toContainText(`${formatDay(checkIn)} to ${formatDay(checkOut)}`);
  await expect(stay).toContainText('Pending');
  await expect((await latestMailTo(request, 'info@example.com', `A new guest room request from ${member.memberId}`)).text).toContain('/admin/bookings/rooms');

  const staff = await staffPageOf(browser);
  await staff.page.goto('/admin/bookings/rooms?status=pending');
  await expect(staff.page.getByRole('heading', { level: 1, name: 'Guest room requests' })).toBeVisible();
  await expectAccessible(staff.page, 'the room requests');
  await fitsAt320(staff.page, 'the room requests');
  const card = staff.page.getByRole('article').filter({ hasText: email });
  await card.getByRole('button', { name: /^Confirm/ }).click();
  const confirm = staff.page.getByRole('dialog', { name: 'Confirm this request?' });
  await expect(confirm.getByLabel('Room')).toHaveValue('');
  await confirm.getByLabel('Note to the requester').fill('Breakfast is served from 7 AM.');
  await confirm.getByRole('button', { name: 'Confirm and email' }).click();
  await expect(toast(staff.page, 'The request is confirmed and the requester is told by email.')).toBeVisible();
  await staff.close();

  const mail = await latestMailTo(request, email, 'is confirmed');
  expect(mail.text).toContain('Breakfast is served from 7 AM.');
  const room = /Room: (.+)/.exec(mail.text)![1]!.trim();

  await page.reload();
  await expect(stay).toContainText('Confirmed');
  await expect(stay).toContainText(room);
  await expect(stay).toContainText('Breakfast is served from 7 AM.');
  await expectAccessible(page, 'the member’s bookings, confirmed');

  // Before the check-in day, the member may still give it up.
  await stay.getByRole('button', { name: /^Cancel/ }).click();
  await page.getByRole('dialog', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(toast(page, 'Your request is cancelled.')).toBeVisible();
  await expect(stay).toContainText('Cancelled');
});

test('staff change a room rule on its page, and the member’s room request says the new number at once', async ({ page, browser }) => {
  test.slow();
  const member = await paidMember(page.request, `room.rules.${unique()}@example.com`);
  await signInThroughApi(page, member, 'member');
  const staff = await staffPageOf(browser);
  try {
    await staff.page.goto('/admin/bookings/rooms');
    await staff.page.getByRole('link', { name: 'Room and hall rules' }).click();
    await expect(staff.page.getByRole('heading', { level: 1, name: 'Room and hall rules' })).toBeVisible();
    await waitUntilInteractive(staff.page);
    const guests = staff.page.getByLabel('Guests a room');
    await expect(guests).toHaveValue('3');
    await guests.fill('11');
    await staff.page.getByRole('button', { name: 'Save the rules' }).click();
    await expect(staff.page.getByText('Guests a room must be a whole number from 1 to 10.')).toBeVisible();
    await expectAccessible(staff.page, 'the room and hall rules');
    await fitsAt320(staff.page, 'the room and hall rules');
    await guests.fill('4');
    await staff.page.getByRole('button', { name: 'Save the rules' }).click();
    await expect(toast(staff.page, 'Saved. Requests sent from now on follow the new rules; those already made stay as they are.')).toBeVisible();

    await page.goto('/dashboard/bookings/room');
    await expect(page.getByText('A room sleeps up to 4 guests.', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Number of guests')).toHaveAttribute('max', '4');
  } finally {
    // Other tests read the default rules.
    const api = await staffApi('membership');
    expect((await api.put('/api/admin/room-and-hall-settings', { data: defaultRoomAndHallSettings })).status()).toBe(200);
    await api.dispose();
    await staff.close();
  }
});

