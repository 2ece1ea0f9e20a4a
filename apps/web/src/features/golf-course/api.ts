import type { LoaderFunctionArgs } from 'react-router';
import { readContent } from '@/lib/page-data';
import type { Hole } from '@rgcc/shared/schemas/content';

export async function golfCourseLoader(args: LoaderFunctionArgs) {
  return { holes: await readContent<Hole[]>(args, '/api/holes') };
}
