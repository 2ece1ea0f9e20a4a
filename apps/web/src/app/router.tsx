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
import { categoryLoader, restaurantLoader, reviewsLoader } from '@/features/restaurant/api';
import { browserRouterContext, rootLoader, rootRouteId } from '@/lib/page-data';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { SignedInOnly, StaffOnly, UnlockedMembersOnly } from './route-guards';

/**
 * Each page is its own chunk: a visitor downloads only the code of the pages they open. Loaders
 * stay out of the chunks, so that a navigation fetches a page's data and code at once.
 */
function page<M>(load: () => Promise<M>, name: keyof M): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] as ComponentType }) };
}

export const routes: RouteObject[] = [
  {
    id: rootRouteId,
    loader: rootLoader,
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
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
      { path: '/user/:id/verify/:token', ...page(() => import('@/features/verification/verify-link-page'), 'VerifyLinkPage') },
      { path: '/login', ...page(() => import('@/features/account/login-page'), 'LoginPage') },
      { path: '/forgot-password', ...page(() => import('@/features/account/forgot-password-page'), 'ForgotPasswordPage') },
      { path: '/check-email', ...page(() => import('@/features/account/check-email-page'), 'CheckEmailPage') },
      { path: '/reset-password/:id/:token', ...page(() => import('@/features/account/reset-password-page'), 'ResetPasswordPage') },
      { path: '/checkout', ...page(() => import('@/features/payments/checkout-page'), 'CheckoutPage') },
      {
        element: <SignedInOnly />,
        children: [
          { path: '/change-password', ...page(() => import('@/features/account/change-password-page'), 'ChangePasswordPage') },
          { path: '/dashboard', ...page(() => import('@/features/member-area/dashboard-page'), 'DashboardPage') },
          {
            element: <UnlockedMembersOnly />,
            children: [
              { path: '/dashboard/profile', ...page(() => import('@/features/member-area/profile-page'), 'ProfilePage') },
              { path: '/dashboard/membership', ...page(() => import('@/features/member-area/membership-page'), 'MembershipPage') },
              { path: '/dashboard/payments', ...page(() => import('@/features/member-area/payments-page'), 'PaymentsPage') },
            ],
          },
          { path: '/payment-checkout', ...page(() => import('@/features/payments/checkout-page'), 'PaymentCheckoutPage') },
          { path: '/payment-status', ...page(() => import('@/features/payments/payment-status-page'), 'PaymentStatusPage') },
          {
            element: <StaffOnly />,
            children: [
              { path: '/admin', ...page(() => import('@/features/applications-review/applications-page'), 'ApplicationsPage') },
              { path: '/admin/applications/:id', ...page(() => import('@/features/applications-review/application-page'), 'ApplicationPage') },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** `hydrationData`: what the server rendered the page with (entry-server.tsx), so nothing is fetched again. */
export const createRouter = (hydrationData?: HydrationState) => createBrowserRouter(routes, { hydrationData, getContext: browserRouterContext });
