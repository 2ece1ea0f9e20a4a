/**
 * The console's Golf section pages (issue 24): the hub at `/admin/golf` lists them, each a link.
 * Each part of the issue adds its page here, one line each.
 */
export const golfPages = [
  {
    to: '/admin/golf/tees',
    label: 'Tees and ratings',
    description: 'Each set of tees with its 9-hole Course Rating, Slope Rating and par, and the 18-hole values a round on the nine played twice is measured against.',
  },
  {
    to: '/admin/golf/members',
    label: 'Members’ handicap records',
    description: 'A member’s rounds and indexes by member ID: record the Federation’s index, post a round handed in late, correct or void one with a reason, attest one.',
  },
] as const;
