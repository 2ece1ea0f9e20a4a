import type { ComponentType } from 'react';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { leadersLoader, sponsorsLoader } from '@/features/club/api';
import { conventionHallLoader } from '@/features/convention-hall/api';
import { eventListLoader, eventLoader } from '@/features/events/api';
import { facilitiesLoader } from '@/features/facilities/api';
import { imageGalleryLoader, videoGalleryLoader } from '@/features/gallery/api';
import { golfCourseLoader } from '@/features/golf-course/api';
import { homeLoader } from '@/features/home/api';
import { proShopLoader } from '@/features/pro-shop/api';
import { applicationLoader, applicationsLoader } from '@/features/applications-review/api';
import { dashboardLoader, membershipSummaryLoader, memberProfileLoader, receiptsLoader } from '@/features/member-area/api';
import { checkoutLoader, paymentLoader } from '@/features/payments/api';
import { categoryLoader, restaurantLoader, reviewsLoader } from '@/features/restaurant/api';
import { verifyLinkLoader } from '@/features/verification/api';
import { signedInLoader, signedInRouteId, staffLoader, unlockedMembersLoader } from '@/lib/current-account';
import { browserRouterContext, rootLoader, rootRouteId } from '@/lib/page-data';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { SignedInLayout } from './route-guards';

/**
 * Each page is its own chunk: a visitor downloads only the code of the pages they open. Loaders
 * stay out of the chunks, so that a navigation fetches a page's data and code at once.
 */
function page<M>(load: () => Promise<M>, name: keyof M, hydrateFallback?: keyof M): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const module = await load();
      return { Component: module[name] as ComponentType, ...(hydrateFallback && { HydrateFallback: module[hydrateFallback] as ComponentType }) };
    },
  };
}

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
  { path: '/membership', ...page(() => import('@/features/membership/membership-fees-page'), 'MembershipFeesPage') },
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
  { path: '/help', ...page(() => import('@/features/legal/help-page'), 'HelpPage') },
  { path: '/privacy-policy', ...page(() => import('@/features/legal/privacy-page'), 'PrivacyPage') },
  { path: '/terms', ...page(() => import('@/features/legal/terms-page'), 'TermsPage') },
  { path: '/membership-registration', ...page(() => import('@/features/registration/registration-page'), 'RegistrationPage') },
  { path: '/verify-email', ...page(() => import('@/features/verification/verify-email-page'), 'VerifyEmailPage') },
  { path: '/email-verified', ...page(() => import('@/features/verification/email-verified-page'), 'EmailVerifiedPage') },
  {
    path: '/user/:id/verify/:token',
    loader: verifyLinkLoader,
    ...page(() => import('@/features/verification/verify-link-page'), 'VerifyLinkPage', 'VerifyingLink'),
  },
  { path: '/login', ...page(() => import('@/features/account/login-page'), 'LoginPage') },
  { path: '/forgot-password', ...page(() => import('@/features/account/forgot-password-page'), 'ForgotPasswordPage') },
  { path: '/check-email', ...page(() => import('@/features/account/check-email-page'), 'CheckEmailPage') },
  { path: '/reset-password/:id/:token', ...page(() => import('@/features/account/reset-password-page'), 'ResetPasswordPage') },
  { path: '/checkout', loader: checkoutLoader, ...page(() => import('@/features/payments/checkout-page'), 'CheckoutPage') },
  {
    id: signedInRouteId,
    loader: signedInLoader,
    shouldRevalidate: everyNavigation,
    element: <SignedInLayout />,
    children: [
      { path: '/change-password', ...page(() => import('@/features/account/change-password-page'), 'ChangePasswordPage') },
      { path: '/dashboard', loader: dashboardLoader, ...page(() => import('@/features/member-area/dashboard-page'), 'DashboardPage') },
      {
        loader: unlockedMembersLoader,
        shouldRevalidate: everyNavigation,
        children: [
          { path: '/dashboard/profile', loader: memberProfileLoader, ...page(() => import('@/features/member-area/profile-page'), 'ProfilePage') },
          { path: '/dashboard/membership', loader: membershipSummaryLoader, ...page(() => import('@/features/member-area/membership-page'), 'MembershipPage') },
          { path: '/dashboard/payments', loader: receiptsLoader, ...page(() => import('@/features/member-area/payments-page'), 'PaymentsPage') },
        ],
      },
      { path: '/payment-checkout', ...page(() => import('@/features/payments/checkout-page'), 'PaymentCheckoutPage') },
      { path: '/payment-status', loader: paymentLoader, ...page(() => import('@/features/payments/payment-status-page'), 'PaymentStatusPage') },
      {
        loader: staffLoader,
        shouldRevalidate: everyNavigation,
        children: [
          { path: '/admin', loader: applicationsLoader, ...page(() => import('@/features/applications-review/applications-page'), 'ApplicationsPage') },
          {
            path: '/admin/applications/:id',
            loader: applicationLoader,
            ...page(() => import('@/features/applications-review/application-page'), 'ApplicationPage'),
          },
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
