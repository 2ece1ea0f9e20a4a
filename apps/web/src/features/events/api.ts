import { data, type LoaderFunctionArgs } from 'react-router';
import { readContent } from '@/lib/page-data';
import type { ClubEvent } from '@rgcc/shared/schemas/content';

/** Event ids are positive integers; anything else can never match, so it is not worth a request. */
function isEventId(id: string): boolean {
  return /^[1-9]\d{0,8}$/.test(id);
}

export const readEvents = (args: LoaderFunctionArgs) => readContent<ClubEvent[]>(args, '/api/events');

export async function eventListLoader(args: LoaderFunctionArgs) {
  return { events: await readEvents(args) };
}

/** An unknown event is a page of its own, answered with 404 so that crawlers drop the address. */
export async function eventLoader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? '';
  const event = isEventId(id) ? await readContent<ClubEvent | null>(args, `/api/events/${id}`) : null;
  return event ? { event } : data({ event: null }, { status: 404 });
}
