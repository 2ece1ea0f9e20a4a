import type { ComponentType } from 'react';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { leadersLoader, sponsorsLoader } from '@/features/content/public/club-api';
import { conventionHallLoader } from '@/features/bookings/public/api';
import { eventListLoader, eventLoader } from '@/features/content/public/events-api';
import { facilitiesLoader } from '@/features/content/public/facilities-api';
import { imageGalleryLoader, videoGalleryLoader } from '@/features/content/public/gallery-api';
import { golfCourseLoader } from '@/features/golf/public/api';
import { homeLoader } from '@/features/content/public/home-api';
import { membershipFeesLoader } from '@/features/membership/public/membership-fees-api';
import { proShopLoader } from '@/features/content/public/pro-shop-api';
import { reviewsLoader } from '@/features/comms/public/api';
import { categoryLoader, restaurantLoader } from '@/features/content/public/restaurant-api';
import { browserRouterContext, rootLoader, rootRouteId, signedInRouteId } from '@/lib/page-data';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

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
const bookings = () => import('@/features/bookings/member/api');
const payments = () => import('@/features/billing/member/api');
const applicationsReview = () => import('@/features/membership/staff/applications-api');
const auditLog = () => import('@/features/audit/staff/api');
const clubEvents = () => import('@/features/content/staff/events-api');
const reviewModeration = () => import('@/features/comms/staff/review-moderation-api');
const clubSettings = () => import('@/features/content/staff/club-settings-api');
const staffAccounts = () => import('@/features/account/staff/api');
const inbox = () => import('@/features/comms/staff/api');
const contentLists = () => import('@/features/content/staff/content-lists-api');
const members = () => import('@/features/membership/staff/members-api');
const paymentsReview = () => import('@/features/billing/staff/api');
const bookingsConsole = () => import('@/features/bookings/staff/api');
const cardCheck = () => import('@/features/membership/public/card-check-api');

/** The guards ask the server at every navigation, so a session ended elsewhere is noticed at the next click. */
const everyNavigation = () => true;

