import { z } from 'zod';
import { messageReplySchema } from '@rgcc/shared/common/message-reply';
import { declineSchema, guestRoomSchema, guestRoomViewSchema, hallConfirmSchema, roomAndHallSettingsSavedSchema, roomAndHallSettingsSchema, roomConfirmSchema, staffBookingsQuerySchema, staffHallBookingPageSchema, staffRoomBookingPageSchema } from '@rgcc/shared/bookings/rooms-and-hall';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, staffRequired } from '../../../http/current-account';
import { errorReplies, idParams } from '../../../http/route-parts';
import { addGuestRoom, listGuestRooms, updateGuestRoom } from '../rooms-and-hall/guest-rooms';
import * as hall from '../rooms-and-hall/hall';
import * as rooms from '../rooms-and-hall/rooms';
import { roomAndHallRules, saveRoomAndHallSettings } from '../rooms-and-hall/settings';

const bookingParams = idParams('Not found.');
const errors = errorReplies(400, 401, 403, 404, 409);

/** The console's Bookings section: the rooms and the hall (admin and membership staff). */
export async function roomsAndHallConsoleRoutes(app: AppInstance) {
  const { db, config } = app.deps;
  app.addHook('onRequest', staffRequired(db, 'Bookings'));

  app.get(
    '/api/admin/bookings/rooms',
    { schema: { summary: 'Staff: guest-room requests, pending first, 20 a page', querystring: staffBookingsQuerySchema, response: { 200: staffRoomBookingPageSchema, ...errors } } },
    async (request) => rooms.listRoomBookings(db, await signedInAccount(db, request), request.query),
  );
  app.post(
    '/api/admin/bookings/rooms/:id/confirm',
    {
      schema: {
        summary: 'Staff: confirm a stay in the chosen room or the first free one, with a note mailed to the member (409 when the room is taken)',
        params: bookingParams,
        body: roomConfirmSchema,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => rooms.confirmRoomBooking(db, config, await signedInAccount(db, request), request.params.id, request.body),
  );
  app.post(
    '/api/admin/bookings/rooms/:id/decline',
    { schema: { summary: 'Staff: decline a stay, with a note mailed to the member', params: bookingParams, body: declineSchema, response: { 200: messageReplySchema, ...errors } } },
    async (request) => rooms.declineRoomBooking(db, config, await signedInAccount(db, request), request.params.id, request.body),
  );
  app.get(
    '/api/admin/bookings/hall',
    { schema: { summary: 'Staff: convention hall requests, pending first, 20 a page', querystring: staffBookingsQuerySchema, response: { 200: staffHallBookingPageSchema, ...errors } } },
    async (request) => hall.listHallBookings(db, await signedInAccount(db, request), request.query),
  );
  app.post(
    '/api/admin/bookings/hall/:id/confirm',
    {
      schema: {
        summary: 'Staff: confirm a hall date and session, with a note mailed to the requester (409 when the session is taken)',
        params: bookingParams,
        body: hallConfirmSchema,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => hall.confirmHallBooking(db, config, await signedInAccount(db, request), request.params.id, request.body),
  );
  app.post(
    '/api/admin/bookings/hall/:id/decline',
    { schema: { summary: 'Staff: decline a hall request, with a note mailed to the requester', params: bookingParams, body: declineSchema, response: { 200: messageReplySchema, ...errors } } },
    async (request) => hall.declineHallBooking(db, config, await signedInAccount(db, request), request.params.id, request.body),
  );
  app.get(
    '/api/admin/guest-rooms',
    { schema: { summary: "Staff: the club's guest rooms, retired ones too", response: { 200: z.array(guestRoomViewSchema), ...errors } } },
    async (request) => listGuestRooms(db, await signedInAccount(db, request)),
  );
  app.post(
    '/api/admin/guest-rooms',
    { schema: { summary: 'Staff: add a guest room', body: guestRoomSchema, response: { 201: guestRoomViewSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await addGuestRoom(db, await signedInAccount(db, request), request.body)),
  );
  app.put(
    '/api/admin/guest-rooms/:id',
    { schema: { summary: 'Staff: rename a guest room, retire it or let it again', params: bookingParams, body: guestRoomSchema, response: { 200: guestRoomViewSchema, ...errors } } },
    async (request) => updateGuestRoom(db, await signedInAccount(db, request), request.params.id, request.body),
  );
  app.get(
    '/api/admin/room-and-hall-settings',
    { schema: { summary: 'Staff: the room and hall rules (how far ahead, nights a stay, guests a room)', response: { 200: roomAndHallSettingsSchema, ...errors } } },
    async (request) => roomAndHallRules(db, await signedInAccount(db, request)),
  );
  app.put(
    '/api/admin/room-and-hall-settings',
    {
      schema: {
        summary: 'Staff: change the room and hall rules; requests already made or confirmed are kept',
        body: roomAndHallSettingsSchema,
        response: { 200: roomAndHallSettingsSavedSchema, ...errors },
      },
    },
    async (request) => saveRoomAndHallSettings(db, await signedInAccount(db, request), request.body),
  );
}
