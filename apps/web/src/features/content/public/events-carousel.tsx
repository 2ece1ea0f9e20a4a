import { useId } from 'react';
import { Carousel } from '@/components/ui/carousel';
import type { ClubEvent } from '@rgcc/shared/content/content';
import { EventCard } from '@/components/club-content/event-card';
import { useTexts } from '@/lib/texts';
import { eventsTexts } from './events-texts';

/** The spec's events carousel: 320 px per arrow click. */
const EVENTS_STEP = 320;

/**
 * A titled row of event cards. The title is rendered here as an h2 (the cards are h3), so the
 * page places it in a band without a heading of its own.
 */
export function EventsCarousel({ title, events }: { title: string; events: ClubEvent[] }) {
  const headingId = useId();
  const t = useTexts(eventsTexts);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-6 text-3xl sm:text-4xl">
        {title}
      </h2>
      <Carousel label={title} step={EVENTS_STEP} emptyText={t('noEventsFound')}>
        {events.map((event) => (
          <div key={event.id} className="w-[300px]">
            <EventCard event={event} sizes="300px" loading="lazy" />
          </div>
        ))}
      </Carousel>
    </section>
  );
}
