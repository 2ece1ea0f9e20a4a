import type { LoaderFunctionArgs } from 'react-router';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { readContent } from '@/lib/page-data';
import type { Facility } from '@rgcc/shared/schemas/content';
import type { conventionHallBookingSchema } from '@rgcc/shared/schemas/restaurant';

export async function conventionHallLoader(args: LoaderFunctionArgs) {
  return { facilities: await readContent<Facility[]>(args, '/api/facilities/convention-hall') };
}

export const bookConventionHall = (input: z.output<typeof conventionHallBookingSchema>) => api.post<{ message: string }>('/api/convention-hall/bookings', input);
