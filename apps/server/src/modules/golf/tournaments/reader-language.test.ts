import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEventDate } from '@rgcc/shared/content/event-dates';
import { clubDateTimeOf } from '@rgcc/shared/format/club-date';
import type { ScoringSheet } from '@rgcc/shared/golf/live-scoring';
import type { StaffTournament } from '@rgcc/shared/golf/tournaments';
import { events, tees, type EventRow } from '../../../db/schema';
import { createStaff, latestMailTo, readyMember, signIn, staffPassword } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';

/**
 * A tournament in the language of whoever reads it, staff or member: the event's title, its days
 * and the tees' names in the console's entries page, the scoring pages and the entry's answers
 * (the member's tournaments dashboard has its own test in tournaments.test.ts).
 */

let testApp: TestApp;
let staffCookie: string;
const memberCookies: string[] = [];
let event: EventRow;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (cookie: string, method: Method, url: string, payload?: object) => testApp.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
const reading = async (cookie: string, language: 'en' | 'bn') => expect((await call(cookie, 'PUT', '/api/account/language', { language })).statusCode).toBe(200);

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  const admin = await createStaff(testApp, 'lang.admin@example.com');
  await createStaff(testApp, 'lang.content@example.com', 'content');
  staffCookie = (await signIn(testApp, 'lang.content@example.com', staffPassword)).cookie;
  for (const index of [0, 1]) memberCookies.push((await readyMember(testApp, admin, `lang.member${index}@example.com`, { unlocked: true })).cookie);
  const { db } = testApp.database;
  await db.update(tees).set({ bn: { name: 'পুরুষ' } }).where(eq(tees.name, 'Men'));
  [event] = (await db.insert(events).values({ title: 'Riverside Open', startsOn: '2099-03-01', endsOn: '2099-03-02', bn: { title: 'রিভারসাইড ওপেন' } }).returning()) as [EventRow];
  const opened = await call(staffCookie, 'PUT', `/api/admin/events/${event.id}/tournament`, { entriesCloseAt: clubDateTimeOf(new Date(Date.now() + 86_400_000)), maxField: 40, handicapLimit: null });
  expect(opened.statusCode).toBe(200);
}, 120_000);
afterAll(async () => testApp?.close());

describe('a tournament in the reader’s language', () => {
  it('answers an entry and a withdrawal with the event’s title in the member’s language', async () => {
    const [bangla, english] = memberCookies as [string, string];
    await reading(bangla, 'bn');
    const entered = await call(bangla, 'POST', `/api/member/tournaments/${event.id}/entry`, { handicap: 12 });
    expect(entered.json()).toEqual({ message: 'আপনি রিভারসাইড ওপেন-এ অংশ নিয়েছেন।' });
    expect((await call(english, 'POST', `/api/member/tournaments/${event.id}/entry`, { handicap: 20 })).json()).toEqual({ message: 'You are entered in Riverside Open.' });
    expect((await call(english, 'DELETE', `/api/member/tournaments/${event.id}/entry`)).json()).toEqual({ message: 'You have withdrawn from Riverside Open.' });
    expect((await call(english, 'POST', `/api/member/tournaments/${event.id}/entry`, { handicap: 20 })).statusCode).toBe(201);
    const withdrawn = await call(bangla, 'DELETE', `/api/member/tournaments/${event.id}/entry`);
    expect(withdrawn.json()).toEqual({ message: 'আপনি রিভারসাইড ওপেন থেকে নাম প্রত্যাহার করেছেন।' });
    expect((await call(bangla, 'POST', `/api/member/tournaments/${event.id}/entry`, { handicap: 12 })).statusCode).toBe(201);
    // The confirmations by mail, in each member's language, the title too.
    expect((await latestMailTo(testApp, 'lang.member0@example.com', 'অংশগ্রহণ')).subject).toBe('রিভারসাইড ওপেন-এ আপনার অংশগ্রহণ নিশ্চিত হয়েছে');
    expect((await latestMailTo(testApp, 'lang.member1@example.com', 'entered')).subject).toBe('You are entered in Riverside Open');
  });

  it('shows staff the entries page with the event’s title, its days and the tees in their language, after a change too', async () => {
    await reading(staffCookie, 'bn');
    const bangla = (await call(staffCookie, 'GET', `/api/admin/events/${event.id}/tournament`)).json<StaffTournament>();
    expect(bangla).toMatchObject({ title: 'রিভারসাইড ওপেন', date: formatEventDate(event, 'bn') });
    expect(bangla.tees.map((tee) => tee.name)).toContain('পুরুষ');
    expect(bangla.entries.map((entry) => entry.tee)).toEqual(['পুরুষ', 'পুরুষ']);
    const closed = await call(staffCookie, 'POST', `/api/admin/events/${event.id}/tournament/close`);
    expect(closed.json<StaffTournament>()).toMatchObject({ title: 'রিভারসাইড ওপেন', date: formatEventDate(event, 'bn') });

    await reading(staffCookie, 'en');
    const english = (await call(staffCookie, 'GET', `/api/admin/events/${event.id}/tournament`)).json<StaffTournament>();
    expect(english).toMatchObject({ title: 'Riverside Open', date: '01 - 02 Mar 2099' });
    expect(english.entries.map((entry) => entry.tee)).toEqual(['Men', 'Men']);
  });

  it('heads the scoring pages, the marker’s and the staff’s, with the event’s title in the reader’s language', async () => {
    expect((await call(staffCookie, 'POST', `/api/admin/events/${event.id}/tournament/draw`, { firstTeeTime: '2099-03-01T07:00', intervalMinutes: 10 })).statusCode).toBe(200);
    expect((await call(staffCookie, 'POST', `/api/admin/events/${event.id}/tournament/publish`)).statusCode).toBe(200);
    expect((await latestMailTo(testApp, 'lang.member0@example.com', 'টি টাইম')).subject).toBe('রিভারসাইড ওপেন-এ আপনার টি টাইম');
    expect((await latestMailTo(testApp, 'lang.member1@example.com', 'tee time')).subject).toBe('Your tee time for Riverside Open');
    const [bangla, english] = memberCookies as [string, string];
    expect((await call(bangla, 'GET', `/api/member/tournaments/${event.id}/scores`)).json<ScoringSheet>().title).toBe('রিভারসাইড ওপেন');
    expect((await call(english, 'GET', `/api/member/tournaments/${event.id}/scores`)).json<ScoringSheet>().title).toBe('Riverside Open');
    expect((await call(staffCookie, 'GET', `/api/admin/events/${event.id}/tournament/scores`)).json<ScoringSheet>().title).toBe('Riverside Open');
    await reading(staffCookie, 'bn');
    expect((await call(staffCookie, 'GET', `/api/admin/events/${event.id}/tournament/scores`)).json<ScoringSheet>().title).toBe('রিভারসাইড ওপেন');
  });
});
