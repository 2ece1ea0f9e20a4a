import { accountPagePath } from '@rgcc/shared/billing/account-page';
import { AccountLinkMessage } from '@/components/account-link-message';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { HandicapField } from '@/components/handicap-field';
import { Button } from '@/components/ui/button';
import { tournamentFormatLabels } from '@rgcc/shared/golf/golf-constants';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import { formatClubDateTimeLabelled } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';
// Types only: the schema module would pull zod into the page's first load.
import type { MemberTournament, TournamentEntryForm } from '@rgcc/shared/golf/tournaments';
import { useTournamentEntry } from './api';
import { TeeSelect } from '../tee-select';

/** A tournament's rules of entry, as the member reads them before entering. */
export function EntryRules({ tournament }: { tournament: MemberTournament }) {
  const locale = useLocale();
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="font-semibold text-fairway-800">{tournament.open ? 'Entries close' : 'Entries closed'}</dt>
      <dd>{formatClubDateTimeLabelled(tournament.entriesCloseAt, locale)}</dd>
      <dt className="font-semibold text-fairway-800">Entered</dt>
      <dd>
        {tournament.entryCount} of {tournament.maxField} places
      </dd>
      <dt className="font-semibold text-fairway-800">Format</dt>
      <dd>
        {tournamentFormatLabels[tournament.format]}
        {tournament.format !== 'stroke_gross' && `, ${tournament.allowancePercent} % of your Course Handicap`}
      </dd>
      <dt className="font-semibold text-fairway-800">Handicap limit</dt>
      <dd>{tournament.handicapLimit === null ? 'None' : tournament.handicapLimit.toFixed(1)}</dd>
      <dt className="font-semibold text-fairway-800">Entry fee</dt>
      <dd>{tournament.entryFeePaisa === 0 ? 'Free' : `${formatMoney(paisa(tournament.entryFeePaisa), locale)} plus VAT, charged to your account when you enter`}</dd>
    </dl>
  );
}

/** What the member can do about a tournament: enter with their handicap, withdraw, or read their tee time. */
export function EntryActions({ tournament }: { tournament: MemberTournament }) {
  const locale = useLocale();
  const { entry } = tournament;
  if (entry) {
    return (
      <div className="space-y-3">
        <p className="font-semibold text-fairway-800">You are entered, with handicap {entry.handicap.toFixed(1)}.</p>
        <p>You play from the {entry.tee} tees.</p>
        {entry.playingHandicap === null ? (
          <p className="text-ink-muted">Your playing handicap is set when entries close, from the Federation's index (or the club's estimate, or the handicap you gave).</p>
        ) : (
          <p>
            Your playing handicap: {entry.playingHandicap}
            {entry.division && `, division ${entry.division}`}.
          </p>
        )}
        {entry.teeTime && entry.group !== null && (
          <p>
            Group {entry.group}, tee time {formatClubDateTimeLabelled(entry.teeTime, locale)}.
          </p>
        )}
        {tournament.open ? (
          <WithdrawButton tournament={tournament} />
        ) : (
          !entry.teeTime && <p className="text-ink-muted">Entries have closed. The draw with your tee time will be emailed to you once it is published.</p>
        )}
      </div>
    );
  }
  if (!tournament.open) return <p className="text-ink-muted">Entries have closed.</p>;
  if (tournament.entryCount >= tournament.maxField) return <p className="text-ink-muted">The field is full: no places are left.</p>;
  return <EntryForm tournament={tournament} />;
}

function EntryForm({ tournament }: { tournament: MemberTournament }) {
  const form = useForm<TournamentEntryForm>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/golf/tournaments').then((module) => module.tournamentEntrySchema)),
    mode: 'onTouched',
    defaultValues: { teeId: tournament.tees[0]?.id },
  });
  const { enter } = useTournamentEntry(tournament.eventId);
  const submit = form.handleSubmit((values) =>
    enter.submit(values, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => {
        if (showServerFieldErrors(form, error, ['handicap', 'teeId'])) return;
        const message = errorMessage(error, 'We could not enter you. Please try again.');
        // A membership on hold: what to pay, with the link to pay it, beside the form.
        if (message.includes(accountPagePath)) form.setError('root', { message });
        else toast.error(message);
      },
    }),
  );
  const rootError = form.formState.errors.root?.message;
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-4">
      {rootError && (
        <p role="alert" className="w-full rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <AccountLinkMessage message={rootError} />
        </p>
      )}
      <div className="w-44">
        <HandicapField label="Your handicap" registration={form.register('handicap', { valueAsNumber: true })} error={form.formState.errors.handicap?.message} />
      </div>
      {tournament.tees.length > 1 && (
        <div className="w-44">
          <TeeSelect label="Your tees" tees={tournament.tees} error={form.formState.errors.teeId?.message} {...form.register('teeId', { valueAsNumber: true })} />
        </div>
      )}
      <Button type="submit" disabled={enter.isPending}>
        {enter.isPending ? 'Entering…' : `Enter ${tournament.title}`}
      </Button>
    </form>
  );
}

function WithdrawButton({ tournament }: { tournament: MemberTournament }) {
  const [asking, setAsking] = useState(false);
  const { withdraw } = useTournamentEntry(tournament.eventId);
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Withdraw from {tournament.title}
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Withdraw from ${tournament.title}?`}
        confirmLabel="Yes, withdraw"
        pendingLabel="Withdrawing…"
        cancelLabel="Stay entered"
        pending={withdraw.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          withdraw.submit(undefined, {
            onSuccess: (answer) => {
              setAsking(false);
              toast.success(answer.message);
            },
            onError: (error) => {
              setAsking(false);
              toast.error(errorMessage(error, 'We could not withdraw you. Please try again.'));
            },
          })
        }
      >
        <p>Your place goes to the next member who enters. You can enter again while entries are open, if a place is left.</p>
      </ConfirmDialog>
    </>
  );
}
