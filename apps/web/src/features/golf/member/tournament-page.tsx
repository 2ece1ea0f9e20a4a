import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import { TournamentDraw } from '@/components/tournament-draw';
import type { tournamentLoader } from './api';
import { MemberPage } from '@/components/member-area/member-page';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { localeDigits } from '@rgcc/shared/format/number';
import { EntryActions, EntryRules } from './tournament-entry';
import { tournamentsTexts } from './tournaments-texts';

/** `/dashboard/events/:id`: one tournament, the member's entry, and the entry list (for members only). */
export function TournamentPage() {
  const t = useTexts(tournamentsTexts);
  const locale = useLocale();
  const { tournament } = useLoaderData<typeof tournamentLoader>();
  if (!tournament) {
    return (
      <MemberPage title={t('tournamentNotFound')}>
        <p role="alert" className="rounded-2xl bg-white p-8 text-center text-lg text-ink ring-1 ring-fairway-100">
          {t.rich('notOpenForEntries', {
            link: (chunks) => (
              <Link to="/dashboard/events" className="font-semibold text-river-700 underline underline-offset-4">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </MemberPage>
    );
  }
  return (
    <MemberPage title={tournament.title}>
      <div className="space-y-10">
        <div className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100">
          <p className="text-ink-muted">
            {tournament.date} ·{' '}
            <Link to={`/events/${tournament.eventId}`} className="font-semibold text-river-700 underline underline-offset-4">
              {t('eventPage')}
            </Link>
          </p>
          <EntryRules tournament={tournament} />
          <EntryActions tournament={tournament} />
          {tournament.draw && tournament.entry?.group != null && (
            <Link to={`/dashboard/events/${tournament.eventId}/scoring`} className="inline-block font-semibold text-river-700 underline underline-offset-4">
              {t('keepGroupScores')}
            </Link>
          )}
        </div>
        {tournament.draw && (
          <section aria-labelledby="draw" className="space-y-4">
            <h2 id="draw" className="text-3xl">
              {t('theDraw')}
            </h2>
            <TournamentDraw groups={tournament.draw} />
          </section>
        )}
        <section aria-labelledby="entry-list" className="space-y-4">
          <h2 id="entry-list" className="text-3xl">
            {t('entryList')}
          </h2>
          {tournament.entries.length === 0 ? (
            <p className="text-ink-muted">{tournament.open ? t('nobodyEnteredOpen') : t('nobodyEntered')}</p>
          ) : (
            <ol className="divide-y divide-fairway-100 rounded-2xl bg-white shadow-sm ring-1 ring-fairway-100">
              {tournament.entries.map((entrant, index) => (
                <li key={index} className="flex justify-between gap-4 px-5 py-3">
                  <span>
                    <span className="mr-3 text-ink-muted">{t('entrantNumber', { number: index + 1 })}</span>
                    {entrant.name}
                  </span>
                  <span className="text-ink-muted">{t('entrantHandicap', { handicap: localeDigits(entrant.handicap.toFixed(1), locale) })}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </MemberPage>
  );
}
