import type { Locale } from '../format/locale';
/** The club's name stays a constant (the server's texts read CLUB_NAME). */
export const clubName = 'Riverside Golf & Country Club';
export const clubShortName = 'RGCC';

/** Limits of the settings' forms (schemas/club-settings.ts), here so that a page can say them without loading zod. */
export const addressMaxLines = 3;
export const hoursRowsMax = 7;
export const courseNoteMaxLength = 200;

/** Whether golf can be played, as staff set it (monsoon rain closes courses in Rangpur). */
export const courseStates = ['open', 'restricted', 'closed'] as const;
export type CourseState = (typeof courseStates)[number];

/** What a convention hall booking may be for (the prebook form's choices). */
export const eventTypes = ['Wedding', 'Corporate event', 'Birthday', 'Conference', 'Other'] as const;

/** Facts the page copy quotes. */
export const clubFacts = {
  federationJoinYear: 2016,
  tournamentsHosted: 70,
  members: 245,
} as const;

/** The club's own timezone: event days are calendar days in Rangpur (UTC+6, no DST). */
export const clubTimeZoneOffset = '+06:00';

/** How a booked time names its zone, so that a member abroad or a phone set to another zone is never misled. */
export const clubZoneLabels: Readonly<Record<Locale, string>> = { en: 'Dhaka time, UTC+6', bn: 'ঢাকার সময়, ইউটিসি+৬' };
