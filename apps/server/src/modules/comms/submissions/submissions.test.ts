import { eq } from 'drizzle-orm';
import { clubToday } from '@rgcc/shared/format/club-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@rgcc/shared/common/api-error';
import type { ContactMessageInput } from '@rgcc/shared/comms/contact';
import type { ConventionHallBookingInput } from '@rgcc/shared/bookings/hall-request';
import { contactMessages, conventionHallBookings, newsletterSubscribers, restaurantRatings } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  // This file sends more writes than a visitor may in a minute; the limit has its own test.
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '1000' });
});

afterAll(async () => {
  await testApp?.close();
});

const post = (url: string, payload: unknown) => testApp.app.inject({ method: 'POST', url, payload: payload as object });

/** Asserts a 400 in the one error shape, and returns its body. */
function expectValidationError(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode, response.body).toBe(400);
  const body = apiErrorSchema.strict().parse(response.json());
  expect(body.message).not.toBe('');
  return body;
}

const emailMessage = 'Please enter a valid email address.';

describe('POST /api/contact', () => {
  const count = () => testApp.database.db.$count(contactMessages);
  const validMessage: ContactMessageInput = {
    firstName: 'Farhana',
    lastName: 'Akter',
    phone: '01712345678',
    email: 'farhana@example.com',
    message: 'Can I book a lesson with the coach on Saturday?',
  };

  it('stores a valid message and thanks the sender', async () => {
    const before = await count();
    const response = await post('/api/contact', { ...validMessage, firstName: '  Farhana  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Thank you! Your message has been sent. We will get back to you soon.' });
    expect(await count()).toBe(before + 1);
    const [row] = await testApp.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'farhana@example.com'));
    expect(row).toMatchObject({ ...validMessage, firstName: 'Farhana' });
  });

  const required: [keyof ContactMessageInput, string][] = [
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['phone', 'Phone number is required'],
    ['email', 'Email is required'],
    ['message', 'Message is required'],
  ];

  it.each(required)('without %s → 400 with "%s" under that field, nothing stored', async (field, message) => {
    const before = await count();
    const { [field]: _left, ...missing } = validMessage;
    for (const payload of [missing, { ...validMessage, [field]: '' }, { ...validMessage, [field]: '   ' }]) {
      const body = expectValidationError(await post('/api/contact', payload));
      expect(body.errors).toEqual({ [field]: message });
      expect(body.message).toBe(message);
    }
    expect(await count()).toBe(before);
  });

  it.each(['not-an-email', 'farhana@', 'farhana@example', '@example.com'])('an invalid email (%s) → 400 "Please enter a valid email address."', async (email) => {
    const before = await count();
    const body = expectValidationError(await post('/api/contact', { ...validMessage, email }));
    expect(body.errors).toEqual({ email: emailMessage });
    expect(await count()).toBe(before);
  });

  it('an invalid phone number and an over-long message are refused, nothing stored', async () => {
    const before = await count();
    const body = expectValidationError(await post('/api/contact', { ...validMessage, phone: 'call me', message: 'x'.repeat(5001) }));
    expect(body.errors).toEqual({ phone: 'Please enter a valid phone number.', message: 'Message is limited to 5000 characters' });
    expect(await count()).toBe(before);
  });
});

describe('POST /api/newsletter', () => {
  const rows = () => testApp.database.db.select().from(newsletterSubscribers);

  it('stores a valid address lower-cased', async () => {
    const response = await post('/api/newsletter', { email: '  Golfer.One@Example.COM ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Thank you for subscribing to our newsletter!' });
    expect((await rows()).map((row) => row.email)).toEqual(['golfer.one@example.com']);
  });

  it('subscribing the same address again, in another case, succeeds and keeps one row', async () => {
    for (const email of ['golfer.one@example.com', 'GOLFER.ONE@EXAMPLE.COM']) {
      const response = await post('/api/newsletter', { email });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: 'Thank you for subscribing to our newsletter!' });
    }
    expect((await rows()).map((row) => row.email)).toEqual(['golfer.one@example.com']);
  });

  it.each([['not-an-email'], ['golfer@'], ['a@b'], [`${'x'.repeat(250)}@example.com`]])('an invalid address (%s) → 400, nothing stored', async (email) => {
    const before = (await rows()).length;
    const body = expectValidationError(await post('/api/newsletter', { email }));
    expect(body).toEqual({ message: emailMessage, errors: { email: emailMessage } });
    expect((await rows()).length).toBe(before);
  });

  it('a missing or blank address → 400 "Email is required"', async () => {
    const before = (await rows()).length;
    for (const payload of [{}, { email: '' }, { email: '  ' }]) {
      const body = expectValidationError(await post('/api/newsletter', payload));
      expect(body.errors).toEqual({ email: 'Email is required' });
    }
    expect((await rows()).length).toBe(before);
  });
});

