import { z } from 'zod';
import { messageReplySchema } from '@rgcc/shared/common/message-reply';
import { myTeeTimesSchema, teeTimeBookingRequestSchema, teeTimeBookingSchema, teeTimeDateQuerySchema, teeTimeSettingsSchema, teeTimeSlotSchema, teeTimeWaitlistEntrySchema, teeTimeWaitlistRequestSchema } from '@rgcc/shared/bookings/tee-times';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, signInRequired } from '../../../http/current-account';
import { errorReplies, idParams } from '../../../http/route-parts';
import { writeRateLimit } from '../../../http/rate-limits';
import { bookTeeTime, bookingNotFoundMessage, cancelTeeTimeBooking, joinWaitlist, leaveWaitlist, myTeeTimes, teeTimesOfDay, waitlistEntryNotFoundMessage } from '../tee-times/service';
import { readTeeTimeSettings } from '../tee-times/settings';

const errors = errorReplies(400, 401, 403, 404, 409);

/** Tee times on the 9-hole course (issue 12, item 1): members book, staff run the tee sheet. */
export async function teeTimeRoutes(app: AppInstance) {
  const { db, config } = app.deps;

  app.get(
    '/api/tee-times',
    {
      onRequest: signInRequired(db),
      schema: {
        summary: 'Members: every tee time of a day (Asia/Dhaka) with its places; `blocked` is null or why staff closed it',
        querystring: teeTimeDateQuerySchema,
        response: { 200: z.array(teeTimeSlotSchema), ...errors },
      },
    },
    async (request) => teeTimesOfDay(db, await signedInAccount(db, request), request.query.date),
  );

  app.get(
    '/api/tee-time-settings',
    {
      onRequest: signInRequired(db),
      schema: { summary: 'The tee-time rules members book under (signed in)', response: { 200: teeTimeSettingsSchema, ...errors } },
    },
    async () => readTeeTimeSettings(db),
  );

  app.post(
    '/api/tee-time-bookings',
    {
      onRequest: signInRequired(db),
      config: { rateLimit: writeRateLimit(config) },
      schema: {
        summary: 'Members: book a tee time for yourself and up to three others (members by ID, guests by name)',
        body: teeTimeBookingRequestSchema,
        response: { 201: teeTimeBookingSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await bookTeeTime(db, config, await signedInAccount(db, request), request.body)),
  );

  app.get(
    '/api/tee-time-bookings',
    {
      onRequest: signInRequired(db),
      schema: { summary: "Members: your tee times from today on (booked by you or naming you) and your waitlist places", response: { 200: myTeeTimesSchema, ...errors } },
    },
    async (request) => myTeeTimes(db, await signedInAccount(db, request)),
  );

  app.delete(
    '/api/tee-time-bookings/:id',
    {
      onRequest: signInRequired(db),
      config: { rateLimit: writeRateLimit(config) },
      schema: {
        summary: 'Members: cancel a tee time you booked, until the cut-off (then 409: phone the pro shop)',
        params: idParams(bookingNotFoundMessage, bookingNotFoundMessage),
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => cancelTeeTimeBooking(db, config, await signedInAccount(db, request), request.params.id),
  );

  app.post(
    '/api/tee-time-waitlist',
    {
      onRequest: signInRequired(db),
      config: { rateLimit: writeRateLimit(config) },
      schema: {
        summary: 'Members: wait for places at a full tee time; freed places are offered in turn and held for a while',
        body: teeTimeWaitlistRequestSchema,
        response: { 201: teeTimeWaitlistEntrySchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await joinWaitlist(db, await signedInAccount(db, request), request.body)),
  );

  app.delete(
    '/api/tee-time-waitlist/:id',
    {
      onRequest: signInRequired(db),
      config: { rateLimit: writeRateLimit(config) },
      schema: { summary: 'Members: leave a waitlist', params: idParams(waitlistEntryNotFoundMessage, waitlistEntryNotFoundMessage), response: { 200: messageReplySchema, ...errors } },
    },
    async (request) => leaveWaitlist(db, config, await signedInAccount(db, request), request.params.id),
  );
}
