import { attendances, minutesOf, waitlistStates, weekdayNames } from './tee-time-constants';
import { isCalendarDate, isoDatePattern } from '../format/club-date';
import { memberIdSchema } from '../membership/member-id';
import { text } from '../common/text';
import { wholeNumber } from '../common/whole-number';
import { settingsSavedSchema } from '../common/message-reply';
import { z } from '../common/zod';

/** Tee times (issue 12, item 1): the bodies members and staff send, and what the API answers. */

export const teeTimeDateMessage = 'Give the date as YYYY-MM-DD.';
export const teeTimeGuestNameMessage = "Enter each guest's name.";
export const teeTimeDuplicateMemberMessage = 'Name each member once.';
export const teeTimeStartsAtMessage = 'Choose a tee time.';

const clubDate = text({ error: teeTimeDateMessage })
  .trim()
  .regex(isoDatePattern, teeTimeDateMessage)
  .refine(isCalendarDate, 'The date must be a real day.');

const instant = text({ error: teeTimeStartsAtMessage }).pipe(z.iso.datetime({ offset: true, error: teeTimeStartsAtMessage }));

/** `GET /api/tee-times?date=` and the tee sheet's `?date=`. */
export const teeTimeDateQuerySchema = z.object({ date: clubDate });

/** The most other players a body may name; the slot's size (a setting) is checked by the server. */
const otherPlayersMax = 7;

const guestName = text({ error: teeTimeGuestNameMessage })
  .trim()
  .min(1, teeTimeGuestNameMessage)
  .max(80, "A guest's name must be at most 80 characters.");

const namedMemberIds = z
  .array(memberIdSchema)
  .max(otherPlayersMax, 'Too many players.')
  .refine((ids) => new Set(ids).size === ids.length, teeTimeDuplicateMemberMessage);
const guestNames = z.array(guestName).max(otherPlayersMax, 'Too many players.').default([]);

/** `POST /api/tee-time-bookings`: the signed-in member always plays; these are the others. */
export const teeTimeBookingRequestSchema = z.object({
  startsAt: instant,
  members: namedMemberIds.default([]),
  guests: guestNames,
});
export type TeeTimeBookingRequest = z.output<typeof teeTimeBookingRequestSchema>;
export type TeeTimeBookingInput = z.input<typeof teeTimeBookingRequestSchema>;

export const staffBookingBookerMessage = 'Give the member ID of the member who books.';
/** `POST /api/admin/tee-time-bookings`: staff book for a member who phones; the first member named books. */
export const staffTeeTimeBookingSchema = z.object({
  startsAt: instant,
  members: namedMemberIds.min(1, staffBookingBookerMessage),
  guests: guestNames,
});
export type StaffTeeTimeBookingRequest = z.output<typeof staffTeeTimeBookingSchema>;

/** `POST /api/tee-time-waitlist`: how many places the member needs (themselves included). */
export const teeTimeWaitlistRequestSchema = z.object({
  startsAt: instant,
  places: z.int({ error: 'Choose how many places you need.' }).min(1, 'Choose how many places you need.').max(8, 'Choose how many places you need.'),
});
export type TeeTimeWaitlistRequest = z.output<typeof teeTimeWaitlistRequestSchema>;

/** One slot of a day, as `GET /api/tee-times` answers it (the contract). */
export const teeTimeSlotSchema = z.object({
  startsAt: z.string(),
  capacity: z.number(),
  available: z.number(),
  /** Null, or why staff blocked it. */
  blocked: z.string().nullable(),
});
export type TeeTimeSlot = z.infer<typeof teeTimeSlotSchema>;

const playerSchema = z.object({ name: z.string(), memberId: z.string().nullable() });

/** A booking as its players see it. */
export const teeTimeBookingSchema = z.object({
  id: z.number(),
  startsAt: z.string(),
  /** The member who booked it (only they may cancel it). */
  bookedBy: playerSchema,
  players: z.array(playerSchema),
  /** Until when it may be cancelled online. */
  cancelUntil: z.string(),
  cancelledAt: z.string().nullable(),
});
export type TeeTimeBooking = z.infer<typeof teeTimeBookingSchema>;

export const teeTimeWaitlistEntrySchema = z.object({
  id: z.number(),
  startsAt: z.string(),
  places: z.number(),
  state: z.enum(waitlistStates),
  /** While offered: until when the freed places are held. */
  offerExpiresAt: z.string().nullable(),
});
export type TeeTimeWaitlistEntry = z.infer<typeof teeTimeWaitlistEntrySchema>;

/** `GET /api/tee-time-bookings`: the member's bookings and waitlist places, soonest first. */
export const myTeeTimesSchema = z.object({
  bookings: z.array(teeTimeBookingSchema),
  waitlist: z.array(teeTimeWaitlistEntrySchema),
});
export type MyTeeTimes = z.infer<typeof myTeeTimesSchema>;

/* Staff: the tee sheet, attendance, blocks and the rules. */

export const attendanceRequestSchema = z.object({ attendance: z.enum(attendances, { error: 'Choose expected, checked in or no-show.' }) });

