/**
 * The web app's pages, in the groups the router guards them by: the router builds its routes from
 * these lists (app/router.tsx), and the server answers any other path with the not-found page and
 * a real 404 status (crawlers and monitors see it).
 */

import type { Locale } from '../format/locale';

/** The visitors' pages, rendered without any session and the same for everyone. */
export const publicPagePaths = [
  '/',
  '/about',
  '/mission',
  '/vision',
  '/leadership-team',
  '/services',
  '/sponsors',
  '/membership',
  '/facilites-guests',
  '/facilites-members',
  '/upcoming-events',
  '/present-events',
  '/past-events',
  '/events/:id',
  // The leaderboard full-screen, for the clubhouse's television (issue 24).
  '/events/:id/clubhouse',
  '/image-gallery',
  '/video-gallery',
  '/restaurant',
  '/category/:id',
  '/review',
  '/convention-hall',
  '/pro-shop',
  '/golf-course',
  '/contact',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/help',
  '/privacy-policy',
  '/terms',
  '/membership-registration',
  '/verify-email',
  '/email-verified',
  '/user/:id/verify/:token',
  '/login',
  '/forgot-password',
  '/check-email',
  '/reset-password/:id/:token',
  '/staff-invite/:id/:token',
  '/setup/:token',
  '/card/:memberId/:signature',
] as const;

/** The checkout shows either state: the fee to a visitor, the payment to the member signed in. */
export const checkoutPagePath = '/checkout';

/** Pages for anyone signed in, before any payment. */
export const signedInPagePaths = [
  '/change-password',
  '/dashboard',
  '/payment-checkout',
  '/payment-status',
] as const;

/** The member's pages once the registration fee is paid. */
export const memberPagePaths = [
  '/dashboard/profile',
  '/dashboard/membership',
  '/dashboard/payments',
  '/dashboard/bookings',
  '/dashboard/tee-times',
  '/dashboard/support',
  '/dashboard/support/:id',
  '/dashboard/events',
  '/dashboard/events/:id',
  // The marker keeps their group's cards (issue 24).
  '/dashboard/events/:id/scoring',
  '/dashboard/card',
  '/dashboard/bookings/room',
  // The member's account (issue 23): its documents and statement, behind the Payments card.
  '/dashboard/invoices/:id',
  '/dashboard/credit-notes/:id',
  '/dashboard/receipts/:number',
  '/dashboard/statement',
  // Issue 24, part course: the member directory.
  '/dashboard/directory',
  '/dashboard/directory/:memberId',
  // Issue 24, part record: the handicap record and posting a round.
  '/dashboard/handicap',
  '/dashboard/handicap/post',
] as const;

/** The staff console's pages. */
export const consolePagePaths = [
  '/admin',
  '/admin/applications',
  '/admin/applications/:id',
  '/admin/members',
  '/admin/members/import',
  '/admin/members/new',
  '/admin/members/:id',
  '/admin/payments',
  '/admin/billing',
  '/admin/billing/settings',
  '/admin/billing/members',
  '/admin/billing/members/:memberId',
  '/admin/billing/members/:memberId/statement',
  '/admin/billing/opening-balances',
  '/admin/billing/runs',
  '/admin/billing/invoices',
  '/admin/billing/receivables',
  '/admin/billing/vat-register',
  '/admin/bookings',
  '/admin/bookings/tee-time-rules',
  '/admin/bookings/rooms',
  '/admin/bookings/hall',
  '/admin/bookings/room-rules',
  // Issue 24, part course: the Golf section's hub and its tees.
  '/admin/golf',
  '/admin/golf/tees',
  // Issue 24, part record: a member's handicap record.
  '/admin/golf/members',
  '/admin/golf/members/:memberId',
  '/admin/events',
  '/admin/events/new',
  '/admin/events/:id',
  '/admin/events/:id/entries',
  // Staff keep the cards during play (issue 24).
  '/admin/events/:id/scoring',
  '/admin/events/announcements/new',
  '/admin/events/announcements/:id',
  '/admin/content',
  '/admin/content/club-details',
  '/admin/content/opening-hours',
  '/admin/content/course-status',
  '/admin/inbox',
  '/admin/inbox/:kind/:id',
  '/admin/content/:list',
  '/admin/content/:list/new',
  '/admin/content/:list/:id',
  '/admin/reviews',
  '/admin/audit-log',
  '/admin/staff',
  '/admin/jobs',
] as const;

