/**
 * The member global-setup.ts seeds on hold (seed-on-hold-member.ts): a defence officer approved 8
 * months ago who never paid the entrance fee of 5,000.00 BDT plus 15 % VAT.
 */
export const onHoldMember = {
  email: 'on.hold.member@example.com',
  password: 'on-hold-password-1',
  category: 'Serving Defence Officer',
  overdue: '5,750.00 BDT',
} as const;
