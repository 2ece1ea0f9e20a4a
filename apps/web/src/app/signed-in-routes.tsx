import type { RouteObject } from 'react-router';
import {
  consolePagePaths,
  memberPagePaths,
  signedInPagePaths,
  type ConsolePagePath,
  type MemberPagePath,
  type SignedInPagePath,
} from '@rgcc/shared/common/page-paths';
import { signedInRouteId } from '@/lib/page-data';
import { storedLanguage } from '@/lib/session';
import { ConsoleError } from './console-error';
import { everyNavigation, inLocale, page, withData, type PageRoute } from './route-parts';

const guards = () => import('@/lib/current-account');
const memberArea = () => import('@/features/membership/member/api');
const support = () => import('@/features/comms/member/api');
const memberTournaments = () => import('@/features/golf/member/api');
const tournamentEntries = () => import('@/features/golf/staff/api');
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
const golfCourse = () => import('@/features/golf/staff/course-api');
const directory = () => import('@/features/golf/member/directory-api');
const handicap = () => import('@/features/golf/member/handicap-api');
const golfRecords = () => import('@/features/golf/staff/record-api');

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

/** The signed-in pages, whose language is the account's (their guard, `signedInLoader`, loads the texts in it too). */
const sessionRoutesOf = <P extends string>(paths: readonly P[], routes: Record<P, PageRoute>): RouteObject[] =>
  paths.map((path) => ({ path, ...inLocale(routes[path], storedLanguage) }));

/**
 * The pages behind the sign-in guard: the account pages, the member area and the console. The
 * server has them with every other route; the browser loads them only for a page among them
 * (app/router.tsx), so no visitor of the club's pages downloads this table.
 */
export const signedInRoutes: RouteObject[] = [
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
];
