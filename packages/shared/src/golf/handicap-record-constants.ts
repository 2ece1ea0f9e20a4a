import { formatHandicapIndex } from '../format/golf-numbers';

/**
 * The handicap record's words (issue 24), free of zod so that the member's pages and the console
 * show them before a form's schema has loaded.
 */

export const officialIndexLabel = 'Federation index';
export const estimatedIndexLabel = 'Club estimate';
/** Who attested a round when it was a member of staff (staff have no name on the register). */
export const staffAttesterLabel = 'Club staff';

/** How many rounds the record shows, and how many days back a member sees rounds to attest. */
export const recordRoundsShown = 20;
export const attestationWindowDays = 30;

export const scoreNotFoundMessage = 'Score not found.';
export const alreadyAttestedMessage = 'This round is already attested.';
export const voidRoundMessage = 'This round is void.';
export const ownRoundMessage = 'You cannot attest your own round.';
export const notPartnerMessage = 'Only a playing partner in the same tee-time booking, or staff, can attest this round.';
export const attestedMessage = 'Round attested.';
export const alreadyVoidMessage = 'This round is already void.';
export const reasonRequiredMessage = 'Give the reason: it is kept in the audit log.';
export const reasonTooLongMessage = 'The reason must be at most 300 characters.';
export const staffPlayedOnFutureMessage = 'The round cannot be on a day to come';

/** An index in tenths as the record shows it: one decimal, a plus index with its "+" (−21 is +2.1), none as a dash. */
export const formatIndexTenths = (tenths: number | null): string => (tenths === null ? '—' : formatHandicapIndex(tenths));

/** The same from the API's one-decimal number. */
export const formatIndex = (index: number | null) => formatIndexTenths(index === null ? null : Math.round(index * 10));
