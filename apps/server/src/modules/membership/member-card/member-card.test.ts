import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardNotValidMessage, cardReplacedMessage } from '@rgcc/shared/membership/member-card-constants';
import type { CardCheck, MemberCard } from '@rgcc/shared/membership/member-card';
import { accounts, applications, uploads, type AccountRow } from '../../../db/schema';
import { createStaff, readyMember, signIn, staffPassword } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { uploadedImageLink } from '../../../../test/uploads';
import { paymentRequiredMessage } from '../../account/entry';
import { uploadIdFromLink } from '../uploads/signed-link';

let testApp: TestApp;
let adminCookie: string;
let admin: AccountRow;

const get = (url: string, cookie?: string) => testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const accountOf = async (email: string) => (await testApp.database.db.select().from(accounts).where(eq(accounts.email, email)))[0]!;
/** The gate's API path for a card's link (the QR code holds the page's). */
const checkPathOf = (card: MemberCard) => new URL(card.gateUrl).pathname.replace('/card/', '/api/cards/');

/** An unlocked member whose application has a real photo, as the membership form leaves it. */
async function memberWithPhoto(email: string) {
  const member = await readyMember(testApp, admin, email, { unlocked: true });
  const photo = await uploadedImageLink(testApp, '#1f4d3a', 32);
  await testApp.database.db.update(applications).set({ details: { ...(member.application.details as object), photo } }).where(eq(applications.id, member.application.id));
  await testApp.database.db.update(uploads).set({ applicationId: member.application.id, claimedAt: new Date() }).where(eq(uploads.id, uploadIdFromLink(photo, testApp.publicUrl)!));
  return member;
}

async function cardOf(cookie: string) {
  const response = await get('/api/member/card', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MemberCard>();
}

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000', UPLOAD_RATE_LIMIT_PER_MINUTE: '10000' });
  admin = await createStaff(testApp, 'admin@example.com');
  adminCookie = (await signIn(testApp, 'admin@example.com', staffPassword)).cookie;
});
afterAll(async () => testApp?.close());

describe("the member's card", () => {
  it('shows name, member ID, category, status, the photo and a QR code of a signed link without personal data', async () => {
    const member = await memberWithPhoto('card.owner@example.com');
    const card = await cardOf(member.cookie);
    expect(card).toMatchObject({ memberId: member.memberId, name: member.application.nameEnglish, category: member.application.category, status: 'active' });
    expect(card.gateUrl).toMatch(new RegExp(`^${testApp.publicUrl}/card/${member.memberId}/[A-Za-z0-9_-]{43}$`));
    expect(card.gateUrl).not.toContain('example.com');
    expect(card.qrCode).toMatch(/^data:image\/svg\+xml/);
    expect(card.photoUrl).toBe(`${checkPathOf(card)}/photo`);
    const photo = await get(card.photoUrl!);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect(photo.headers['x-robots-tag']).toBe('noindex');
  });

  it('is for unlocked members: a member who has not paid is told to pay', async () => {
    const member = await readyMember(testApp, admin, 'card.locked@example.com', { unlocked: false });
    const response = await get('/api/member/card', member.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: paymentRequiredMessage });
  });

  it('has no photo when the application has none, and the photo link answers 404', async () => {
    const member = await readyMember(testApp, admin, 'card.nophoto@example.com', { unlocked: true });
    const card = await cardOf(member.cookie);
    expect(card.photoUrl).toBeNull();
    expect((await get(`${checkPathOf(card)}/photo`)).statusCode).toBe(404);
    expect((await get(checkPathOf(card))).json<CardCheck>().photoUrl).toBeNull();
  });
});

describe("the gate's check of a card", () => {
  let member: Awaited<ReturnType<typeof memberWithPhoto>>;
  let account: AccountRow;
  let card: MemberCard;

  beforeAll(async () => {
    member = await memberWithPhoto('card.gate@example.com');
    account = await accountOf('card.gate@example.com');
    card = await cardOf(member.cookie);
  });

  it('shows the live status and the photo to anyone with the link, and nothing else; never kept, never indexed', async () => {
    const response = await get(checkPathOf(card));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const check = response.json<CardCheck>();
    expect(Object.keys(check).sort()).toEqual(['checkedAt', 'photoUrl', 'status']);
    expect(check).toMatchObject({ status: 'active', photoUrl: card.photoUrl });
  });

  it('shows Payment due while the dashboard is locked', async () => {
    await testApp.database.db.update(accounts).set({ dashboardLocked: true }).where(eq(accounts.id, account.id));
    expect((await get(checkPathOf(card))).json<CardCheck>().status).toBe('payment_due');
    await testApp.database.db.update(accounts).set({ dashboardLocked: false }).where(eq(accounts.id, account.id));
  });

  it('shows Suspended, with the photo, once staff suspend the member, and Active again after reactivation', async () => {
    const suspended = await testApp.app.inject({ method: 'POST', url: `/api/admin/members/${account.id}/suspend`, payload: { reason: 'Unpaid bar bill' }, headers: { cookie: adminCookie } });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await get(checkPathOf(card))).json<CardCheck>()).toMatchObject({ status: 'suspended', photoUrl: card.photoUrl });
    expect((await get(card.photoUrl!)).statusCode).toBe(200);
    await testApp.app.inject({ method: 'POST', url: `/api/admin/members/${account.id}/reactivate`, headers: { cookie: adminCookie } });
    expect((await get(checkPathOf(card))).json<CardCheck>().status).toBe('active');
    // Suspension ended every session.
    member.cookie = (await signIn(testApp, 'card.gate@example.com', member.password)).cookie;
  });

  it('refuses a tampered signature, another member ID and an unknown member, with one answer', async () => {
    const path = checkPathOf(card);
    const other = await cardOf((await readyMember(testApp, admin, 'card.other@example.com', { unlocked: true })).cookie);
    const signature = path.split('/').pop()!;
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      path.replace(signature, tampered),
      path.replace(signature, signature.slice(0, 20)),
      checkPathOf(other).replace(other.memberId, member.memberId),
      path.replace(member.memberId, 'M-9999'),
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: cardNotValidMessage });
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect((await get(`${url}/photo`)).statusCode).toBe(404);
    }
  });

  it('stops working when the member replaces the card; the new card works', async () => {
    const replaced = await testApp.app.inject({ method: 'POST', url: '/api/member/card/replacement', headers: { cookie: member.cookie } });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toEqual({ message: cardReplacedMessage });
    expect((await get(checkPathOf(card))).json()).toEqual({ message: cardNotValidMessage });
    expect((await get(card.photoUrl!)).statusCode).toBe(404);
    const renewed = await cardOf(member.cookie);
    expect(renewed.gateUrl).not.toBe(card.gateUrl);
    expect((await get(checkPathOf(renewed))).statusCode).toBe(200);
    card = renewed;
  });

  it('stops working when staff send new credentials', async () => {
    const sent = await testApp.app.inject({ method: 'POST', url: `/api/admin/members/${account.id}/credentials`, headers: { cookie: adminCookie } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await get(checkPathOf(card))).statusCode).toBe(404);
  });
});
