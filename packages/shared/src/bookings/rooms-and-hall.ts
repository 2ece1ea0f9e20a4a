import { bookingListFilters, bookingStatuses, hallSessions } from './rooms-and-hall-constants';
import { listQuerySchema } from '../common/list-query';
import { bookingDate } from '../common/calendar-date';
import { pagedListSchema } from '../common/page-query';
import { text } from '../common/text';
import { wholeNumber } from '../common/whole-number';
import { messageReplySchema, settingsSavedSchema } from '../common/message-reply';
import { banglaTextsSchema, banglaTextsViewSchema } from '../content/bangla-texts-schema';
import { z } from '../common/zod';

/*
 * How far ahead, how many nights and how many guests are settings (`roomAndHallSettingsSchema`):
 * the server checks them against the current numbers, so these schemas keep only what holds
 * whatever the settings.
 */

export const checkOutAfterCheckInMessage = 'The check-out date must be after the check-in date';
export const hallSessionRequiredMessage = 'Please choose the session';

export const hallSessionSchema = z.enum(hallSessions, { error: hallSessionRequiredMessage });

/** A member's request for guest-room nights: from the check-in day to the morning of the check-out day. */
export const roomRequestSchema = z
  .object({
    checkIn: bookingDate('Please choose the check-in date', 'The check-in date'),
    checkOut: bookingDate('Please choose the check-out date', 'The check-out date'),
    guests: z
      .number({ error: (issue) => ([undefined, ''].includes(issue.input as string) || Number.isNaN(issue.input) ? 'Number of guests is required' : 'Number of guests must be a number') })
      .int('Number of guests must be a whole number')
      .min(1, 'At least 1 guest'),
    message: text().trim().max(1000, 'Message is limited to 1000 characters').default(''),
  })
  .refine(({ checkIn, checkOut }) => checkOut > checkIn, { message: checkOutAfterCheckInMessage, path: ['checkOut'] });
export type RoomRequestInput = z.input<typeof roomRequestSchema>;
export type RoomRequest = z.output<typeof roomRequestSchema>;

export const decisionNoteRequiredMessage = 'Please write a note for the requester.';
const decisionNote = text({ error: decisionNoteRequiredMessage }).trim().min(1, decisionNoteRequiredMessage).max(2000, 'A note is limited to 2000 characters');

/** Staff decline a request: the note tells the requester why. */
export const declineSchema = z.object({ note: decisionNote });
export type DeclineInput = z.infer<typeof declineSchema>;

/** Staff confirm a stay, in the room they choose or, without one, the first room free for every night. */
export const roomConfirmSchema = z.object({ note: decisionNote, roomId: z.number().int().positive().nullable().default(null) });
export type RoomConfirmInput = z.input<typeof roomConfirmSchema>;

/** Staff confirm a hall request; one sent before the popup asked for a session needs one now. */
export const hallConfirmSchema = z.object({ note: decisionNote, session: hallSessionSchema.nullable().default(null) });
export type HallConfirmInput = z.input<typeof hallConfirmSchema>;

export const guestRoomNameRequiredMessage = 'Please name the room';
/** A guest room as staff name it; a retired room is offered for no new stay. */
export const guestRoomSchema = z.object({
  name: text({ error: guestRoomNameRequiredMessage }).trim().min(1, guestRoomNameRequiredMessage).max(60, 'A room name is limited to 60 characters'),
  retired: z.boolean().default(false),
  /** Left out: a change keeps the Bangla it has. */
  bn: banglaTextsSchema([{ name: 'name', label: 'Name', max: 60 }]).optional(),
});
export type GuestRoomInput = z.input<typeof guestRoomSchema>;

export const guestRoomViewSchema = z.object({ id: z.number(), name: z.string(), bn: banglaTextsViewSchema, retired: z.boolean() });
export type GuestRoomView = z.infer<typeof guestRoomViewSchema>;

/**
 * The numbers of the room and hall rules, which staff change under Bookings (issue 12: every
 * numbered rule is a setting); each has its bounds and the message that names them. A change
 * applies to requests sent from then on; those already made or confirmed are kept as they are.
 */
