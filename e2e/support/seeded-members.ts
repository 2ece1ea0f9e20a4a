/**
 * The members global-setup.ts seeds (seed-members.ts) as the club's books would have them, for the
 * journeys that need a past no test can make through the site.
 */

/** A defence officer approved 8 months ago who never paid the entrance fee of 5,000.00 BDT plus 15 % VAT (e2e/billing-standing.spec.ts). */
export const onHoldMember = {
  email: 'on.hold.member@example.com',
  password: 'on-hold-password-1',
  category: 'Serving Defence Officer',
  overdue: '5,750.00 BDT',
} as const;

/**
 * Two members who played together yesterday at 07:00 (one tee-time booking for both): a round is
 * posted for a day played, linked to that day's booking, and attested by a partner in it
 * (e2e/golf-record.spec.ts). Yesterday's tee time, whatever the hour the suite runs.
 */
export const golfPartners = {
  booker: { email: 'golf.partner.anika@example.com', password: 'golf-partner-password-1', name: 'Anika Rahman' },
  partner: { email: 'golf.partner.babul@example.com', password: 'golf-partner-password-2', name: 'Babul Hossain' },
  teeTime: '07:00',
} as const;
