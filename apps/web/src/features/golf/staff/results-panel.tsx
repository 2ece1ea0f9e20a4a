import { Download } from 'lucide-react';
import { useState } from 'react';
import { TournamentResults } from '@/components/tournament-results';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { formatClubDateTimeLabelled } from '@rgcc/shared/format/dates';
import { maxPrizeLength } from '@rgcc/shared/golf/tournament-constants';
// Types only: the schema module would pull zod into the page's first load.
import type { StaffTournament } from '@rgcc/shared/golf/tournaments';
import { useTournamentActions } from './api';

const panelClass = 'space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-8';

/**
 * Closing scoring and publishing the results (issue 24): a prize per division, then the winners,
 * what was posted to the players' handicap records, and the CSV.
 */
export function ResultsPanel({ tournament }: { tournament: StaffTournament }) {
  return (
    <section aria-labelledby="results" className={panelClass}>
      <h2 id="results" className="text-2xl">
        Results
      </h2>
      {tournament.results ? <PublishedResults tournament={tournament} results={tournament.results} /> : <PublishForm tournament={tournament} />}
    </section>
  );
}

function PublishedResults({ tournament, results }: { tournament: StaffTournament; results: NonNullable<StaffTournament['results']> }) {
  const locale = useLocale();
  return (
    <>
      <p role="status" className="font-semibold text-fairway-800">
        Published {formatClubDateTimeLabelled(results.publishedAt, locale)}: scoring is closed and the results show on the event's page and in the past events.
      </p>
      <TournamentResults results={results} format={tournament.settings!.format} />
      <p>
        {results.posted === 1 ? '1 round was' : `${results.posted} rounds were`} posted to the players' handicap records.
      </p>
      {results.notPosted.length > 0 && (
        <div className="rounded-xl bg-sand-100 p-4 ring-1 ring-sand-300">
          <p className="font-semibold text-ink">Incomplete cards, not posted to a handicap record (no return: they cannot win):</p>
          <ul className="mt-2 list-disc pl-5">
            {results.notPosted.map((card) => (
              <li key={card.memberId}>
                {card.name} ({card.memberId}): {card.holes} of 18 holes
              </li>
            ))}
          </ul>
        </div>
      )}
      <a href={`/api/admin/events/${tournament.eventId}/tournament/results.csv`} download className="inline-flex items-center gap-2 font-semibold text-river-700 underline underline-offset-4">
        <Download aria-hidden="true" className="size-4" />
        Download the results (CSV)
      </a>
    </>
  );
}

function PublishForm({ tournament }: { tournament: StaffTournament }) {
  const { results } = useTournamentActions(tournament.eventId);
  const [confirming, setConfirming] = useState(false);
  const divisions: (string | null)[] = tournament.settings!.divisions.length > 0 ? tournament.settings!.divisions.map((division) => division.name) : [null];
  const [prizes, setPrizes] = useState<Record<string, string>>({});
  const publish = () =>
    results.submit(
      { prizes: divisions.flatMap((division) => (prizes[division ?? ''] ?? '').trim() === '' ? [] : [{ division, prize: prizes[division ?? '']!.trim() }]) },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success('The results are published.');
        },
        onError: (error) => {
          setConfirming(false);
          toast.error(errorMessage(error, 'We could not publish the results. Please try again.'));
        },
      },
    );
  return (
    <>
      <p className="text-ink-muted">
        When every group is in, publish the results. Scoring then closes, the leaderboard turns final, countback over the last 9, 6, 3 and 1 holes settles ties for first in each division, and
        every complete card is posted to its player's handicap record. Cards with holes missing are not posted, and cannot win.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {divisions.map((division) => (
          <TextField
            key={division ?? ''}
            label={division === null ? 'Prize' : `Prize, division ${division}`}
            hint="Optional, e.g. “The Monsoon Cup and a golf bag”."
            autoComplete="off"
            maxLength={maxPrizeLength}
            value={prizes[division ?? ''] ?? ''}
            onChange={(event) => setPrizes({ ...prizes, [division ?? '']: event.target.value })}
          />
        ))}
      </div>
      <Button onClick={() => setConfirming(true)}>Close scoring and publish the results</Button>
      <ConfirmDialog
        open={confirming}
        title="Publish the results?"
        confirmLabel="Yes, publish"
        pendingLabel="Publishing…"
        pending={results.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={publish}
      >
        <p>Scoring closes and the results show on the event's page. Complete cards are posted to the players' handicap records. This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}
