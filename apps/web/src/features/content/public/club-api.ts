import type { LoaderFunctionArgs } from 'react-router';
import { readContent } from '@/lib/page-data';
import type { Leader, Sponsor } from '@rgcc/shared/content/content';

export async function leadersLoader(args: LoaderFunctionArgs) {
  return { leaders: await readContent<Leader[]>(args, '/api/leaders') };
}

export async function sponsorsLoader(args: LoaderFunctionArgs) {
  return { sponsors: await readContent<Sponsor[]>(args, '/api/sponsors') };
}
