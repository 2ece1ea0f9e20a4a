import type { ComponentType } from 'react';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { leadersLoader, sponsorsLoader } from '@/features/content/public/club-api';
import { conventionHallLoader } from '@/features/bookings/public/api';
import { eventListLoader, eventLoader, pastEventListLoader } from '@/features/content/public/events-api';
import { facilitiesLoader } from '@/features/content/public/facilities-api';
import { imageGalleryLoader, videoGalleryLoader } from '@/features/content/public/gallery-api';
import { clubhouseLoader, golfCourseLoader } from '@/features/golf/public/api';
import { homeLoader } from '@/features/content/public/home-api';
import { membershipFeesLoader } from '@/features/membership/public/membership-fees-api';
import { proShopLoader } from '@/features/content/public/pro-shop-api';
import { reviewsLoader } from '@/features/comms/public/api';
import { categoryLoader, restaurantLoader } from '@/features/content/public/restaurant-api';
import {
  checkoutPagePath,
  consolePagePaths,
  memberPagePaths,
  publicPagePaths,
  signedInPagePaths,
  type ConsolePagePath,
  type MemberPagePath,
  type PublicPagePath,
  type SignedInPagePath,
} from '@rgcc/shared/common/page-paths';
import { browserRouterContext, rootLoader, rootRouteId, signedInRouteId } from '@/lib/page-data';
import { storedLanguage } from '@/lib/session';
import { loadTexts } from '@/lib/texts';
import { localeOfPath, pathInLocale } from '@rgcc/shared/common/page-paths';
import type { Locale } from '@rgcc/shared/format/locale';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { ConsoleError } from './console-error';

/**
 * Each page is its own chunk: a visitor downloads only the code of the pages they open. Loaders
 * stay out of the chunks, so that a navigation fetches a page's data and code at once.
 */
function page<M>(load: () => Promise<M>, name: keyof M): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] as ComponentType }) };
}

/**
 * A route whose loader is fetched along with its page's code: the pages for the person signed in
 * and their guards. No visitor of the club's pages downloads them or what they import.
 */
function withData<A, M>(loadApi: () => Promise<A>, loader: keyof A, load?: () => Promise<M>, name?: keyof M): Pick<RouteObject, 'lazy'> {
  return {
    lazy: {
      loader: async () => (await loadApi())[loader] as RouteObject['loader'],
      ...(load && name && { Component: async () => (await load())[name] as ComponentType }),
    },
  };
}

const guards = () => import('@/lib/current-account');
const memberArea = () => import('@/features/membership/member/api');
const support = () => import('@/features/comms/member/api');
const memberTournaments = () => import('@/features/golf/member/api');
const tournamentEntries = () => import('@/features/golf/staff/api');
const staffInvitation = () => import('@/features/account/public/invitation-api');
const setupLink = () => import('@/features/account/public/setup-api');
const bookings = () => import('@/features/bookings/member/api');
const payments = () => import('@/features/billing/member/api');
const memberAccount = () => import('@/features/billing/member/account-api');
const applicationsReview = () => import('@/features/membership/staff/applications-api');
const register = () => import('@/features/membership/staff/register-api');
const auditLog = () => import('@/features/audit/staff/api');
const clubEvents = () => import('@/features/content/staff/events-api');
const reviewModeration = () => import('@/features/comms/staff/review-moderation-api');
const clubSettings = () => import('@/features/content/staff/club-settings-api');
const staffAccounts = () => import('@/features/account/staff/api');
const jobs = () => import('@/features/operations/staff/api');
const inbox = () => import('@/features/comms/staff/api');
const contentLists = () => import('@/features/content/staff/content-lists-api');
const members = () => import('@/features/membership/staff/members-api');
const paymentsReview = () => import('@/features/billing/staff/api');
const billingAccounts = () => import('@/features/billing/staff/account-api');
const billingSettings = () => import('@/features/billing/staff/settings-api');
const bookingsConsole = () => import('@/features/bookings/staff/api');
const billingReports = () => import('@/features/billing/staff/billing-reports-api');
const cardCheck = () => import('@/features/membership/public/card-check-api');
const golfCourse = () => import('@/features/golf/staff/course-api');
const directory = () => import('@/features/golf/member/directory-api');
const handicap = () => import('@/features/golf/member/handicap-api');
const golfRecords = () => import('@/features/golf/staff/record-api');

