import { z } from 'zod';
import { apiErrorSchema } from '@rgcc/shared/common/api-error';
import { conventionHallBookingSchema } from '@rgcc/shared/comms/restaurant';
import {
  declineSchema,
  guestRoomSchema,
  guestRoomViewSchema,
  hallAvailabilitySchema,
  hallBookingSchema,
  hallConfirmSchema,
  roomAndHallSettingsSchema,
  roomAvailabilitySchema,
  roomBookingSchema,
  roomConfirmSchema,
  roomRequestSchema,
  staffBookingsQuerySchema,
  staffHallBookingPageSchema,
  staffRoomBookingPageSchema,
} from '@rgcc/shared/bookings/rooms-and-hall';
import type { AppInstance } from '../../app';
import { requireSignedIn, signedInOf, signInRequired, staffRequired } from '../../http/current-account';
import { writeRateLimit } from '../../http/rate-limits';
import { addGuestRoom, listGuestRooms, updateGuestRoom } from './guest-rooms';
import * as hall from './hall';
import * as rooms from './rooms';
import { roomAndHallRules, saveRoomAndHallSettings } from './settings';

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
    '/api/convention-hall/availability',
    { schema: { summary: "The convention hall's confirmed dates and sessions, from today to the booking horizon", response: { 200: hallAvailabilitySchema } } },
    async () => hall.hallAvailability(db),
  );
  app.post(
    '/api/convention-hall/bookings',
    {
      config: { rateLimit: writeRateLimit(config) },
      schema: {
        summary: 'Ask for the convention hall on a date and session (a signed-in member follows it on the dashboard)',
        body: conventionHallBookingSchema,
        response: { 201: message, 400: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await hall.requestHall(db, config, (await signedInOf(db, request))?.account ?? null, request.body)),
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

/** The console's Bookings section: the rooms and the hall (admin and membership staff). */
export async function roomsAndHallConsoleRoutes(app: AppInstance) {
  const { db, config } = app.deps;
  app.addHook('onRequest', staffRequired(db, 'Bookings'));
  const actor = async (request: Parameters<typeof requireSignedIn>[1]) => (await requireSignedIn(db, request)).account;

  app.get(
    '/api/admin/bookings/rooms',
    { schema: { summary: 'Staff: guest-room requests, pending first, 20 a page', querystring: staffBookingsQuerySchema, response: { 200: staffRoomBookingPageSchema, ...errors } } },
    async (request) => rooms.listRoomBookings(db, await actor(request), request.query),
  );
  app.post(
    '/api/admin/bookings/rooms/:id/confirm',
    {
      schema: {
        summary: 'Staff: confirm a stay in the chosen room or the first free one, with a note mailed to the member (409 when the room is taken)',
        params: idParams,
        body: roomConfirmSchema,
        response: { 200: message, ...errors },
      },
    },
    async (request) => rooms.confirmRoomBooking(db, config, await actor(request), request.params.id, request.body),
  );
  app.post(
    '/api/admin/bookings/rooms/:id/decline',
    { schema: { summary: 'Staff: decline a stay, with a note mailed to the member', params: idParams, body: declineSchema, response: { 200: message, ...errors } } },
    async (request) => rooms.declineRoomBooking(db, config, await actor(request), request.params.id, request.body),
  );
  app.get(
    '/api/admin/bookings/hall',
    { schema: { summary: 'Staff: convention hall requests, pending first, 20 a page', querystring: staffBookingsQuerySchema, response: { 200: staffHallBookingPageSchema, ...errors } } },
    async (request) => hall.listHallBookings(db, await actor(request), request.query),
  );
  app.post(
    '/api/admin/bookings/hall/:id/confirm',
    {
      schema: {
        summary: 'Staff: confirm a hall date and session, with a note mailed to the requester (409 when the session is taken)',
        params: idParams,
        body: hallConfirmSchema,
        response: { 200: message, ...errors },
      },
    },
    async (request) => hall.confirmHallBooking(db, config, await actor(request), request.params.id, request.body),
  );
  app.post(
    '/api/admin/bookings/hall/:id/decline',
    { schema: { summary: 'Staff: decline a hall request, with a note mailed to the requester', params: idParams, body: declineSchema, response: { 200: message, ...errors } } },
    async (request) => hall.declineHallBooking(db, config, await actor(request), request.params.id, request.body),
  );
  app.get(
    '/api/admin/guest-rooms',
    { schema: { summary: "Staff: the club's guest rooms, retired ones too", response: { 200: z.array(guestRoomViewSchema), ...errors } } },
    async (request) => listGuestRooms(db, await actor(request)),
  );
  app.post(
    '/api/admin/guest-rooms',
    { schema: { summary: 'Staff: add a guest room', body: guestRoomSchema, response: { 201: guestRoomViewSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await addGuestRoom(db, await actor(request), request.body)),
  );
  app.put(
    '/api/admin/guest-rooms/:id',
    { schema: { summary: 'Staff: rename a guest room, retire it or let it again', params: idParams, body: guestRoomSchema, response: { 200: guestRoomViewSchema, ...errors } } },
    async (request) => updateGuestRoom(db, await actor(request), request.params.id, request.body),
  );
  app.get(
    '/api/admin/room-and-hall-settings',
    { schema: { summary: 'Staff: the room and hall rules (how far ahead, nights a stay, guests a room)', response: { 200: roomAndHallSettingsSchema, ...errors } } },
    async (request) => roomAndHallRules(db, await actor(request)),
  );
  app.put(
    '/api/admin/room-and-hall-settings',
    {
      schema: {
        summary: 'Staff: change the room and hall rules; requests already made or confirmed are kept',
        body: roomAndHallSettingsSchema,
        response: { 200: z.object({ message: z.string(), settings: roomAndHallSettingsSchema }), ...errors },
      },
    },
    async (request) => saveRoomAndHallSettings(db, await actor(request), request.body),
  );
}