export type PublicPagePath = (typeof publicPagePaths)[number];
export type SignedInPagePath = (typeof signedInPagePaths)[number];
export type MemberPagePath = (typeof memberPagePaths)[number];
export type ConsolePagePath = (typeof consolePagePaths)[number];

/**
 * Pages that show the person signed in: the server renders them with the visitor's session, never
 * keeps them, and tells browsers and proxies not to either. Every other page is rendered without
 * any session, the same for everyone, and may be kept while the club's content stays the same.
 */
export const sessionPagePaths: readonly string[] = [checkoutPagePath, ...signedInPagePaths, ...memberPagePaths, ...consolePagePaths];

export const pagePaths: readonly string[] = [...publicPagePaths, ...sessionPagePaths];

/**
 * Pages that show someone's live standing without a session (what a membership card's QR code
 * opens): the server renders them at every request, without any session, and nobody keeps them.
 */
const livePagePaths: readonly string[] = ['/card/:memberId/:signature'];

/**
 * Pages rendered in the browser only: those that need what the previous page handed over
 * (navigation state), and links that carry a secret in their path, which must not be rendered
 * into a page the server might keep. The server sends them the empty shell.
 */
const browserRenderedPaths: readonly string[] = ['/verify-email', '/check-email', '/user/:id/verify/:token', '/reset-password/:id/:token', '/staff-invite/:id/:token', '/setup/:token'];

const patternOf = (path: string) => new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`);
const patterns = pagePaths.map(patternOf);
const publicPatterns = [...publicPagePaths, checkoutPagePath].map(patternOf);
const browserRenderedPatterns = browserRenderedPaths.map(patternOf);
const sessionPagePatterns = sessionPagePaths.map(patternOf);
const signedInAreaPatterns = [...signedInPagePaths, ...memberPagePaths, ...consolePagePaths].map(patternOf);
const livePagePatterns = livePagePaths.map(patternOf);

/**
 * Each public page has a Bangla twin under /bn (`/bn`, `/bn/about`…); English keeps today's paths
 * (docs/languages-and-instances.md). The signed-in pages have one path in both languages.
 */
const banglaPrefix = /^\/bn(?=\/|$)/;

/** The language a path's page is shown in, by its prefix. */
export function localeOfPath(pathname: string): Locale {
  return banglaPrefix.test(pathname) ? 'bn' : 'en';
}

/** A path without its language prefix: the English page's path. */
export function withoutLocale(pathname: string): string {
  return pathname.replace(banglaPrefix, '') || '/';
}

/** The path of a page in a language: `/bn/about` for Bangla's About page, `/about` for English. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const english = withoutLocale(pathname);
  if (locale === 'en') return english;
  return english === '/' ? '/bn' : `/bn${english}`;
}

/** Whether a path is a public page's, the pages that have a twin in the other language. */
export function isPublicPagePath(pathname: string): boolean {
  return publicPatterns.some((pattern) => pattern.test(withoutLocale(pathname)));
}

export function isPagePath(pathname: string): boolean {
  return localeOfPath(pathname) === 'bn' ? isPublicPagePath(pathname) : patterns.some((pattern) => pattern.test(pathname));
}

export function isServerRenderedPath(pathname: string): boolean {
  const english = withoutLocale(pathname);
  return !browserRenderedPatterns.some((pattern) => pattern.test(english));
}

export function isSessionPagePath(pathname: string): boolean {
  const english = withoutLocale(pathname);
  return sessionPagePatterns.some((pattern) => pattern.test(english));
}

/**
 * Whether a path is a page behind the sign-in guard: the member area, the console and the account
 * pages (one path in both languages). The browser loads their routes only for such a path.
 */
export function isSignedInAreaPath(pathname: string): boolean {
  return signedInAreaPatterns.some((pattern) => pattern.test(pathname));
}

export function isLivePagePath(pathname: string): boolean {
  const english = withoutLocale(pathname);
  return livePagePatterns.some((pattern) => pattern.test(english));
}