/** The guards ask the server at every navigation, so a session ended elsewhere is noticed at the next click. */
const everyNavigation = () => true;

/** What a page's route holds besides its path, which comes from the shared lists of pages. */
type PageRoute = Pick<RouteObject, 'loader' | 'lazy'>;

const publicPages: Record<PublicPagePath | typeof checkoutPagePath, PageRoute> = {
  '/': { loader: homeLoader, ...page(() => import('@/features/content/public/home-page'), 'HomePage') },
  '/about': page(() => import('@/features/content/public/about-page'), 'AboutPage'),
  '/mission': page(() => import('@/features/content/public/mission-page'), 'MissionPage'),
  '/vision': page(() => import('@/features/content/public/vision-page'), 'VisionPage'),
  '/leadership-team': { loader: leadersLoader, ...page(() => import('@/features/content/public/leadership-page'), 'LeadershipPage') },
  '/services': page(() => import('@/features/content/public/services-page'), 'ServicesPage'),
  '/sponsors': { loader: sponsorsLoader, ...page(() => import('@/features/content/public/sponsors-page'), 'SponsorsPage') },
  '/membership': { loader: membershipFeesLoader, ...page(() => import('@/features/membership/public/membership-fees-page'), 'MembershipFeesPage') },
  '/facilites-guests': { loader: facilitiesLoader('guests'), ...page(() => import('@/features/content/public/facilities-page'), 'GuestFacilitiesPage') },
  '/facilites-members': { loader: facilitiesLoader('members'), ...page(() => import('@/features/content/public/facilities-page'), 'MemberFacilitiesPage') },
  '/upcoming-events': { loader: eventListLoader, ...page(() => import('@/features/content/public/event-list-page'), 'UpcomingEventsPage') },
  '/present-events': { loader: eventListLoader, ...page(() => import('@/features/content/public/event-list-page'), 'PresentEventsPage') },
  '/past-events': { loader: pastEventListLoader, ...page(() => import('@/features/content/public/event-list-page'), 'PastEventsPage') },
  '/events/:id': { loader: eventLoader, ...page(() => import('@/features/content/public/event-page'), 'EventPage') },
  '/events/:id/clubhouse': { loader: clubhouseLoader, ...page(() => import('@/features/golf/public/clubhouse-page'), 'ClubhousePage') },
  '/image-gallery': { loader: imageGalleryLoader, ...page(() => import('@/features/content/public/image-gallery-page'), 'ImageGalleryPage') },
  '/video-gallery': { loader: videoGalleryLoader, ...page(() => import('@/features/content/public/video-gallery-page'), 'VideoGalleryPage') },
  '/restaurant': { loader: restaurantLoader, ...page(() => import('@/features/content/public/restaurant-page'), 'RestaurantPage') },
  '/category/:id': { loader: categoryLoader, ...page(() => import('@/features/content/public/category-page'), 'CategoryPage') },
  '/review': { loader: reviewsLoader, ...page(() => import('@/features/comms/public/review-page'), 'ReviewPage') },
  '/convention-hall': { loader: conventionHallLoader, ...page(() => import('@/features/bookings/public/convention-hall-page'), 'ConventionHallPage') },
  '/pro-shop': { loader: proShopLoader, ...page(() => import('@/features/content/public/pro-shop-page'), 'ProShopPage') },
  '/golf-course': { loader: golfCourseLoader, ...page(() => import('@/features/golf/public/golf-course-page'), 'GolfCoursePage') },
  '/contact': page(() => import('@/features/comms/public/contact-page'), 'ContactPage'),
  '/newsletter/confirm': page(() => import('@/features/comms/public/newsletter-link-pages'), 'ConfirmSubscriptionPage'),
  '/newsletter/unsubscribe': page(() => import('@/features/comms/public/newsletter-link-pages'), 'UnsubscribePage'),
  '/help': page(() => import('@/features/content/public/help-page'), 'HelpPage'),
  '/privacy-policy': page(() => import('@/features/content/public/privacy-page'), 'PrivacyPage'),
  '/terms': page(() => import('@/features/content/public/terms-page'), 'TermsPage'),
  '/membership-registration': page(() => import('@/features/membership/public/registration-page'), 'RegistrationPage'),
  '/verify-email': page(() => import('@/features/membership/public/verify-email-page'), 'VerifyEmailPage'),
  '/email-verified': page(() => import('@/features/membership/public/email-verified-page'), 'EmailVerifiedPage'),
  '/user/:id/verify/:token': { lazy: {
      loader: async () => (await import('@/features/membership/public/verification-api')).verifyLinkLoader,
      Component: async () => (await import('@/features/membership/public/verify-link-page')).VerifyLinkPage,
      HydrateFallback: async () => (await import('@/features/membership/public/verify-link-page')).VerifyingLink,
    } },
  '/login': page(() => import('@/features/account/public/login-page'), 'LoginPage'),
  '/forgot-password': page(() => import('@/features/account/public/forgot-password-page'), 'ForgotPasswordPage'),
  '/check-email': page(() => import('@/features/account/public/check-email-page'), 'CheckEmailPage'),
  '/reset-password/:id/:token': page(() => import('@/features/account/public/reset-password-page'), 'ResetPasswordPage'),
  '/staff-invite/:id/:token': { lazy: {
      loader: async () => (await staffInvitation()).staffInvitationLoader,
      Component: async () => (await import('@/features/account/public/invitation-page')).InvitationPage,
      HydrateFallback: async () => (await import('@/features/account/public/invitation-page')).CheckingInvitation,
    } },
  // The first admin's page, from the link `npm start` prints while the club has no staff (decision 0033).
  '/setup/:token': { lazy: {
      loader: async () => (await setupLink()).setupLinkLoader,
      Component: async () => (await import('@/features/account/public/setup-page')).SetupPage,
      HydrateFallback: async () => (await import('@/features/account/public/setup-page')).CheckingSetupLink,
    } },
  // What a membership card's QR code opens, for staff at the gate: no session needed (decision 0024).
  '/card/:memberId/:signature': withData(cardCheck, 'cardCheckLoader', () => import('@/features/membership/public/card-check-page'), 'CardCheckPage'),
  '/checkout': withData(payments, 'checkoutLoader', () => import('@/features/billing/member/checkout-page'), 'CheckoutPage'),
};

