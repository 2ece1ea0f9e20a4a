import type { LoaderFunctionArgs } from 'react-router';
import { readContent } from '@/lib/page-data';
import type { ClubEvent, Leader, Sponsor } from '@rgcc/shared/schemas/content';

export async function homeLoader(args: LoaderFunctionArgs) {
  const [events, leaders, sponsors] = await Promise.all([
    readContent<ClubEvent[]>(args, '/api/events'),
    readContent<Leader[]>(args, '/api/leaders'),
    readContent<Sponsor[]>(args, '/api/sponsors'),
  ]);
  return { events, leaders, sponsors };
}
