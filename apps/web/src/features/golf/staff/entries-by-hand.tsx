import { useForm } from 'react-hook-form';
import { HandicapField } from '@/components/handicap-field';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
// Types only: the schema module would pull zod into the page's first load.
import type { EntryByStaffForm, StaffTournament } from '@rgcc/shared/golf/tournaments';
import { useTournamentActions } from './api';

const loadSchemas = () => import('@rgcc/shared/golf/tournaments');
const drawDiscardedNote = 'The groups drawn so far are taken away: draw again afterwards.';

/** Staff enter a member by hand: an entry taken by phone, or a late one after entries close. */
export function EnterMemberForm({ tournament }: { tournament: StaffTournament }) {
  const { enter } = useTournamentActions(tournament.eventId);
  const form = useForm<EntryByStaffForm>({
    resolver: lazyZodResolver(() => loadSchemas().then((module) => module.entryByStaffSchema)),
    mode: 'onTouched',
    defaultValues: { memberId: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    enter.submit(values, {
      onSuccess: () => {
        toast.success(`${values.memberId} is entered and told by email.`);
        form.reset();
      },
      onError: (error) => {
        if (!showServerFieldErrors(form, error, ['memberId', 'handicap'])) toast.error(errorMessage(error, 'We could not enter the member. Please try again.'));
      },
    }),
  );
  return (
    <form noValidate onSubmit={submit} aria-labelledby="enter-member" className="space-y-4 border-t border-fairway-100 pt-5">
      <h3 id="enter-member" className="text-xl">
        Enter a member
      </h3>
      <p className="text-sm text-ink-muted">
        For an entry taken by phone, or a late one after entries close. The maximum field and the handicap limit still apply, and the member is told by email.
        {tournament.draw && ` ${drawDiscardedNote}`}
      </p>
      <div className="flex flex-wrap items-end gap-4">
        <div className="w-44">
          <TextField label="Member ID" placeholder="M-0042" autoComplete="off" {...form.register('memberId')} error={errors.memberId?.message} />
        </div>
        <div className="w-44">
          <HandicapField label="Handicap" registration={form.register('handicap', { valueAsNumber: true })} error={errors.handicap?.message} />
        </div>
        <Button type="submit" disabled={enter.isPending}>
          {enter.isPending ? 'Entering…' : 'Enter member'}
        </Button>
      </div>
    </form>
  );
}

type Entry = StaffTournament['entries'][number];

/** Takes a member's entry away, with the reason they are mailed. */
export function RemoveEntryDialog({ tournament, entry, onClose }: { tournament: StaffTournament; entry: Entry | null; onClose: () => void }) {
  const { remove } = useTournamentActions(tournament.eventId);
  return (
    <ReasonDialog
      open={entry !== null}
      title={`Take away the entry of ${entry?.name ?? ''}?`}
      reasonLabel="Reason the member will read"
      loadSchema={() => loadSchemas().then((module) => module.entryRemovalSchema)}
      submission={remove}
      inputFor={(reason) => ({ memberId: entry!.memberId, reason })}
      doneMessage={() => `The entry of ${entry!.name} is taken away and they are told by email.`}
      failureMessage="We could not take the entry away. Please try again."
      confirmLabel="Take the entry away"
      pendingLabel="Taking away…"
      cancelLabel="Keep the entry"
      onClose={onClose}
    >
      <p>
        {entry?.name} ({entry?.memberId}) leaves {tournament.title} and is emailed your reason.{tournament.draw && ` ${drawDiscardedNote}`}
      </p>
    </ReasonDialog>
  );
}