const signedInPages: Record<SignedInPagePath, PageRoute> = {
  '/change-password': page(() => import('@/features/account/public/change-password-page'), 'ChangePasswordPage'),
  '/dashboard': withData(memberArea, 'dashboardLoader', () => import('@/features/membership/member/dashboard-page'), 'DashboardPage'),
  '/payment-checkout': page(() => import('@/features/billing/member/checkout-page'), 'PaymentCheckoutPage'),
  '/payment-status': withData(payments, 'paymentLoader', () => import('@/features/billing/member/payment-status-page'), 'PaymentStatusPage'),
};

const memberPages: Record<MemberPagePath, PageRoute> = {
  '/dashboard/profile': withData(memberArea, 'memberProfileLoader', () => import('@/features/membership/member/profile-page'), 'ProfilePage'),
  '/dashboard/membership': withData(memberArea, 'membershipSummaryLoader', () => import('@/features/membership/member/membership-page'), 'MembershipPage'),
  '/dashboard/payments': withData(memberAccount, 'accountLoader', () => import('@/features/billing/member/payments-page'), 'PaymentsPage'),
  '/dashboard/bookings': withData(bookings, 'bookingsLoader', () => import('@/features/bookings/member/bookings-page'), 'BookingsPage'),
  '/dashboard/tee-times': withData(bookings, 'teeTimesLoader', () => import('@/features/bookings/member/tee-times-page'), 'TeeTimesPage'),
  '/dashboard/support': withData(support, 'supportThreadsLoader', () => import('@/features/comms/member/support-page'), 'SupportPage'),
  '/dashboard/support/:id': withData(support, 'supportThreadLoader', () => import('@/features/comms/member/support-thread-page'), 'SupportThreadPage'),
  '/dashboard/events': withData(memberTournaments, 'tournamentsLoader', () => import('@/features/golf/member/events-page'), 'EventsPage'),
  '/dashboard/events/:id': withData(memberTournaments, 'tournamentLoader', () => import('@/features/golf/member/tournament-page'), 'TournamentPage'),
  '/dashboard/events/:id/scoring': withData(() => import('@/features/golf/member/scoring-api'), 'markerScoringLoader', () => import('@/features/golf/member/scoring-page'), 'MarkerScoringPage'),
  '/dashboard/card': withData(memberArea, 'memberCardLoader', () => import('@/features/membership/member/card-page'), 'CardPage'),
  '/dashboard/bookings/room': withData(bookings, 'roomRequestLoader', () => import('@/features/bookings/member/room-request-page'), 'RoomRequestPage'),
  '/dashboard/invoices/:id': withData(memberAccount, 'invoiceLoader', () => import('@/features/billing/member/invoice-page'), 'InvoicePage'),
  '/dashboard/credit-notes/:id': withData(memberAccount, 'creditNoteLoader', () => import('@/features/billing/member/invoice-page'), 'CreditNotePage'),
  '/dashboard/receipts/:number': withData(memberAccount, 'receiptLoader', () => import('@/features/billing/member/receipt-page'), 'ReceiptPage'),
  '/dashboard/statement': withData(memberAccount, 'statementLoader', () => import('@/features/billing/member/statement-page'), 'StatementPage'),
  '/dashboard/directory': withData(directory, 'directoryLoader', () => import('@/features/golf/member/directory-page'), 'DirectoryPage'),
  '/dashboard/directory/:memberId': withData(directory, 'directoryEntryLoader', () => import('@/features/golf/member/directory-entry-page'), 'DirectoryEntryPage'),
  '/dashboard/handicap': withData(handicap, 'handicapLoader', () => import('@/features/golf/member/handicap-page'), 'HandicapPage'),
  '/dashboard/handicap/post': withData(handicap, 'postRoundLoader', () => import('@/features/golf/member/post-round-page'), 'PostRoundPage'),
};

