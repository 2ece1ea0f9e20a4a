// Types only: the schema module would pull zod into the page's first load.
import type { Leaderboard, LeaderboardEntryRow } from '@rgcc/shared/golf/leaderboard';
import { formatNumber } from '@rgcc/shared/format/number';
import type { Locale } from '@rgcc/shared/format/locale';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { formatNames, golfResultsTexts } from './golf-results-texts';

/** To Par as golfers write it: E for level (or `level`, the page's word), +3 over, −2 under (a true minus sign), in the page's digits. */
export const toParLabel = (toPar: number | null, locale: Locale = 'en', level = 'E') =>
  toPar === null ? '' : toPar === 0 ? level : toPar > 0 ? `+${formatNumber(toPar, locale)}` : `−${formatNumber(-toPar, locale)}`;

/** The rows of each division, in the leaderboard's order (one group without divisions). */
export function byDivision(rows: readonly LeaderboardEntryRow[]): { division: string | null; rows: LeaderboardEntryRow[] }[] {
  const groups: { division: string | null; rows: LeaderboardEntryRow[] }[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last.division === row.division) last.rows.push(row);
    else groups.push({ division: row.division, rows: [row] });
  }
  return groups;
}

/**
 * A tournament's leaderboard, per division: position ("T3" for ties), player, Thru, To Par,
 * total, and Stableford points. `size` "tv" is the clubhouse view's large type.
 */
export function LeaderboardTable({ board, size = 'page', headingLevel = 3 }: { board: Leaderboard; size?: 'page' | 'tv'; headingLevel?: 2 | 3 }) {
  const t = useTexts(golfResultsTexts);
  const locale = useLocale();
  const stableford = board.format === 'stableford';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const cell = size === 'tv' ? 'px-4 py-3' : 'px-3 py-2';
  const totalLabel = board.format === 'stroke_net' ? t('net') : t('total');
  const figure = (value: number | null) => (value === null ? '' : formatNumber(value, locale));
  // The API writes a position as "1", or "T3" for a tie; empty before the player's first hole.
  const position = (text: string) => {
    const tied = /^T(\d+)$/.exec(text);
    if (tied) return t('tiedPosition', { position: Number(tied[1]) });
    return /^\d+$/.test(text) ? formatNumber(Number(text), locale) : text;
  };
  const thru = (holes: LeaderboardEntryRow['thru']) => (holes === 'F' ? t('finished') : holes === 0 ? '' : formatNumber(holes, locale));
  return (
    <div className="space-y-6">
      {byDivision(board.rows).map(({ division, rows }) => (
        <section key={division ?? ''} aria-label={division ? t('division', { division }) : t('leaderboardOf', { format: t(formatNames[board.format]) })}>
          {division && <Heading className={`mb-2 font-sans font-semibold text-fairway-800 ${size === 'tv' ? 'text-4xl' : 'text-xl'}`}>{t('division', { division })}</Heading>}
          <table className={`w-full border-collapse text-left ${size === 'tv' ? 'text-3xl' : 'text-base'}`}>
            <thead>
              <tr className="border-b-2 border-fairway-200 text-fairway-800">
                <th scope="col" className={cell}>
                  {t('position')}
                </th>
                <th scope="col" className={cell}>
                  {t('player')}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {t('thru')}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {t('toPar')}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {totalLabel}
                </th>
                {stableford && (
                  <th scope="col" className={`${cell} text-right`}>
                    {t('points')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.memberId} data-testid="leaderboard-row" className="border-b border-fairway-100 odd:bg-fairway-50/50">
                  <td className={`${cell} font-semibold`}>{position(row.position)}</td>
                  <th scope="row" className={`${cell} font-normal`}>
                    {row.name}
                    {row.tieBreak && <span className="block text-sm text-ink-muted">{row.tieBreak}</span>}
                  </th>
                  <td className={`${cell} text-right`}>{thru(row.thru)}</td>
                  <td className={`${cell} text-right font-semibold`}>{toParLabel(row.toPar, locale, t('levelPar'))}</td>
                  <td className={`${cell} text-right`}>{figure(row.total)}</td>
                  {stableford && <td className={`${cell} text-right font-semibold`}>{figure(row.points)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
