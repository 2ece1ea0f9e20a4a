import type { LoaderFunctionArgs } from 'react-router';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { readContent } from '@/lib/page-data';
import type { Facility } from '@rgcc/shared/content/content';
import type { conventionHallBookingSchema } from '@rgcc/shared/bookings/hall-request';
import type { HallAvailability } from '@rgcc/shared/bookings/rooms-and-hall';
import type { MessageReply } from '@rgcc/shared/common/message-reply';

/** The facilities, and the sessions already booked, which the prebook popup shows before a request is sent. */
export async function conventionHallLoader(args: LoaderFunctionArgs) {
  const [facilities, availability] = await Promise.all([
    readContent<Facility[]>(args, '/api/facilities/convention-hall'),
    readContent<HallAvailability>(args, '/api/convention-hall/availability'),
  ]);
  return { facilities, availability };
}

export const bookConventionHall = (input: z.output<typeof conventionHallBookingSchema>) => api.post<MessageReply>('/api/convention-hall/bookings', input);
