/**
 * The guest rooms and the convention hall, as members and visitors request them and staff
 * confirm them. A stay is a range of nights at the club (Asia/Dhaka calendar dates): it checks
 * in on its first night and out on the morning after its last. The hall is let by date and
 * session.
 */

/** Every request starts pending; staff confirm or decline it; the requester may cancel it. */
export const bookingStatuses = ['pending', 'confirmed', 'declined', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const bookingStatusLabels: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

export const hallSessions = ['morning', 'evening'] as const;
export type HallSession = (typeof hallSessions)[number];

export const hallSessionLabels: Record<HallSession, string> = { morning: 'Morning', evening: 'Evening' };

/** How far ahead a stay may begin, and the hall may be asked for: the club's diary runs a year. */
export const roomBookingHorizonDays = 180;
export const hallBookingHorizonDays = 365;

/** The longest stay one request asks for; longer ones are arranged with the office. */
export const maxRoomNights = 14;

/** People one guest room sleeps. */
export const maxRoomGuests = 3;

/** Rows a page of a staff list shows. */
export const bookingsPageSize = 20;