const consolePages: Record<ConsolePagePath, PageRoute> = {
  '/admin': withData(guards, 'consoleHomeLoader'),
  '/admin/applications': withData(applicationsReview, 'applicationsLoader', () => import('@/features/membership/staff/applications-page'), 'ApplicationsPage'),
  '/admin/applications/:id': withData(applicationsReview, 'applicationLoader', () => import('@/features/membership/staff/application-page'), 'ApplicationPage'),
  '/admin/members': withData(members, 'membersLoader', () => import('@/features/membership/staff/members-page'), 'MembersPage'),
  '/admin/members/import': withData(register, 'importsLoader', () => import('@/features/membership/staff/import-page'), 'ImportPage'),
  '/admin/members/new': withData(register, 'newMemberLoader', () => import('@/features/membership/staff/add-member-page'), 'AddMemberPage'),
  '/admin/members/:id': withData(members, 'memberLoader', () => import('@/features/membership/staff/member-page'), 'MemberPage'),
  '/admin/payments': withData(paymentsReview, 'paymentsLoader', () => import('@/features/billing/staff/payments-page'), 'PaymentsPage'),
  '/admin/billing': withData(billingSettings, 'billingHubLoader', () => import('@/features/billing/staff/billing-page'), 'BillingPage'),
  '/admin/billing/settings': withData(billingSettings, 'billingSettingsLoader', () => import('@/features/billing/staff/billing-settings-page'), 'BillingSettingsPage'),
  '/admin/billing/members': withData(billingSettings, 'billingHubLoader', () => import('@/features/billing/staff/find-member-page'), 'FindMemberPage'),
  '/admin/billing/members/:memberId': withData(billingAccounts, 'memberAccountLoader', () => import('@/features/billing/staff/member-account-page'), 'MemberAccountPage'),
  '/admin/billing/members/:memberId/statement': withData(billingAccounts, 'memberStatementLoader', () => import('@/features/billing/staff/member-statement-page'), 'MemberStatementPage'),
  '/admin/billing/opening-balances': withData(billingSettings, 'billingHubLoader', () => import('@/features/billing/staff/opening-balances-page'), 'OpeningBalancesPage'),
  '/admin/billing/runs': withData(billingReports, 'runsLoader', () => import('@/features/billing/staff/runs-page'), 'RunsPage'),
  '/admin/billing/invoices': withData(billingReports, 'invoicesLoader', () => import('@/features/billing/staff/invoices-page'), 'InvoicesPage'),
  '/admin/billing/receivables': withData(billingReports, 'receivablesLoader', () => import('@/features/billing/staff/receivables-page'), 'ReceivablesPage'),
  '/admin/billing/vat-register': withData(billingReports, 'vatRegisterLoader', () => import('@/features/billing/staff/vat-register-page'), 'VatRegisterPage'),
  '/admin/bookings': withData(bookingsConsole, 'teeSheetLoader', () => import('@/features/bookings/staff/tee-sheet-page'), 'TeeSheetPage'),
  '/admin/bookings/tee-time-rules': withData(bookingsConsole, 'teeTimeRulesLoader', () => import('@/features/bookings/staff/tee-time-rules-page'), 'TeeTimeRulesPage'),
  '/admin/bookings/rooms': withData(bookingsConsole, 'roomRequestsLoader', () => import('@/features/bookings/staff/room-requests-page'), 'RoomRequestsPage'),
  '/admin/bookings/hall': withData(bookingsConsole, 'hallRequestsLoader', () => import('@/features/bookings/staff/hall-requests-page'), 'HallRequestsPage'),
  '/admin/bookings/room-rules': withData(bookingsConsole, 'roomAndHallRulesLoader', () => import('@/features/bookings/staff/room-and-hall-rules-page'), 'RoomAndHallRulesPage'),
  '/admin/golf': withData(golfCourse, 'teesLoader', () => import('@/features/golf/staff/golf-page'), 'GolfPage'),
  '/admin/golf/tees': withData(golfCourse, 'teesLoader', () => import('@/features/golf/staff/tees-page'), 'TeesPage'),
  '/admin/golf/members': page(() => import('@/features/golf/staff/find-golfer-page'), 'FindGolferPage'),
  '/admin/golf/members/:memberId': withData(golfRecords, 'memberRecordLoader', () => import('@/features/golf/staff/member-record-page'), 'MemberRecordPage'),
  '/admin/events': withData(clubEvents, 'eventsLoader', () => import('@/features/content/staff/events-page'), 'EventsPage'),
  '/admin/events/new': withData(clubEvents, 'eventFormLoader', () => import('@/features/content/staff/event-form-page'), 'EventFormPage'),
  '/admin/events/:id': withData(clubEvents, 'eventFormLoader', () => import('@/features/content/staff/event-form-page'), 'EventFormPage'),
  '/admin/events/:id/entries': withData(tournamentEntries, 'eventEntriesLoader', () => import('@/features/golf/staff/event-entries-page'), 'EventEntriesPage'),
  '/admin/events/:id/scoring': withData(() => import('@/features/golf/staff/scoring-api'), 'staffScoringLoader', () => import('@/features/golf/staff/scoring-page'), 'StaffScoringPage'),
  '/admin/events/announcements/new': withData(clubEvents, 'announcementFormLoader', () => import('@/features/content/staff/announcement-form-page'), 'AnnouncementFormPage'),
  '/admin/events/announcements/:id': withData(clubEvents, 'announcementFormLoader', () => import('@/features/content/staff/announcement-form-page'), 'AnnouncementFormPage'),
  // The settings' loader also lets the server refuse a role without Content, with its reason.
  '/admin/content': withData(clubSettings, 'clubSettingsLoader', () => import('@/features/content/staff/content-page'), 'ContentPage'),
  '/admin/content/club-details': withData(clubSettings, 'clubSettingsLoader', () => import('@/features/content/staff/club-details-page'), 'ClubDetailsPage'),
  '/admin/content/opening-hours': withData(clubSettings, 'clubSettingsLoader', () => import('@/features/content/staff/opening-hours-page'), 'OpeningHoursPage'),
  '/admin/content/course-status': withData(clubSettings, 'clubSettingsLoader', () => import('@/features/content/staff/course-status-page'), 'CourseStatusPage'),
  '/admin/inbox': withData(inbox, 'inboxLoader', () => import('@/features/comms/staff/inbox-page'), 'InboxPage'),
  '/admin/inbox/:kind/:id': withData(inbox, 'inboxMessageLoader', () => import('@/features/comms/staff/message-page'), 'InboxMessagePage'),
  // The content lists (gallery, leaders, sponsors…): one page for a list and one for an item, from each list's description.
  '/admin/content/:list': withData(contentLists, 'contentListLoader', () => import('@/features/content/staff/content-list-page'), 'ContentListPage'),
  '/admin/content/:list/new': withData(contentLists, 'contentItemLoader', () => import('@/features/content/staff/content-item-page'), 'ContentItemPage'),
  '/admin/content/:list/:id': withData(contentLists, 'contentItemLoader', () => import('@/features/content/staff/content-item-page'), 'ContentItemPage'),
  '/admin/reviews': withData(reviewModeration, 'reviewsLoader', () => import('@/features/comms/staff/reviews-page'), 'ReviewsPage'),
  '/admin/audit-log': withData(auditLog, 'auditLogLoader', () => import('@/features/audit/staff/audit-log-page'), 'AuditLogPage'),
  '/admin/staff': withData(staffAccounts, 'staffListLoader', () => import('@/features/account/staff/staff-page'), 'StaffPage'),
  '/admin/jobs': withData(jobs, 'jobsLoader', () => import('@/features/operations/staff/jobs-page'), 'JobsPage'),
};

