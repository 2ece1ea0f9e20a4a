import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import { TournamentDraw } from '@/components/tournament-draw';
import type { tournamentLoader } from './api';
import { MemberPage } from '@/components/member-area/member-page';
import { EntryActions, EntryRules } from './tournament-entry';

/** `/dashboard/events/:id`: one tournament, the member's entry, and the entry list (for members only). */
export function TournamentPage() {
  const { tournament } = useLoaderData<typeof tournamentLoader>();
  if (!tournament) {
    return (
      <MemberPage title="Tournament not found">
        <p role="alert" className="rounded-2xl bg-white p-8 text-center text-lg text-ink ring-1 ring-fairway-100">
          This event is not open for entries. See the <Link to="/dashboard/events" className="font-semibold text-river-700 underline underline-offset-4">open tournaments</Link>.
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
              The event's page
            </Link>
          </p>
          <EntryRules tournament={tournament} />
          <EntryActions tournament={tournament} />
          {tournament.draw && tournament.entry?.group != null && (
            <Link to={`/dashboard/events/${tournament.eventId}/scoring`} className="inline-block font-semibold text-river-700 underline underline-offset-4">
              Keep your group's scores
            </Link>
          )}
        </div>
        {tournament.draw && (
          <section aria-labelledby="draw" className="space-y-4">
            <h2 id="draw" className="text-3xl">
              The draw
            </h2>
            <TournamentDraw groups={tournament.draw} />
          </section>
        )}
        <section aria-labelledby="entry-list" className="space-y-4">
          <h2 id="entry-list" className="text-3xl">
            Entry list
          </h2>
          {tournament.entries.length === 0 ? (
            <p className="text-ink-muted">Nobody has entered yet{tournament.open ? ': be the first.' : '.'}</p>
          ) : (
            <ol className="divide-y divide-fairway-100 rounded-2xl bg-white shadow-sm ring-1 ring-fairway-100">
              {tournament.entries.map((entrant, index) => (
                <li key={index} className="flex justify-between gap-4 px-5 py-3">
                  <span>
                    <span className="mr-3 text-ink-muted">{index + 1}.</span>
                    {entrant.name}
                  </span>
                  <span className="text-ink-muted">Handicap {entrant.handicap.toFixed(1)}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </MemberPage>
  );
}
