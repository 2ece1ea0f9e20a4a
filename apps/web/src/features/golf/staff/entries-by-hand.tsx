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
import { useTexts } from '@/lib/texts';
import { useTournamentActions } from './api';
import { tournamentTexts } from './tournament-texts';

const loadSchemas = () => import('@rgcc/shared/golf/tournaments');
/** A member ID as the field's example shows it. */
const memberIdExample = 'M-0042';

/** Staff enter a member by hand: an entry taken by phone, or a late one after entries close. */
export function EnterMemberForm({ tournament }: { tournament: StaffTournament }) {
  const t = useTexts(tournamentTexts);
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
        toast.success(t('memberEntered', { memberId: values.memberId }));
        form.reset();
      },
      onError: (error) => {
        if (!showServerFieldErrors(form, error, ['memberId', 'handicap'])) toast.error(errorMessage(error, t('couldNotEnter')));
      },
    }),
  );
  return (
    <form noValidate onSubmit={submit} aria-labelledby="enter-member" className="space-y-4 border-t border-fairway-100 pt-5">
      <h3 id="enter-member" className="text-xl">
        {t('enterAMember')}
      </h3>
      <p className="text-sm text-ink-muted">
        {t('enterNote')}
        {tournament.draw && ` ${t('drawDiscarded')}`}
      </p>
      <div className="flex flex-wrap items-end gap-4">
        <div className="w-44">
          <TextField label={t('memberId')} placeholder={memberIdExample} autoComplete="off" {...form.register('memberId')} error={errors.memberId?.message} />
        </div>
        <div className="w-44">
          <HandicapField label={t('handicap')} registration={form.register('handicap', { valueAsNumber: true })} error={errors.handicap?.message} />
        </div>
        <Button type="submit" disabled={enter.isPending}>
          {enter.isPending ? t('entering') : t('enterMember')}
        </Button>
      </div>
    </form>
  );
}

type Entry = StaffTournament['entries'][number];

/** Takes a member's entry away, with the reason they are mailed. */
export function RemoveEntryDialog({ tournament, entry, onClose }: { tournament: StaffTournament; entry: Entry | null; onClose: () => void }) {
  const t = useTexts(tournamentTexts);
  const { remove } = useTournamentActions(tournament.eventId);
  return (
    <ReasonDialog
      open={entry !== null}
      title={t('removeTitle', { name: entry?.name ?? '' })}
      reasonLabel={t('reasonMemberReads')}
      loadSchema={() => loadSchemas().then((module) => module.entryRemovalSchema)}
      submission={remove}
      inputFor={(reason) => ({ memberId: entry!.memberId, reason })}
      doneMessage={() => t('entryTakenAway', { name: entry!.name })}
      failureMessage={t('couldNotTakeAway')}
      confirmLabel={t('takeTheEntryAway')}
      pendingLabel={t('takingAway')}
      cancelLabel={t('keepTheEntry')}
      onClose={onClose}
    >
      <p>
        {t('removeNote', { name: entry?.name ?? '', memberId: entry?.memberId ?? '', title: tournament.title })}
        {tournament.draw && ` ${t('drawDiscarded')}`}
      </p>
    </ReasonDialog>
  );
}
