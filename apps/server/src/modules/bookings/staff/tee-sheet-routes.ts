import { messageReplySchema } from '@rgcc/shared/common/message-reply';
import { attendanceRequestSchema, staffCancelBookingSchema, staffTeeTimeBookingSchema, teeSheetSchema, teeTimeBlockRequestSchema, teeTimeBookingSchema, teeTimeDateQuerySchema, teeTimeReopenRequestSchema, teeTimeSettingsSavedSchema, teeTimeSettingsSchema } from '@rgcc/shared/bookings/tee-times';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, staffRequired } from '../../../http/current-account';
import { errorReplies, idParams } from '../../../http/route-parts';
import { bookingNotFoundMessage, staffBookTeeTime } from '../tee-times/service';
import { saveTeeTimeSettings } from '../tee-times/settings';
import { blockTeeTimes, playerNotFoundMessage, reopenTeeTimes, setAttendance, staffCancelBooking, teeSheet } from '../tee-times/tee-sheet';

const errors = errorReplies(400, 401, 403, 404, 409);

/** The console's tee sheet (Bookings): attendance, closed times, staff cancellations and the rules. */
export async function teeSheetRoutes(staff: AppInstance) {
  const { db, config } = staff.deps;
  staff.addHook('onRequest', staffRequired(db, 'Bookings'));

  staff.get(
    '/api/admin/tee-sheet',
    {
      schema: {
        summary: "Staff (Bookings): a day's tee sheet with bookings, players' attendance and waitlists",
        querystring: teeTimeDateQuerySchema,
        response: { 200: teeSheetSchema, ...errors },
      },
    },
    async (request) => teeSheet(db, await signedInAccount(db, request), request.query.date),
  );

  staff.put(
    '/api/admin/tee-time-players/:id/attendance',
    {
      schema: {
        summary: 'Staff (Bookings): check a player in, mark a no-show (members, after the tee time), or undo',
        params: idParams(playerNotFoundMessage, playerNotFoundMessage),
        body: attendanceRequestSchema,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => setAttendance(db, await signedInAccount(db, request), request.params.id, request.body.attendance),
  );

  staff.post(
    '/api/admin/tee-time-blocks',
    {
      schema: {
        summary: 'Staff (Bookings): close the tee times of a day from one time to another, with a reason',
        body: teeTimeBlockRequestSchema,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => blockTeeTimes(db, await signedInAccount(db, request), request.body),
  );

  staff.post(
    '/api/admin/tee-time-blocks/reopen',
    {
      schema: {
        summary: 'Staff (Bookings): open closed tee times again; members waiting are offered their places',
        body: teeTimeReopenRequestSchema,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => reopenTeeTimes(db, config, await signedInAccount(db, request), request.body),
  );

  staff.post(
    '/api/admin/tee-time-bookings',
    {
      schema: {
        summary: 'Staff (Bookings): book for a member who phones the pro shop (the first member named books); the rules of a booking hold, except the pause after missed tee times',
        body: staffTeeTimeBookingSchema,
        response: { 201: teeTimeBookingSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await staffBookTeeTime(db, config, await signedInAccount(db, request), request.body)),
  );
  staff.post(
    '/api/admin/tee-time-bookings/:id/cancel',
    {
      schema: {
        summary: 'Staff (Bookings): cancel a booking at any time, with a reason the players are mailed',
        params: idParams(bookingNotFoundMessage, bookingNotFoundMessage),
        body: staffCancelBookingSchema,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => staffCancelBooking(db, config, await signedInAccount(db, request), request.params.id, request.body.reason),
  );

  staff.put(
    '/api/admin/tee-time-settings',
    {
      schema: {
        summary: 'Staff (Bookings): the tee-time rules (times of each weekday, players, window, cut-off, no-shows, waitlist hold)',
        body: teeTimeSettingsSchema,
        response: { 200: teeTimeSettingsSavedSchema, ...errors },
      },
    },
    async (request) => saveTeeTimeSettings(db, await signedInAccount(db, request), request.body),
  );
}
