import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { clubDateTimeOf, clubToday } from '@rgcc/shared/format/club-date';
import { expectNoSeriousViolations } from './support/axe';
import { expectNoSidewaysScroll, phoneWidths } from './support/layout';
import { latestMailTo } from './support/mailbox';
import { paidMember, signInAsContentStaff, signInThroughApi, staffApi } from './support/members';
import { expect, openPage, test } from './support/test';

/** The first day of next month at the club, YYYY-MM-DD. */
function nextMonth(): string {
  const [year, month] = clubToday().split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** A paid member signed in on a page of their own. */
async function memberPage(browser: Browser, email: string): Promise<Page> {
  const page = await openPage(browser);
  const member = await paidMember(page.request, email);
  await signInThroughApi(page, member, 'member');
  return page;
}

test('content staff open an event for entries; two members enter, one withdraws and enters again; staff close, draw and publish; the draw shows on the event page', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Winter Medal ${Date.now()}`;
  const day = nextMonth();
  const asContent = await staffApi('content');
  const created = await asContent.post('/api/admin/events', { data: { title, startsOn: day, endsOn: '', description: 'Stableford over the nine, twice.', photos: [] } });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { id: number }).id;
  await asContent.dispose();

  // Staff open it for entries from the event's form.
  await signInAsContentStaff(page);
  await page.goto(`/admin/events/${eventId}`);
  await page.getByRole('link', { name: 'Tournament entries and draw' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Entries: ${title}` })).toBeVisible();
  await expect(page.getByText('This event is not open for entries.')).toBeVisible();
  await expectNoSeriousViolations(page, 'the console entries page, not yet open');
  await page.getByRole('button', { name: 'Open for entries' }).click();
  await expect(page.getByText('Entry close date and time is required')).toBeVisible();
  await page.getByLabel('Entries close (Dhaka time)').fill(clubDateTimeOf(new Date(Date.now() + 2 * 86_400_000)));
  await page.getByLabel('Maximum field').fill('8');
  await page.getByLabel('Handicap limit').fill('28');
  await page.getByRole('button', { name: 'Open for entries' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Open for entries until' })).toContainText('(Dhaka time, UTC+6)');

  // The event's page says so, the same for everyone.
  const visitor = await openPage(browser);
  await visitor.goto(`/events/${eventId}`);
  await expect(visitor.getByRole('heading', { name: 'Tournament entries' })).toBeVisible();
  await expect(visitor.getByTestId('entries-close')).toContainText('(Dhaka time, UTC+6)');
  await expectNoSeriousViolations(visitor, 'an event page open for entries');

  // The first member enters from the dashboard's Events page.
  const stamp = Date.now();
  const first = await memberPage(browser, `tour.first.${stamp}@example.com`);
  await first.goto('/dashboard/events');
  await expect(first.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(first.getByText('You have not entered a tournament yet.')).toBeVisible();
  const card = first.getByRole('listitem').filter({ has: first.getByRole('heading', { name: title }) });
  await expectNoSeriousViolations(first, 'the dashboard Events page');
  await card.getByLabel('Your handicap').fill('30');
  await card.getByRole('button', { name: `Enter ${title}` }).click();
  await expect(card.getByText("Your handicap is above this tournament's limit of 28.")).toBeVisible();
  await card.getByLabel('Your handicap').fill('12.4');
  await card.getByRole('button', { name: `Enter ${title}` }).click();
  await expect(first.getByText('You are entered, with handicap 12.4.')).toBeVisible();

  // The second enters from the event's page, withdraws, and enters again.
  const second = await memberPage(browser, `tour.second.${stamp}@example.com`);
  await second.goto(`/events/${eventId}`);
  await second.getByRole('link', { name: 'Enter, or see who has entered' }).click();
  await expect(second).toHaveURL(new RegExp(`/dashboard/events/${eventId}$`));
  await expect(second.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await second.getByLabel('Your handicap').fill('8');
  await second.getByRole('button', { name: `Enter ${title}` }).click();
  await expect(second.getByText('You are entered, with handicap 8.0.')).toBeVisible();
  const entryList = second.getByRole('region', { name: 'Entry list' });
  await expect(entryList.getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousViolations(second, 'a tournament page for members');
  await second.getByRole('button', { name: `Withdraw from ${title}` }).click();
  await second.getByRole('dialog', { name: `Withdraw from ${title}?` }).getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(second.getByLabel('Your handicap')).toBeVisible();
  await expect(entryList.getByRole('listitem')).toHaveCount(1);
  await second.getByLabel('Your handicap').fill('8');
  await second.getByRole('button', { name: `Enter ${title}` }).click();
  await expect(entryList.getByRole('listitem')).toHaveCount(2);

  // Staff close entries and draw: one group of two, the lower handicap first.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Entries (2 of 8)' })).toBeVisible();
  await page.getByRole('button', { name: 'Close entries now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Entries closed' })).toBeVisible();

  // A late entry by phone: staff enter a third member by hand, then take the entry away with a reason.
  const api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  const third = await paidMember(api, `tour.third.${stamp}@example.com`);
  await api.dispose();
  const byHand = page.getByRole('form', { name: 'Enter a member' });
  await byHand.getByRole('button', { name: 'Enter member' }).click();
  await expect(byHand.getByText('Enter a member ID such as M-0042.')).toBeVisible();
  await byHand.getByLabel('Member ID').fill(third.memberId.toLowerCase());
  await byHand.getByLabel('Handicap').fill('20');
  await byHand.getByRole('button', { name: 'Enter member' }).click();
  await expect(page.getByText(`${third.memberId} is entered and told by email.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Entries (3 of 8)' })).toBeVisible();
  await page.getByRole('row').filter({ hasText: third.memberId }).getByRole('button', { name: /^Take away the entry of / }).click();
  const removal = page.getByRole('dialog', { name: /^Take away the entry of / });
  await removal.getByRole('button', { name: 'Take the entry away' }).click();
  await expect(removal.getByText('Give the reason the member will read.')).toBeVisible();
  await expectNoSeriousViolations(page, 'taking an entry away');
  await removal.getByLabel('Reason the member will read').fill('Entered twice by mistake.');
  await removal.getByRole('button', { name: 'Take the entry away' }).click();
  await expect(removal).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Entries (2 of 8)' })).toBeVisible();
  expect((await latestMailTo(page.request, third.email, 'is withdrawn')).text).toContain('Reason: Entered twice by mistake.');
  await page.getByLabel('First tee time (Dhaka time)').fill(`${day}T07:30`);
  await page.getByLabel('Minutes between groups').fill('10');
  await page.getByRole('button', { name: 'Draw groups' }).click();
  const staffGroup = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Group 1' }) });
  await expect(staffGroup).toContainText('07:30 (Dhaka time, UTC+6)');
  await expect(staffGroup.getByRole('listitem')).toHaveText([/8\.0$/, /12\.4$/]);
  await expectNoSeriousViolations(page, 'the console entries page, drawn');
  await page.getByRole('button', { name: 'Publish the draw' }).click();
  await page.getByRole('dialog', { name: 'Publish the draw?' }).getByRole('button', { name: 'Yes, publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();

  // Everyone sees the draw on the event's page at the next load; each player is emailed.
  await visitor.goto(`/events/${eventId}`);
  await expect(visitor.getByRole('heading', { name: 'The draw' })).toBeVisible();
  const publicGroup = visitor.getByRole('listitem').filter({ has: visitor.getByRole('heading', { name: 'Group 1' }) });
  await expect(publicGroup).toContainText('07:30 (Dhaka time, UTC+6)');
  await expect(publicGroup.getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousViolations(visitor, 'an event page with its draw');
  const mail = await latestMailTo(first.request, `tour.first.${stamp}@example.com`, 'Your tee time');
  expect(mail.text).toContain('07:30 (Dhaka time, UTC+6)');

  await first.goto('/dashboard/events');
  await expect(first.getByText(/Group 1, tee time .*07:30 \(Dhaka time, UTC\+6\)/)).toBeVisible();

  // On the narrowest phone, the member's pages and the console's entries page fit.
  for (const [who, path] of [
    [first, '/dashboard/events'],
    [first, `/dashboard/events/${eventId}`],
    [page, `/admin/events/${eventId}/entries`],
  ] as const) {
    await who.setViewportSize({ width: phoneWidths[0], height: 800 });
    await who.goto(path);
    await who.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(who, `${path} at ${phoneWidths[0]} px`);
  }
});