const clockTime = (label: string) =>
  text({ error: `${label} must be a time such as 06:30.` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time such as 06:30.`);

export const teeTimeBlockReasonMessage = 'Give a reason, such as "Maintenance" or "Club championship".';

/** Blocks (or, without a reason, reopens) the tee times of a day from one time to another. */
export const teeTimeBlockRequestSchema = z
  .object({
    date: clubDate,
    from: clockTime('From'),
    to: clockTime('To'),
    reason: text({ error: teeTimeBlockReasonMessage }).trim().min(1, teeTimeBlockReasonMessage).max(120, 'The reason must be at most 120 characters.'),
  })
  .refine((block) => minutesOf(block.to) >= minutesOf(block.from), { path: ['to'], message: 'To must not be before From.' });
export type TeeTimeBlockRequest = z.output<typeof teeTimeBlockRequestSchema>;
export type TeeTimeBlockInput = z.input<typeof teeTimeBlockRequestSchema>;
export const teeTimeReopenRequestSchema = z
  .object({ date: clubDate, from: clockTime('From'), to: clockTime('To') })
  .refine((range) => minutesOf(range.to) >= minutesOf(range.from), { path: ['to'], message: 'To must not be before From.' });

export const staffCancelReasonMessage = 'Give the reason the players will read.';
/** Staff cancel a booking from the tee sheet; the players are mailed the reason. */
export const staffCancelBookingSchema = z.object({
  reason: text({ error: staffCancelReasonMessage }).trim().min(1, staffCancelReasonMessage).max(300, 'The reason must be at most 300 characters.'),
});

export const teeSheetSchema = z.object({
  date: z.string(),
  slots: z.array(
    teeTimeSlotSchema.extend({
      bookings: z.array(
        z.object({
          id: z.number(),
          bookedBy: playerSchema,
          players: z.array(playerSchema.extend({ id: z.number(), attendance: z.enum(attendances) })),
        }),
      ),
      waitlist: z.array(z.object({ name: z.string(), memberId: z.string(), places: z.number(), state: z.enum(waitlistStates), offerExpiresAt: z.string().nullable() })),
    }),
  ),
});
export type TeeSheet = z.infer<typeof teeSheetSchema>;

/** The rules staff set under Bookings; every number of the tee-time rules is one of them. */
export const teeTimeSettingsSchema = z.object({
  /** One entry per weekday, Sunday first: the first and the last tee time of the day at the club, `HH:MM`. */
  days: z
    .array(
      z
        .object({ first: clockTime('The first tee time'), last: clockTime('The last tee time') })
        .refine((day) => minutesOf(day.last) >= minutesOf(day.first), { path: ['last'], message: 'The last tee time must not be before the first.' }),
    )
    .length(weekdayNames.length, 'Give the tee times of each day of the week.'),
  intervalMinutes: wholeNumber('Minutes between tee times', 5, 60),
  playersPerSlot: wholeNumber('Players per tee time', 1, 8),
  /** How many days after today a member may book (today included, so 7 means a week ahead). */
  daysAhead: wholeNumber('Days ahead', 0, 60),
  /** Bookings one member may hold on one day, as the booker or a named player. */
  bookingsPerDay: wholeNumber('Bookings a day', 1, 5),
  /** Online cancellation ends this many hours before the tee time. */
  cancelHoursBefore: wholeNumber('Hours before', 0, 168),
  /** `noShowLimit` no-shows within `noShowWindowDays` stop online booking for `noShowBlockDays`. */
  noShowLimit: wholeNumber('No-shows', 1, 10),
  noShowWindowDays: wholeNumber('Days counted', 1, 365),
  noShowBlockDays: wholeNumber('Days without online booking', 1, 365),
  /** How long freed places are held for the member a waitlist offers them to. */
  waitlistHoldMinutes: wholeNumber('Minutes held', 5, 1440),
});
export type TeeTimeSettingsInput = z.input<typeof teeTimeSettingsSchema>;
export type TeeTimeSettings = z.output<typeof teeTimeSettingsSchema>;

const weekday = { first: '06:30', last: '16:30' };

/** The rules until staff change them. */
export const defaultTeeTimeSettings: TeeTimeSettings = {
  // Friday's play starts after the Jumu'ah prayer.
  days: weekdayNames.map((name) => (name === 'Friday' ? { first: '13:30', last: '16:30' } : weekday)),
  intervalMinutes: 10,
  playersPerSlot: 4,
  daysAhead: 7,
  bookingsPerDay: 1,
  cancelHoursBefore: 24,
  noShowLimit: 3,
  noShowWindowDays: 60,
  noShowBlockDays: 14,
  waitlistHoldMinutes: 30,
};

/** `PUT /api/admin/tee-time-settings`: the rules as they now are. */
export const teeTimeSettingsSavedSchema = settingsSavedSchema(teeTimeSettingsSchema);
export type TeeTimeSettingsSaved = z.infer<typeof teeTimeSettingsSavedSchema>;
