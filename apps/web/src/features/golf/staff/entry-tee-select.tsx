import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
// Types only: the schema module would pull zod into the page's first load.
import type { StaffTournament } from '@rgcc/shared/golf/tournaments';
import { useTournamentActions } from './api';

type Entry = StaffTournament['entries'][number];

/** The tees an entrant plays; staff change them until the results are published (their playing handicap follows). */
export function EntryTeeSelect({ tournament, entry }: { tournament: StaffTournament; entry: Entry }) {
  const { tee } = useTournamentActions(tournament.eventId);
  return (
    <select
      aria-label={`Tees of ${entry.name}`}
      className="rounded-lg border border-fairway-200 bg-white px-3 py-2 text-ink focus:border-fairway-500"
      value={entry.teeId}
      disabled={tee.isPending}
      onChange={(event) =>
        tee.submit(
          { memberId: entry.memberId, teeId: Number(event.target.value) },
          {
            onSuccess: () => toast.success(`${entry.name} plays from the new tees.`),
            onError: (error) => toast.error(errorMessage(error, 'We could not change the tees. Please try again.')),
          },
        )
      }
    >
      {tournament.tees.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </select>
  );
}
