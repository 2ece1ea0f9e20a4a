import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@rgcc/shared/common/api-error';
import type { Review, ReviewInput } from '@rgcc/shared/comms/reviews';
import { and, eq } from 'drizzle-orm';
import { auditLog, reviews } from '../../../db/schema';
import { createStaff, signIn, staffPassword } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';

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

  describe('with REVIEWS_WIDGET_URL', () => {
    // An app of its own, made in a hook: making one takes seconds, more on a busy machine.
    let withWidget: TestApp;
    beforeAll(async () => {
      withWidget = await createTestApp({ REVIEWS_WIDGET_URL: 'https://widgets.example/club/reviews' });
    });
    afterAll(async () => {
      await withWidget?.close();
    });

    it('names the configured widget, and the page may frame only its host', async () => {
      const response = await withWidget.app.inject({ method: 'GET', url: '/api/reviews/widget' });
      expect(response.json()).toEqual({ url: 'https://widgets.example/club/reviews' });
      expect(response.headers['content-security-policy']).toContain('frame-src https://widgets.example');
    });
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

describe('moderation in the console', () => {
  let contentCookie: string;
  let membershipCookie: string;

  beforeAll(async () => {
    for (const role of ['content', 'membership'] as const) {
      await createStaff(testApp, `reviews.${role}@example.com`, role);
    }
    contentCookie = (await signIn(testApp, 'reviews.content@example.com', staffPassword)).cookie;
    membershipCookie = (await signIn(testApp, 'reviews.membership@example.com', staffPassword)).cookie;
  });

  const asContent = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => testApp.app.inject({ method, url, payload, headers: { cookie: contentCookie } });
  const publicIds = async () => (await testApp.app.inject({ method: 'GET', url: '/api/reviews' })).json<Review[]>().map((review) => review.id);
  const auditOf = (id: number) => testApp.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'review'), eq(auditLog.entityId, String(id)))).orderBy(auditLog.id);

  it('a hidden review is not listed (so it leaves the averages) until shown again; each change is audited without the phone', async () => {
    const { id } = (await postReview(validReview({ userName: 'Hidden Harun' }))).json<Review>();
    expect(await publicIds()).toContain(id);
    const hidden = await asContent('PUT', `/api/admin/reviews/${id}/visibility`, { hidden: true });
    expect([hidden.statusCode, hidden.json().hidden]).toEqual([200, true]);
    expect(await publicIds()).not.toContain(id);
    expect((await asContent('GET', '/api/admin/reviews?visibility=hidden&q=harun')).json().items).toEqual([
      expect.objectContaining({ id, userName: 'Hidden Harun', userPhone: '+880 1711-223344', hidden: true }),
    ]);
    // Hiding twice changes nothing and writes nothing.
    expect((await asContent('PUT', `/api/admin/reviews/${id}/visibility`, { hidden: true })).statusCode).toBe(200);
    expect((await asContent('PUT', `/api/admin/reviews/${id}/visibility`, { hidden: false })).json().hidden).toBe(false);
    expect(await publicIds()).toContain(id);
    const entries = await auditOf(id);
    expect(entries.map((entry) => [entry.action, (entry.before as { hidden: boolean }).hidden, (entry.after as { hidden: boolean }).hidden])).toEqual([
      ['review.hidden', false, true],
      ['review.shown', true, false],
    ]);
    expect(JSON.stringify(entries)).not.toContain('1711-223344');
  });

  it('deleting needs a reason (400); with one, the review is gone and the log keeps what it said and why', async () => {
    const { id } = (await postReview(validReview({ userName: 'Deleted Dilruba' }))).json<Review>();
    for (const payload of [{}, { reason: '  ' }]) {
      const refused = await asContent('POST', `/api/admin/reviews/${id}/deletion`, payload);
      expect([refused.statusCode, refused.json().errors]).toEqual([400, { reason: 'A reason is required to delete a review.' }]);
    }
    const deleted = await asContent('POST', `/api/admin/reviews/${id}/deletion`, { reason: 'Advertising another restaurant.' });
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { message: 'The review is deleted.' }]);
    expect(await publicIds()).not.toContain(id);
    expect(await testApp.database.db.$count(reviews, eq(reviews.id, id))).toBe(0);
    expect(await auditOf(id)).toEqual([expect.objectContaining({ action: 'review.deleted', detail: 'Advertising another restaurant.', before: expect.objectContaining({ userName: 'Deleted Dilruba' }) })]);
    const again = await asContent('POST', `/api/admin/reviews/${id}/deletion`, { reason: 'Twice' });
    expect([again.statusCode, again.json().message]).toEqual([404, 'Review not found.']);
  });

  it('is for the Reviews section only: membership staff get 403 with the reason', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: { cookie: membershipCookie } });
    expect([response.statusCode, response.json()]).toEqual([403, { message: 'Your staff role does not include Reviews.' }]);
  });
});
