/**
 * The club's identity. The spec hides the real name, phone and email, so these are
 * obviously-sample defaults that a deployment overrides (the server reads CLUB_* env vars
 * and the web build reads VITE_CLUB_* ones; see README).
 */
export interface ClubIdentity {
  name: string;
  shortName: string;
  phone: string;
  /** Pre-booking line for the restaurant and the convention hall. */
  bookingPhone: string;
  email: string;
  /** Second address shown in the contact section. */
  membershipEmail: string;
  addressLines: readonly string[];
  location: string;
}

export const defaultClub: ClubIdentity = {
  name: 'Riverside Golf & Country Club',
  shortName: 'RGCC',
  phone: '+880 1700-000000',
  bookingPhone: '+880 1700-000001',
  email: 'info@example.com',
  membershipEmail: 'membership@example.com',
  addressLines: ['Ghaghat, near the Ghaghat Bridge', 'Rangpur 5400, Bangladesh'],
  location: 'Ghaghat, Rangpur, near the Ghaghat Bridge',
};

export const clubWorkingHours = [
  { days: 'Mon to Sat', hours: '7:00 AM to 5:00 PM' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

export const restaurantHours = [
  { days: 'Saturday - Thursday', hours: '8 AM - 12 AM and 3 - 10 PM' },
  { days: 'Friday', hours: '8 - 10 AM and 3 - 10 PM' },
] as const;

/** What a convention hall booking may be for (the prebook form's choices). */
export const eventTypes = ['Wedding', 'Corporate event', 'Birthday', 'Conference', 'Other'] as const;

export const conventionHallHours = [
  { days: 'Monday - Friday', hours: '10 AM - 10 PM' },
  { days: 'Saturday - Sunday', hours: '9 AM - 11 PM' },
] as const;

/** Facts the page copy quotes. */
export const clubFacts = {
  federationJoinYear: 2016,
  tournamentsHosted: 70,
  members: 245,
} as const;

/** The club's own timezone: event days are calendar days in Rangpur (UTC+6, no DST). */
export const clubTimeZoneOffset = '+06:00';
