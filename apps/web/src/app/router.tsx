import { createBrowserRouter, type HydrationState, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
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
import { checkoutPagePath, isSignedInAreaPath, localeOfPath, pathInLocale, publicPagePaths, type PublicPagePath } from '@rgcc/shared/common/page-paths';
import { browserRouterContext, rootLoader, rootRouteId } from '@/lib/page-data';
import { loadTexts } from '@/lib/texts';
import type { Locale } from '@rgcc/shared/format/locale';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { inLocale, page, withData, type PageRoute } from './route-parts';

const staffInvitation = () => import('@/features/account/public/invitation-api');
const setupLink = () => import('@/features/account/public/setup-api');
const payments = () => import('@/features/billing/member/api');
const cardCheck = () => import('@/features/membership/public/card-check-api');

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

/**
 * The routes of a list of pages in a language, in its order; the record's type makes it name each
 * page once. The public pages have a Bangla twin under /bn.
 */
const routesOf = <P extends string>(paths: readonly P[], routes: Record<P, PageRoute>, locale: Locale): RouteObject[] =>
  paths.map((path) => ({ path: pathInLocale(path, locale), ...inLocale(routes[path], locale) }));

/** The route under the root whose children are the pages; the signed-in pages' routes join them there. */
export const pagesRouteId = 'pages';

/**
 * Every route, with `signedInRoutes` (app/signed-in-routes.tsx) among the pages: the server's
 * table has them all; the browser's has them only once a page behind the sign-in guard needs them.
 */
export function appRoutes(signedInRoutes: RouteObject[]): RouteObject[] {
  return [
    {
      id: rootRouteId,
      loader: rootLoader,
      element: <RootLayout />,
      errorElement: <RouteError />,
      // A page that cannot be shown (not found, or its data failed) shows its error inside the site's frame.
      children: [
        {
          id: pagesRouteId,
          errorElement: <RouteError />,
          children: [
            ...routesOf([...publicPagePaths, checkoutPagePath], publicPages, 'en'),
            ...routesOf([...publicPagePaths, checkoutPagePath], publicPages, 'bn'),
            ...signedInRoutes,
            // Its texts are in the language of the path that was not found.
            { path: '*', loader: ({ request }) => loadTexts(localeOfPath(new URL(request.url).pathname)).then(() => null), element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

export const loadSignedInRoutes = () => import('./signed-in-routes').then((module) => module.signedInRoutes);

/**
 * Adds the signed-in pages' routes when a navigation goes to one of them (the router asks whenever
 * a path matches no route but the not-found page's, or a route with a parameter). Adding them again
 * changes nothing: the router keeps one of each route.
 */
export const addSignedInRoutesOnDemand: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (isSignedInAreaPath(path)) patch(pagesRouteId, await loadSignedInRoutes());
};

/**
 * The browser's router, over `routes` from `appRoutes`. `hydrationData`: what the server rendered
 * the page with (entry-server.tsx), so nothing is fetched again.
 */
export const createRouter = (routes: RouteObject[], hydrationData?: HydrationState) =>
  createBrowserRouter(routes, { hydrationData, getContext: browserRouterContext, patchRoutesOnNavigation: addSignedInRoutesOnDemand });
