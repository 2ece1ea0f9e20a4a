import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentLists } from '@rgcc/shared/content/content-list-constants';
import type { MemberCard } from '@rgcc/shared/membership/member-card';
import { addDays, clubToday } from '@rgcc/shared/format/club-date';
import { weekdayOf } from '@rgcc/shared/bookings/tee-time-slots';
import {
  accounts,
  announcements,
  applications,
  contactMessages,
  conventionHallBookings,
  events,
  payments,
  roomBookings,
  staffInvitations,
  supportMessages,
  supportThreads,
  tournamentEntries,
  tournaments,
  uploads,
} from '../src/db/schema';
import { bookTeeTime, joinWaitlist } from '../src/modules/bookings/entry';
import { uploadIdFromLink } from '../src/modules/membership/entry';
import { approvedMember, createStaff, insertVerifiedApplication, readyMember, signIn, staffPassword, withoutEntranceFees } from './accounts';
import { writeMemberDocuments } from './member-documents-fixture';
import { createTestApp, type TestApp } from './test-app';
import { uploadedImageLink } from './uploads';

/**
 * Every /api endpoint, called by everyone who might call it: nobody, a member who has not yet
 * replaced the emailed password, a locked member, an unlocked member, another unlocked member
 * (for the first one's data) and staff in each role. A new endpoint fails the coverage check until
 * it has a row.
 */
const callers = ['anonymous', 'newMember', 'lockedMember', 'unlockedMember', 'otherMember', 'admin', 'membershipStaff', 'contentStaff', 'accountsStaff'] as const;
type Caller = (typeof callers)[number];
type Expected = Record<Caller, number>;

const everyone = (status: number): Expected => Object.fromEntries(callers.map((caller) => [caller, status])) as Expected;
const nonMembers = (status: number) => ({ admin: status, membershipStaff: status, contentStaff: status, accountsStaff: status });
/** A staff endpoint: members are refused with 403, nobody with 401, each role as given (accounts staff: 403 unless given). */
const staffOnly = (statuses: Pick<Expected, 'admin' | 'membershipStaff' | 'contentStaff'> & Partial<Pick<Expected, 'accountsStaff'>>): Expected => ({
  anonymous: 401,
  newMember: 403,
  lockedMember: 403,
  unlockedMember: 403,
  otherMember: 403,
  accountsStaff: 403,
  ...statuses,
});
/** Applications, Members, Payments, Bookings: admin and membership staff. */
const membershipSection = (status: number, membershipStatus = status) => staffOnly({ admin: status, membershipStaff: membershipStatus, contentStaff: 403 });
/** Events, Content, Inbox, Reviews: admin and content staff. */
const contentSection = (status: number, contentStatus = status) => staffOnly({ admin: status, membershipStaff: 403, contentStaff: contentStatus });
/** Billing: admin and accounts staff. */
const billingSection = (status: number, accountsStatus = status) => staffOnly({ admin: status, membershipStaff: 403, contentStaff: 403, accountsStaff: accountsStatus });
/** Golf (tees, scores, the Federation's indexes): admin, membership and content staff. */
const golfSection = (status: number) => staffOnly({ admin: status, membershipStaff: status, contentStaff: status });
/** Audit log and Staff: admin only. */
const adminOnly = (status: number) => staffOnly({ admin: status, membershipStaff: 403, contentStaff: 403 });
const unlockedMembersOnly: Expected = { anonymous: 401, newMember: 403, lockedMember: 403, unlockedMember: 200, otherMember: 200, ...nonMembers(403) };
/** The club's public content, the same for everyone: the only answers a browser or proxy may keep. */
const publicContent = new Set(['/api/announcements', '/api/events', '/api/events/{id}', '/api/events/{id}/tournament', '/api/gallery/images', '/api/gallery/videos', '/api/menu/categories', '/api/menu/categories/{id}', '/api/products', '/api/leaders', '/api/sponsors', '/api/holes', '/api/facilities/{kind}', '/api/membership-categories', '/api/club']);
// Issue 24, part course: the tees and their ratings.
publicContent.add('/api/course/tees');
// Issue 24, part results: the tournaments' winners for the past events list.
publicContent.add('/api/tournaments/winners');
// Live scoring (issue 24, part live): the leaderboard is the same for everyone.
publicContent.add('/api/events/{id}/leaderboard');

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The OpenAPI path this row covers. */
  route: string;
  url: () => string;
  body?: object;
  expected: Expected;
}

let testApp: TestApp;
const cookies = {} as Record<Caller, string | undefined>;
let applicationId = 0;
let pendingApplicationId = 0;
let unlockedPaymentId = 0;
let doomedEventId = 0;
let doomedAnnouncementId = 0;
let targetStaffId = 0;
let openInvitationId = 0;
let contactMessageId = 0;
let targetMemberId = 0;
let cardCheckPath = '';
let teeTimeBookingId = 0;
let waitlistEntryId = 0;
/** 10:00 at the club some days ahead, never on a Friday (whose play starts at 13:30), each on its own day (one booking a day). */
const teeTimeDays = [2, 3, 4, 5, 6]
  .map((ahead) => addDays(clubToday(), ahead))
  .filter((day) => weekdayOf(day) !== 5)
  .slice(0, 4);
const teeTimeDay = teeTimeDays[0]!;
const teeTimeOn = (day: string) => new Date(`${day}T10:00:00+06:00`).toISOString();
/** Full, so that members may wait for it. */
const fullTeeTime = teeTimeOn(teeTimeDays[2]!);
const unlockedMembersWrite = (status: number, otherStatus = status): Expected => ({ anonymous: 401, newMember: 403, lockedMember: 403, unlockedMember: status, otherMember: otherStatus, ...nonMembers(403) });
let supportThreadId = 0;
let tournamentEventId = 0;
/** Live scoring (issue 24, part live): a tournament today with its draw published, the unlocked member in group 1. */
let liveEventId = 0;
let unlockedMemberId = '';
let unlockedRoomBookingId = 0;
let unlockedHallBookingId = 0;
let memberDocuments = { invoiceId: 0, creditNoteId: 0, receiptNumber: '' };

