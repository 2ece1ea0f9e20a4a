import type { ClubDetails, OpeningHours } from './club-settings';

/**
 * The club's name stays a constant (the server's texts read CLUB_NAME). The spec hides the real
 * phone and email: the contact details and opening hours below are obviously-sample defaults
 * until staff set the club's own under Content (stored in the database, shown at run time).
 */
export const clubName = 'Riverside Golf & Country Club';
export const clubShortName = 'RGCC';

export const defaultClubDetails: ClubDetails = {
  phone: '+880 1700-000000',
  bookingPhone: '+880 1700-000001',
  email: 'info@example.com',
  membershipEmail: 'membership@example.com',
  address: 'Ghaghat, near the Ghaghat Bridge\nRangpur 5400, Bangladesh',
  location: 'Ghaghat, Rangpur, near the Ghaghat Bridge',
  notificationEmail: '',
};

export const defaultOpeningHours: OpeningHours = {
  club: [
    { days: 'Mon to Sat', hours: '7:00 AM to 5:00 PM' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  restaurant: [
    { days: 'Saturday - Thursday', hours: '8 AM - 12 AM and 3 - 10 PM' },
    { days: 'Friday', hours: '8 - 10 AM and 3 - 10 PM' },
  ],
  conventionHall: [
    { days: 'Monday - Friday', hours: '10 AM - 10 PM' },
    { days: 'Saturday - Sunday', hours: '9 AM - 11 PM' },
  ],
};

/** Limits of the settings' forms (schemas/club-settings.ts), here so that a page can say them without loading zod. */
export const addressMaxLines = 3;
export const hoursRowsMax = 7;
export const courseNoteMaxLength = 200;

/** Whether golf can be played, as staff set it (monsoon rain closes courses in Rangpur). */
export const courseStates = ['open', 'restricted', 'closed'] as const;
export type CourseState = (typeof courseStates)[number];
export const courseStateLabels: Record<CourseState, string> = { open: 'Open', restricted: 'Restricted', closed: 'Closed' };

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
export const clubZoneLabel = 'Dhaka time, UTC+6';
