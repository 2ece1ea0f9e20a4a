/**
 * The console's Golf section pages (issue 24): the hub at `/admin/golf` lists them, each a link
 * named and described by its texts (golf-page.tsx).
 */
export const golfPages = [
  { to: '/admin/golf/tees' },
  { to: '/admin/golf/members' },
] as const;
