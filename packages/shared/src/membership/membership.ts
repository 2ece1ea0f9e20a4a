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
