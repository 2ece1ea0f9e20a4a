import http from 'node:http';
import { request as playwrightRequest, type Browser, type Locator, type Page } from '@playwright/test';
import { clubDateTimeOf, clubToday } from '@rgcc/shared/format/club-date';
import { expectNoSeriousViolations } from './support/axe';
import { fitsOnPhones, phoneWidths } from './support/layout';
import { paidMember, signInAsContentStaff, signInThroughApi, staffApi } from './support/members';
import { expect, openPage, test } from './support/test';

/** A phone held upright: where staff and markers keep the cards on the course. */
const phone = { viewport: { width: phoneWidths[0], height: 780 }, isMobile: true, hasTouch: true };

type Player = { email: string; password: string; memberId: string };

/**
 * A tournament played today (a marker may score from its first day), set up through the staff
 * API as staff would on the entries page: each player entered with their handicap (the lowest
 * first in the draw), entries closed, one group drawn and published.
 */
async function tournamentToday(handicaps: number[], label: string): Promise<{ eventId: number; title: string; players: Player[] }> {
  const title = `${label} ${Date.now()}`;
  const today = clubToday();
  const asContent = await staffApi('content');
  const created = await asContent.post('/api/admin/events', { data: { title, startsOn: today, endsOn: '', description: 'Stroke play over the nine, twice.', photos: [] } });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = ((await created.json()) as { id: number }).id;
  const opened = await asContent.put(`/api/admin/events/${eventId}/tournament`, {
    data: { entriesCloseAt: clubDateTimeOf(new Date(Date.now() + 86_400_000)), maxField: 8, handicapLimit: null },
  });
  expect(opened.status(), await opened.text()).toBe(200);

  // The members join at once, as the slowest part of the setup; the draw orders them by handicap.
  const stamp = Date.now();
  const players = await Promise.all(
    handicaps.map(async (handicap, index) => {
      const api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
      const player = await paidMember(api, `live.${index}.${stamp}@example.com`);
      const entered = await api.post(`/api/member/tournaments/${eventId}/entry`, { data: { handicap } });
      expect(entered.status(), await entered.text()).toBe(201);
      await api.dispose();
      return player;
    }),
  );

  expect((await asContent.post(`/api/admin/events/${eventId}/tournament/close`)).status()).toBe(200);
  const drawn = await asContent.post(`/api/admin/events/${eventId}/tournament/draw`, { data: { firstTeeTime: `${today}T07:30`, intervalMinutes: 10 } });
  expect(drawn.status(), await drawn.text()).toBe(200);
  expect((await asContent.post(`/api/admin/events/${eventId}/tournament/publish`)).status()).toBe(200);
  await asContent.dispose();
  return { eventId, title, players };
}

/** The public pages' JavaScript budget (docs/rendering.md): gzip bodies, as bench/lighthouse counts them. */
const javaScriptBudgetKb = 130;

/** The size of a response body as sent with gzip (node:http does not decompress). */
function gzipBodyBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/** The leaderboard's rows as the page shows them: position, Thru and To Par (the names are all the sample applicant's). */
async function boardOn(page: Page, where = page.locator('body')): Promise<string[][]> {
  return where.getByTestId('leaderboard-row').evaluateAll((rows) =>
    rows.map((row) => {
      const [position, thru, toPar] = [row.children[0], row.children[2], row.children[3]].map((cell) => cell?.textContent?.trim() ?? '');
      return [position!, thru!, toPar!];
    }),
  );
}

/** Waits, without reloading, for the page's leaderboard to show these rows in this order. */
async function expectBoard(page: Page, rows: string[][], where?: Locator) {
  await expect.poll(() => boardOn(page, where), { message: 'the leaderboard on the page', timeout: 10_000 }).toEqual(rows);
}

