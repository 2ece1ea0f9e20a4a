import { Trophy } from 'lucide-react';
import { useMemo } from 'react';
import { useLoaderData } from 'react-router';
import { EventCard } from '@/components/club-content/event-card';
import { PageHeader, Section } from '@/components/ui/page-header';
import { useClubToday } from '@/lib/use-club-today';
import { useTexts, type TextKey } from '@/lib/texts';
import { eventsWithTiming, type EventTiming } from '@rgcc/shared/content/event-dates';
import type { ClubEvent } from '@rgcc/shared/content/content';
import type { TournamentWinners } from '@rgcc/shared/golf/tournament-results';
import type { eventListLoader, pastEventListLoader } from './events-api';
import { eventsTexts } from './events-texts';

type EventsText = TextKey<typeof eventsTexts>;

/** A past tournament's winners under its title: "Winner: …", or one per division. */
function WinnersNote({ winners }: { winners: TournamentWinners[number]['winners'] }) {
  const t = useTexts(eventsTexts);
  if (winners.length === 0) return null;
  const divided = winners.some((winner) => winner.division !== null);
  const names = winners.map((winner) => (divided && winner.division !== null ? t('winnerInDivision', { name: winner.name, division: winner.division }) : winner.name)).join(', ');
  return (
    <p className="flex items-start gap-2 text-sm text-ink" data-testid="event-winners">
      <Trophy aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sand-700" />
      <span>{t(winners.length === 1 && !divided ? 'winner' : 'winners', { names })}</span>
    </p>
  );
}

function EventGrid({ events, timing, winners }: { events: ClubEvent[]; timing: EventTiming; winners: TournamentWinners }) {
  // The visitor's clock decides once the page is live, so a long-open tab still sorts rightly.
  const today = useClubToday();
  const t = useTexts(eventsTexts);
  const shown = useMemo(() => eventsWithTiming(events, timing, today), [events, timing, today]);
  if (shown.length === 0) {
    return <p className="rounded-2xl bg-white px-6 py-12 text-center text-lg text-ink-muted ring-1 ring-fairway-100">{t('noEventsFound')}</p>;
  }
  return (
    <ul aria-label={t('eventsList')} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {shown.map((event, index) => (
        <li key={event.id}>
          <EventCard
            event={event}
            headingLevel="h2"
            sizes="(min-width: 1152px) 368px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 92vw"
            loading={index < 3 ? 'eager' : 'lazy'}
            note={<WinnersNote winners={winners.find((each) => each.eventId === event.id)?.winners ?? []} />}
          />
        </li>
      ))}
    </ul>
  );
}

/** The page's title and introduction name texts of the events part. */
function EventListPage({ titleKey, timing, introKey }: { titleKey: EventsText; timing: EventTiming; introKey: EventsText }) {
  const { events, winners } = useLoaderData<typeof eventListLoader | typeof pastEventListLoader>();
  const t = useTexts(eventsTexts);
  return (
    <>
      <PageHeader title={t(titleKey)} eyebrow={t('tournaments')}>
        {t(introKey)}
      </PageHeader>
      <Section>
        <EventGrid events={events} timing={timing} winners={winners} />
      </Section>
    </>
  );
}

export function UpcomingEventsPage() {
  return <EventListPage titleKey="upcomingEventsTitle" timing="upcoming" introKey="upcomingEventsIntro" />;
}

export function PresentEventsPage() {
  return <EventListPage titleKey="presentEventsTitle" timing="present" introKey="presentEventsIntro" />;
}

export function PastEventsPage() {
  return <EventListPage titleKey="pastEventsTitle" timing="past" introKey="pastEventsIntro" />;
}
