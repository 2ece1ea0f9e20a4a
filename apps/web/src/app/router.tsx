import type { ComponentType } from 'react';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { leadersLoader, sponsorsLoader } from '@/features/club/api';
import { conventionHallLoader } from '@/features/convention-hall/api';
import { eventListLoader, eventLoader } from '@/features/events/api';
import { facilitiesLoader } from '@/features/facilities/api';
import { imageGalleryLoader, videoGalleryLoader } from '@/features/gallery/api';
import { golfCourseLoader } from '@/features/golf-course/api';
import { homeLoader } from '@/features/home/api';
import { membershipFeesLoader } from '@/features/membership/api';
import { proShopLoader } from '@/features/pro-shop/api';
import { categoryLoader, restaurantLoader, reviewsLoader } from '@/features/restaurant/api';
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
const memberArea = () => import('@/features/member-area/api');
const bookings = () => import('@/features/bookings/api');
const payments = () => import('@/features/payments/api');
const applicationsReview = () => import('@/features/applications-review/api');
const auditLog = () => import('@/features/audit/api');
const clubEvents = () => import('@/features/club-events/api');
const reviewModeration = () => import('@/features/review-moderation/api');
const clubSettings = () => import('@/features/club-settings/api');
const staffAccounts = () => import('@/features/staff-accounts/api');
const inbox = () => import('@/features/inbox/api');
const contentLists = () => import('@/features/content-lists/api');
const members = () => import('@/features/members/api');
const paymentsReview = () => import('@/features/payments-review/api');
const bookingsConsole = () => import('@/features/bookings-console/api');
const cardCheck = () => import('@/features/card-check/api');

/** The guards ask the server at every navigation, so a session ended elsewhere is noticed at the next click. */
const everyNavigation = () => true;

