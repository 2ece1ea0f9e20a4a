import type { LoaderFunctionArgs } from 'react-router';
import { readContent } from '@/lib/page-data';
import type { Facility, facilityKinds } from '@rgcc/shared/content/content';

/** The loader of one facilities list: `/facilites-guests` reads `guests`. */
export const facilitiesLoader = (kind: (typeof facilityKinds)[number]) => async (args: LoaderFunctionArgs) => ({
  facilities: await readContent<Facility[]>(args, `/api/facilities/${kind}`),
});
