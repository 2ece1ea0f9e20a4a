import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@rgcc/shared/schemas/api-error';
import type { Review, ReviewInput } from '@rgcc/shared/schemas/reviews';
import { reviews } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  // This file sends more writes than a visitor may in a minute; the limit has its own test.
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '1000' });
});

afterAll(async () => {
  await testApp?.close();
});

const storedReviews = () => testApp.database.db.$count(reviews);

const validReview = (overrides: Partial<ReviewInput> = {}): ReviewInput => ({
  userName: 'Rafiq Islam',
  userPhone: '+880 1711-223344',
  ratings: { 'Ambience & Atmosphere': 5, 'Service & Hospitality': 4, 'Food & Beverages': 3 },
  comments: { 'Ambience & Atmosphere': 'Lovely view of the river', 'Service & Hospitality': 'Friendly staff', 'Food & Beverages': '' },
  ...overrides,
});

const postReview = (payload: unknown) => testApp.app.inject({ method: 'POST', url: '/api/reviews', payload: payload as object });

describe('GET /api/reviews', () => {
  it('answers an empty list on a fresh database', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/reviews' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('GET /api/reviews/widget', () => {
  it('is off by default', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/reviews/widget' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: null });
    expect(response.headers['content-security-policy']).toContain("frame-src 'none'");
  });

  it('names the configured widget, and the page may frame only its host', async () => {
    const withWidget = await createTestApp({ REVIEWS_WIDGET_URL: 'https://widgets.example/club/reviews' });
    try {
      const response = await withWidget.app.inject({ method: 'GET', url: '/api/reviews/widget' });
      expect(response.json()).toEqual({ url: 'https://widgets.example/club/reviews' });
      expect(response.headers['content-security-policy']).toContain('frame-src https://widgets.example');
    } finally {
      await withWidget.close();
    }
  });
});

