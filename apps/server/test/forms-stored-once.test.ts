import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clubToday } from '@rgcc/shared/format/club-date';
import { contactMessages, conventionHallBookings, formSubmissions, reviews, roomBookings, supportMessages, supportThreads } from '../src/db/schema';
import { deleteStaleFormKeys, repeatWindowMs } from '../src/db/store-once';
import { createStaff, readyMember } from './accounts';
import { createTestApp, type TestApp } from './test-app';

/**
 * A form sent twice within a minute with the same content by the same person is stored once, and
 * the second sending is answered like the first (decision 0031): a double tap, or a retry after a
 * timeout, must not give staff two of the same. Every form that stores what a person writes to
 * the club is below, with the same five checks.
 */

let testApp: TestApp;
const cookies = { first: '', second: '' };
const threads = { first: 0, second: 0 };

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  const admin = await createStaff(testApp);
  cookies.first = (await readyMember(testApp, admin, 'once.first@example.com', { unlocked: true })).cookie;
  cookies.second = (await readyMember(testApp, admin, 'once.second@example.com', { unlocked: true })).cookie;
  for (const who of ['first', 'second'] as const) {
    const started = await post(who, '/api/member/support', { subject: 'My locker', message: `Opened by the ${who} member` });
    threads[who] = started.json<{ id: number }>().id;
  }
});

afterAll(async () => {
  await testApp?.close();
});

type Who = keyof typeof cookies;
const post = (who: Who | null, url: string, payload: object) => testApp.app.inject({ method: 'POST', url, payload, headers: who ? { cookie: cookies[who] } : {} });
const day = (fromToday: number) => addDays(clubToday(), fromToday);

/** A person's email, name and phone, for the public forms, where the content says who sent it. */
const person = (who: Who) => (who === 'first' ? { name: 'Nasrin Haque', email: 'nasrin@example.com', phone: '01711000111' } : { name: 'Karim Uddin', email: 'karim@example.com', phone: '01811000222' });

interface Form {
  name: string;
  /** Sends the form, as `who` (signed in for the member's forms), its content set by `content`. */
  send(who: Who, content: string): Promise<LightMyRequestResponse>;
  /** How many the form's own table holds. */
  stored(): Promise<number>;
}

const forms: Form[] = [
  {
    name: 'a guest room request',
    send: (who, content) => post(who, '/api/room-bookings', { checkIn: day(20), checkOut: day(22), guests: 2, message: content }),
    stored: () => testApp.database.db.$count(roomBookings),
  },
  {
    // Members send it signed in, and follow it on their dashboard; the public form is the same endpoint.
    name: 'a convention hall request',
    send: (who, content) =>
      post(who, '/api/convention-hall/bookings', { ...person('first'), eventDate: day(40), session: 'morning', guests: 100, eventType: 'Wedding', message: content }),
    stored: () => testApp.database.db.$count(conventionHallBookings),
  },
  {
    name: 'a new support thread',
    send: (who, content) => post(who, '/api/member/support', { subject: 'Locker key', message: content }),
    stored: () => testApp.database.db.$count(supportThreads),
  },
  {
    name: "a message in the member's support thread",
    send: (who, content) => post(who, `/api/member/support/${threads[who]}/messages`, { message: content }),
    stored: () => testApp.database.db.$count(supportMessages),
  },
  {
    name: 'a contact message (its sender is the name, phone and email in it)',
    send: (who, content) => {
      const { name, email, phone } = person(who);
      return post(null, '/api/contact', { firstName: name.split(' ')[0], lastName: name.split(' ')[1], email, phone, message: content });
    },
    stored: () => testApp.database.db.$count(contactMessages),
  },
  {
    name: 'a restaurant review (its sender is the name and phone in it)',
    send: (who, content) => {
      const { name, phone } = person(who);
      return post(null, '/api/reviews', {
        userName: name,
        userPhone: phone,
        ratings: { 'Ambience & Atmosphere': 5, 'Service & Hospitality': 4, 'Food & Beverages': 3 },
        comments: { 'Ambience & Atmosphere': content, 'Service & Hospitality': '', 'Food & Beverages': '' },
      });
    },
    stored: () => testApp.database.db.$count(reviews),
  },
];

