import { addressOnOneLine, telHref, useClub } from '@/lib/club';

/**
 * The club's contact details inside running text (the help, privacy and terms pages keep their
 * texts as constants): each reads the values staff set from the page's data.
 */

export function ClubPhoneLink({ which = 'phone' }: { which?: 'phone' | 'bookingPhone' }) {
  const phone = useClub().details[which];
  return <a href={telHref(phone)}>{phone}</a>;
}

export function ClubEmailLink({ which = 'email', subject }: { which?: 'email' | 'membershipEmail'; subject?: string }) {
  const email = useClub().details[which];
  return <a href={`mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`}>{email}</a>;
}

export function ClubAddress() {
  return <>{addressOnOneLine(useClub().details.address)}</>;
}

/** The office's hours in one line: "Mon to Sat 7:00 AM to 5:00 PM, Sunday closed". */
export function ClubOfficeHours() {
  return <>{useClub().hours.club.map((row) => `${row.days} ${row.hours === 'Closed' ? 'closed' : row.hours}`).join(', ')}</>;
}