describe('POST /api/reviews with a valid review', () => {
  it('answers 201 with the saved review, without the phone number, and lists it newest first', async () => {
    const before = Date.now();
    const first = await postReview(validReview());
    expect(first.statusCode).toBe(201);
    const saved = first.json<Review>();
    expect(saved).toEqual({
      id: expect.any(Number),
      userName: 'Rafiq Islam',
      ratings: { 'Ambience & Atmosphere': 5, 'Service & Hospitality': 4, 'Food & Beverages': 3 },
      comments: { 'Ambience & Atmosphere': 'Lovely view of the river', 'Service & Hospitality': 'Friendly staff', 'Food & Beverages': '' },
      date: expect.any(String),
    });
    expect(first.body).not.toContain('1711');
    expect(new Date(saved.date).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const second = await postReview(
      validReview({ userName: '  Nusrat Jahan  ', ratings: { 'Ambience & Atmosphere': 0, 'Service & Hospitality': 5, 'Food & Beverages': 5 } }),
    );
    expect(second.statusCode).toBe(201);
    expect(second.json<Review>().userName).toBe('Nusrat Jahan');

    const list = await testApp.app.inject({ method: 'GET', url: '/api/reviews' });
    expect(list.statusCode).toBe(200);
    const listed = list.json<Review[]>();
    expect(listed.map((review) => review.userName)).toEqual(['Nusrat Jahan', 'Rafiq Islam']);
    expect(listed[1]).toEqual(saved);
    expect(list.body).not.toContain('userPhone');
    expect(list.body).not.toContain('1711');

    // The phone number is kept for staff.
    const rows = await testApp.database.db.select().from(reviews);
    expect(rows.map((row) => row.userPhone)).toEqual(['+880 1711-223344', '+880 1711-223344']);
  });

  it('leaves out comments the visitor did not write, storing them as empty', async () => {
    const { comments: _omitted, ...withoutComments } = validReview();
    const response = await postReview({ ...withoutComments, comments: {} });
    expect(response.statusCode).toBe(201);
    expect(response.json<Review>().comments).toEqual({ 'Ambience & Atmosphere': '', 'Service & Hospitality': '', 'Food & Beverages': '' });
  });

  // Decision: unknown fields are ignored (dropped), never stored or echoed, so a client cannot
  // choose its own id or date, and older or newer clients with extra fields keep working.
  it('ignores unknown fields, including an id or a date chosen by the client', async () => {
    const response = await postReview({ ...validReview({ userName: 'Extra Fields' }), id: 424242, date: '1999-01-01T00:00:00.000Z', isAdmin: true });
    expect(response.statusCode).toBe(201);
    const saved = response.json<Review & Record<string, unknown>>();
    expect(saved.id).not.toBe(424242);
    expect(saved.date.startsWith('1999')).toBe(false);
    expect(saved).not.toHaveProperty('isAdmin');
  });
});

describe('POST /api/reviews refuses bad input and stores nothing', () => {
  const { userName: _name, ...withoutName } = validReview();
  const { userPhone: _phone, ...withoutPhone } = validReview();
  const { 'Food & Beverages': _food, ...ratingsWithoutFood } = validReview().ratings;
  const withRating = (value: unknown) => ({ ...validReview(), ratings: { ...validReview().ratings, 'Service & Hospitality': value } });

  const cases: { name: string; payload: unknown; field?: string; message?: string }[] = [
    { name: 'a missing userName', payload: withoutName, field: 'userName', message: 'Please enter your name and phone number.' },
    { name: 'a missing userPhone', payload: withoutPhone, field: 'userPhone', message: 'Please enter your name and phone number.' },
    { name: 'a name of only spaces', payload: validReview({ userName: '    ' }), field: 'userName', message: 'Please enter your name and phone number.' },
    { name: 'a phone of only spaces', payload: validReview({ userPhone: '   ' }), field: 'userPhone', message: 'Please enter your name and phone number.' },
    { name: 'a phone that is not a phone number', payload: validReview({ userPhone: 'call me' }), field: 'userPhone', message: 'Please enter a valid phone number.' },
    { name: 'a rating of 6', payload: withRating(6), field: 'ratings.Service & Hospitality', message: 'Ratings go from 0 to 5' },
    { name: 'a rating of -1', payload: withRating(-1), field: 'ratings.Service & Hospitality', message: 'Ratings go from 0 to 5' },
    { name: 'a rating of 2.5', payload: withRating(2.5), field: 'ratings.Service & Hospitality', message: 'Ratings are whole stars' },
    { name: 'a rating given as text', payload: withRating('5'), field: 'ratings.Service & Hospitality' },
    { name: 'a missing rating category', payload: { ...validReview(), ratings: ratingsWithoutFood }, field: 'ratings.Food & Beverages' },
    { name: 'no ratings at all', payload: { ...validReview(), ratings: undefined }, field: 'ratings' },
    { name: 'a comment over 1000 characters', payload: validReview({ comments: { 'Food & Beverages': 'x'.repeat(1001) } }), field: 'comments.Food & Beverages', message: 'Comments are limited to 1000 characters' },
    { name: 'a JSON array instead of an object', payload: [validReview()] },
  ];

  it.each(cases)('$name → 400', async ({ payload, field, message }) => {
    const before = await storedReviews();
    const response = await postReview(payload);
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.strict().parse(response.json());
    expect(body.message).not.toBe('');
    if (field) expect(body.errors?.[field], JSON.stringify(body)).toBeTruthy();
    if (message) {
      expect(body.message).toBe(message);
      expect(body.errors?.[field!]).toBe(message);
    }
    expect(await storedReviews()).toBe(before);
  });

  it('a body that is not valid JSON → 400', async () => {
    const before = await storedReviews();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName": "Rafiq", ',
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.strict().parse(response.json()).message).toBe('The request body is not valid JSON.');
    expect(await storedReviews()).toBe(before);
  });

  it('an empty JSON body → 400', async () => {
    const before = await storedReviews();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    apiErrorSchema.strict().parse(response.json());
    expect(await storedReviews()).toBe(before);
  });

  it.each(['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', 'application/xml'])(
    'a body sent as %s → 415',
    async (contentType) => {
      const before = await storedReviews();
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/reviews',
        headers: { 'content-type': contentType },
        payload: JSON.stringify(validReview()),
      });
      expect(response.statusCode).toBe(415);
      expect(apiErrorSchema.strict().parse(response.json()).message).toBe('Unsupported content type.');
      expect(await storedReviews()).toBe(before);
    },
  );

  it('a body over 64 KB → 413', async () => {
    const before = await storedReviews();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(validReview({ comments: { 'Food & Beverages': 'x'.repeat(70 * 1024) } })),
    });
    expect(response.statusCode).toBe(413);
    expect(apiErrorSchema.strict().parse(response.json()).message).toBe('The request is too large.');
    expect(await storedReviews()).toBe(before);
  });
});
