import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { WideTable } from '@/components/ui/wide-table';
import { useLocale } from '@/lib/use-locale';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
import { formatOneDecimal } from '@rgcc/shared/format/golf-numbers';
import { countedLabel, estimatedIndexLabel, formatIndex, notAttestedLabel, officialIndexLabel, voidLabel, waitingForPairLabel } from '@rgcc/shared/golf/handicap-record-constants';
// Types only: the schema module would pull zod into the page's first load.
import type { HandicapRecordReply, RecordRound } from '@rgcc/shared/golf/handicap-record';

const card = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100';

/** Both indexes side by side: the Federation's with its date, and the club's estimate; which one counts. */
export function IndexCards({ record }: { record: HandicapRecordReply }) {
  const locale = useLocale();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section className={card} aria-labelledby="official-index">
        <h2 id="official-index" className="text-lg font-semibold text-fairway-800">
          {officialIndexLabel}
        </h2>
        <p className="mt-2 font-serif text-4xl text-fairway-900" data-testid="official-index">
          {formatIndex(record.officialIndex)}
        </p>
        <p className="mt-1 text-sm text-ink-muted">
          {record.officialIndex === null
            ? 'None recorded yet: the club records the Bangladesh Golf Federation’s index when it is published.'
            : `Published ${record.officialAsOf ? formatCalendarDate(record.officialAsOf, locale) : 'on a day not recorded'}. This is the index that counts.`}
        </p>
      </section>
      <section className={card} aria-labelledby="estimated-index">
        <h2 id="estimated-index" className="text-lg font-semibold text-fairway-800">
          {estimatedIndexLabel}
        </h2>
        <p className="mt-2 font-serif text-4xl text-fairway-900" data-testid="estimated-index">
          {formatIndex(record.estimatedIndex)}
        </p>
        <p className="mt-1 text-sm text-ink-muted">
          {record.estimatedIndex === null
            ? 'Computed from your scores once 54 holes count (three rounds of 18).'
            : record.indexSource === 'estimate'
              ? 'Computed by the club from your scores; it counts until the Federation’s index is recorded.'
              : 'Computed by the club from your scores, shown beside the Federation’s.'}
        </p>
      </section>
    </div>
  );
}

/** Course Handicap for each tee, 9 and 18 holes, with the index that counts. */
export function CourseHandicaps({ record }: { record: HandicapRecordReply }) {
  if (record.indexSource === null) return <p className="text-ink-muted">Course handicaps show once you have an index.</p>;
  return (
    <WideTable captionId="course-handicaps-caption">
      <table className="w-full text-left">
        <caption id="course-handicaps-caption" className="sr-only">
          Course handicap for each tee, with the {record.indexSource === 'official' ? officialIndexLabel : estimatedIndexLabel}
        </caption>
        <thead className="bg-fairway-50 text-sm text-fairway-800">
          <tr>
            <th scope="col" className="px-4 py-3">Tees</th>
            <th scope="col" className="px-4 py-3">9 holes</th>
            <th scope="col" className="px-4 py-3">18 holes</th>
          </tr>
        </thead>
        <tbody>
          {record.courseHandicaps.map((tee) => (
            <tr key={tee.teeId} className="border-t border-fairway-100">
              <th scope="row" className="px-4 py-3 font-semibold">{tee.teeName}</th>
              <td className="px-4 py-3">{tee.holes9 ?? '—'}</td>
              <td className="px-4 py-3">{tee.holes18 ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </WideTable>
  );
}

function RoundNotes({ round }: { round: RecordRound }) {
  if (round.voided) return <span className="font-semibold text-red-800">{voidLabel}{round.voidReason ? `: ${round.voidReason}` : ''}</span>;
  if (round.counted)
    return (
      <span className="inline-flex items-center gap-1 font-semibold text-fairway-800">
        <Check aria-hidden="true" className="size-4" />
        {countedLabel}
      </span>
    );
  if (round.holes === 9 && round.countingDifferential === null) return <span className="text-ink-muted">{waitingForPairLabel}</span>;
  return null;
}

/** The last rounds, newest first: the counted ones marked in words and a tick, who attested each, void ones marked. */
export function RoundsTable({ rounds, actions }: { rounds: readonly RecordRound[]; actions?: (round: RecordRound) => ReactNode }) {
  const locale = useLocale();
  if (rounds.length === 0) return <p className="text-ink-muted">No rounds yet.</p>;
  return (
    <WideTable captionId="rounds-caption">
      <table className="w-full text-left">
        <caption id="rounds-caption" className="sr-only">
          The last rounds, newest first; the counted ones marked
        </caption>
        <thead className="bg-fairway-50 text-sm text-fairway-800">
          <tr>
            <th scope="col" className="px-4 py-3">Day</th>
            <th scope="col" className="px-4 py-3">Holes</th>
            <th scope="col" className="px-4 py-3">Tees</th>
            <th scope="col" className="px-4 py-3">Gross</th>
            <th scope="col" className="px-4 py-3">Adjusted</th>
            <th scope="col" className="px-4 py-3">Differential</th>
            <th scope="col" className="px-4 py-3">Counted</th>
            <th scope="col" className="px-4 py-3">Attested by</th>
            {actions && (
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rounds.map((round) => (
            <tr key={round.id} className={`border-t border-fairway-100 ${round.counted ? 'bg-fairway-50/60' : ''} ${round.voided ? 'text-ink-muted' : ''}`} data-testid="round">
              <td className="px-4 py-3 whitespace-nowrap">{formatCalendarDate(round.playedOn, locale)}</td>
              <td className="px-4 py-3">{round.holes}</td>
              <td className="px-4 py-3">{round.teeName}</td>
              <td className="px-4 py-3">{round.grossScore}</td>
              <td className="px-4 py-3">{round.adjustedGrossScore}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                {round.countingDifferential === null || round.holes === 18 ? formatOneDecimal(round.differential) : `${formatOneDecimal(round.countingDifferential)} (nine: ${formatOneDecimal(round.differential)})`}
              </td>
              <td className="min-w-32 px-4 py-3">
                <RoundNotes round={round} />
              </td>
              <td className="min-w-32 px-4 py-3">{round.attestedBy ?? <span className="text-ink-muted">{notAttestedLabel}</span>}</td>
              {actions && <td className="px-4 py-3">{actions(round)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </WideTable>
  );
}
