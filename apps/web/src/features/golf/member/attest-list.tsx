import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
// Types only: the schema module would pull zod into the page's first load.
import type { RoundToAttest } from '@rgcc/shared/golf/handicap-record';
import { useAttest } from './handicap-api';

/** Rounds the member's playing partners posted from a tee time they shared, each with a button to attest it. */
export function AttestList({ rounds }: { rounds: readonly RoundToAttest[] }) {
  const locale = useLocale();
  const attest = useAttest();
  if (rounds.length === 0) return <p className="text-ink-muted">No partner’s round is waiting for you.</p>;
  return (
    <ul className="grid gap-3" aria-label="Rounds to attest">
      {rounds.map((round) => (
        <li key={round.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-fairway-100" data-testid="round-to-attest">
          <p>
            <span className="font-semibold text-fairway-800">{round.name}</span> ({round.memberId}): {round.grossScore} over {round.holes} holes from the {round.teeName} tees,{' '}
            {formatCalendarDate(round.playedOn, locale)}
          </p>
          <Button
            variant="secondary"
            disabled={attest.isPending}
            onClick={() =>
              attest.submit(round.id, {
                onSuccess: (answer) => toast.success(answer.message),
                onError: (error) => toast.error(errorMessage(error, 'We could not attest the round. Please try again.')),
              })
            }
          >
            Attest<span className="sr-only"> the round of {round.name} on {formatCalendarDate(round.playedOn, locale)}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
