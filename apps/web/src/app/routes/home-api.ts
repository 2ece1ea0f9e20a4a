import type { LoaderFunctionArgs } from 'react-router';
import { readLeaders, readSponsors } from '@/features/club/api';
import { readEvents } from '@/features/events/api';

export async function homeLoader(args: LoaderFunctionArgs) {
  const [events, leaders, sponsors] = await Promise.all([readEvents(args), readLeaders(args), readSponsors(args)]);
  return { events, leaders, sponsors };
}
