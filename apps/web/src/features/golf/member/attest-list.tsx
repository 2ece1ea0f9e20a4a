import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useTexts } from '@/lib/texts';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
// Types only: the schema module would pull zod into the page's first load.
import type { RoundToAttest } from '@rgcc/shared/golf/handicap-record';
import { useAttest } from './handicap-api';
import { handicapTexts } from './handicap-texts';

/** Rounds the member's playing partners posted from a tee time they shared, each with a button to attest it. */
export function AttestList({ rounds }: { rounds: readonly RoundToAttest[] }) {
  const t = useTexts(handicapTexts);
  const locale = useLocale();
  const attest = useAttest();
  if (rounds.length === 0) return <p className="text-ink-muted">{t('noneToAttest')}</p>;
  return (
    <ul className="grid gap-3" aria-label={t('roundsToAttest')}>
      {rounds.map((round) => {
        const day = formatCalendarDate(round.playedOn, locale);
        return (
          <li key={round.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-fairway-100" data-testid="round-to-attest">
            <p>
              {t.rich(
                'roundToAttest',
                { who: (chunks) => <span className="font-semibold text-fairway-800">{chunks}</span> },
                { name: round.name, memberId: round.memberId, gross: round.grossScore, holes: round.holes, tee: round.teeName, day },
              )}
            </p>
            <Button
              variant="secondary"
              disabled={attest.isPending}
              onClick={() =>
                attest.submit(round.id, {
                  onSuccess: (answer) => toast.success(answer.message),
                  onError: (error) => toast.error(errorMessage(error, t('couldNotAttest'))),
                })
              }
            >
              {t.rich('attest', { hidden: (chunks) => <span className="sr-only">{chunks}</span> }, { name: round.name, day })}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