const pages: RouteObject[] = [
  { path: '/', loader: homeLoader, ...page(() => import('@/features/content/public/home-page'), 'HomePage') },
  { path: '/about', ...page(() => import('@/features/content/public/about-page'), 'AboutPage') },
  { path: '/mission', ...page(() => import('@/features/content/public/mission-page'), 'MissionPage') },
  { path: '/vision', ...page(() => import('@/features/content/public/vision-page'), 'VisionPage') },
  { path: '/leadership-team', loader: leadersLoader, ...page(() => import('@/features/content/public/leadership-page'), 'LeadershipPage') },
  { path: '/services', ...page(() => import('@/features/content/public/services-page'), 'ServicesPage') },
  { path: '/sponsors', loader: sponsorsLoader, ...page(() => import('@/features/content/public/sponsors-page'), 'SponsorsPage') },
  { path: '/membership', loader: membershipFeesLoader, ...page(() => import('@/features/membership/public/membership-fees-page'), 'MembershipFeesPage') },
  { path: '/facilites-guests', loader: facilitiesLoader('guests'), ...page(() => import('@/features/content/public/facilities-page'), 'GuestFacilitiesPage') },
  { path: '/facilites-members', loader: facilitiesLoader('members'), ...page(() => import('@/features/content/public/facilities-page'), 'MemberFacilitiesPage') },
  { path: '/upcoming-events', loader: eventListLoader, ...page(() => import('@/features/content/public/event-list-page'), 'UpcomingEventsPage') },
  { path: '/present-events', loader: eventListLoader, ...page(() => import('@/features/content/public/event-list-page'), 'PresentEventsPage') },
  { path: '/past-events', loader: eventListLoader, ...page(() => import('@/features/content/public/event-list-page'), 'PastEventsPage') },
  { path: '/events/:id', loader: eventLoader, ...page(() => import('@/features/content/public/event-page'), 'EventPage') },
  { path: '/image-gallery', loader: imageGalleryLoader, ...page(() => import('@/features/content/public/image-gallery-page'), 'ImageGalleryPage') },
  { path: '/video-gallery', loader: videoGalleryLoader, ...page(() => import('@/features/content/public/video-gallery-page'), 'VideoGalleryPage') },
  { path: '/restaurant', loader: restaurantLoader, ...page(() => import('@/features/content/public/restaurant-page'), 'RestaurantPage') },
  { path: '/category/:id', loader: categoryLoader, ...page(() => import('@/features/content/public/category-page'), 'CategoryPage') },
  { path: '/review', loader: reviewsLoader, ...page(() => import('@/features/comms/public/review-page'), 'ReviewPage') },
  { path: '/convention-hall', loader: conventionHallLoader, ...page(() => import('@/features/bookings/public/convention-hall-page'), 'ConventionHallPage') },
  { path: '/pro-shop', loader: proShopLoader, ...page(() => import('@/features/content/public/pro-shop-page'), 'ProShopPage') },
  { path: '/golf-course', loader: golfCourseLoader, ...page(() => import('@/features/golf/public/golf-course-page'), 'GolfCoursePage') },
  { path: '/contact', ...page(() => import('@/features/comms/public/contact-page'), 'ContactPage') },
  { path: '/newsletter/confirm', ...page(() => import('@/features/comms/public/newsletter-link-pages'), 'ConfirmSubscriptionPage') },
  { path: '/newsletter/unsubscribe', ...page(() => import('@/features/comms/public/newsletter-link-pages'), 'UnsubscribePage') },
  { path: '/help', ...page(() => import('@/features/content/public/help-page'), 'HelpPage') },
  { path: '/privacy-policy', ...page(() => import('@/features/content/public/privacy-page'), 'PrivacyPage') },
  { path: '/terms', ...page(() => import('@/features/content/public/terms-page'), 'TermsPage') },
  { path: '/membership-registration', ...page(() => import('@/features/membership/public/registration-page'), 'RegistrationPage') },
  { path: '/verify-email', ...page(() => import('@/features/membership/public/verify-email-page'), 'VerifyEmailPage') },
  { path: '/email-verified', ...page(() => import('@/features/membership/public/email-verified-page'), 'EmailVerifiedPage') },
  {
    path: '/user/:id/verify/:token',
    lazy: {
      loader: async () => (await import('@/features/membership/public/verification-api')).verifyLinkLoader,
      Component: async () => (await import('@/features/membership/public/verify-link-page')).VerifyLinkPage,
      HydrateFallback: async () => (await import('@/features/membership/public/verify-link-page')).VerifyingLink,
    },
  },
  { path: '/login', ...page(() => import('@/features/account/public/login-page'), 'LoginPage') },
  { path: '/forgot-password', ...page(() => import('@/features/account/public/forgot-password-page'), 'ForgotPasswordPage') },
  { path: '/check-email', ...page(() => import('@/features/account/public/check-email-page'), 'CheckEmailPage') },
  { path: '/reset-password/:id/:token', ...page(() => import('@/features/account/public/reset-password-page'), 'ResetPasswordPage') },
  {
    path: '/staff-invite/:id/:token',
    lazy: {
      loader: async () => (await staffInvitation()).staffInvitationLoader,
      Component: async () => (await import('@/features/account/public/invitation-page')).InvitationPage,
      HydrateFallback: async () => (await import('@/features/account/public/invitation-page')).CheckingInvitation,
    },
  },
  // What a membership card's QR code opens, for staff at the gate: no session needed (decision 0024).
  { path: '/card/:memberId/:signature', ...withData(cardCheck, 'cardCheckLoader', () => import('@/features/membership/public/card-check-page'), 'CardCheckPage') },
  { path: '/checkout', ...withData(payments, 'checkoutLoader', () => import('@/features/billing/member/checkout-page'), 'CheckoutPage') },
  {
    id: signedInRouteId,
    shouldRevalidate: everyNavigation,
    ...withData(guards, 'signedInLoader', () => import('./route-guards'), 'SignedInLayout'),
    children: [
      { path: '/change-password', ...page(() => import('@/features/account/public/change-password-page'), 'ChangePasswordPage') },
      { path: '/dashboard', ...withData(memberArea, 'dashboardLoader', () => import('@/features/membership/member/dashboard-page'), 'DashboardPage') },
      {
        shouldRevalidate: everyNavigation,
        ...withData(guards, 'unlockedMembersLoader'),
        children: [
          { path: '/dashboard/profile', ...withData(memberArea, 'memberProfileLoader', () => import('@/features/membership/member/profile-page'), 'ProfilePage') },
          {
            path: '/dashboard/membership',
            ...withData(memberArea, 'membershipSummaryLoader', () => import('@/features/membership/member/membership-page'), 'MembershipPage'),
          },
          { path: '/dashboard/payments', ...withData(payments, 'receiptsLoader', () => import('@/features/billing/member/payments-page'), 'PaymentsPage') },
          { path: '/dashboard/bookings', ...withData(bookings, 'bookingsLoader', () => import('@/features/bookings/member/bookings-page'), 'BookingsPage') },
          { path: '/dashboard/tee-times', ...withData(bookings, 'teeTimesLoader', () => import('@/features/bookings/member/tee-times-page'), 'TeeTimesPage') },
          { path: '/dashboard/support', ...withData(support, 'supportThreadsLoader', () => import('@/features/comms/member/support-page'), 'SupportPage') },
          {
            path: '/dashboard/support/:id',
            ...withData(support, 'supportThreadLoader', () => import('@/features/comms/member/support-thread-page'), 'SupportThreadPage'),
          },
          { path: '/dashboard/events', ...withData(memberTournaments, 'tournamentsLoader', () => import('@/features/golf/member/events-page'), 'EventsPage') },
          { path: '/dashboard/events/:id', ...withData(memberTournaments, 'tournamentLoader', () => import('@/features/golf/member/tournament-page'), 'TournamentPage') },
          { path: '/dashboard/card', ...withData(memberArea, 'memberCardLoader', () => import('@/features/membership/member/card-page'), 'CardPage') },
          { path: '/dashboard/bookings/room', ...withData(bookings, 'roomRequestLoader', () => import('@/features/bookings/member/room-request-page'), 'RoomRequestPage') },
        ],
      },
      { path: '/payment-checkout', ...page(() => import('@/features/billing/member/checkout-page'), 'PaymentCheckoutPage') },
      { path: '/payment-status', ...withData(payments, 'paymentLoader', () => import('@/features/billing/member/payment-status-page'), 'PaymentStatusPage') },
      {
        shouldRevalidate: everyNavigation,
        ...withData(guards, 'staffLoader', () => import('./console-layout'), 'ConsoleLayout'),
        children: [
          { path: '/admin', ...withData(guards, 'consoleHomeLoader') },
          {
            path: '/admin/applications',
            ...withData(applicationsReview, 'applicationsLoader', () => import('@/features/membership/staff/applications-page'), 'ApplicationsPage'),
          },
          {
            path: '/admin/applications/:id',
            ...withData(applicationsReview, 'applicationLoader', () => import('@/features/membership/staff/application-page'), 'ApplicationPage'),
          },
          { path: '/admin/members', ...withData(members, 'membersLoader', () => import('@/features/membership/staff/members-page'), 'MembersPage') },
          { path: '/admin/members/:id', ...withData(members, 'memberLoader', () => import('@/features/membership/staff/member-page'), 'MemberPage') },
          { path: '/admin/payments', ...withData(paymentsReview, 'paymentsLoader', () => import('@/features/billing/staff/payments-page'), 'PaymentsPage') },
          { path: '/admin/bookings', ...withData(bookingsConsole, 'teeSheetLoader', () => import('@/features/bookings/staff/tee-sheet-page'), 'TeeSheetPage') },
          {
            path: '/admin/bookings/tee-time-rules',
            ...withData(bookingsConsole, 'teeTimeRulesLoader', () => import('@/features/bookings/staff/tee-time-rules-page'), 'TeeTimeRulesPage'),
          },
          {
            path: '/admin/bookings/rooms',
            ...withData(bookingsConsole, 'roomRequestsLoader', () => import('@/features/bookings/staff/room-requests-page'), 'RoomRequestsPage'),
          },
          {
            path: '/admin/bookings/hall',
            ...withData(bookingsConsole, 'hallRequestsLoader', () => import('@/features/bookings/staff/hall-requests-page'), 'HallRequestsPage'),
          },
          {
            path: '/admin/bookings/room-rules',
            ...withData(bookingsConsole, 'roomAndHallRulesLoader', () => import('@/features/bookings/staff/room-and-hall-rules-page'), 'RoomAndHallRulesPage'),
          },
          { path: '/admin/events', ...withData(clubEvents, 'eventsLoader', () => import('@/features/content/staff/events-page'), 'EventsPage') },
          { path: '/admin/events/new', ...withData(clubEvents, 'eventFormLoader', () => import('@/features/content/staff/event-form-page'), 'EventFormPage') },
          { path: '/admin/events/:id', ...withData(clubEvents, 'eventFormLoader', () => import('@/features/content/staff/event-form-page'), 'EventFormPage') },
          {
            path: '/admin/events/:id/entries',
            ...withData(tournamentEntries, 'eventEntriesLoader', () => import('@/features/golf/staff/event-entries-page'), 'EventEntriesPage'),
          },
          {
            path: '/admin/events/announcements/new',
            ...withData(clubEvents, 'announcementFormLoader', () => import('@/features/content/staff/announcement-form-page'), 'AnnouncementFormPage'),
          },
          {
            path: '/admin/events/announcements/:id',
            ...withData(clubEvents, 'announcementFormLoader', () => import('@/features/content/staff/announcement-form-page'), 'AnnouncementFormPage'),
          },
          // The settings' loader also lets the server refuse a role without Content, with its reason.
          { path: '/admin/content', ...withData(clubSettings, 'clubSettingsLoader', () => import('@/features/content/staff/content-page'), 'ContentPage') },
          {
            path: '/admin/content/club-details',
            ...withData(clubSettings, 'clubSettingsLoader', () => import('@/features/content/staff/club-details-page'), 'ClubDetailsPage'),
          },
          {
            path: '/admin/content/opening-hours',
            ...withData(clubSettings, 'clubSettingsLoader', () => import('@/features/content/staff/opening-hours-page'), 'OpeningHoursPage'),
          },
          {
            path: '/admin/content/course-status',
            ...withData(clubSettings, 'clubSettingsLoader', () => import('@/features/content/staff/course-status-page'), 'CourseStatusPage'),
          },
          { path: '/admin/inbox', ...withData(inbox, 'inboxLoader', () => import('@/features/comms/staff/inbox-page'), 'InboxPage') },
          { path: '/admin/inbox/:kind/:id', ...withData(inbox, 'inboxMessageLoader', () => import('@/features/comms/staff/message-page'), 'InboxMessagePage') },
          // The content lists (gallery, leaders, sponsors…): one page for a list and one for an item, from each list's description.
          { path: '/admin/content/:list', ...withData(contentLists, 'contentListLoader', () => import('@/features/content/staff/content-list-page'), 'ContentListPage') },
          { path: '/admin/content/:list/new', ...withData(contentLists, 'contentItemLoader', () => import('@/features/content/staff/content-item-page'), 'ContentItemPage') },
          { path: '/admin/content/:list/:id', ...withData(contentLists, 'contentItemLoader', () => import('@/features/content/staff/content-item-page'), 'ContentItemPage') },
          { path: '/admin/reviews', ...withData(reviewModeration, 'reviewsLoader', () => import('@/features/comms/staff/reviews-page'), 'ReviewsPage') },
          { path: '/admin/audit-log', ...withData(auditLog, 'auditLogLoader', () => import('@/features/audit/staff/audit-log-page'), 'AuditLogPage') },
          { path: '/admin/staff', ...withData(staffAccounts, 'staffListLoader', () => import('@/features/account/staff/staff-page'), 'StaffPage') },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
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