/**
 * A page's route in a language: once its code has loaded, the texts its code declared are loaded
 * in that language, before the page shows (lib/texts.tsx).
 */
function inLocale({ lazy, ...route }: PageRoute, locale: Locale | (() => Locale)): PageRoute {
  const thenTexts =
    <T,>(load: () => Promise<T>) =>
    async () => {
      const loaded = await load();
      await loadTexts(typeof locale === 'function' ? locale() : locale);
      return loaded;
    };
  if (typeof lazy === 'function') return { ...route, lazy: thenTexts(lazy) };
  if (!lazy) return route;
  return { ...route, lazy: Object.fromEntries(Object.entries(lazy).map(([key, load]) => [key, thenTexts(load as () => Promise<unknown>)])) };
}

/**
 * The routes of a list of pages in a language, in its order; the record's type makes it name each
 * page once. The public pages have a Bangla twin under /bn.
 */
const routesOf = <P extends string>(paths: readonly P[], routes: Record<P, PageRoute>, locale: Locale): RouteObject[] =>
  paths.map((path) => ({ path: pathInLocale(path, locale), ...inLocale(routes[path], locale) }));

/** The signed-in pages, whose language is the account's (their guard, `signedInLoader`, loads the texts in it too). */
const sessionRoutesOf = <P extends string>(paths: readonly P[], routes: Record<P, PageRoute>): RouteObject[] =>
  paths.map((path) => ({ path, ...inLocale(routes[path], storedLanguage) }));

