import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { WideTable } from '@/components/ui/wide-table';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
import { formatNumber } from '@rgcc/shared/format/number';
// Types only: the schema module would pull zod into the page's first load.
import type { HandicapRecordReply, RecordRound } from '@rgcc/shared/golf/handicap-record';
import { attesterShown, indexShown, oneDecimalShown, recordTexts } from './record-texts';

const card = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100';

/** Both indexes side by side: the Federation's with its date, and the club's estimate; which one counts. */
export function IndexCards({ record }: { record: HandicapRecordReply }) {
  const t = useTexts(recordTexts);
  const locale = useLocale();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section className={card} aria-labelledby="official-index">
        <h2 id="official-index" className="text-lg font-semibold text-fairway-800">
          {t('officialIndex')}
        </h2>
        <p className="mt-2 font-serif text-4xl text-fairway-900" data-testid="official-index">
          {indexShown(record.officialIndex, locale)}
        </p>
        <p className="mt-1 text-sm text-ink-muted">
          {record.officialIndex === null
            ? t('noOfficialIndex')
            : record.officialAsOf
              ? t('officialPublishedOn', { day: formatCalendarDate(record.officialAsOf, locale) })
              : t('officialPublishedUndated')}
        </p>
      </section>
      <section className={card} aria-labelledby="estimated-index">
        <h2 id="estimated-index" className="text-lg font-semibold text-fairway-800">
          {t('estimatedIndex')}
        </h2>
        <p className="mt-2 font-serif text-4xl text-fairway-900" data-testid="estimated-index">
          {indexShown(record.estimatedIndex, locale)}
        </p>
        <p className="mt-1 text-sm text-ink-muted">
          {record.estimatedIndex === null ? t('noEstimate') : record.indexSource === 'estimate' ? t('estimateCounts') : t('estimateBeside')}
        </p>
      </section>
    </div>
  );
}

/** Course Handicap for each tee, 9 and 18 holes, with the index that counts. */
export function CourseHandicaps({ record }: { record: HandicapRecordReply }) {
  const t = useTexts(recordTexts);
  const locale = useLocale();
  if (record.indexSource === null) return <p className="text-ink-muted">{t('noCourseHandicaps')}</p>;
  const strokes = (value: number | null) => (value === null ? '—' : formatNumber(value, locale));
  return (
    <WideTable captionId="course-handicaps-caption">
      <table className="w-full text-left">
        <caption id="course-handicaps-caption" className="sr-only">
          {t('courseHandicapsCaption', { index: record.indexSource === 'official' ? t('officialIndex') : t('estimatedIndex') })}
        </caption>
        <thead className="bg-fairway-50 text-sm text-fairway-800">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t('tees')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('nineHoles')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('eighteenHoles')}
            </th>
          </tr>
        </thead>
        <tbody>
          {record.courseHandicaps.map((tee) => (
            <tr key={tee.teeId} className="border-t border-fairway-100">
              <th scope="row" className="px-4 py-3 font-semibold">
                {tee.teeName}
              </th>
              <td className="px-4 py-3">{strokes(tee.holes9)}</td>
              <td className="px-4 py-3">{strokes(tee.holes18)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </WideTable>
  );
}

function RoundNotes({ round }: { round: RecordRound }) {
  const t = useTexts(recordTexts);
  if (round.voided) return <span className="font-semibold text-red-800">{round.voidReason ? t('voidWithReason', { reason: round.voidReason }) : t('void')}</span>;
  if (round.counted)
    return (
      <span className="inline-flex items-center gap-1 font-semibold text-fairway-800">
        <Check aria-hidden="true" className="size-4" />
        {t('counted')}
      </span>
    );
  if (round.holes === 9 && round.countingDifferential === null) return <span className="text-ink-muted">{t('waitingForPair')}</span>;
  return null;
}

const columns = ['day', 'holes', 'tees', 'gross', 'adjusted', 'differential', 'counted', 'attestedBy'] as const;

/** The last rounds, newest first: the counted ones marked in words and a tick, who attested each, void ones marked. */
export function RoundsTable({ rounds, actions }: { rounds: readonly RecordRound[]; actions?: (round: RecordRound) => ReactNode }) {
  const t = useTexts(recordTexts);
  const locale = useLocale();
  if (rounds.length === 0) return <p className="text-ink-muted">{t('noRounds')}</p>;
  return (
    <WideTable captionId="rounds-caption">
      <table className="w-full text-left">
        <caption id="rounds-caption" className="sr-only">
          {t('roundsCaption')}
        </caption>
        <thead className="bg-fairway-50 text-sm text-fairway-800">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {t(column)}
              </th>
            ))}
            {actions && (
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">{t('actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rounds.map((round) => (
            <tr key={round.id} className={`border-t border-fairway-100 ${round.counted ? 'bg-fairway-50/60' : ''} ${round.voided ? 'text-ink-muted' : ''}`} data-testid="round">
              <td className="px-4 py-3 whitespace-nowrap">{formatCalendarDate(round.playedOn, locale)}</td>
              <td className="px-4 py-3">{formatNumber(round.holes, locale)}</td>
              <td className="px-4 py-3">{round.teeName}</td>
              <td className="px-4 py-3">{formatNumber(round.grossScore, locale)}</td>
              <td className="px-4 py-3">{formatNumber(round.adjustedGrossScore, locale)}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                {round.countingDifferential === null || round.holes === 18
                  ? oneDecimalShown(round.differential, locale)
                  : t('nineDifferential', { counting: oneDecimalShown(round.countingDifferential, locale), nine: oneDecimalShown(round.differential, locale) })}
              </td>
              <td className="min-w-32 px-4 py-3">
                <RoundNotes round={round} />
              </td>
              <td className="min-w-32 px-4 py-3">{round.attestedBy === null ? <span className="text-ink-muted">{t('notAttested')}</span> : attesterShown(round.attestedBy, t)}</td>
              {actions && <td className="px-4 py-3">{actions(round)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </WideTable>
  );
}
