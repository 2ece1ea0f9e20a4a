import { data, type LoaderFunctionArgs } from 'react-router';
import { isContentId, readContent } from '@/lib/page-data';
import type { ClubEvent } from '@rgcc/shared/schemas/content';

export async function eventListLoader(args: LoaderFunctionArgs) {
  return { events: await readContent<ClubEvent[]>(args, '/api/events') };
}

/** An unknown event is a page of its own, answered with 404 so that crawlers drop the address. */
export async function eventLoader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? '';
  const event = isContentId(id) ? await readContent<ClubEvent | null>(args, `/api/events/${id}`) : null;
  return event ? { event } : data({ event: null }, { status: 404 });
}
