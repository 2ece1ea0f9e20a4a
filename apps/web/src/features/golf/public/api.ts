import type { LoaderFunctionArgs } from 'react-router';
import { readContent } from '@/lib/page-data';
import type { Hole } from '@rgcc/shared/content/content';
// Types only: the schema module would pull zod into the page's first load.
import type { Tee } from '@rgcc/shared/golf/scores';

export async function golfCourseLoader(args: LoaderFunctionArgs) {
  const [holes, tees] = await Promise.all([readContent<Hole[]>(args, '/api/holes'), readContent<Tee[]>(args, '/api/course/tees')]);
  return { holes, tees };
}
