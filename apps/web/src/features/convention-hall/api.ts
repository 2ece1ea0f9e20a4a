import type { LoaderFunctionArgs } from 'react-router';
import { readContent } from '@/lib/page-data';
import type { Facility } from '@rgcc/shared/schemas/content';

export async function conventionHallLoader(args: LoaderFunctionArgs) {
  return { facilities: await readContent<Facility[]>(args, '/api/facilities/convention-hall') };
}