let contents = 0;
/** Content no other test sent, so that each test starts outside every window. */
const freshContent = () => `Please keep it quiet, note ${++contents}`;

/** Moves every stored form back in time, as if `ms` had passed since it was sent. */
const letPass = (ms: number) =>
  testApp.database.db.update(formSubmissions).set({ createdAt: sql`${formSubmissions.createdAt} - ${`${ms} milliseconds`}::interval` });

const answerOf = (response: LightMyRequestResponse) => ({ status: response.statusCode, body: response.json() as unknown });

describe.each(forms.map((form) => [form.name, form] as const))('%s', (_name, form) => {
  it('sent twice with the same content is stored once, and the second is answered like the first', async () => {
    const before = await form.stored();
    const content = freshContent();
    const first = await form.send('first', content);
    expect(first.statusCode, first.body).toBe(201);
    const second = await form.send('first', content);
    expect(answerOf(second)).toEqual(answerOf(first));
    expect(await form.stored()).toBe(before + 1);
  });

  it('sent twice at once is stored once, both answered alike', async () => {
    const before = await form.stored();
    const content = freshContent();
    const [first, second] = await Promise.all([form.send('first', content), form.send('first', content)]);
    expect(first.statusCode, first.body).toBe(201);
    expect(answerOf(second)).toEqual(answerOf(first));
    expect(await form.stored()).toBe(before + 1);
  });

  it('sent again with other content is stored again', async () => {
    const before = await form.stored();
    expect((await form.send('first', freshContent())).statusCode).toBe(201);
    expect((await form.send('first', freshContent())).statusCode).toBe(201);
    expect(await form.stored()).toBe(before + 2);
  });

  it('sent with the same content by someone else is stored for each', async () => {
    const before = await form.stored();
    const content = freshContent();
    const first = await form.send('first', content);
    const second = await form.send('second', content);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(await form.stored()).toBe(before + 2);
  });

  it('sent again a minute later is a new form, and stored again', async () => {
    const before = await form.stored();
    const content = freshContent();
    const first = await form.send('first', content);
    expect(first.statusCode, first.body).toBe(201);
    // Well inside the minute (a loaded machine may take a while between two requests), still once.
    await letPass(repeatWindowMs - 10_000);
    expect(answerOf(await form.send('first', content))).toEqual(answerOf(first));
    expect(await form.stored()).toBe(before + 1);
    await letPass(11_000);
    const later = await form.send('first', content);
    expect(later.statusCode).toBe(201);
    expect(await form.stored()).toBe(before + 2);
  });
});

describe('what the forms leave behind', () => {
  it('a refused form keeps no key: sent again, it is checked again (a stay past the horizon is refused both times)', async () => {
    const keys = await testApp.database.db.$count(formSubmissions);
    const pastHorizon = { checkIn: day(400), checkOut: day(401), guests: 2, message: freshContent() };
    const first = await post('first', '/api/room-bookings', pastHorizon);
    expect(first.statusCode).toBe(400);
    expect(await testApp.database.db.$count(formSubmissions)).toBe(keys);
    expect(answerOf(await post('first', '/api/room-bookings', pastHorizon))).toEqual(answerOf(first));
  });

  it('the keys of forms sent over a minute ago are swept, the others kept', async () => {
    const db = testApp.database.db;
    const contact = forms.find((form) => form.name.startsWith('a contact message'))!;
    expect((await contact.send('first', freshContent())).statusCode).toBe(201);
    await letPass(repeatWindowMs + 1_000);
    expect((await contact.send('first', freshContent())).statusCode).toBe(201);
    const all = await db.$count(formSubmissions);
    const stale = await db.$count(formSubmissions, sql`${formSubmissions.createdAt} < now() - interval '1 minute'`);
    expect(stale).toBeGreaterThan(0);
    expect(stale).toBeLessThan(all);
    expect(await deleteStaleFormKeys(db)).toBe(stale);
    expect(await db.$count(formSubmissions)).toBe(all - stale);
  });
});
