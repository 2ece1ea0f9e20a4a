import { accountPagePath } from '@rgcc/shared/billing/account-page';
import { AccountLinkMessage } from '@/components/account-link-message';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { HandicapField } from '@/components/handicap-field';
import { Button } from '@/components/ui/button';
import { formatNames, golfResultsTexts } from '@/components/golf-results-texts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import { formatClubDateTimeLabelled } from '@rgcc/shared/format/dates';
import { localeDigits } from '@rgcc/shared/format/number';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
// Types only: the schema module would pull zod into the page's first load.
import type { MemberTournament, TournamentEntryForm } from '@rgcc/shared/golf/tournaments';
import { useTournamentEntry } from './api';
import { TeeSelect } from '../tee-select';
import { tournamentsTexts } from './tournaments-texts';

/** A tournament's rules of entry, as the member reads them before entering. */
export function EntryRules({ tournament }: { tournament: MemberTournament }) {
  const t = useTexts(tournamentsTexts);
  const results = useTexts(golfResultsTexts);
  const locale = useLocale();
  const format = results(formatNames[tournament.format]);
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="font-semibold text-fairway-800">{tournament.open ? t('entriesClose') : t('entriesClosed')}</dt>
      <dd>{formatClubDateTimeLabelled(tournament.entriesCloseAt, locale)}</dd>
      <dt className="font-semibold text-fairway-800">{t('entered')}</dt>
      <dd>{t('placesTaken', { count: tournament.entryCount, max: tournament.maxField })}</dd>
      <dt className="font-semibold text-fairway-800">{t('format')}</dt>
      <dd>{tournament.format === 'stroke_gross' ? format : t('formatWithAllowance', { format, percent: tournament.allowancePercent })}</dd>
      <dt className="font-semibold text-fairway-800">{t('handicapLimit')}</dt>
      <dd>{tournament.handicapLimit === null ? t('noHandicapLimit') : localeDigits(tournament.handicapLimit.toFixed(1), locale)}</dd>
      <dt className="font-semibold text-fairway-800">{t('entryFee')}</dt>
      <dd>{tournament.entryFeePaisa === 0 ? t('free') : t('feePlusVat', { fee: formatMoney(paisa(tournament.entryFeePaisa), locale) })}</dd>
    </dl>
  );
}

/** What the member can do about a tournament: enter with their handicap, withdraw, or read their tee time. */
export function EntryActions({ tournament }: { tournament: MemberTournament }) {
  const t = useTexts(tournamentsTexts);
  const locale = useLocale();
  const { entry } = tournament;
  if (entry) {
    return (
      <div className="space-y-3">
        <p className="font-semibold text-fairway-800">{t('enteredWithHandicap', { handicap: localeDigits(entry.handicap.toFixed(1), locale) })}</p>
        <p>{t('playFromTees', { tee: entry.tee })}</p>
        {entry.playingHandicap === null ? (
          <p className="text-ink-muted">{t('playingHandicapLater')}</p>
        ) : (
          <p>
            {entry.division
              ? t('playingHandicapInDivision', { handicap: entry.playingHandicap, division: entry.division })
              : t('playingHandicap', { handicap: entry.playingHandicap })}
          </p>
        )}
        {entry.teeTime && entry.group !== null && <p>{t('groupTeeTime', { group: entry.group, time: formatClubDateTimeLabelled(entry.teeTime, locale) })}</p>}
        {tournament.open ? (
          <WithdrawButton tournament={tournament} />
        ) : (
          !entry.teeTime && <p className="text-ink-muted">{t('drawByEmail')}</p>
        )}
      </div>
    );
  }
  if (!tournament.open) return <p className="text-ink-muted">{t('entriesHaveClosed')}</p>;
  if (tournament.entryCount >= tournament.maxField) return <p className="text-ink-muted">{t('fieldFull')}</p>;
  return <EntryForm tournament={tournament} />;
}

function EntryForm({ tournament }: { tournament: MemberTournament }) {
  const t = useTexts(tournamentsTexts);
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
        const message = errorMessage(error, t('couldNotEnter'));
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
        <HandicapField label={t('yourHandicap')} registration={form.register('handicap', { valueAsNumber: true })} error={form.formState.errors.handicap?.message} />
      </div>
      {tournament.tees.length > 1 && (
        <div className="w-44">
          <TeeSelect label={t('yourTees')} tees={tournament.tees} error={form.formState.errors.teeId?.message} {...form.register('teeId', { valueAsNumber: true })} />
        </div>
      )}
      <Button type="submit" disabled={enter.isPending}>
        {enter.isPending ? t('entering') : t('enterTournament', { title: tournament.title })}
      </Button>
    </form>
  );
}

function WithdrawButton({ tournament }: { tournament: MemberTournament }) {
  const t = useTexts(tournamentsTexts);
  const [asking, setAsking] = useState(false);
  const { withdraw } = useTournamentEntry(tournament.eventId);
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t('withdrawFrom', { title: tournament.title })}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('withdrawQuestion', { title: tournament.title })}
        confirmLabel={t('yesWithdraw')}
        pendingLabel={t('withdrawing')}
        cancelLabel={t('stayEntered')}
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
              toast.error(errorMessage(error, t('couldNotWithdraw')));
            },
          })
        }
      >
        <p>{t('withdrawExplained')}</p>
      </ConfirmDialog>
    </>
  );
}
