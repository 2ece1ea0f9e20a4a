import { ArrowLeft, CalendarDays, Trophy } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import { TournamentDraw } from '@/components/tournament-draw';
import { TournamentResultsSection } from '@/components/tournament-results';
import { tournamentFormatLabels } from '@rgcc/shared/golf/golf-constants';
import { LiveLeaderboard } from '@/components/live-leaderboard';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import { PhotoGrid } from '@/components/ui/photo-grid';
import { useClubToday } from '@/lib/use-club-today';
import { classifyEvent, type EventTiming } from '@rgcc/shared/content/event-dates';
import type { ClubEvent } from '@rgcc/shared/content/content';
import type { PublicTournament } from '@rgcc/shared/golf/tournaments';
import type { Leaderboard } from '@rgcc/shared/golf/leaderboard';
import type { eventLoader } from './events-api';
import { formatClubDateTimeLabelled } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';

const listOf: Record<EventTiming, { to: string; label: string }> = {
  upcoming: { to: '/upcoming-events', label: 'Upcoming events' },
  present: { to: '/present-events', label: 'Present events' },
  past: { to: '/past-events', label: 'Past events' },
};

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-full px-1 py-2 font-semibold text-fairway-800 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> {label}
    </Link>
  );
}

/**
 * The tournament's rules of entry, or its draw once published. The page is the same for everyone
 * and may be kept, so whether entries are still open and the member's own entry are on the
 * members' page it links to.
 */
function TournamentSection({ tournament }: { tournament: PublicTournament }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="tournament" className="mb-12 space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8">
      <h2 id="tournament" className="flex items-center gap-3 text-3xl">
        <Trophy aria-hidden="true" className="size-7 text-sand-700" />
        {tournament.draw ? 'The draw' : 'Tournament entries'}
      </h2>
      {tournament.draw ? (
        <>
          <p className="text-ink">Groups in tee order, with their tee times at the club.</p>
          <TournamentDraw groups={tournament.draw} />
        </>
      ) : (
        <>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold text-fairway-800">Entries close</dt>
            <dd data-testid="entries-close">{formatClubDateTimeLabelled(tournament.entriesCloseAt, locale)}</dd>
            <dt className="font-semibold text-fairway-800">Field</dt>
            <dd>Up to {tournament.maxField} players</dd>
            <dt className="font-semibold text-fairway-800">Format</dt>
            <dd>{tournamentFormatLabels[tournament.format]}</dd>
            <dt className="font-semibold text-fairway-800">Handicap limit</dt>
            <dd>{tournament.handicapLimit === null ? 'None' : tournament.handicapLimit.toFixed(1)}</dd>
          </dl>
          <p className="text-ink">Members enter with their handicap, and may withdraw until entries close. The draw is published here.</p>
          <ButtonLink to={`/dashboard/events/${tournament.eventId}`}>Enter, or see who has entered</ButtonLink>
        </>
      )}
    </section>
  );
}

function EventGallery({ event, tournament, leaderboard }: { event: ClubEvent; tournament: PublicTournament | null; leaderboard: Leaderboard | null }) {
  // A caption staff wrote says what the photo shows; without one, where it is in the set.
  const images = event.photos.map((photo, index) => ({ key: photo.image, alt: photo.caption || `${event.title}, photo ${index + 1} of ${event.photos.length}` }));
  const back = listOf[classifyEvent(event, useClubToday())];

  return (
    <>
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <BackLink to={back.to} label={back.label} />
        <p className="flex items-center gap-2 rounded-full bg-river-100 px-4 py-2 font-semibold text-river-700">
          <CalendarDays aria-hidden="true" className="size-5" />
          <span data-testid="event-date">{event.date}</span>
        </p>
      </div>
      {event.description && <p className="mb-12 max-w-3xl text-lg leading-relaxed text-ink">{event.description}</p>}
      {tournament?.results && <TournamentResultsSection results={tournament.results} format={tournament.format} />}
      {leaderboard && <LiveLeaderboard eventId={event.id} leaderboard={leaderboard} />}
      {tournament && <TournamentSection tournament={tournament} />}

      <h2 className="mb-6 text-3xl">Photographs</h2>
      {/* The spec's event gallery stops at its ends, unlike the main gallery. */}
      <PhotoGrid
        images={images}
        label={`${event.title} photographs`}
        gridClassName="grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3"
        sizes="(min-width: 1152px) 368px, (min-width: 1024px) 31vw, 46vw"
        eagerCount={4}
        loop={false}
        emptyText="Photographs from this event are coming soon."
      />
    </>
  );
}

export function EventPage() {
  const { event, tournament, leaderboard } = useLoaderData<typeof eventLoader>();
  const title = event?.title ?? 'Event not found';

  return (
    <>
      <PageHeader title={title} eyebrow="Club events" />
      <Section>
        {!event ? (
          <>
            <p role="alert" className="rounded-2xl bg-white p-8 text-center text-lg text-ink ring-1 ring-fairway-100">
              Event not found.
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-4">
              <BackLink to="/upcoming-events" label="Upcoming events" />
              <BackLink to="/past-events" label="Past events" />
            </div>
          </>
        ) : (
          <EventGallery event={event} tournament={tournament} leaderboard={leaderboard} />
        )}
      </Section>
    </>
  );
}