const pages: RouteObject[] = [
  { path: '/', loader: homeLoader, ...page(() => import('@/features/home/home-page'), 'HomePage') },
  { path: '/about', ...page(() => import('@/features/club/about-page'), 'AboutPage') },
  { path: '/mission', ...page(() => import('@/features/club/mission-page'), 'MissionPage') },
  { path: '/vision', ...page(() => import('@/features/club/vision-page'), 'VisionPage') },
  { path: '/leadership-team', loader: leadersLoader, ...page(() => import('@/features/club/leadership-page'), 'LeadershipPage') },
  { path: '/services', ...page(() => import('@/features/club/services-page'), 'ServicesPage') },
  { path: '/sponsors', loader: sponsorsLoader, ...page(() => import('@/features/club/sponsors-page'), 'SponsorsPage') },
  { path: '/membership', loader: membershipFeesLoader, ...page(() => import('@/features/membership/membership-fees-page'), 'MembershipFeesPage') },
  { path: '/facilites-guests', loader: facilitiesLoader('guests'), ...page(() => import('@/features/facilities/facilities-page'), 'GuestFacilitiesPage') },
  { path: '/facilites-members', loader: facilitiesLoader('members'), ...page(() => import('@/features/facilities/facilities-page'), 'MemberFacilitiesPage') },
  { path: '/upcoming-events', loader: eventListLoader, ...page(() => import('@/features/events/event-list-page'), 'UpcomingEventsPage') },
  { path: '/present-events', loader: eventListLoader, ...page(() => import('@/features/events/event-list-page'), 'PresentEventsPage') },
  { path: '/past-events', loader: eventListLoader, ...page(() => import('@/features/events/event-list-page'), 'PastEventsPage') },
  { path: '/events/:id', loader: eventLoader, ...page(() => import('@/features/events/event-page'), 'EventPage') },
  { path: '/image-gallery', loader: imageGalleryLoader, ...page(() => import('@/features/gallery/image-gallery-page'), 'ImageGalleryPage') },
  { path: '/video-gallery', loader: videoGalleryLoader, ...page(() => import('@/features/gallery/video-gallery-page'), 'VideoGalleryPage') },
  { path: '/restaurant', loader: restaurantLoader, ...page(() => import('@/features/restaurant/restaurant-page'), 'RestaurantPage') },
  { path: '/category/:id', loader: categoryLoader, ...page(() => import('@/features/restaurant/category-page'), 'CategoryPage') },
  { path: '/review', loader: reviewsLoader, ...page(() => import('@/features/restaurant/review-page'), 'ReviewPage') },
  { path: '/convention-hall', loader: conventionHallLoader, ...page(() => import('@/features/convention-hall/convention-hall-page'), 'ConventionHallPage') },
  { path: '/pro-shop', loader: proShopLoader, ...page(() => import('@/features/pro-shop/pro-shop-page'), 'ProShopPage') },
  { path: '/golf-course', loader: golfCourseLoader, ...page(() => import('@/features/golf-course/golf-course-page'), 'GolfCoursePage') },
  { path: '/contact', ...page(() => import('@/features/contact/contact-page'), 'ContactPage') },
  { path: '/newsletter/confirm', ...page(() => import('@/features/newsletter/newsletter-link-pages'), 'ConfirmSubscriptionPage') },
  { path: '/newsletter/unsubscribe', ...page(() => import('@/features/newsletter/newsletter-link-pages'), 'UnsubscribePage') },
  { path: '/help', ...page(() => import('@/features/legal/help-page'), 'HelpPage') },
  { path: '/privacy-policy', ...page(() => import('@/features/legal/privacy-page'), 'PrivacyPage') },
  { path: '/terms', ...page(() => import('@/features/legal/terms-page'), 'TermsPage') },
  { path: '/membership-registration', ...page(() => import('@/features/registration/registration-page'), 'RegistrationPage') },
  { path: '/verify-email', ...page(() => import('@/features/verification/verify-email-page'), 'VerifyEmailPage') },
  { path: '/email-verified', ...page(() => import('@/features/verification/email-verified-page'), 'EmailVerifiedPage') },
  {
    path: '/user/:id/verify/:token',
    lazy: {
      loader: async () => (await import('@/features/verification/api')).verifyLinkLoader,
      Component: async () => (await import('@/features/verification/verify-link-page')).VerifyLinkPage,
      HydrateFallback: async () => (await import('@/features/verification/verify-link-page')).VerifyingLink,
    },
  },
  { path: '/login', ...page(() => import('@/features/account/login-page'), 'LoginPage') },
  { path: '/forgot-password', ...page(() => import('@/features/account/forgot-password-page'), 'ForgotPasswordPage') },
  { path: '/check-email', ...page(() => import('@/features/account/check-email-page'), 'CheckEmailPage') },
  { path: '/reset-password/:id/:token', ...page(() => import('@/features/account/reset-password-page'), 'ResetPasswordPage') },
  {
    path: '/staff-invite/:id/:token',
    lazy: {
      loader: async () => (await staffAccounts()).staffInvitationLoader,
      Component: async () => (await import('@/features/staff-accounts/invitation-page')).InvitationPage,
      HydrateFallback: async () => (await import('@/features/staff-accounts/invitation-page')).CheckingInvitation,
    },
  },
  // What a membership card's QR code opens, for staff at the gate: no session needed (decision 0024).
  { path: '/card/:memberId/:signature', ...withData(cardCheck, 'cardCheckLoader', () => import('@/features/card-check/card-check-page'), 'CardCheckPage') },
  { path: '/checkout', ...withData(payments, 'checkoutLoader', () => import('@/features/payments/checkout-page'), 'CheckoutPage') },
  {
    id: signedInRouteId,
    shouldRevalidate: everyNavigation,
    ...withData(guards, 'signedInLoader', () => import('./route-guards'), 'SignedInLayout'),
    children: [
      { path: '/change-password', ...page(() => import('@/features/account/change-password-page'), 'ChangePasswordPage') },
      { path: '/dashboard', ...withData(memberArea, 'dashboardLoader', () => import('@/features/member-area/dashboard-page'), 'DashboardPage') },
      {
        shouldRevalidate: everyNavigation,
        ...withData(guards, 'unlockedMembersLoader'),
        children: [
          { path: '/dashboard/profile', ...withData(memberArea, 'memberProfileLoader', () => import('@/features/member-area/profile-page'), 'ProfilePage') },
          {
            path: '/dashboard/membership',
            ...withData(memberArea, 'membershipSummaryLoader', () => import('@/features/member-area/membership-page'), 'MembershipPage'),
          },
          { path: '/dashboard/payments', ...withData(memberArea, 'receiptsLoader', () => import('@/features/member-area/payments-page'), 'PaymentsPage') },
          { path: '/dashboard/bookings', ...withData(bookings, 'bookingsLoader', () => import('@/features/bookings/bookings-page'), 'BookingsPage') },
          { path: '/dashboard/tee-times', ...withData(bookings, 'teeTimesLoader', () => import('@/features/bookings/tee-times-page'), 'TeeTimesPage') },
          { path: '/dashboard/support', ...withData(memberArea, 'supportThreadsLoader', () => import('@/features/member-area/support-page'), 'SupportPage') },
          {
            path: '/dashboard/support/:id',
            ...withData(memberArea, 'supportThreadLoader', () => import('@/features/member-area/support-thread-page'), 'SupportThreadPage'),
          },
          { path: '/dashboard/events', ...withData(memberArea, 'tournamentsLoader', () => import('@/features/member-area/events-page'), 'EventsPage') },
          { path: '/dashboard/events/:id', ...withData(memberArea, 'tournamentLoader', () => import('@/features/member-area/tournament-page'), 'TournamentPage') },
          { path: '/dashboard/card', ...withData(memberArea, 'memberCardLoader', () => import('@/features/member-area/card-page'), 'CardPage') },
          { path: '/dashboard/bookings/room', ...withData(bookings, 'roomRequestLoader', () => import('@/features/bookings/room-request-page'), 'RoomRequestPage') },
        ],
      },
      { path: '/payment-checkout', ...page(() => import('@/features/payments/checkout-page'), 'PaymentCheckoutPage') },
      { path: '/payment-status', ...withData(payments, 'paymentLoader', () => import('@/features/payments/payment-status-page'), 'PaymentStatusPage') },
      {
        shouldRevalidate: everyNavigation,
        ...withData(guards, 'staffLoader', () => import('./console-layout'), 'ConsoleLayout'),
        children: [
          { path: '/admin', ...withData(guards, 'consoleHomeLoader') },
          {
            path: '/admin/applications',
            ...withData(applicationsReview, 'applicationsLoader', () => import('@/features/applications-review/applications-page'), 'ApplicationsPage'),
          },
          {
            path: '/admin/applications/:id',
            ...withData(applicationsReview, 'applicationLoader', () => import('@/features/applications-review/application-page'), 'ApplicationPage'),
          },
          { path: '/admin/members', ...withData(members, 'membersLoader', () => import('@/features/members/members-page'), 'MembersPage') },
          { path: '/admin/members/:id', ...withData(members, 'memberLoader', () => import('@/features/members/member-page'), 'MemberPage') },
          { path: '/admin/payments', ...withData(paymentsReview, 'paymentsLoader', () => import('@/features/payments-review/payments-page'), 'PaymentsPage') },
          { path: '/admin/bookings', ...withData(bookingsConsole, 'teeSheetLoader', () => import('@/features/bookings-console/tee-sheet-page'), 'TeeSheetPage') },
          {
            path: '/admin/bookings/tee-time-rules',
            ...withData(bookingsConsole, 'teeTimeRulesLoader', () => import('@/features/bookings-console/tee-time-rules-page'), 'TeeTimeRulesPage'),
          },
          {
            path: '/admin/bookings/rooms',
            ...withData(bookingsConsole, 'roomRequestsLoader', () => import('@/features/bookings-console/room-requests-page'), 'RoomRequestsPage'),
          },
          {
            path: '/admin/bookings/hall',
            ...withData(bookingsConsole, 'hallRequestsLoader', () => import('@/features/bookings-console/hall-requests-page'), 'HallRequestsPage'),
          },
          {
            path: '/admin/bookings/room-rules',
            ...withData(bookingsConsole, 'roomAndHallRulesLoader', () => import('@/features/bookings-console/room-and-hall-rules-page'), 'RoomAndHallRulesPage'),
          },
          { path: '/admin/events', ...withData(clubEvents, 'eventsLoader', () => import('@/features/club-events/events-page'), 'EventsPage') },
          { path: '/admin/events/new', ...withData(clubEvents, 'eventFormLoader', () => import('@/features/club-events/event-form-page'), 'EventFormPage') },
          { path: '/admin/events/:id', ...withData(clubEvents, 'eventFormLoader', () => import('@/features/club-events/event-form-page'), 'EventFormPage') },
          {
            path: '/admin/events/:id/entries',
            ...withData(clubEvents, 'eventEntriesLoader', () => import('@/features/club-events/event-entries-page'), 'EventEntriesPage'),
          },
          {
            path: '/admin/events/announcements/new',
            ...withData(clubEvents, 'announcementFormLoader', () => import('@/features/club-events/announcement-form-page'), 'AnnouncementFormPage'),
          },
          {
            path: '/admin/events/announcements/:id',
            ...withData(clubEvents, 'announcementFormLoader', () => import('@/features/club-events/announcement-form-page'), 'AnnouncementFormPage'),
          },
          // The settings' loader also lets the server refuse a role without Content, with its reason.
          { path: '/admin/content', ...withData(clubSettings, 'clubSettingsLoader', () => import('@/features/club-settings/content-page'), 'ContentPage') },
          {
            path: '/admin/content/club-details',
            ...withData(clubSettings, 'clubSettingsLoader', () => import('@/features/club-settings/club-details-page'), 'ClubDetailsPage'),
          },
          {
            path: '/admin/content/opening-hours',
            ...withData(clubSettings, 'clubSettingsLoader', () => import('@/features/club-settings/opening-hours-page'), 'OpeningHoursPage'),
          },
          {
            path: '/admin/content/course-status',
            ...withData(clubSettings, 'clubSettingsLoader', () => import('@/features/club-settings/course-status-page'), 'CourseStatusPage'),
          },
          { path: '/admin/inbox', ...withData(inbox, 'inboxLoader', () => import('@/features/inbox/inbox-page'), 'InboxPage') },
          { path: '/admin/inbox/:kind/:id', ...withData(inbox, 'inboxMessageLoader', () => import('@/features/inbox/message-page'), 'InboxMessagePage') },
          // The content lists (gallery, leaders, sponsors…): one page for a list and one for an item, from each list's description.
          { path: '/admin/content/:list', ...withData(contentLists, 'contentListLoader', () => import('@/features/content-lists/content-list-page'), 'ContentListPage') },
          { path: '/admin/content/:list/new', ...withData(contentLists, 'contentItemLoader', () => import('@/features/content-lists/content-item-page'), 'ContentItemPage') },
          { path: '/admin/content/:list/:id', ...withData(contentLists, 'contentItemLoader', () => import('@/features/content-lists/content-item-page'), 'ContentItemPage') },
          { path: '/admin/reviews', ...withData(reviewModeration, 'reviewsLoader', () => import('@/features/review-moderation/reviews-page'), 'ReviewsPage') },
          { path: '/admin/audit-log', ...withData(auditLog, 'auditLogLoader', () => import('@/features/audit/audit-log-page'), 'AuditLogPage') },
          { path: '/admin/staff', ...withData(staffAccounts, 'staffListLoader', () => import('@/features/staff-accounts/staff-page'), 'StaffPage') },
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
