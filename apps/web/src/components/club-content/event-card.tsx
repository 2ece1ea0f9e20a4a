import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/links';
import { Picture } from '@/components/ui/picture';
import type { ClubEvent } from '@rgcc/shared/content/content';

interface EventCardProps {
  event: ClubEvent;
  /** `sizes` for the cover image, matching the layout the card sits in. */
  sizes: string;
  loading: 'eager' | 'lazy';
  /** The heading level keeps the page outline unbroken wherever the card is placed. */
  headingLevel?: 'h2' | 'h3';
  /** A line under the title, e.g. a past tournament's winners. */
  note?: ReactNode;
}

/** One event as a photo card; the whole card is the link to its gallery. */
export function EventCard({ event, sizes, loading, headingLevel: Heading = 'h3', note }: EventCardProps) {
  const cover = event.photos[0]?.image;
  return (
    <Link
      to={`/events/${event.id}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-fairway-100 transition-shadow hover:shadow-lg"
    >
      <div className="aspect-[3/2] overflow-hidden bg-sand-100">
        {cover && (
          <Picture
            mediaKey={cover}
            alt=""
            sizes={sizes}
            loading={loading}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 px-5 py-4">
        <Heading className="text-xl leading-snug text-fairway-800 group-hover:underline group-hover:underline-offset-4">
          {event.title}
        </Heading>
        {note}
        <p className="mt-auto flex items-center gap-2 text-sm font-medium text-river-700">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          <span data-testid="event-date">{event.date}</span>
        </p>
      </div>
    </Link>
  );
}