/** Picks a player and saves their next hole at `par + overPar` strokes with − and +; answers the hole's par. */
async function saveNextHole(page: Page, memberId: string, overPar: number): Promise<number> {
  await page.getByLabel('Player').selectOption(memberId);
  const hole = Number(/\d+/.exec(await page.getByTestId('hole').innerText())![0]);
  const par = Number(/Par (\d+)/.exec(await page.getByText(/^Par \d+, stroke index/).innerText())![1]);
  for (let step = 0; step < Math.abs(overPar); step++) {
    await page.getByRole('button', { name: overPar > 0 ? 'One stroke more' : 'One stroke fewer' }).click();
  }
  await expect(page.getByLabel(`Strokes on hole ${hole}`)).toHaveValue(String(par + overPar));
  await page.getByRole('button', { name: `Save hole ${hole}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Hole ${hole}: ${par + overPar} saved for ` })).toBeVisible();
  return par;
}

async function staffScoringPage(browser: Browser, eventId: number): Promise<Page> {
  const staff = await openPage(browser, phone);
  await signInAsContentStaff(staff);
  await staff.goto(`/admin/events/${eventId}/entries`);
  await staff.getByRole('link', { name: 'Enter scores during play' }).click();
  await expect(staff).toHaveURL(new RegExp(`/admin/events/${eventId}/scoring$`));
  await expect(staff.getByRole('heading', { level: 1, name: /^Scoring: / })).toBeVisible();
  return staff;
}

