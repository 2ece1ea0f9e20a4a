import type { LoaderFunctionArgs } from 'react-router';
import { readContent } from '@/lib/page-data';
import type { Leader, Sponsor } from '@rgcc/shared/schemas/content';

export const readLeaders = (args: LoaderFunctionArgs) => readContent<Leader[]>(args, '/api/leaders');

export const readSponsors = (args: LoaderFunctionArgs) => readContent<Sponsor[]>(args, '/api/sponsors');

export async function leadersLoader(args: LoaderFunctionArgs) {
  return { leaders: await readLeaders(args) };
}

export async function sponsorsLoader(args: LoaderFunctionArgs) {
  return { sponsors: await readSponsors(args) };
}
