/** The limits of tournament entries, free of zod so that pages can show them before the form's schema has loaded. */
export const maxHandicap = 54;
export const minField = 2;
export const maxField = 200;
export const minTeeInterval = 5;
export const maxTeeInterval = 30;

/** The highest entry fee staff may set (before VAT), in paisa: 1,00,000 taka. */
export const maxEntryFeePaisa = 1_00_000_00;
export const entryFeeMessage = 'The entry fee is an amount in taka from 0 (free) to 1,00,000, to the paisa';

/** Divisions by playing handicap (issue 24): at most this many, each maximum a whole number in this range. */
export const maxDivisions = 6;
export const minDivisionHandicap = 0;
export const maxDivisionHandicap = 60;
export const maxPrizeLength = 200;
