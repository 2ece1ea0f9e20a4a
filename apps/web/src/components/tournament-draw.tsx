import { Clock } from 'lucide-react';
import { formatClubDateTimeLabelled } from '@rgcc/shared/format/dates';
import { formatOneDecimal } from '@rgcc/shared/format/golf-numbers';
import { localeDigits } from '@rgcc/shared/format/number';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { golfResultsTexts } from './golf-results-texts';
// Types only: the schema module would pull zod into the page's first load.
import type { DrawGroup } from '@rgcc/shared/golf/tournaments';

/** A tournament's draw: each group with its tee time at the club and its players, in tee order. */
export function TournamentDraw({ groups, headingLevel = 3 }: { groups: DrawGroup[]; headingLevel?: 2 | 3 }) {
  const locale = useLocale();
  const t = useTexts(golfResultsTexts);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {groups.map((group) => (
        <li key={group.group} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100">
          <Heading className="font-sans text-lg font-semibold text-fairway-800">{t('group', { group: group.group })}</Heading>
          <p className="mt-1 flex items-center gap-2 text-sm text-ink">
            <Clock aria-hidden="true" className="size-4 shrink-0 text-fairway-600" />
            {formatClubDateTimeLabelled(group.teeTime, locale)}
          </p>
          <ul className="mt-3 space-y-1">
            {group.players.map((player, index) => (
              <li key={index} className="flex justify-between gap-4">
                <span>{player.name}</span>
                <span className="text-ink-muted">
                  {player.playingHandicap !== null && player.playingHandicap !== undefined && <span className="whitespace-nowrap">{t('plays', { handicap: player.playingHandicap })} · </span>}
                  <span className="sr-only">{t('handicap')} </span>
                  {localeDigits(formatOneDecimal(player.handicap), locale)}
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
