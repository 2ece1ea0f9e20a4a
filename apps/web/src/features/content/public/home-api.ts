import type { LoaderFunctionArgs } from 'react-router';
import { readContent } from '@/lib/page-data';
import type { Announcement, ClubEvent, Leader, Sponsor } from '@rgcc/shared/content/content';

export async function homeLoader(args: LoaderFunctionArgs) {
  const [announcements, events, leaders, sponsors] = await Promise.all([
    readContent<Announcement[]>(args, '/api/announcements'),
    readContent<ClubEvent[]>(args, '/api/events'),
    readContent<Leader[]>(args, '/api/leaders'),
    readContent<Sponsor[]>(args, '/api/sponsors'),
  ]);
  return { announcements, events, leaders, sponsors };
}