test("staff enter four scores and a second browser's leaderboard updates without reload; the clubhouse view shows the field", async ({ page: visitor, browser }) => {
  test.setTimeout(60_000);
  const { eventId, title, players } = await tournamentToday([5, 10, 15], 'Live Medal');
  // Players level on the board are listed by member ID: named in that order, the rows' order is known.
  const [low, middle, high] = [...players].sort((a, b) => (a.memberId < b.memberId ? -1 : 1)) as [Player, Player, Player];

  // A visitor opens the event's page: the leaderboard is there from the draw's publication.
  const scripts = new Set<string>();
  visitor.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  await visitor.goto(`/events/${eventId}`);
  const board = visitor.getByRole('region', { name: 'Leaderboard', exact: true });
  await expect(board).toBeVisible();
  await expect(visitor.getByTestId('leaderboard-state')).toHaveText('Live: updates as scores come in');
  await expectBoard(visitor, [
    ['', '', ''],
    ['', '', ''],
    ['', '', ''],
  ]);
  await expectNoSeriousViolations(visitor, 'an event page with its live leaderboard');
  // The page with a live leaderboard stays within the public pages' budget.
  await visitor.waitForLoadState('networkidle');
  const scriptKb = (await Promise.all([...scripts].map(gzipBodyBytes))).reduce((sum, bytes) => sum + bytes, 0) / 1024;
  test.info().annotations.push({ type: 'JavaScript', description: `/events/:id with its live leaderboard: ${scriptKb.toFixed(1)} KB gzip in ${scripts.size} files` });
  console.log(`JavaScript on the event page with its leaderboard: ${scriptKb.toFixed(1)} KB gzip in ${scripts.size} files`);
  expect(scriptKb, 'KB of JavaScript (gzip) on the event page with its leaderboard').toBeLessThanOrEqual(javaScriptBudgetKb);
  await fitsOnPhones(visitor, `/events/${eventId} with its leaderboard`);
  // Were the page loaded again, this would be gone.
  await visitor.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  // Content staff keep the cards on a phone, from the entries page once the draw is out.
  const staff = await staffScoringPage(browser, eventId);
  await expectNoSeriousViolations(staff, 'the staff scoring page on a phone');
  await fitsOnPhones(staff, `/admin/events/${eventId}/scoring`);

  // Each save shows on the visitor's page as it is made: Thru, To Par, positions ("T" for ties).
  await saveNextHole(staff, low.memberId, -1);
  await expectBoard(visitor, [
    ['1', '1', '−1'],
    ['', '', ''],
    ['', '', ''],
  ]);
  await saveNextHole(staff, middle.memberId, 0);
  await expectBoard(visitor, [
    ['1', '1', '−1'],
    ['2', '1', 'E'],
    ['', '', ''],
  ]);
  await saveNextHole(staff, high.memberId, 0);
  await expectBoard(visitor, [
    ['1', '1', '−1'],
    ['T2', '1', 'E'],
    ['T2', '1', 'E'],
  ]);
  // The middle player's second hole, one under: level with the leader, who has played one fewer.
  await saveNextHole(staff, middle.memberId, -1);
  await expectBoard(visitor, [
    ['T1', '1', '−1'],
    ['T1', '2', '−1'],
    ['3', '1', 'E'],
  ]);
  expect(await visitor.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), 'the visitor page was not reloaded').toBe(true);
  await expect(visitor.getByTestId('leaderboard-state')).toHaveText('Live: updates as scores come in');

  // The clubhouse's television shows the whole field, and follows it too.
  await visitor.getByRole('link', { name: 'Clubhouse view, for a television' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/events/${eventId}/clubhouse$`));
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('Live leaderboard')).toBeVisible();
  const field = visitor.getByTestId('clubhouse');
  await expectBoard(visitor, [
    ['T1', '1', '−1'],
    ['T1', '2', '−1'],
    ['3', '1', 'E'],
  ], field);
  await expectNoSeriousViolations(visitor, 'the clubhouse view');
  await saveNextHole(staff, high.memberId, -1);
  await expectBoard(visitor, [
    ['T1', '1', '−1'],
    ['T1', '2', '−1'],
    ['T1', '2', '−1'],
  ], field);
  await fitsOnPhones(visitor, `/events/${eventId}/clubhouse`);
});

test("the marker keeps their group's card on a phone, and a save over a card changed meanwhile shows the other scorer's strokes", async ({ browser }) => {
  test.setTimeout(60_000);
  const { eventId, players } = await tournamentToday([8, 12], 'Live Monthly Medal');
  const [marker, partner] = players as [Player, Player];

  // Staff open the card first: both scorers now hold its version 0.
  const staff = await staffScoringPage(browser, eventId);
  await staff.getByLabel('Player').selectOption(partner.memberId);
  await expect(staff.getByTestId('hole')).toHaveText('Hole 1');

  // The marker, a player of the group, reaches the scoring page from their tournament's page.
  const markerPage = await openPage(browser, phone);
  await signInThroughApi(markerPage, marker, 'member');
  await markerPage.goto(`/dashboard/events/${eventId}`);
  await markerPage.getByRole('link', { name: "Keep your group's scores" }).click();
  await expect(markerPage).toHaveURL(new RegExp(`/dashboard/events/${eventId}/scoring$`));
  await expect(markerPage.getByText("Your group's cards. Any player of the group may keep them.")).toBeVisible();
  await expect(markerPage.getByLabel('Player').locator('option')).toHaveCount(2);
  await expectNoSeriousViolations(markerPage, 'the marker scoring page on a phone');
  await fitsOnPhones(markerPage, `/dashboard/events/${eventId}/scoring`);
  const par = await saveNextHole(markerPage, partner.memberId, 1);
  await expect(markerPage.getByRole('list', { name: /'s card$/ }).getByRole('listitem').first()).toContainText(String(par + 1));

  // Staff, still on version 0, save another figure for the same hole: refused, with the marker's strokes beside theirs.
  await staff.getByRole('button', { name: 'One stroke more' }).click();
  await staff.getByRole('button', { name: 'One stroke more' }).click();
  await staff.getByRole('button', { name: 'Save hole 1' }).click();
  const conflict = staff.getByRole('alert').filter({ hasText: 'Someone else changed' });
  await expect(conflict).toContainText("Their scores are shown: check them, then save yours again if they should change.");
  await expect(staff.getByTestId('conflict')).toHaveText(`Hole 1: theirs ${par + 1}, yours ${par + 2}.`);
  await expect(staff.getByRole('list', { name: /'s card$/ }).getByRole('listitem').first()).toContainText(String(par + 1));
  await expectNoSeriousViolations(staff, 'a scoring conflict');

  // Saving again, now on the card as the marker left it, keeps the staff's figure.
  await staff.getByRole('button', { name: 'Save hole 1' }).click();
  await expect(staff.getByRole('status').filter({ hasText: `Hole 1: ${par + 2} saved for ` })).toBeVisible();
  await expect(conflict).toBeHidden();
  const leaderboard = (await (await staff.request.get(`/api/events/${eventId}/leaderboard`)).json()) as { rows: { memberId: string; thru: number; toPar: number }[] };
  expect(leaderboard.rows.find((row) => row.memberId === partner.memberId)).toMatchObject({ thru: 1, toPar: 2 });
});
