import { messageReplySchema } from '@rgcc/shared/common/message-reply';
import { conventionHallBookingSchema } from '@rgcc/shared/bookings/hall-request';
import { hallAvailabilitySchema } from '@rgcc/shared/bookings/rooms-and-hall';
import type { AppInstance } from '../../../http/app-instance';
import { signedInOf } from '../../../http/current-account';
import { writeRateLimit } from '../../../http/rate-limits';
import { errorReplies } from '../../../http/route-parts';
import * as hall from '../rooms-and-hall/hall';

/** Anyone asks for the convention hall on the public page (a signed-in member follows the request on the dashboard). */
export async function hallRequestRoutes(app: AppInstance) {
  const { db, config } = app.deps;

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
        response: { 201: messageReplySchema, ...errorReplies(400, 409, 413, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await hall.requestHall(db, config, (await signedInOf(db, request))?.account ?? null, request.body)),
  );
}
