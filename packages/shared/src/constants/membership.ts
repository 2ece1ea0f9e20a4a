/** Membership categories and fees as spec section 9 gives them (fee text and monthly price kept as given). */
export interface MembershipCategoryCard {
  id: string;
  title: string;
  /** Fee in taka, shown grouped the Bangladeshi way (1,00,000). */
  feeTaka: number;
  /** The separately displayed monthly price, in taka. */
  perMonthTaka: number;
  description: string;
}

export const membershipCategoryCards: readonly MembershipCategoryCard[] = [
  {
    id: 'defence',
    title: 'Defence Service Officers',
    feeTaka: 5000,
    perMonthTaka: 500,
    description: 'For serving and retired defence service officers.',
  },
  {
    id: 'government',
    title: 'Government Officers',
    feeTaka: 100000,
    perMonthTaka: 800,
    description: 'For serving civil government officers.',
  },
  {
    id: 'civil',
    title: 'Civil and Others',
    feeTaka: 300000,
    perMonthTaka: 1200,
    description: 'For civilians and all other applicants.',
  },
  {
    id: 'foreigners',
    title: 'Foreigners',
    feeTaka: 600000,
    perMonthTaka: 2000,
    description: 'For foreign nationals and diplomats living in Bangladesh.',
  },
  {
    id: 'corporate',
    title: 'Corporate',
    feeTaka: 1000000,
    perMonthTaka: 1500,
    description: 'For companies and businesses nominating their people.',
  },
];

/** Registration fee charged at checkout, in paisa to keep money exact. */
export const registrationFee = {
  amountPaisa: 120000,
  taxRatePercent: 10,
  taxPaisa: 12000,
  totalPaisa: 132000,
  currency: 'BDT',
} as const;
