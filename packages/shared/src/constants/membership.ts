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

/** The registration page's category chooser (spec 2.5), and which form each one gets. */
export const applicantCategories = [
  'Serving Defence Officer',
  'Retired Defence Officer',
  'Government Officer',
  'Non Military',
  'Corporate/Business',
  'Foreigner/Diplomat',
] as const;
export type ApplicantCategory = (typeof applicantCategories)[number];

export type ApplicationFormKind = 'civilian' | 'defence' | 'passport';

export const defenceCategories = ['Serving Defence Officer', 'Retired Defence Officer'] as const;
export const civilianCategories = ['Government Officer', 'Non Military', 'Corporate/Business'] as const;
export const passportCategories = ['Foreigner/Diplomat'] as const;

export function applicationFormKind(category: ApplicantCategory): ApplicationFormKind {
  if ((defenceCategories as readonly string[]).includes(category)) return 'defence';
  if ((passportCategories as readonly string[]).includes(category)) return 'passport';
  return 'civilian';
}

export const membershipTypes = ['Full Membership', 'Temporary Membership', 'Honorary Membership', 'Corporate Membership'] as const;
/** The select's disabled first option; choosing nothing is refused like any other blank. */
export const membershipTypePlaceholder = 'Select Type of Membership';
