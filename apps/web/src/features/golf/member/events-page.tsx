import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import { ButtonLink } from '@/components/ui/button';
import type { MemberTournament } from '@rgcc/shared/golf/tournaments';
import type { tournamentsLoader } from './api';
import { MemberPage } from '@/components/member-area/member-page';
import { useTexts } from '@/lib/texts';
import { EntryActions, EntryRules } from './tournament-entry';
import { tournamentsTexts } from './tournaments-texts';

const cardClass = 'space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100';

function TournamentCard({ tournament }: { tournament: MemberTournament }) {
  const t = useTexts(tournamentsTexts);
  return (
    <li className={cardClass}>
      <div>
        <h3 className="font-sans text-xl font-semibold text-fairway-800">{tournament.title}</h3>
        <p className="text-ink-muted">{tournament.date}</p>
      </div>
      <EntryRules tournament={tournament} />
      <EntryActions tournament={tournament} />
      <Link to={`/dashboard/events/${tournament.eventId}`} className="inline-block font-semibold text-river-700 underline underline-offset-4">
        {t.rich('seeWhoEntered', { hidden: (chunks) => <span className="sr-only">{chunks}</span> }, { title: tournament.title })}
      </Link>
    </li>
  );
}

/** `/dashboard/events`, the dashboard's Events card: the member's entries, then the tournaments open for entries. */
export function EventsPage() {
  const t = useTexts(tournamentsTexts);
  const { tournaments } = useLoaderData<typeof tournamentsLoader>();
  const entered = tournaments.filter((tournament) => tournament.entry !== null);
  const open = tournaments.filter((tournament) => tournament.entry === null);
  return (
    <MemberPage title={t('events')}>
      <div className="space-y-12">
        <section aria-labelledby="my-entries" className="space-y-4">
          <h2 id="my-entries" className="text-3xl">
            {t('yourEntries')}
          </h2>
          {entered.length === 0 ? (
            <p className="text-ink-muted">
              {t('notEnteredYet')} {open.length > 0 ? t('enterOneBelow') : t('enterWhenOpen')}
            </p>
          ) : (
            <ul className="grid gap-6 lg:grid-cols-2">
              {entered.map((tournament) => (
                <TournamentCard key={tournament.eventId} tournament={tournament} />
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="open-tournaments" className="space-y-4">
          <h2 id="open-tournaments" className="text-3xl">
            {t('openTournaments')}
          </h2>
          {open.length === 0 ? (
            <div className="space-y-4">
              <p className="text-ink-muted">{t('noOtherOpen')}</p>
              <ButtonLink to="/upcoming-events" variant="secondary">
                {t('upcomingEvents')}
              </ButtonLink>
            </div>
          ) : (
            <ul className="grid gap-6 lg:grid-cols-2">
              {open.map((tournament) => (
                <TournamentCard key={tournament.eventId} tournament={tournament} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </MemberPage>
  );
}
