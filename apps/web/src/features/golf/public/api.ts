import type { LoaderFunctionArgs } from 'react-router';
import { readContent } from '@/lib/page-data';
import type { Hole } from '@rgcc/shared/content/content';

export async function golfCourseLoader(args: LoaderFunctionArgs) {
  return { holes: await readContent<Hole[]>(args, '/api/holes') };
}