const rows: Row[] = [
  ...['/api/health', '/api/health/ready', '/api/announcements', '/api/events', '/api/gallery/images', '/api/gallery/videos', '/api/menu/categories', '/api/products', '/api/leaders', '/api/sponsors', '/api/holes', '/api/membership-categories', '/api/club', '/api/reviews', '/api/reviews/widget', '/api/payments/registration-fee', '/api/dev/mailbox'].map(
    (path): Row => ({ method: 'GET', route: path, url: () => path, expected: everyone(200) }),
  ),
  { method: 'GET', route: '/api/events/{id}', url: () => '/api/events/1', expected: everyone(200) },
  { method: 'GET', route: '/api/menu/categories/{id}', url: () => '/api/menu/categories/1', expected: everyone(200) },
  { method: 'GET', route: '/api/events/{id}/tournament', url: () => `/api/events/${tournamentEventId}/tournament`, expected: everyone(200) },
  { method: 'GET', route: '/api/facilities/{kind}', url: () => '/api/facilities/members', expected: everyone(200) },
  // Public forms: what decides the answer is the body, never who sends it.
  ...['/api/reviews', '/api/contact', '/api/newsletter', '/api/convention-hall/bookings', '/api/restaurant/ratings', '/api/registration/membership', '/api/verify-email/resend', '/api/login', '/api/login/code', '/api/user/forgot-password', '/api/newsletter/confirm', '/api/newsletter/unsubscribe'].map(
    (path): Row => ({ method: 'POST', route: path, url: () => path, body: {}, expected: everyone(400) }),
  ),
  { method: 'POST', route: '/api/uploads', url: () => '/api/uploads', body: {}, expected: everyone(400) },
  { method: 'GET', route: '/api/uploads/{id}', url: () => `/api/uploads/${'0'.repeat(32)}?expires=1&signature=x`, expected: everyone(404) },
  { method: 'POST', route: '/api/verify-email', url: () => '/api/verify-email', expected: everyone(400) },
  { method: 'GET', route: '/api/user/{id}/verify/{token}', url: () => `/api/user/1/verify/${'0'.repeat(32)}`, expected: everyone(404) },
  { method: 'POST', route: '/api/user/reset-password/{id}/{token}', url: () => '/api/user/reset-password/1/x', body: { password: 'long-enough-1', confirmPassword: 'long-enough-1' }, expected: everyone(400) },
  { method: 'GET', route: '/api/staff-invitations/{id}/{token}', url: () => `/api/staff-invitations/1/${'0'.repeat(43)}`, expected: everyone(404) },
  {
    method: 'POST',
    route: '/api/staff-invitations/{id}/{token}',
    url: () => `/api/staff-invitations/1/${'0'.repeat(43)}`,
    body: { password: 'long-enough-1', confirmPassword: 'long-enough-1' },
    expected: everyone(400),
  },
  // The first admin's setup link: what decides is the link, never who sends it (and this club has staff, so no link works).
  { method: 'GET', route: '/api/setup/{token}', url: () => `/api/setup/${'0'.repeat(43)}`, expected: everyone(404) },
  {
    method: 'POST',
    route: '/api/setup/{token}',
    url: () => `/api/setup/${'0'.repeat(43)}`,
    body: { email: 'first.admin@example.com', password: 'long-enough-1', confirmPassword: 'long-enough-1' },
    expected: everyone(400),
  },
  { method: 'GET', route: '/api/payments/callback', url: () => '/api/payments/callback?paymentID=SBXUNKNOWN&status=success', expected: everyone(303) },
  // Signed in: any account.
  { method: 'GET', route: '/api/me', url: () => '/api/me', expected: { ...everyone(200), anonymous: 401 } },
  { method: 'POST', route: '/api/account/password', url: () => '/api/account/password', body: {}, expected: { ...everyone(400), anonymous: 401 } },
  { method: 'PUT', route: '/api/account/language', url: () => '/api/account/language', body: {}, expected: { ...everyone(400), anonymous: 401 } },
  // Members' own things.
  {
    method: 'POST',
    route: '/api/payments/registration-fee',
    url: () => '/api/payments/registration-fee',
    expected: { anonymous: 401, newMember: 403, lockedMember: 200, unlockedMember: 409, otherMember: 409, ...nonMembers(403) },
  },
  {
    method: 'GET',
    route: '/api/payments/{id}',
    url: () => `/api/payments/${unlockedPaymentId}`,
    expected: { anonymous: 401, newMember: 404, lockedMember: 404, unlockedMember: 200, otherMember: 404, ...nonMembers(404) },
  },
  { method: 'GET', route: '/api/member/receipts', url: () => '/api/member/receipts', expected: unlockedMembersOnly },
  { method: 'GET', route: '/api/member/account', url: () => '/api/member/account', expected: unlockedMembersOnly },
  { method: 'GET', route: '/api/member/invoices', url: () => '/api/member/invoices', expected: unlockedMembersOnly },
  // Nothing is owed yet: the member is told so.
  { method: 'POST', route: '/api/member/invoice-payments', url: () => '/api/member/invoice-payments', body: { invoiceIds: [] }, expected: unlockedMembersWrite(409) },
  // The member's documents and statement (issue 23, the member's part): the unlocked member's own; another member's is not found.
  ...(
    [
      ['/api/member/invoices/{id}', () => `/api/member/invoices/${memberDocuments.invoiceId}`],
      ['/api/member/invoices/{id}.pdf', () => `/api/member/invoices/${memberDocuments.invoiceId}.pdf`],
      ['/api/member/credit-notes/{id}', () => `/api/member/credit-notes/${memberDocuments.creditNoteId}`],
      ['/api/member/credit-notes/{id}.pdf', () => `/api/member/credit-notes/${memberDocuments.creditNoteId}.pdf`],
      ['/api/member/receipts/{number}', () => `/api/member/receipts/${memberDocuments.receiptNumber}`],
      ['/api/member/receipts/{number}.pdf', () => `/api/member/receipts/${memberDocuments.receiptNumber}.pdf`],
    ] as const
  ).map(([route, url]): Row => ({ method: 'GET', route, url, expected: { ...unlockedMembersOnly, otherMember: 404 } })),
  { method: 'GET', route: '/api/member/statement', url: () => '/api/member/statement?from=2026-07-01&to=2026-12-31', expected: unlockedMembersOnly },
  { method: 'GET', route: '/api/member/statement.pdf', url: () => '/api/member/statement.pdf', expected: unlockedMembersOnly },
  { method: 'GET', route: '/api/member/profile', url: () => '/api/member/profile', expected: unlockedMembersOnly },
  { method: 'PUT', route: '/api/member/profile', url: () => '/api/member/profile', body: {}, expected: { ...unlockedMembersOnly, unlockedMember: 400, otherMember: 400 } },
  { method: 'GET', route: '/api/member/membership', url: () => '/api/member/membership', expected: unlockedMembersOnly },
  { method: 'GET', route: '/api/member/card', url: () => '/api/member/card', expected: unlockedMembersOnly },
  // The gate's page: the card's signed link is the permission, whoever holds it (decision 0024).
  { method: 'GET', route: '/api/cards/{memberId}/{signature}', url: () => cardCheckPath, expected: everyone(200) },
  { method: 'GET', route: '/api/cards/{memberId}/{signature}/photo', url: () => `${cardCheckPath.replace(/.$/, '_')}/photo`, expected: everyone(404) },
  // After the gate's rows: it makes the card they read worthless.
  { method: 'POST', route: '/api/member/card/replacement', url: () => '/api/member/card/replacement', expected: unlockedMembersOnly },
  { method: 'GET', route: '/api/tee-times', url: () => `/api/tee-times?date=${teeTimeDay}`, expected: unlockedMembersOnly },
  { method: 'GET', route: '/api/tee-time-settings', url: () => '/api/tee-time-settings', expected: { ...everyone(200), anonymous: 401 } },
  { method: 'GET', route: '/api/tee-time-bookings', url: () => '/api/tee-time-bookings', expected: unlockedMembersOnly },
  { method: 'POST', route: '/api/tee-time-bookings', url: () => '/api/tee-time-bookings', body: { startsAt: teeTimeOn(teeTimeDay), members: [], guests: [] }, expected: unlockedMembersWrite(201) },
  // The unlocked member's own booking and waitlist place: nobody else's to cancel.
  { method: 'DELETE', route: '/api/tee-time-bookings/{id}', url: () => `/api/tee-time-bookings/${teeTimeBookingId}`, expected: unlockedMembersWrite(200, 404) },
  { method: 'POST', route: '/api/tee-time-waitlist', url: () => '/api/tee-time-waitlist', body: { startsAt: fullTeeTime, places: 1 }, expected: unlockedMembersWrite(201, 201) },
  { method: 'DELETE', route: '/api/tee-time-waitlist/{id}', url: () => `/api/tee-time-waitlist/${waitlistEntryId}`, expected: unlockedMembersWrite(200, 404) },
  { method: 'GET', route: '/api/member/support', url: () => '/api/member/support', expected: unlockedMembersOnly },
  {
    method: 'POST',
    route: '/api/member/support',
    url: () => '/api/member/support',
    body: { subject: 'Matrix', message: 'Hello' },
    expected: { ...unlockedMembersOnly, unlockedMember: 201, otherMember: 201 },
  },
  // The unlocked member's thread: nobody else's.
  {
    method: 'GET',
    route: '/api/member/support/{id}',
    url: () => `/api/member/support/${supportThreadId}`,
    expected: { ...unlockedMembersOnly, otherMember: 404 },
  },
  {
    method: 'POST',
    route: '/api/member/support/{id}/messages',
    url: () => `/api/member/support/${supportThreadId}/messages`,
    body: { message: 'Again' },
    expected: { ...unlockedMembersOnly, unlockedMember: 201, otherMember: 404 },
  },
  { method: 'GET', route: '/api/member/tournaments', url: () => '/api/member/tournaments', expected: unlockedMembersOnly },
  { method: 'GET', route: '/api/member/tournaments/{id}', url: () => `/api/member/tournaments/${tournamentEventId}`, expected: unlockedMembersOnly },
  // Both unlocked members enter, then withdraw.
  {
    method: 'POST',
    route: '/api/member/tournaments/{id}/entry',
    url: () => `/api/member/tournaments/${tournamentEventId}/entry`,
    body: { handicap: 12.5 },
    expected: { ...unlockedMembersOnly, unlockedMember: 201, otherMember: 201 },
  },
  { method: 'DELETE', route: '/api/member/tournaments/{id}/entry', url: () => `/api/member/tournaments/${tournamentEventId}/entry`, expected: unlockedMembersOnly },
  { method: 'GET', route: '/api/convention-hall/availability', url: () => '/api/convention-hall/availability', expected: everyone(200) },
  { method: 'GET', route: '/api/guest-rooms/availability', url: () => '/api/guest-rooms/availability', expected: unlockedMembersOnly },
  // Issue 24, part course: the tees (public; staff of the Golf section change them), the member directory and its consent.
  { method: 'GET', route: '/api/course/tees', url: () => '/api/course/tees', expected: everyone(200) },
  { method: 'GET', route: '/api/admin/course/tees', url: () => '/api/admin/course/tees', expected: golfSection(200) },
  { method: 'POST', route: '/api/admin/course/tees', url: () => '/api/admin/course/tees', body: {}, expected: golfSection(400) },
  { method: 'PUT', route: '/api/admin/course/tees/{id}', url: () => '/api/admin/course/tees/1', body: {}, expected: golfSection(400) },
  { method: 'GET', route: '/api/member/directory', url: () => '/api/member/directory?q=matrix', expected: unlockedMembersOnly },
  { method: 'GET', route: '/api/member/directory/{memberId}', url: () => '/api/member/directory/M-99999', expected: { ...unlockedMembersOnly, unlockedMember: 404, otherMember: 404 } },
  { method: 'PUT', route: '/api/member/directory-consent', url: () => '/api/member/directory-consent', body: { showsContact: false }, expected: unlockedMembersWrite(200) },
  { method: 'GET', route: '/api/room-bookings', url: () => '/api/room-bookings', expected: unlockedMembersOnly },
  { method: 'GET', route: '/api/convention-hall/bookings', url: () => '/api/convention-hall/bookings', expected: unlockedMembersOnly },
  {
    method: 'POST',
    route: '/api/room-bookings',
    url: () => '/api/room-bookings',
    body: { checkIn: addDays(clubToday(), 5), checkOut: addDays(clubToday(), 6), guests: 1 },
    expected: { ...unlockedMembersOnly, unlockedMember: 201, otherMember: 201 },
  },
  // The unlocked member cancels their own request; nobody else finds it.
  ...(['/api/room-bookings/{id}', '/api/convention-hall/bookings/{id}'] as const).map(
    (route): Row => ({
      method: 'DELETE',
      route,
      url: () => route.replace('{id}', String(route.startsWith('/api/room') ? unlockedRoomBookingId : unlockedHallBookingId)),
      expected: { anonymous: 401, newMember: 403, lockedMember: 403, unlockedMember: 200, otherMember: 404, ...nonMembers(403) },
    }),
  ),
  // Staff.
  ...['/api/admin/bookings/rooms', '/api/admin/bookings/hall', '/api/admin/guest-rooms'].map((path): Row => ({ method: 'GET', route: path, url: () => path, expected: membershipSection(200) })),
  ...['rooms', 'hall'].flatMap((kind) =>
    ['confirm', 'decline'].map((answer): Row => ({ method: 'POST', route: `/api/admin/bookings/${kind}/{id}/${answer}`, url: () => `/api/admin/bookings/${kind}/1/${answer}`, body: {}, expected: membershipSection(400) })),
  ),
  { method: 'POST', route: '/api/admin/guest-rooms', url: () => '/api/admin/guest-rooms', body: {}, expected: membershipSection(400) },
  { method: 'PUT', route: '/api/admin/guest-rooms/{id}', url: () => '/api/admin/guest-rooms/1', body: {}, expected: membershipSection(400) },
  { method: 'GET', route: '/api/admin/room-and-hall-settings', url: () => '/api/admin/room-and-hall-settings', expected: membershipSection(200) },
  { method: 'PUT', route: '/api/admin/room-and-hall-settings', url: () => '/api/admin/room-and-hall-settings', body: {}, expected: membershipSection(400) },
  { method: 'GET', route: '/api/admin/applications', url: () => '/api/admin/applications', expected: membershipSection(200) },
  { method: 'GET', route: '/api/admin/applications/{id}', url: () => `/api/admin/applications/${applicationId}`, expected: membershipSection(200) },
  { method: 'GET', route: '/api/admin/applications/{id}/documents/{field}', url: () => `/api/admin/applications/${applicationId}/documents/photo`, expected: membershipSection(200) },
  { method: 'POST', route: '/api/admin/applications/{id}/reject', url: () => `/api/admin/applications/${pendingApplicationId}/reject`, body: {}, expected: membershipSection(400) },
  // Admin decides first; membership staff are let through to find it decided.
  // Member accounts (issue 23, services and standing): the approval takes how the entrance fee is paid.
  { method: 'POST', route: '/api/admin/applications/{id}/approve', url: () => `/api/admin/applications/${pendingApplicationId}/approve`, body: { entranceInstalments: 2 }, expected: membershipSection(200, 409) },
  { method: 'POST', route: '/api/admin/media', url: () => '/api/admin/media?folder=events', body: {}, expected: contentSection(400) },
  { method: 'POST', route: '/api/admin/media/videos', url: () => '/api/admin/media/videos', body: {}, expected: contentSection(400) },
  { method: 'GET', route: '/api/admin/events', url: () => '/api/admin/events', expected: contentSection(200) },
  { method: 'POST', route: '/api/admin/events', url: () => '/api/admin/events', body: {}, expected: contentSection(400) },
  { method: 'GET', route: '/api/admin/events/{id}', url: () => '/api/admin/events/1', expected: contentSection(200) },
  { method: 'PUT', route: '/api/admin/events/{id}', url: () => '/api/admin/events/1', body: {}, expected: contentSection(400) },
  // Admin deletes first; content staff find it gone.
  { method: 'DELETE', route: '/api/admin/events/{id}', url: () => `/api/admin/events/${doomedEventId}`, expected: contentSection(200, 404) },
  { method: 'GET', route: '/api/admin/announcements', url: () => '/api/admin/announcements', expected: contentSection(200) },
  { method: 'POST', route: '/api/admin/announcements', url: () => '/api/admin/announcements', body: {}, expected: contentSection(400) },
  { method: 'PUT', route: '/api/admin/announcements/{id}', url: () => `/api/admin/announcements/${doomedAnnouncementId}`, body: {}, expected: contentSection(400) },
  { method: 'DELETE', route: '/api/admin/announcements/{id}', url: () => `/api/admin/announcements/${doomedAnnouncementId}`, expected: contentSection(200, 404) },
  // Live scoring (issue 24, part live): the leaderboard, the staff's and the marker's cards.
  { method: 'GET', route: '/api/events/{id}/leaderboard', url: () => `/api/events/${liveEventId}/leaderboard`, expected: everyone(200) },
  // A stream never ends: asked of a tournament whose draw is not out, it is a 404 for everyone.
  { method: 'GET', route: '/api/events/{id}/leaderboard/live', url: () => `/api/events/${tournamentEventId}/leaderboard/live`, expected: everyone(404) },
  { method: 'GET', route: '/api/admin/events/{id}/tournament/scores', url: () => `/api/admin/events/${liveEventId}/tournament/scores`, expected: contentSection(200) },
  { method: 'PUT', route: '/api/admin/events/{id}/tournament/scores/{memberId}', url: () => `/api/admin/events/${liveEventId}/tournament/scores/${unlockedMemberId}`, body: {}, expected: contentSection(400) },
  { method: 'GET', route: '/api/member/tournaments/{id}/scores', url: () => `/api/member/tournaments/${liveEventId}/scores`, expected: { ...unlockedMembersOnly, otherMember: 404 } },
  {
    method: 'PUT',
    route: '/api/member/tournaments/{id}/scores/{memberId}',
    url: () => `/api/member/tournaments/${liveEventId}/scores/${unlockedMemberId}`,
    body: { strokes: Array.from({ length: 18 }, () => null) },
    expected: { ...unlockedMembersOnly, otherMember: 404 },
  },
  { method: 'GET', route: '/api/admin/events/{id}/tournament', url: () => `/api/admin/events/${tournamentEventId}/tournament`, expected: contentSection(200) },
  { method: 'PUT', route: '/api/admin/events/{id}/tournament', url: () => `/api/admin/events/${tournamentEventId}/tournament`, body: {}, expected: contentSection(400) },
  { method: 'GET', route: '/api/admin/events/{id}/tournament/entries.csv', url: () => `/api/admin/events/${tournamentEventId}/tournament/entries.csv`, expected: contentSection(200) },
  { method: 'POST', route: '/api/admin/events/{id}/tournament/entries', url: () => `/api/admin/events/${tournamentEventId}/tournament/entries`, body: {}, expected: contentSection(400) },
  {
    method: 'POST',
    route: '/api/admin/events/{id}/tournament/entries/{memberId}/remove',
    url: () => `/api/admin/events/${tournamentEventId}/tournament/entries/M-99999/remove`,
    body: {},
    expected: contentSection(400),
  },
  // Closed by the admin; content staff find it closed. Nobody entered, so there is nothing to draw or publish.
  { method: 'POST', route: '/api/admin/events/{id}/tournament/close', url: () => `/api/admin/events/${tournamentEventId}/tournament/close`, expected: contentSection(200, 409) },
  { method: 'POST', route: '/api/admin/events/{id}/tournament/draw', url: () => `/api/admin/events/${tournamentEventId}/tournament/draw`, body: {}, expected: contentSection(400) },
  { method: 'POST', route: '/api/admin/events/{id}/tournament/publish', url: () => `/api/admin/events/${tournamentEventId}/tournament/publish`, expected: contentSection(409) },
  // Issue 24, part results: the entrants' tees, publishing the results (entries are still open: 409), their CSV (not published: 409), the winners.
  { method: 'GET', route: '/api/tournaments/winners', url: () => '/api/tournaments/winners', expected: everyone(200) },
  { method: 'PUT', route: '/api/admin/events/{id}/tournament/entries/{memberId}/tee', url: () => `/api/admin/events/${tournamentEventId}/tournament/entries/M-99999/tee`, body: {}, expected: contentSection(400) },
  { method: 'POST', route: '/api/admin/events/{id}/tournament/results', url: () => `/api/admin/events/${tournamentEventId}/tournament/results`, body: {}, expected: contentSection(409) },
  { method: 'GET', route: '/api/admin/events/{id}/tournament/results.csv', url: () => `/api/admin/events/${tournamentEventId}/tournament/results.csv`, expected: contentSection(409) },
  { method: 'GET', route: '/api/admin/reviews', url: () => '/api/admin/reviews', expected: contentSection(200) },
  { method: 'PUT', route: '/api/admin/reviews/{id}/visibility', url: () => '/api/admin/reviews/1/visibility', body: {}, expected: contentSection(400) },
  { method: 'POST', route: '/api/admin/reviews/{id}/deletion', url: () => '/api/admin/reviews/1/deletion', body: {}, expected: contentSection(400) },
  { method: 'GET', route: '/api/admin/club-settings', url: () => '/api/admin/club-settings', expected: contentSection(200) },
  ...['details', 'hours', 'course-status'].map(
    (what): Row => ({ method: 'PUT', route: `/api/admin/club-settings/${what}`, url: () => `/api/admin/club-settings/${what}`, body: {}, expected: contentSection(400) }),
  ),
  // The content lists: each list's own endpoints, from its description.
  ...contentLists.flatMap((list): Row[] => {
    const path = `/api/admin/content/${list.key}`;
    const each: Row[] = [
      { method: 'GET', route: path, url: () => path, expected: contentSection(200) },
      { method: 'PUT', route: `${path}/{id}`, url: () => `${path}/1`, body: {}, expected: contentSection(400) },
    ];
    if (!list.growable) return each;
    return [
      ...each,
      { method: 'POST', route: path, url: () => path, body: {}, expected: contentSection(400) },
      { method: 'PUT', route: `${path}/order`, url: () => `${path}/order`, body: {}, expected: contentSection(400) },
      { method: 'DELETE', route: `${path}/{id}`, url: () => `${path}/2000000`, expected: contentSection(404) },
    ];
  }),
  { method: 'GET', route: '/api/admin/members', url: () => '/api/admin/members?status=payment_due', expected: membershipSection(200) },
  { method: 'GET', route: '/api/admin/members/export', url: () => '/api/admin/members/export', expected: membershipSection(200) },
  { method: 'GET', route: '/api/admin/members/{id}', url: () => `/api/admin/members/${targetMemberId}`, expected: membershipSection(200) },
  // Suspended by the first, then already suspended; reactivated likewise; then new credentials.
  { method: 'POST', route: '/api/admin/members/{id}/suspend', url: () => `/api/admin/members/${targetMemberId}/suspend`, body: { reason: 'Matrix' }, expected: membershipSection(200, 409) },
  { method: 'POST', route: '/api/admin/members/{id}/reactivate', url: () => `/api/admin/members/${targetMemberId}/reactivate`, expected: membershipSection(200, 409) },
  { method: 'GET', route: '/api/admin/members/import-template.csv', url: () => '/api/admin/members/import-template.csv', expected: membershipSection(200) },
  { method: 'GET', route: '/api/admin/members/imports', url: () => '/api/admin/members/imports', expected: membershipSection(200) },
  // Not multipart: refused for want of a file, once the role is checked.
  { method: 'POST', route: '/api/admin/members/imports', url: () => '/api/admin/members/imports', body: {}, expected: membershipSection(400) },
  { method: 'POST', route: '/api/admin/members/imports/{id}/commit', url: () => '/api/admin/members/imports/999999/commit', expected: membershipSection(404) },
  { method: 'POST', route: '/api/admin/members/imports/{id}/invitations', url: () => '/api/admin/members/imports/999999/invitations', expected: membershipSection(404) },
  { method: 'POST', route: '/api/admin/members', url: () => '/api/admin/members', body: {}, expected: membershipSection(400) },
  { method: 'POST', route: '/api/admin/members/{memberId}/invitation', url: () => '/api/admin/members/M-99999/invitation', expected: membershipSection(404) },
  { method: 'POST', route: '/api/admin/members/{id}/credentials', url: () => `/api/admin/members/${targetMemberId}/credentials`, expected: membershipSection(200) },
  { method: 'GET', route: '/api/admin/payments', url: () => '/api/admin/payments?status=pending', expected: membershipSection(200) },
  { method: 'GET', route: '/api/admin/payments/export', url: () => '/api/admin/payments/export', expected: membershipSection(200) },
  { method: 'GET', route: '/api/admin/tee-sheet', url: () => `/api/admin/tee-sheet?date=${teeTimeDay}`, expected: membershipSection(200) },
  ...['/api/admin/tee-time-bookings', '/api/admin/tee-time-blocks', '/api/admin/tee-time-blocks/reopen', '/api/admin/tee-time-bookings/1/cancel'].map(
    (path): Row => ({ method: 'POST', route: path.replace('/1/', '/{id}/'), url: () => path, body: {}, expected: membershipSection(400) }),
  ),
  { method: 'PUT', route: '/api/admin/tee-time-players/{id}/attendance', url: () => '/api/admin/tee-time-players/1/attendance', body: {}, expected: membershipSection(400) },
  { method: 'PUT', route: '/api/admin/tee-time-settings', url: () => '/api/admin/tee-time-settings', body: {}, expected: membershipSection(400) },
  { method: 'GET', route: '/api/admin/billing/runs/preview', url: () => '/api/admin/billing/runs/preview', expected: billingSection(200) },
  { method: 'POST', route: '/api/admin/billing/runs', url: () => '/api/admin/billing/runs', body: {}, expected: billingSection(400) },
  { method: 'POST', route: '/api/admin/members/{memberId}/payments', url: () => '/api/admin/members/M-99999/payments', body: { amountPaisa: 100, method: 'cash', reference: 'Matrix' }, expected: billingSection(404) },
  // Issue 23, the staff's money actions and Billing's settings: a member's account, the counter,
  // credit notes, refunds, reversed payments, opening balances; prices, tax rates and rules.
  { method: 'GET', route: '/api/admin/billing/settings', url: () => '/api/admin/billing/settings', expected: billingSection(200) },
  { method: 'PUT', route: '/api/admin/billing/prices', url: () => '/api/admin/billing/prices', body: {}, expected: billingSection(400) },
  { method: 'POST', route: '/api/admin/billing/tax-rates', url: () => '/api/admin/billing/tax-rates', body: {}, expected: billingSection(400) },
  { method: 'PUT', route: '/api/admin/billing/rules', url: () => '/api/admin/billing/rules', body: {}, expected: billingSection(400) },
  { method: 'GET', route: '/api/admin/billing/products', url: () => '/api/admin/billing/products', expected: billingSection(200) },
  { method: 'GET', route: '/api/admin/billing/members/{memberId}', url: () => '/api/admin/billing/members/M-99999', expected: billingSection(404) },
  {
    method: 'POST',
    route: '/api/admin/billing/members/{memberId}/charges',
    url: () => '/api/admin/billing/members/M-99999/charges',
    body: { service: 'restaurant', taxCode: 'vat_standard', items: [{ description: 'Matrix', quantity: 1, unitPricePaisa: 100 }] },
    expected: billingSection(404),
  },
  { method: 'POST', route: '/api/admin/billing/members/{memberId}/credit-notes', url: () => '/api/admin/billing/members/M-99999/credit-notes', body: { invoiceId: 1, reason: 'Matrix' }, expected: billingSection(404) },
  {
    method: 'POST',
    route: '/api/admin/billing/members/{memberId}/refunds',
    url: () => '/api/admin/billing/members/M-99999/refunds',
    body: { amountPaisa: 100, method: 'cash', reference: 'Matrix', reason: 'Matrix' },
    expected: billingSection(404),
  },
  { method: 'POST', route: '/api/admin/billing/members/{memberId}/payment-reversals', url: () => '/api/admin/billing/members/M-99999/payment-reversals', body: { receiptNumber: 'R-000001', reason: 'Matrix' }, expected: billingSection(404) },
  { method: 'POST', route: '/api/admin/billing/members/{memberId}/opening-balance', url: () => '/api/admin/billing/members/M-99999/opening-balance', body: { amountPaisa: 100 }, expected: billingSection(404) },
  // Not multipart: refused for want of a file, once the role is checked.
  { method: 'POST', route: '/api/admin/billing/opening-balances/preview', url: () => '/api/admin/billing/opening-balances/preview', body: {}, expected: billingSection(400) },
  { method: 'POST', route: '/api/admin/billing/opening-balances', url: () => '/api/admin/billing/opening-balances', body: {}, expected: billingSection(400) },
  // Issue 23, the Billing reports: past runs, invoices, aged receivables, members to suspend, the VAT register, statements.
  { method: 'GET', route: '/api/admin/billing/runs', url: () => '/api/admin/billing/runs', expected: billingSection(200) },
  { method: 'GET', route: '/api/admin/billing/invoices', url: () => '/api/admin/billing/invoices?status=open&month=2026-11', expected: billingSection(200) },
  { method: 'GET', route: '/api/admin/billing/invoices/export', url: () => '/api/admin/billing/invoices/export?q=M-0', expected: billingSection(200) },
  { method: 'GET', route: '/api/admin/billing/receivables', url: () => '/api/admin/billing/receivables', expected: billingSection(200) },
  { method: 'GET', route: '/api/admin/billing/receivables/export', url: () => '/api/admin/billing/receivables/export', expected: billingSection(200) },
  { method: 'GET', route: '/api/admin/billing/members-to-suspend', url: () => '/api/admin/billing/members-to-suspend', expected: billingSection(200) },
  { method: 'GET', route: '/api/admin/billing/vat-register', url: () => '/api/admin/billing/vat-register?month=2026-11', expected: billingSection(200) },
  { method: 'GET', route: '/api/admin/billing/vat-register/export', url: () => '/api/admin/billing/vat-register/export', expected: billingSection(200) },
  { method: 'GET', route: '/api/admin/members/{memberId}/statement', url: () => '/api/admin/members/M-99999/statement', expected: billingSection(404) },
  { method: 'GET', route: '/api/admin/audit-log', url: () => '/api/admin/audit-log', expected: adminOnly(200) },
  { method: 'GET', route: '/api/admin/staff', url: () => '/api/admin/staff', expected: adminOnly(200) },
  { method: 'GET', route: '/api/admin/jobs', url: () => '/api/admin/jobs', expected: adminOnly(200) },
  // No failed job has this ID: admin gets as far as 404.
  { method: 'POST', route: '/api/admin/jobs/{id}/retry', url: () => '/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry', expected: adminOnly(404) },
  { method: 'POST', route: '/api/admin/staff/invitations', url: () => '/api/admin/staff/invitations', body: {}, expected: adminOnly(400) },
  { method: 'POST', route: '/api/admin/staff/{id}/role', url: () => `/api/admin/staff/${targetStaffId}/role`, body: {}, expected: adminOnly(400) },
  // Deactivated, then reactivated: by the admin only.
  { method: 'POST', route: '/api/admin/staff/{id}/deactivate', url: () => `/api/admin/staff/${targetStaffId}/deactivate`, expected: adminOnly(200) },
  { method: 'POST', route: '/api/admin/staff/{id}/reactivate', url: () => `/api/admin/staff/${targetStaffId}/reactivate`, expected: adminOnly(200) },
  { method: 'POST', route: '/api/admin/staff/{id}/reset-sign-in-code', url: () => `/api/admin/staff/${targetStaffId}/reset-sign-in-code`, expected: adminOnly(200) },
  // Cancelled by the admin; the other roles are refused before it is looked up.
  { method: 'DELETE', route: '/api/admin/staff/invitations/{id}', url: () => `/api/admin/staff/invitations/${openInvitationId}`, expected: adminOnly(200) },
  { method: 'GET', route: '/api/admin/inbox', url: () => '/api/admin/inbox?kind=contact', expected: contentSection(200) },
  { method: 'GET', route: '/api/admin/inbox/export', url: () => '/api/admin/inbox/export?kind=rating', expected: contentSection(200) },
  { method: 'GET', route: '/api/admin/inbox/subscribers', url: () => '/api/admin/inbox/subscribers', expected: contentSection(200) },
  { method: 'GET', route: '/api/admin/inbox/subscribers/export', url: () => '/api/admin/inbox/subscribers/export', expected: contentSection(200) },
  { method: 'GET', route: '/api/admin/inbox/{kind}/{id}', url: () => `/api/admin/inbox/contact/${contactMessageId}`, expected: contentSection(200) },
  { method: 'POST', route: '/api/admin/inbox/{kind}/{id}/handled', url: () => `/api/admin/inbox/contact/${contactMessageId}/handled`, body: {}, expected: contentSection(400) },
  { method: 'POST', route: '/api/admin/inbox/{kind}/{id}/replies', url: () => `/api/admin/inbox/contact/${contactMessageId}/replies`, body: {}, expected: contentSection(400) },
  // Issue 24, part record: posting and attesting scores, the handicap record, staff posting, correcting and voiding, the Federation's indexes.
  { method: 'GET', route: '/api/member/handicap', url: () => '/api/member/handicap', expected: unlockedMembersOnly },
  { method: 'GET', route: '/api/member/scores/to-attest', url: () => '/api/member/scores/to-attest', expected: unlockedMembersOnly },
  { method: 'POST', route: '/api/member/scores', url: () => '/api/member/scores', body: {}, expected: { ...unlockedMembersOnly, unlockedMember: 400, otherMember: 400 } },
  { method: 'POST', route: '/api/member/scores/{id}/attestation', url: () => '/api/member/scores/2000000/attestation', expected: { ...unlockedMembersOnly, unlockedMember: 404, otherMember: 404 } },
  { method: 'GET', route: '/api/admin/members/{memberId}/handicap', url: () => '/api/admin/members/M-99999/handicap', expected: golfSection(404) },
  { method: 'PUT', route: '/api/admin/members/{memberId}/handicap', url: () => '/api/admin/members/M-99999/handicap', body: {}, expected: golfSection(400) },
  { method: 'POST', route: '/api/admin/members/{memberId}/scores', url: () => '/api/admin/members/M-99999/scores', body: {}, expected: golfSection(400) },
  { method: 'PUT', route: '/api/admin/scores/{id}', url: () => '/api/admin/scores/2000000', body: {}, expected: golfSection(400) },
  { method: 'POST', route: '/api/admin/scores/{id}/void', url: () => '/api/admin/scores/2000000/void', body: {}, expected: golfSection(400) },
  { method: 'POST', route: '/api/admin/scores/{id}/attestation', url: () => '/api/admin/scores/2000000/attestation', expected: golfSection(404) },
  // Last: it ends each caller's session.
  { method: 'POST', route: '/api/logout', url: () => '/api/logout', expected: everyone(200) },
];

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000', UPLOAD_RATE_LIMIT_PER_MINUTE: '10000' });
  const staff = await createStaff(testApp);
  // The members here owe nothing at approval, so that paying "the whole balance" is refused (409) as for any member with nothing due.
  await withoutEntranceFees(testApp);
  cookies.admin = (await signIn(testApp, 'staff@example.com', staffPassword)).cookie;
  for (const [caller, role] of [['membershipStaff', 'membership'], ['contentStaff', 'content'], ['accountsStaff', 'accounts']] as const) {
    const email = `matrix.${role}@example.com`;
    await createStaff(testApp, email, role);
    cookies[caller] = (await signIn(testApp, email, staffPassword)).cookie;
  }
  // The member of staff whom the admin deactivates, reactivates and resets the sign-in code of.
  targetStaffId = (await createStaff(testApp, 'matrix.target@example.com', 'content')).id;
  // The invitation the admin cancels.
  const invited = await testApp.app.inject({ method: 'POST', url: '/api/admin/staff/invitations', payload: { email: 'matrix.invitee@example.com', role: 'content' }, headers: { cookie: cookies.admin! } });
  expect(invited.statusCode).toBe(201);
  openInvitationId = (await testApp.database.db.select({ id: staffInvitations.id }).from(staffInvitations).where(eq(staffInvitations.email, 'matrix.invitee@example.com')))[0]!.id;
  // The member whom staff suspend, reactivate and send new credentials.
  const [target] = await testApp.database.db.select().from(accounts).where(eq(accounts.memberId, (await approvedMember(testApp, staff, 'matrix.target.member@example.com')).memberId));
  targetMemberId = target!.id;
  const fresh = await approvedMember(testApp, staff, 'matrix.new@example.com');
  cookies.newMember = (await signIn(testApp, 'matrix.new@example.com', fresh.temporaryPassword)).cookie;
  cookies.lockedMember = (await readyMember(testApp, staff, 'matrix.locked@example.com', { unlocked: false })).cookie;
  cookies.unlockedMember = (await readyMember(testApp, staff, 'matrix.unlocked@example.com', { unlocked: true })).cookie;
  cookies.otherMember = (await readyMember(testApp, staff, 'matrix.other@example.com', { unlocked: true })).cookie;
  const card = await testApp.app.inject({ method: 'GET', url: '/api/member/card', headers: { cookie: cookies.unlockedMember } });
  cardCheckPath = new URL(card.json<MemberCard>().gateUrl).pathname.replace('/card/', '/api/cards/');

  // A payment of the unlocked member, which nobody else may read.
  const [owner] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, 'matrix.unlocked@example.com'));
  const [payment] = await testApp.database.db.insert(payments).values({ accountId: owner!.id, provider: 'sandbox', invoiceNumber: 'MATRIX-1', amountPaisa: 132000 }).returning();
  unlockedPaymentId = payment!.id;
  // An invoice, a credit note and a receipt of the unlocked member, which nobody else may read.
  memberDocuments = await writeMemberDocuments(testApp, owner!.id, owner!.memberId!);
  // A support thread of the unlocked member, which nobody else may read or write in.
  const [thread] = await testApp.database.db.insert(supportThreads).values({ memberAccountId: owner!.id, subject: 'Matrix' }).returning();
  await testApp.database.db.insert(supportMessages).values({ threadId: thread!.id, body: 'Hello' });
  supportThreadId = thread!.id;
  // A room request and a hall request of the unlocked member, which nobody else may cancel.
  const day = addDays(clubToday(), 30);
  unlockedRoomBookingId = (await testApp.database.db.insert(roomBookings).values({ accountId: owner!.id, checkIn: day, checkOut: addDays(day, 1), guests: 1 }).returning())[0]!.id;
  unlockedHallBookingId = (
    await testApp.database.db
      .insert(conventionHallBookings)
      .values({ accountId: owner!.id, name: 'Matrix', phone: '01700000000', eventDate: day, session: 'morning', guests: 10, eventType: 'Wedding' })
      .returning()
  )[0]!.id;

  // An application with a real photo, and one waiting for a decision.
  const photo = await uploadedImageLink(testApp);
  const application = await insertVerifiedApplication(testApp, 'matrix.applicant@example.com');
  await testApp.database.db.update(applications).set({ details: { ...(application.details as object), photo } }).where(eq(applications.id, application.id));
  await testApp.database.db.update(uploads).set({ applicationId: application.id, claimedAt: new Date() }).where(eq(uploads.id, uploadIdFromLink(photo, testApp.publicUrl)!));
  applicationId = application.id;
  pendingApplicationId = (await insertVerifiedApplication(testApp, 'matrix.pending@example.com')).id;

  // An event and an announcement to delete.
  doomedEventId = (await testApp.database.db.insert(events).values({ title: 'Doomed', startsOn: '2026-12-01', endsOn: '2026-12-01' }).returning())[0]!.id;
  doomedAnnouncementId = (await testApp.database.db.insert(announcements).values({ message: 'Doomed', startsOn: '2026-12-01', endsOn: '2026-12-01' }).returning())[0]!.id;
  // An event open for entries until tomorrow.
  tournamentEventId = (await testApp.database.db.insert(events).values({ title: 'Matrix Cup', startsOn: '2099-12-01', endsOn: '2099-12-01' }).returning())[0]!.id;
  await testApp.database.db.insert(tournaments).values({ eventId: tournamentEventId, entriesCloseAt: new Date(Date.now() + 86_400_000), maxField: 40 });
  // A visitor's message in the Inbox.
  const [message] = await testApp.database.db
    .insert(contactMessages)
    .values({ firstName: 'Matrix', lastName: 'Visitor', phone: '01700000000', email: 'matrix.visitor@example.com', message: 'Hello' })
    .returning();
  contactMessageId = message!.id;

  // A tee time the unlocked member booked and one they wait for, whose places a filler took.
  const db = testApp.database.db;
  const config = testApp.app.deps.config;
  const unlocked = (await db.select().from(accounts).where(eq(accounts.email, 'matrix.unlocked@example.com')))[0]!;
  teeTimeBookingId = (await bookTeeTime(db, config, unlocked, { startsAt: teeTimeOn(teeTimeDays[1]!), members: [], guests: [] })).id;
  await readyMember(testApp, staff, 'matrix.filler@example.com', { unlocked: true });
  const filler = (await db.select().from(accounts).where(eq(accounts.email, 'matrix.filler@example.com')))[0]!;
  for (const day of teeTimeDays.slice(2)) await bookTeeTime(db, config, filler, { startsAt: teeTimeOn(day), members: [], guests: ['Guest A', 'Guest B', 'Guest C'] });
  waitlistEntryId = (await joinWaitlist(db, unlocked, { startsAt: teeTimeOn(teeTimeDays[3]!), places: 2 })).id;
  // Live scoring (issue 24, part live): today's tournament, its draw published, the unlocked member in group 1.
  liveEventId = (await db.insert(events).values({ title: 'Matrix Live Cup', startsOn: clubToday(), endsOn: clubToday() }).returning())[0]!.id;
  await db.insert(tournaments).values({ eventId: liveEventId, entriesCloseAt: new Date(Date.now() - 86_400_000), maxField: 40, firstTeeTime: new Date(), teeIntervalMinutes: 10, drawPublishedAt: new Date() });
  await db.insert(tournamentEntries).values({ eventId: liveEventId, accountId: unlocked.id, handicapTenths: 120, drawGroup: 1, drawPosition: 1 });
  unlockedMemberId = unlocked.memberId!;
});
afterAll(async () => testApp?.close());

describe('the authorisation matrix', () => {
  it('has a row for every endpoint in the OpenAPI document', () => {
    const documented = Object.entries((testApp.app.swagger() as { paths: Record<string, object> }).paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set(rows.map((row) => `${row.method} ${row.route}`));
    expect(documented.filter((endpoint) => !covered.has(endpoint))).toEqual([]);
  });

  it.each(rows.map((row) => [`${row.method} ${row.route}`, row] as const))('%s', async (_name, row) => {
    const answers: Partial<Record<Caller, number>> = {};
    const caching = new Set<unknown>();
    for (const caller of callers) {
      const response = await testApp.app.inject({ method: row.method, url: row.url(), payload: row.body, headers: cookies[caller] && caller !== 'anonymous' ? { cookie: cookies[caller]! } : {} });
      answers[caller] = response.statusCode;
      if (response.statusCode === 200 || !publicContent.has(row.route)) caching.add(response.headers['cache-control']);
    }
    expect(answers).toEqual(row.expected);
    // Whoever asks, an answer that is not public content is never kept by a browser or a proxy.
    expect([...caching]).toEqual([publicContent.has(row.route) ? 'public, no-cache' : 'private, no-store']);
  });
});
