import { z } from 'zod';
import { apiErrorSchema } from '@rgcc/shared/common/api-error';
import { hallBookingSchema, roomAvailabilitySchema, roomBookingSchema, roomRequestSchema } from '@rgcc/shared/bookings/rooms-and-hall';
import type { AppInstance } from '../../../http/app-instance';
import { requireSignedIn, signInRequired } from '../../../http/current-account';
import { writeRateLimit } from '../../../http/rate-limits';
import * as hall from '../rooms-and-hall/hall';
import * as rooms from '../rooms-and-hall/rooms';

const idParams = z.object({ id: z.coerce.number({ error: 'Not found.' }).int().min(1).max(2_147_483_647) });
const message = z.object({ message: z.string() });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Members request guest-room nights and follow their room and hall requests; anyone asks for the hall. */
export async function roomsAndHallRoutes(app: AppInstance) {
  const { db, config } = app.deps;
  const account = async (request: Parameters<typeof requireSignedIn>[1]) => (await requireSignedIn(db, request)).account;
  const member = { onRequest: signInRequired(db) };

  app.get(
    '/api/guest-rooms/availability',
    { ...member, schema: { summary: 'Members: how many guest rooms are free each night from today to the booking horizon', response: { 200: roomAvailabilitySchema, ...errors } } },
    async (request) => rooms.roomAvailability(db, await account(request)),
  );
  app.get(
    '/api/room-bookings',
    { ...member, schema: { summary: "Members: the member's own guest-room requests and stays", response: { 200: z.array(roomBookingSchema), ...errors } } },
    async (request) => rooms.listOwnRoomBookings(db, await account(request)),
  );
  app.post(
    '/api/room-bookings',
    {
      ...member,
      config: { rateLimit: writeRateLimit(config) },
      schema: { summary: 'Members: request guest-room nights (pending until staff confirm)', body: roomRequestSchema, response: { 201: z.object({ message: z.string(), booking: roomBookingSchema }), ...errors } },
    },
    async (request, reply) => {
      const booking = await rooms.requestRoom(db, config, await account(request), request.body);
      return reply.code(201).send({ message: rooms.roomRequestedMessage, booking });
    },
  );
  app.delete(
    '/api/room-bookings/:id',
    { ...member, schema: { summary: 'Members: cancel a pending request, or a confirmed stay before its check-in day', params: idParams, response: { 200: message, ...errors } } },
    async (request) => rooms.cancelRoomBooking(db, config, await account(request), request.params.id),
  );

  app.get(
    '/api/convention-hall/bookings',
    { ...member, schema: { summary: "Members: the convention hall requests the member sent while signed in", response: { 200: z.array(hallBookingSchema), ...errors } } },
    async (request) => hall.listOwnHallBookings(db, await account(request)),
  );
  app.delete(
    '/api/convention-hall/bookings/:id',
    { ...member, schema: { summary: 'Members: cancel a pending hall request, or a confirmed one before its date', params: idParams, response: { 200: message, ...errors } } },
    async (request) => hall.cancelHallBooking(db, config, await account(request), request.params.id),
  );
}
