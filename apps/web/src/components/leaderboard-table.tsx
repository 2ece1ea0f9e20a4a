// Types only: the schema module would pull zod into the page's first load.
import type { Leaderboard, LeaderboardEntryRow } from '@rgcc/shared/golf/leaderboard';
import { tournamentFormatLabels } from '@rgcc/shared/golf/golf-constants';

/** To Par as golfers write it: E for level, +3 over, −2 under (a true minus sign). */
export const toParLabel = (toPar: number | null) => (toPar === null ? '' : toPar === 0 ? 'E' : toPar > 0 ? `+${toPar}` : `−${-toPar}`);

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
  const stableford = board.format === 'stableford';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const cell = size === 'tv' ? 'px-4 py-3' : 'px-3 py-2';
  const totalLabel = board.format === 'stroke_net' ? 'Net' : 'Total';
  return (
    <div className="space-y-6">
      {byDivision(board.rows).map(({ division, rows }) => (
        <section key={division ?? ''} aria-label={division ? `Division ${division}` : `Leaderboard, ${tournamentFormatLabels[board.format]}`}>
          {division && <Heading className={`mb-2 font-sans font-semibold text-fairway-800 ${size === 'tv' ? 'text-4xl' : 'text-xl'}`}>Division {division}</Heading>}
          <table className={`w-full border-collapse text-left ${size === 'tv' ? 'text-3xl' : 'text-base'}`}>
            <thead>
              <tr className="border-b-2 border-fairway-200 text-fairway-800">
                <th scope="col" className={cell}>
                  Pos
                </th>
                <th scope="col" className={cell}>
                  Player
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Thru
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  To Par
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {totalLabel}
                </th>
                {stableford && (
                  <th scope="col" className={`${cell} text-right`}>
                    Points
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.memberId} data-testid="leaderboard-row" className="border-b border-fairway-100 odd:bg-fairway-50/50">
                  <td className={`${cell} font-semibold`}>{row.position}</td>
                  <th scope="row" className={`${cell} font-normal`}>
                    {row.name}
                    {row.tieBreak && <span className="block text-sm text-ink-muted">{row.tieBreak}</span>}
                  </th>
                  <td className={`${cell} text-right`}>{row.thru === 0 ? '' : row.thru}</td>
                  <td className={`${cell} text-right font-semibold`}>{toParLabel(row.toPar)}</td>
                  <td className={`${cell} text-right`}>{row.total ?? ''}</td>
                  {stableford && <td className={`${cell} text-right font-semibold`}>{row.points ?? ''}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