describe('POST /api/convention-hall/bookings', () => {
  const count = () => testApp.database.db.$count(conventionHallBookings);
  const dayAtClub = (daysFromToday: number) => clubToday(new Date(Date.now() + daysFromToday * 24 * 60 * 60 * 1000));
  const inAMonth = dayAtClub(30);
  const validBooking: ConventionHallBookingInput = {
    name: 'Karim Uddin',
    phone: '+880 1811-000222',
    email: '',
    eventDate: inAMonth,
    session: 'evening',
    guests: 250,
    eventType: 'Wedding',
    message: 'Reception dinner',
  };

  it('stores a valid booking request', async () => {
    const before = await count();
    const response = await post('/api/convention-hall/bookings', validBooking);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Thank you! Our events team will call you to confirm your booking.' });
    expect(await count()).toBe(before + 1);
    const [row] = await testApp.database.db.select().from(conventionHallBookings).where(eq(conventionHallBookings.name, 'Karim Uddin'));
    expect(row).toMatchObject({ phone: '+880 1811-000222', email: null, eventDate: inAMonth, session: 'evening', guests: 250, eventType: 'Wedding', status: 'pending', accountId: null });
  });

  it('accepts the optional fields left out, and a booking for today at the club', async () => {
    const { email: _email, message: _message, ...required } = validBooking;
    const response = await post('/api/convention-hall/bookings', { ...required, eventDate: clubToday(), eventType: 'Conference' });
    expect(response.statusCode).toBe(201);
  });

  const cases: { name: string; change: Record<string, unknown>; errors: Record<string, string> }[] = [
    { name: 'a day that does not exist', change: { eventDate: '2027-02-30' }, errors: { eventDate: 'The event date must be a real date' } },
    { name: 'a date in another format', change: { eventDate: '20/12/2026' }, errors: { eventDate: 'Please choose the date of your event' } },
    { name: 'a date in 2020', change: { eventDate: '2020-01-01' }, errors: { eventDate: 'The event date must be today or later' } },
    { name: 'yesterday at the club', change: { eventDate: dayAtClub(-1) }, errors: { eventDate: 'The event date must be today or later' } },
    { name: 'a day past the horizon', change: { eventDate: dayAtClub(365) }, errors: { eventDate: 'The hall can be requested up to 365 days ahead' } },
    { name: 'no session', change: { session: undefined }, errors: { session: 'Please choose the session' } },
    { name: 'an unknown session', change: { session: 'night' }, errors: { session: 'Please choose the session' } },
    { name: 'guests as true', change: { guests: true }, errors: { guests: 'Number of guests must be a number' } },
    { name: 'guests as [5]', change: { guests: [5] }, errors: { guests: 'Number of guests must be a number' } },
    { name: 'guests as "0x10"', change: { guests: '0x10' }, errors: { guests: 'Number of guests must be a number' } },
    { name: 'guests as a string of digits', change: { guests: '40' }, errors: { guests: 'Number of guests must be a number' } },
    { name: 'no guests', change: { guests: undefined }, errors: { guests: 'Number of guests is required' } },
    { name: '2.5 guests', change: { guests: 2.5 }, errors: { guests: 'Number of guests must be a whole number' } },
    { name: '0 guests', change: { guests: 0 }, errors: { guests: 'At least 1 guest' } },
    { name: 'too many guests', change: { guests: 2001 }, errors: { guests: 'At most 2000 guests' } },
    { name: 'an unknown event type', change: { eventType: 'Rave' }, errors: { eventType: 'Please choose the type of event' } },
    { name: 'a missing name and phone', change: { name: '', phone: '' }, errors: { name: 'Name is required', phone: 'Phone number is required' } },
    { name: 'an invalid email', change: { email: 'karim@' }, errors: { email: emailMessage } },
  ];

  it.each(cases)('$name → 400 with field errors, nothing stored', async ({ change, errors }) => {
    const before = await count();
    const body = expectValidationError(await post('/api/convention-hall/bookings', { ...validBooking, ...change }));
    expect(body.errors).toEqual(errors);
    expect(await count()).toBe(before);
  });
});

describe('POST /api/restaurant/ratings', () => {
  const count = () => testApp.database.db.$count(restaurantRatings);
  const scoreMessage = 'Please choose a score from 1 to 5';

  it.each([
    ['0', { score: 0, comment: 'Good' }],
    ['6', { score: 6, comment: 'Good' }],
    ['missing', { comment: 'Good' }],
    ['2.5', { score: 2.5, comment: 'Good' }],
    ['"4" as text', { score: '4', comment: 'Good' }],
  ])('a score of %s → 400 "Please choose a score from 1 to 5", nothing stored', async (_label, payload) => {
    const before = await count();
    const body = expectValidationError(await post('/api/restaurant/ratings', payload));
    expect(body).toEqual({ message: scoreMessage, errors: { score: scoreMessage } });
    expect(await count()).toBe(before);
  });

  it.each([[''], ['   ']])('a blank comment (%j) → 400 "Please write a comment", nothing stored', async (comment) => {
    const before = await count();
    const body = expectValidationError(await post('/api/restaurant/ratings', { score: 4, comment }));
    expect(body).toEqual({ message: 'Please write a comment', errors: { comment: 'Please write a comment' } });
    expect(await count()).toBe(before);
  });

  it('a missing comment → 400 "Please write a comment"', async () => {
    const body = expectValidationError(await post('/api/restaurant/ratings', { score: 4 }));
    expect(body.errors).toEqual({ comment: 'Please write a comment' });
  });

  it('stores a valid rating', async () => {
    const before = await count();
    const response = await post('/api/restaurant/ratings', { score: 5, comment: '  The fish curry was excellent.  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Thank you for rating our restaurant!' });
    expect(await count()).toBe(before + 1);
    const rows = await testApp.database.db.select().from(restaurantRatings);
    expect(rows.at(-1)).toMatchObject({ score: 5, comment: 'The fish curry was excellent.' });
  });
});
