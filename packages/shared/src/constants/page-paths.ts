/**
 * The web app's page routes. The server answers any other path with the not-found page and a
 * real 404 status (crawlers and monitors see it), and a unit test keeps the router in step.
 */
export const pagePaths = [
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
  '/image-gallery',
  '/video-gallery',
  '/restaurant',
  '/category/:id',
  '/review',
  '/convention-hall',
  '/pro-shop',
  '/golf-course',
  '/contact',
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
  '/change-password',
  '/dashboard',
  '/dashboard/profile',
  '/dashboard/membership',
  '/dashboard/payments',
  '/checkout',
  '/payment-checkout',
  '/payment-status',
  '/admin',
  '/admin/applications/:id',
] as const;

/**
 * Pages that only make sense with what the previous page handed over (navigation state), or
 * for the person signed in: they are rendered in the browser, never prerendered.
 */
export const browserOnlyPaths: readonly string[] = [
  '/verify-email',
  '/check-email',
  '/change-password',
  '/dashboard',
  '/dashboard/profile',
  '/dashboard/membership',
  '/dashboard/payments',
  '/checkout',
  '/payment-checkout',
  '/payment-status',
  '/admin',
];

const patterns = pagePaths.map(
  (path) => new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
);

export function isPagePath(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}
