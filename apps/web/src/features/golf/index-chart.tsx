import { useId } from 'react';
import { formatHandicapIndex } from '@rgcc/shared/format/golf-numbers';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
import { localeDigits } from '@rgcc/shared/format/number';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { chartHeight, chartPadding, chartScale, chartWidth } from './index-chart-scale';
import { recordTexts } from './record-texts';

/**
 * The club estimate over time: an SVG in a view box that scales to the screen, named by its
 * caption, with the same figures as a table under it for those who do not see the line.
 */
export function IndexChart({ history, title }: { history: readonly { playedOn: string; index: number }[]; title: string }) {
  const t = useTexts(recordTexts);
  const locale = useLocale();
  const captionId = useId();
  const scale = chartScale(history);
  // An index keeps its one decimal (and a plus index its "+"), in the page's digits.
  const shown = (index: number) => localeDigits(formatHandicapIndex(Math.round(index * 10)), locale);
  if (history.length === 0) return <p className="text-ink-muted">{t('chartEmpty')}</p>;
  const first = history[0]!;
  const last = history[history.length - 1]!;
  const summary = t('chartSummary', {
    title,
    first: shown(first.index),
    firstDay: formatCalendarDate(first.playedOn, locale),
    last: shown(last.index),
    lastDay: formatCalendarDate(last.playedOn, locale),
    count: history.length,
  });
  const line = scale.points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');
  return (
    <figure className="space-y-3">
      <figcaption id={captionId} className="text-sm text-ink-muted">
        {summary} {t('chartLowerIsHigher')}
      </figcaption>
      <svg viewBox={`0 0 ${chartWidth} ${chartHeight}`} role="img" aria-labelledby={captionId} className="h-auto w-full max-w-xl rounded-2xl bg-white ring-1 ring-fairway-100" data-testid="index-chart">
        {scale.ticks.map((tick) => (
          <g key={tick.index}>
            <line x1={chartPadding.left} x2={chartWidth - chartPadding.right} y1={tick.y} y2={tick.y} className="stroke-fairway-100" strokeWidth={1} />
            <text x={chartPadding.left - 6} y={tick.y + 4} textAnchor="end" className="fill-ink-muted" fontSize={11}>
              {shown(tick.index)}
            </text>
          </g>
        ))}
        <text x={chartPadding.left} y={chartHeight - 8} className="fill-ink-muted" fontSize={11}>
          {formatCalendarDate(first.playedOn, locale)}
        </text>
        {history.length > 1 && (
          <text x={chartWidth - chartPadding.right} y={chartHeight - 8} textAnchor="end" className="fill-ink-muted" fontSize={11}>
            {formatCalendarDate(last.playedOn, locale)}
          </text>
        )}
        <path d={line} fill="none" className="stroke-fairway-700" strokeWidth={2} strokeLinejoin="round" />
        {scale.points.map((point) => (
          <circle key={point.playedOn} cx={point.x} cy={point.y} r={3.5} className="fill-fairway-700" />
        ))}
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-river-700 underline underline-offset-4">{t('chartAsTable')}</summary>
        <table className="mt-2 text-left">
          <caption className="sr-only">{t('chartTableCaption', { title })}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-6">
                {t('day')}
              </th>
              <th scope="col" className="py-1">
                {t('index')}
              </th>
            </tr>
          </thead>
          <tbody>
            {history.map((step) => (
              <tr key={step.playedOn}>
                <td className="py-1 pr-6">{formatCalendarDate(step.playedOn, locale)}</td>
                <td className="py-1">{shown(step.index)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