const pages: RouteObject[] = [
  ...routesOf([...publicPagePaths, checkoutPagePath], publicPages, 'en'),
  ...routesOf([...publicPagePaths, checkoutPagePath], publicPages, 'bn'),
  {
    id: signedInRouteId,
    shouldRevalidate: everyNavigation,
    ...withData(guards, 'signedInLoader', () => import('./route-guards'), 'SignedInLayout'),
    children: [
      ...sessionRoutesOf(signedInPagePaths, signedInPages),
      { shouldRevalidate: everyNavigation, ...withData(guards, 'unlockedMembersLoader'), children: sessionRoutesOf(memberPagePaths, memberPages) },
      {
        shouldRevalidate: everyNavigation,
        ...inLocale(withData(guards, 'staffLoader', () => import('./console-layout'), 'ConsoleLayout'), storedLanguage),
        // A console page's error shows inside the console, under its navigation.
        children: [{ errorElement: <ConsoleError />, children: sessionRoutesOf(consolePagePaths, consolePages) }],
      },
    ],
  },
  // Its texts are in the language of the path that was not found.
  { path: '*', loader: ({ request }) => loadTexts(localeOfPath(new URL(request.url).pathname)).then(() => null), element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    id: rootRouteId,
    loader: rootLoader,
    element: <RootLayout />,
    errorElement: <RouteError />,
    // A page that cannot be shown (not found, or its data failed) shows its error inside the site's frame.
    children: [{ errorElement: <RouteError />, children: pages }],
  },
];

/** `hydrationData`: what the server rendered the page with (entry-server.tsx), so nothing is fetched again. */
export const createRouter = (hydrationData?: HydrationState) => createBrowserRouter(routes, { hydrationData, getContext: browserRouterContext });
