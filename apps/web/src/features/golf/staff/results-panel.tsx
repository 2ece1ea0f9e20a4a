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
import { useTexts } from '@/lib/texts';
import { useTournamentActions } from './api';
import { tournamentTexts } from './tournament-texts';

const panelClass = 'space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-8';

/**
 * Closing scoring and publishing the results (issue 24): a prize per division, then the winners,
 * what was posted to the players' handicap records, and the CSV.
 */
export function ResultsPanel({ tournament }: { tournament: StaffTournament }) {
  const t = useTexts(tournamentTexts);
  return (
    <section aria-labelledby="results" className={panelClass}>
      <h2 id="results" className="text-2xl">
        {t('results')}
      </h2>
      {tournament.results ? <PublishedResults tournament={tournament} results={tournament.results} /> : <PublishForm tournament={tournament} />}
    </section>
  );
}

function PublishedResults({ tournament, results }: { tournament: StaffTournament; results: NonNullable<StaffTournament['results']> }) {
  const locale = useLocale();
  const t = useTexts(tournamentTexts);
  return (
    <>
      <p role="status" className="font-semibold text-fairway-800">
        {t('resultsPublishedOn', { date: formatClubDateTimeLabelled(results.publishedAt, locale) })}
      </p>
      <TournamentResults results={results} format={tournament.settings!.format} />
      <p>{t('roundsPosted', { count: results.posted })}</p>
      {results.notPosted.length > 0 && (
        <div className="rounded-xl bg-sand-100 p-4 ring-1 ring-sand-300">
          <p className="font-semibold text-ink">{t('incompleteCards')}</p>
          <ul className="mt-2 list-disc pl-5">
            {results.notPosted.map((card) => (
              <li key={card.memberId}>
                {t('incompleteCard', { name: card.name, memberId: card.memberId, holes: card.holes })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <a href={`/api/admin/events/${tournament.eventId}/tournament/results.csv`} download className="inline-flex items-center gap-2 font-semibold text-river-700 underline underline-offset-4">
        <Download aria-hidden="true" className="size-4" />
        {t('downloadResults')}
      </a>
    </>
  );
}

function PublishForm({ tournament }: { tournament: StaffTournament }) {
  const t = useTexts(tournamentTexts);
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
          toast.success(t('resultsPublishedDone'));
        },
        onError: (error) => {
          setConfirming(false);
          toast.error(errorMessage(error, t('couldNotPublishResults')));
        },
      },
    );
  return (
    <>
      <p className="text-ink-muted">{t('publishResultsNote')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {divisions.map((division) => (
          <TextField
            key={division ?? ''}
            label={division === null ? t('prize') : t('prizeForDivision', { division })}
            hint={t('prizeHint')}
            autoComplete="off"
            maxLength={maxPrizeLength}
            value={prizes[division ?? ''] ?? ''}
            onChange={(event) => setPrizes({ ...prizes, [division ?? '']: event.target.value })}
          />
        ))}
      </div>
      <Button onClick={() => setConfirming(true)}>{t('closeAndPublish')}</Button>
      <ConfirmDialog
        open={confirming}
        title={t('publishResultsTitle')}
        confirmLabel={t('yesPublish')}
        pendingLabel={t('publishing')}
        cancelLabel={t('cancel')}
        pending={results.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={publish}
      >
        <p>{t('publishResultsConfirm')}</p>
      </ConfirmDialog>
    </>
  );
}
