import { request as playwrightRequest } from '@playwright/test';
import { addDays, clubDateTimeOf, clubToday } from '@rgcc/shared/format/club-date';
import { expectNoSeriousViolations } from './support/axe';
import { paidMember, signInAsContentStaff, staffApi } from './support/members';
import { expect, openPage, test } from './support/test';

/** The card's pars, the nine twice: 5 4 4 5 4 4 3 4 3. */
const nine = [5, 4, 4, 5, 4, 4, 3, 4, 3];
const pars = [...nine, ...nine];
const withExtra = (extra: Record<number, number>) => pars.map((par, hole) => par + (extra[hole + 1] ?? 0));

test('staff set the format and divisions, publish the results with a prize; the event page and the past events list show the winners', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const title = `Monsoon Medal ${stamp}`;
  // Played yesterday: a past event.
  const day = addDays(clubToday(), -1);
  const asContent = await staffApi('content');
  const created = await asContent.post('/api/admin/events', { data: { title, startsOn: day, endsOn: '', description: 'Stroke play, net, over the nine twice.', photos: [] } });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { id: number }).id;

  // Staff open it for entries with the format, the allowance that follows it, and two divisions.
  await signInAsContentStaff(page);
  await page.goto(`/admin/events/${eventId}/entries`);
  await page.getByLabel('Entries close (Dhaka time)').fill(clubDateTimeOf(new Date(Date.now() + 86_400_000)));
  await page.getByLabel('Maximum field').fill('8');
  await page.getByLabel('Format').selectOption('stroke_net');
  await expect(page.getByLabel('Handicap allowance (%)')).toHaveValue('95');
  await page.getByRole('button', { name: 'Add a division' }).click();
  await page.getByLabel('Division 1 name').fill('A');
  await page.getByLabel('Division 1 highest handicap').fill('12');
  await page.getByRole('button', { name: 'Add a division' }).click();
  await page.getByLabel('Division 2 name').fill('B');
  await page.getByLabel('Division 2 highest handicap').fill('10');
  await page.getByRole('button', { name: 'Open for entries' }).click();
  await expect(page.getByText('The last division takes every handicap above the one before: leave its highest handicap empty')).toBeVisible();
  await expectNoSeriousViolations(page, 'the entry settings with the format, the allowance and divisions, with an error');
  await page.getByLabel('Division 2 highest handicap').fill('');
  await page.getByRole('button', { name: 'Open for entries' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Open for entries until' })).toBeVisible();

  // Three members enter: two in A (declared 8 and 10), one in B (declared 20).
  const players: { memberId: string; name: string }[] = [];
  for (const [index, handicap] of [8, 10, 20].entries()) {
    const api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
    const member = await paidMember(api, `results.${index}.${stamp}@example.com`);
    expect((await api.post(`/api/member/tournaments/${eventId}/entry`, { data: { handicap } })).status()).toBe(201);
    const name = ((await (await api.get('/api/member/membership')).json()) as { name: string }).name;
    players.push({ memberId: member.memberId, name });
    await api.dispose();
  }
  // Entries close; the draw is made and published.
  expect((await asContent.post(`/api/admin/events/${eventId}/tournament/close`)).status()).toBe(200);
  expect((await asContent.post(`/api/admin/events/${eventId}/tournament/draw`, { data: { firstTeeTime: `${day}T07:00`, intervalMinutes: 10 } })).status()).toBe(200);
  expect((await asContent.post(`/api/admin/events/${eventId}/tournament/publish`)).status()).toBe(200);
  await page.reload();
  // Playing handicaps at the close, from the declared handicaps (no index yet): 8.0 → 7, 10.0 → 9, 20.0 → 20 on the Men tees at 95 %.
  const row = (memberId: string) => page.getByRole('row').filter({ hasText: memberId });
  await expect(row(players[0]!.memberId)).toContainText('7 (Declared on entry)');
  await expect(row(players[2]!.memberId)).toContainText('20 (Declared on entry)');
  await expect(row(players[2]!.memberId).getByRole('cell').nth(6)).toHaveText('B');

  // The cards: the first two finish, the third stops after 9 holes.
  const scores = [withExtra({ 1: 1, 2: 1 }), withExtra({ 4: 1, 10: 2, 11: 1 }), [...withExtra({}).slice(0, 9), ...Array.from({ length: 9 }, () => null)]];
  for (const [index, strokes] of scores.entries()) {
    const saved = await asContent.put(`/api/admin/events/${eventId}/tournament/scores/${players[index]!.memberId}`, { data: { strokes } });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  await asContent.dispose();

  // Staff publish with a prize for division A.
  await page.reload();
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByText('Cards with holes missing are not posted, and cannot win.')).toBeVisible();
  await expectNoSeriousViolations(page, 'the console entries page before the results');
  await results.getByLabel('Prize, division A').fill('The Monsoon Medal and a golf bag');
  await results.getByRole('button', { name: 'Close scoring and publish the results' }).click();
  await page.getByRole('dialog', { name: 'Publish the results?' }).getByRole('button', { name: 'Yes, publish' }).click();
  await expect(results.getByRole('status')).toContainText('Published');
  await expect(results.getByText('2 rounds were posted')).toBeVisible();
  await expect(results.getByText(`${players[2]!.name} (${players[2]!.memberId}): 9 of 18 holes`)).toBeVisible();
  await expect(results.getByRole('link', { name: 'Download the results (CSV)' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the console entries page with the results');

  // The event's page keeps them: division A's winner with the prize; B has no complete card.
  const visitor = await openPage(browser);
  await visitor.goto(`/events/${eventId}`);
  const shown = visitor.getByRole('region', { name: 'Results' });
  await expect(shown.getByText('Stroke play, net.')).toBeVisible();
  const divisionA = shown.getByRole('listitem').filter({ has: visitor.getByRole('heading', { name: 'Division A' }) });
  await expect(divisionA.getByTestId('winner')).toHaveText(players[0]!.name);
  await expect(divisionA).toContainText('The Monsoon Medal and a golf bag');
  await expect(shown.getByRole('listitem').filter({ has: visitor.getByRole('heading', { name: 'Division B' }) })).toContainText('No complete card in this division.');
  await expectNoSeriousViolations(visitor, 'an event page with its results');

  // And the past events list names the winner under the event.
  await visitor.goto('/past-events');
  const card = visitor.getByRole('listitem').filter({ has: visitor.getByRole('heading', { name: title }) });
  await expect(card.getByTestId('event-winners')).toHaveText(`Winners: ${players[0]!.name} (A)`);
  await expectNoSeriousViolations(visitor, 'the past events list with winners');
});
