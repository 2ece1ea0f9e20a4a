import { z } from 'zod';
import { messageReplySchema } from '@rgcc/shared/common/message-reply';
import { hallBookingSchema, roomAvailabilitySchema, roomBookingSchema, roomRequestedSchema, roomRequestSchema } from '@rgcc/shared/bookings/rooms-and-hall';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, signInRequired } from '../../../http/current-account';
import { errorReplies, idParams } from '../../../http/route-parts';
import { writeRateLimit } from '../../../http/rate-limits';
import * as hall from '../rooms-and-hall/hall';
import * as rooms from '../rooms-and-hall/rooms';

const bookingParams = idParams('Not found.');
const errors = errorReplies(400, 401, 403, 404, 409);

/** Members request guest-room nights and follow their room and hall requests; anyone asks for the hall. */
export async function roomsAndHallRoutes(app: AppInstance) {
  const { db, config } = app.deps;
  const member = { onRequest: signInRequired(db) };

  app.get(
    '/api/guest-rooms/availability',
    { ...member, schema: { summary: 'Members: how many guest rooms are free each night from today to the booking horizon', response: { 200: roomAvailabilitySchema, ...errors } } },
    async (request) => rooms.roomAvailability(db, await signedInAccount(db, request)),
  );
  app.get(
    '/api/room-bookings',
    { ...member, schema: { summary: "Members: the member's own guest-room requests and stays", response: { 200: z.array(roomBookingSchema), ...errors } } },
    async (request) => rooms.listOwnRoomBookings(db, await signedInAccount(db, request)),
  );
  app.post(
    '/api/room-bookings',
    {
      ...member,
      config: { rateLimit: writeRateLimit(config) },
      schema: { summary: 'Members: request guest-room nights (pending until staff confirm)', body: roomRequestSchema, response: { 201: roomRequestedSchema, ...errors } },
    },
    async (request, reply) => {
      const booking = await rooms.requestRoom(db, config, await signedInAccount(db, request), request.body);
      return reply.code(201).send({ message: rooms.roomRequestedMessage, booking });
    },
  );
  app.delete(
    '/api/room-bookings/:id',
    { ...member, schema: { summary: 'Members: cancel a pending request, or a confirmed stay before its check-in day', params: bookingParams, response: { 200: messageReplySchema, ...errors } } },
    async (request) => rooms.cancelRoomBooking(db, config, await signedInAccount(db, request), request.params.id),
  );

  app.get(
    '/api/convention-hall/bookings',
    { ...member, schema: { summary: "Members: the convention hall requests the member sent while signed in", response: { 200: z.array(hallBookingSchema), ...errors } } },
    async (request) => hall.listOwnHallBookings(db, await signedInAccount(db, request)),
  );
  app.delete(
    '/api/convention-hall/bookings/:id',
    { ...member, schema: { summary: 'Members: cancel a pending hall request, or a confirmed one before its date', params: bookingParams, response: { 200: messageReplySchema, ...errors } } },
    async (request) => hall.cancelHallBooking(db, config, await signedInAccount(db, request), request.params.id),
  );
}