export const roomAndHallSettingsSchema = z.object({
  /** How far ahead a stay may begin: tonight and the nights after it, this many in all. */
  roomBookingHorizonDays: wholeNumber('Days ahead for a stay', 1, 730),
  /** How far ahead the hall may be asked for, counted the same way: the club's diary runs a year. */
  hallBookingHorizonDays: wholeNumber('Days ahead for the hall', 1, 1095),
  /** The longest stay one request asks for; longer ones are arranged with the office. */
  maxRoomNights: wholeNumber('Nights a stay', 1, 90),
  /** People one guest room sleeps. */
  maxRoomGuests: wholeNumber('Guests a room', 1, 10),
});
export type RoomAndHallSettingsInput = z.input<typeof roomAndHallSettingsSchema>;
export type RoomAndHallSettings = z.output<typeof roomAndHallSettingsSchema>;

export const defaultRoomAndHallSettings: RoomAndHallSettings = {
  roomBookingHorizonDays: 180,
  hallBookingHorizonDays: 365,
  maxRoomNights: 14,
  maxRoomGuests: 3,
};

/** `PUT /api/admin/room-and-hall-settings`: the rules as they now are. */
export const roomAndHallSettingsSavedSchema = settingsSavedSchema(roomAndHallSettingsSchema);
export type RoomAndHallSettingsSaved = z.infer<typeof roomAndHallSettingsSavedSchema>;

/** Free rooms for each night from today to the horizon, and the limits a request must keep. */
export const roomAvailabilitySchema = z.object({
  rooms: z.number(),
  nights: z.array(z.object({ date: z.string(), free: z.number() })),
  roomBookingHorizonDays: z.number(),
  maxRoomNights: z.number(),
  maxRoomGuests: z.number(),
});
export type RoomAvailability = z.infer<typeof roomAvailabilitySchema>;

/** The hall's confirmed dates and sessions from today to the horizon (`to`, the last date that may be asked for). */
export const hallAvailabilitySchema = z.object({ from: z.string(), to: z.string(), hallBookingHorizonDays: z.number(), taken: z.array(z.object({ date: z.string(), session: z.enum(hallSessions) })) });
export type HallAvailability = z.infer<typeof hallAvailabilitySchema>;

const status = z.enum(bookingStatuses);

export const roomBookingSchema = z.object({
  id: z.number(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number(),
  guests: z.number(),
  message: z.string(),
  status,
  room: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  /** The member may still cancel it: pending, or confirmed and before its check-in day. */
  cancellable: z.boolean(),
});
export type RoomBooking = z.infer<typeof roomBookingSchema>;

/** `POST /api/room-bookings`: the request as it was stored (pending). */
export const roomRequestedSchema = messageReplySchema.extend({ booking: roomBookingSchema });
export type RoomRequested = z.infer<typeof roomRequestedSchema>;

export const hallBookingSchema = z.object({
  id: z.number(),
  eventDate: z.string(),
  session: z.enum(hallSessions).nullable(),
  eventType: z.string(),
  guests: z.number(),
  status,
  note: z.string().nullable(),
  createdAt: z.string(),
  cancellable: z.boolean(),
});
export type HallBooking = z.infer<typeof hallBookingSchema>;

/** A request as staff see it: who asked, and who answered. */
export const staffRoomBookingSchema = roomBookingSchema.extend({ memberId: z.string().nullable(), email: z.string(), roomId: z.number().nullable(), handledBy: z.string().nullable() });
export type StaffRoomBooking = z.infer<typeof staffRoomBookingSchema>;
export const staffHallBookingSchema = hallBookingSchema.extend({
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  message: z.string(),
  handledBy: z.string().nullable(),
});
export type StaffHallBooking = z.infer<typeof staffHallBookingSchema>;

export const staffBookingsQuerySchema = listQuerySchema(bookingListFilters);
export type StaffBookingsQuery = z.infer<typeof staffBookingsQuerySchema>;
export const staffRoomBookingPageSchema = pagedListSchema(staffRoomBookingSchema);
export type StaffRoomBookingPage = z.infer<typeof staffRoomBookingPageSchema>;
export const staffHallBookingPageSchema = pagedListSchema(staffHallBookingSchema);
export type StaffHallBookingPage = z.infer<typeof staffHallBookingPageSchema>;
