import { ArrowLeft, CalendarDays, Trophy } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import { TournamentDraw } from '@/components/tournament-draw';
import { TournamentResultsSection } from '@/components/tournament-results';
import type { TournamentFormat } from '@rgcc/shared/golf/golf-constants';
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
import { localeDigits } from '@rgcc/shared/format/number';
import { useTexts, type TextKey } from '@/lib/texts';
import { eventsTexts } from './events-texts';

type EventsText = TextKey<typeof eventsTexts>;

const listOf: Record<EventTiming, { to: string; text: EventsText }> = {
  upcoming: { to: '/upcoming-events', text: 'upcomingEvents' },
  present: { to: '/present-events', text: 'presentEvents' },
  past: { to: '/past-events', text: 'pastEvents' },
};

const formatNames: Record<TournamentFormat, EventsText> = {
  stroke_gross: 'formatStrokeGross',
  stroke_net: 'formatStrokeNet',
  stableford: 'formatStableford',
};

function BackLink({ to, text }: { to: string; text: EventsText }) {
  const t = useTexts(eventsTexts);
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-full px-1 py-2 font-semibold text-fairway-800 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> {t(text)}
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
  const t = useTexts(eventsTexts);
  return (
    <section aria-labelledby="tournament" className="mb-12 space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8">
      <h2 id="tournament" className="flex items-center gap-3 text-3xl">
        <Trophy aria-hidden="true" className="size-7 text-sand-700" />
        {tournament.draw ? t('theDraw') : t('tournamentEntries')}
      </h2>
      {tournament.draw ? (
        <>
          <p className="text-ink">{t('drawIntro')}</p>
          <TournamentDraw groups={tournament.draw} />
        </>
      ) : (
        <>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold text-fairway-800">{t('entriesClose')}</dt>
            <dd data-testid="entries-close">{formatClubDateTimeLabelled(tournament.entriesCloseAt, locale)}</dd>
            <dt className="font-semibold text-fairway-800">{t('field')}</dt>
            <dd>{t('upToPlayers', { count: tournament.maxField })}</dd>
            <dt className="font-semibold text-fairway-800">{t('format')}</dt>
            <dd>{t(formatNames[tournament.format])}</dd>
            <dt className="font-semibold text-fairway-800">{t('handicapLimit')}</dt>
            <dd>{tournament.handicapLimit === null ? t('noHandicapLimit') : localeDigits(tournament.handicapLimit.toFixed(1), locale)}</dd>
          </dl>
          <p className="text-ink">{t('entriesIntro')}</p>
          <ButtonLink to={`/dashboard/events/${tournament.eventId}`}>{t('enterOrSeeEntries')}</ButtonLink>
        </>
      )}
    </section>
  );
}

function EventGallery({ event, tournament, leaderboard }: { event: ClubEvent; tournament: PublicTournament | null; leaderboard: Leaderboard | null }) {
  const t = useTexts(eventsTexts);
  // A caption staff wrote says what the photo shows; without one, where it is in the set.
  const images = event.photos.map((photo, index) => ({
    key: photo.image,
    alt: photo.caption || t('photoAlt', { title: event.title, number: index + 1, count: event.photos.length }),
  }));
  const back = listOf[classifyEvent(event, useClubToday())];

  return (
    <>
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <BackLink to={back.to} text={back.text} />
        <p className="flex items-center gap-2 rounded-full bg-river-100 px-4 py-2 font-semibold text-river-700">
          <CalendarDays aria-hidden="true" className="size-5" />
          <span data-testid="event-date">{event.date}</span>
        </p>
      </div>
      {event.description && <p className="mb-12 max-w-3xl text-lg leading-relaxed text-ink">{event.description}</p>}
      {tournament?.results && <TournamentResultsSection results={tournament.results} format={tournament.format} />}
      {leaderboard && <LiveLeaderboard eventId={event.id} leaderboard={leaderboard} />}
      {tournament && <TournamentSection tournament={tournament} />}

      <h2 className="mb-6 text-3xl">{t('photographs')}</h2>
      {/* The spec's event gallery stops at its ends, unlike the main gallery. */}
      <PhotoGrid
        images={images}
        label={t('eventPhotographs', { title: event.title })}
        gridClassName="grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3"
        sizes="(min-width: 1152px) 368px, (min-width: 1024px) 31vw, 46vw"
        eagerCount={4}
        loop={false}
        emptyText={t('photographsComingSoon')}
      />
    </>
  );
}

export function EventPage() {
  const { event, tournament, leaderboard } = useLoaderData<typeof eventLoader>();
  const t = useTexts(eventsTexts);
  const title = event?.title ?? t('eventNotFoundTitle');

  return (
    <>
      <PageHeader title={title} eyebrow={t('clubEvents')} />
      <Section>
        {!event ? (
          <>
            <p role="alert" className="rounded-2xl bg-white p-8 text-center text-lg text-ink ring-1 ring-fairway-100">
              {t('eventNotFound')}
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-4">
              <BackLink to="/upcoming-events" text="upcomingEvents" />
              <BackLink to="/past-events" text="pastEvents" />
            </div>
          </>
        ) : (
          <EventGallery event={event} tournament={tournament} leaderboard={leaderboard} />
        )}
      </Section>
    </>
  );
}
