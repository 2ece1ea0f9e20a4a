import { useId } from 'react';
import { formatHandicapIndex } from '@rgcc/shared/format/golf-numbers';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';
import { chartHeight, chartPadding, chartScale, chartWidth } from './index-chart-scale';

const shown = (index: number) => formatHandicapIndex(Math.round(index * 10));

/**
 * The club estimate over time: an SVG in a view box that scales to the screen, named by its
 * caption, with the same figures as a table under it for those who do not see the line.
 */
export function IndexChart({ history, title }: { history: readonly { playedOn: string; index: number }[]; title: string }) {
  const locale = useLocale();
  const captionId = useId();
  const scale = chartScale(history);
  if (history.length === 0) return <p className="text-ink-muted">The chart starts once 54 holes of scores count (three rounds of 18, or six of 9).</p>;
  const first = history[0]!;
  const last = history[history.length - 1]!;
  const summary = `${title}: from ${shown(first.index)} on ${formatCalendarDate(first.playedOn, locale)} to ${shown(last.index)} on ${formatCalendarDate(last.playedOn, locale)}, ${history.length} ${history.length === 1 ? 'point' : 'points'}.`;
  const line = scale.points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');
  return (
    <figure className="space-y-3">
      <figcaption id={captionId} className="text-sm text-ink-muted">
        {summary} A lower index is drawn higher.
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
        <summary className="cursor-pointer font-semibold text-river-700 underline underline-offset-4">The figures as a table</summary>
        <table className="mt-2 text-left">
          <caption className="sr-only">{title} by day</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-6">Day</th>
              <th scope="col" className="py-1">Index</th>
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
