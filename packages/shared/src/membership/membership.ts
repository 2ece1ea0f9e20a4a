import { currencyCode, paisa } from '../format/money';

/** Registration fee charged at checkout, in paisa to keep money exact (spec: 1,200.00 BDT, tax 10% 120.00, total 1,320.00 BDT). */
export const registrationFee = {
  amountPaisa: paisa(120000),
  taxRatePercent: 10,
  taxPaisa: paisa(12000),
  totalPaisa: paisa(132000),
  currency: currencyCode,
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
