import { clubToday, isCalendarDate, isoDatePattern } from '../format/club-date';
import { text } from './text';

/** Dates people type into date inputs, with the rules each kind of date must meet. */
/** Nobody applying today was born before 1900. */
const earliestBirthYear = 1900;
const earliestBirthDate = `${earliestBirthYear}-01-01`;

type DateRule = readonly [holds: (value: string) => boolean, message: string];

/**
 * A calendar date and the rules it must meet. Required: blank or not a date at all is
 * `requiredMessage`. Optional (no `requiredMessage`): blank is accepted as ''. A day that does
 * not exist is `${label} must be a real date`.
 */
function dateField(requiredMessage: string | undefined, label: string, rules: readonly DateRule[]) {
  const blank = (value: string) => requiredMessage === undefined && value === '';
  const base = text({ error: requiredMessage }).trim();
  let schema = (requiredMessage === undefined ? base : base.regex(isoDatePattern, requiredMessage)).refine((value) => blank(value) || isCalendarDate(value), {
    message: `${label} must be a real date`,
    abort: true,
  });
  for (const [holds, message] of rules) schema = schema.refine((value) => blank(value) || holds(value), message);
  return schema;
}

const birthRules = (label: string): DateRule[] => [
  [(value) => value >= earliestBirthDate, `${label} must be after ${earliestBirthYear}`],
  [(value) => value < clubToday(), `${label} must be in the past`],
];

/** A date of birth: a real day, after 1900, before today. */
export function birthDate(requiredMessage: string, label: string) {
  return dateField(requiredMessage, label, birthRules(label));
}

/** A date of birth that may be left blank (''). */
export function optionalBirthDate(label: string) {
  return dateField(undefined, label, birthRules(label));
}

/** The expiry of a document that must still be valid: today or later. */
export function expiryDate(requiredMessage: string, label: string) {
  return dateField(requiredMessage, label, [[(value) => value >= clubToday(), `${label} has already passed`]]);
}

/** The day of something booked: today or later. */
export function bookingDate(requiredMessage: string, label: string) {
  return dateField(requiredMessage, label, [[(value) => value >= clubToday(), `${label} must be today or later`]]);
}

/** A day that has come: today or earlier (when someone joined, a handicap's date). */
export function pastDate(requiredMessage: string, label: string) {
  return dateField(requiredMessage, label, [[(value) => value <= clubToday(), `${label} cannot be in the future`]]);
}

/** Any real day, or blank: the ends of a date-range filter. */
export function optionalDate(label: string) {
  return dateField(undefined, label, []);
}
