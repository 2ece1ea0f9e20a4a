/**
 * The index chart's geometry, apart from the drawing so that it is tested alone: the points of the
 * club estimate over time in a fixed view box (the SVG scales to the screen, 360 px included).
 */

export const chartWidth = 320;
export const chartHeight = 180;
export const chartPadding = { top: 12, right: 12, bottom: 28, left: 36 };

export type ChartPoint = { x: number; y: number; playedOn: string; index: number };
export type ChartScale = { points: ChartPoint[]; ticks: { y: number; index: number }[]; low: number; high: number };

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * Days run left to right in proportion (a gap of weeks shows as one), a lower index higher up (a
 * better golfer); the axis spans whole numbers around the values, at least 2 apart, with 3 ticks.
 */
export function chartScale(history: readonly { playedOn: string; index: number }[]): ChartScale {
  const innerWidth = chartWidth - chartPadding.left - chartPadding.right;
  const innerHeight = chartHeight - chartPadding.top - chartPadding.bottom;
  if (history.length === 0) return { points: [], ticks: [], low: 0, high: 0 };
  const values = history.map((step) => step.index);
  let low = Math.floor(Math.min(...values));
  let high = Math.ceil(Math.max(...values));
  if (high - low < 2) {
    low = Math.floor((low + high) / 2 - 1);
    high = low + 2;
  }
  const first = dayNumber(history[0]!.playedOn);
  const span = dayNumber(history[history.length - 1]!.playedOn) - first;
  const xOf = (date: string) => chartPadding.left + (span === 0 ? innerWidth / 2 : ((dayNumber(date) - first) / span) * innerWidth);
  // A lower index is better: it is drawn higher, as golfers read a handicap chart going down as progress.
  const yOf = (index: number) => chartPadding.top + ((index - low) / (high - low)) * innerHeight;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    points: history.map((step) => ({ x: round(xOf(step.playedOn)), y: round(yOf(step.index)), playedOn: step.playedOn, index: step.index })),
    ticks: [low, (low + high) / 2, high].map((index) => ({ y: round(yOf(index)), index })),
    low,
    high,
  };
}
