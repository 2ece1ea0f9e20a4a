import { Medal } from 'lucide-react';
// Types only: the schema module would pull zod into the page's first load.
import type { TournamentResults as Results } from '@rgcc/shared/golf/tournament-results';
import type { TournamentFormat } from '@rgcc/shared/golf/golf-constants';
import { useTexts, type Translate } from '@/lib/texts';
import { formatNames, golfResultsTexts } from './golf-results-texts';
import type english from './locales/golf-results.en.json';

/** What a winner scored, as the format counts it: Stableford points, else the total and To Par. */
function scoreText(t: Translate<typeof english>, format: TournamentFormat, winner: Results['divisions'][number]['winners'][number]) {
  if (format === 'stableford') return t('pointsScore', { points: winner.points ?? 0 });
  const { toPar } = winner;
  const toParText =
    toPar === null ? '' : toPar === 0 ? t('levelParText') : toPar > 0 ? t('overPar', { strokes: toPar }) : t('underPar', { strokes: -toPar });
  return t(format === 'stroke_net' ? 'netScore' : 'grossScore', { total: winner.total ?? '', toPar: toParText });
}

/** A tournament's published results: each division's winners (with how a tie was settled) and prize. */
export function TournamentResults({ results, format, headingLevel = 3 }: { results: Results; format: TournamentFormat; headingLevel?: 2 | 3 }) {
  const t = useTexts(golfResultsTexts);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('winners')}>
      {results.divisions.map((division) => (
        <li key={division.division ?? ''} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100">
          <Heading className="flex items-center gap-2 font-sans text-lg font-semibold text-fairway-800">
            <Medal aria-hidden="true" className="size-5 text-sand-700" />
            {division.division === null ? t('winner') : t('division', { division: division.division })}
          </Heading>
          {division.winners.length === 0 ? (
            <p className="mt-2 text-ink-muted">{t('noCompleteCard')}</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {division.winners.map((winner) => (
                <li key={winner.memberId}>
                  <p className="font-semibold text-ink" data-testid="winner">
                    {winner.name}
                  </p>
                  <p className="text-sm text-ink">{scoreText(t, format, winner)}</p>
                  {winner.tieBreak && <p className="text-sm text-ink-muted">{winner.tieBreak}</p>}
                </li>
              ))}
            </ul>
          )}
          {division.prize && (
            <p className="mt-3 border-t border-fairway-100 pt-3 text-sm text-ink">
              <span className="font-semibold text-fairway-800">{t('prize')} </span>
              {division.prize}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The event page's results: the format and each division's winners and prize, once published. */
export function TournamentResultsSection({ results, format }: { results: Results; format: TournamentFormat }) {
  const t = useTexts(golfResultsTexts);
  return (
    <section aria-labelledby="results" className="mb-12 space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8">
      <h2 id="results" className="flex items-center gap-3 text-3xl">
        <Medal aria-hidden="true" className="size-7 text-sand-700" />
        {t('results')}
      </h2>
      <p className="text-ink">{t('resultsIntro', { format: t(formatNames[format]) })}</p>
      <TournamentResults results={results} format={format} />
    </section>
  );
}
