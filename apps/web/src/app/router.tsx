import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { SignedInOnly, StaffOnly, UnlockedMembersOnly } from './route-guards';

/** Each page is its own chunk: a visitor downloads only the code of the pages they open. */
function page<M>(load: () => Promise<M>, name: keyof M): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] as ComponentType }) };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', ...page(() => import('./routes/home-page'), 'HomePage') },
      { path: '/about', ...page(() => import('@/features/club/about-page'), 'AboutPage') },
      { path: '/mission', ...page(() => import('@/features/club/mission-page'), 'MissionPage') },
      { path: '/vision', ...page(() => import('@/features/club/vision-page'), 'VisionPage') },
      { path: '/leadership-team', ...page(() => import('@/features/club/leadership-page'), 'LeadershipPage') },
      { path: '/services', ...page(() => import('@/features/club/services-page'), 'ServicesPage') },
      { path: '/sponsors', ...page(() => import('@/features/club/sponsors-page'), 'SponsorsPage') },
      { path: '/membership', ...page(() => import('@/features/membership/membership-fees-page'), 'MembershipFeesPage') },
      { path: '/facilites-guests', ...page(() => import('@/features/facilities/facilities-page'), 'GuestFacilitiesPage') },
      { path: '/facilites-members', ...page(() => import('@/features/facilities/facilities-page'), 'MemberFacilitiesPage') },
      { path: '/upcoming-events', ...page(() => import('@/features/events/event-list-page'), 'UpcomingEventsPage') },
      { path: '/present-events', ...page(() => import('@/features/events/event-list-page'), 'PresentEventsPage') },
      { path: '/past-events', ...page(() => import('@/features/events/event-list-page'), 'PastEventsPage') },
      { path: '/events/:id', ...page(() => import('@/features/events/event-page'), 'EventPage') },
      { path: '/image-gallery', ...page(() => import('@/features/gallery/image-gallery-page'), 'ImageGalleryPage') },
      { path: '/video-gallery', ...page(() => import('@/features/gallery/video-gallery-page'), 'VideoGalleryPage') },
      { path: '/restaurant', ...page(() => import('@/features/restaurant/restaurant-page'), 'RestaurantPage') },
      { path: '/category/:id', ...page(() => import('@/features/restaurant/category-page'), 'CategoryPage') },
      { path: '/review', ...page(() => import('@/features/restaurant/review-page'), 'ReviewPage') },
      { path: '/convention-hall', ...page(() => import('@/features/convention-hall/convention-hall-page'), 'ConventionHallPage') },
      { path: '/pro-shop', ...page(() => import('@/features/pro-shop/pro-shop-page'), 'ProShopPage') },
      { path: '/golf-course', ...page(() => import('@/features/golf-course/golf-course-page'), 'GolfCoursePage') },
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
          { path: '/dashboard', ...page(() => import('@/features/dashboard/dashboard-page'), 'DashboardPage') },
          {
            element: <UnlockedMembersOnly />,
            children: [
              { path: '/dashboard/profile', ...page(() => import('@/features/dashboard/profile-page'), 'ProfilePage') },
              { path: '/dashboard/membership', ...page(() => import('@/features/dashboard/membership-page'), 'MembershipPage') },
              { path: '/dashboard/payments', ...page(() => import('@/features/dashboard/payments-page'), 'PaymentsPage') },
            ],
          },
          { path: '/payment-checkout', ...page(() => import('@/features/payments/checkout-page'), 'PaymentCheckoutPage') },
          { path: '/payment-status', ...page(() => import('@/features/payments/payment-status-page'), 'PaymentStatusPage') },
          {
            element: <StaffOnly />,
            children: [
              { path: '/admin', ...page(() => import('@/features/admin/applications-page'), 'ApplicationsPage') },
              { path: '/admin/applications/:id', ...page(() => import('@/features/admin/application-page'), 'ApplicationPage') },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
