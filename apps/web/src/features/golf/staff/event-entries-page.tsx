import { ArrowLeft, Download } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import { TournamentDraw } from '@/components/tournament-draw';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/form-field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { WideTable } from '@/components/ui/wide-table';
import { errorMessage } from '@/lib/api-client';
import { inPageLanguage } from '@/lib/message-language';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import { clubDateTimeInstant } from '@rgcc/shared/format/club-date';
import { entryFeeMessage, maxHandicap, maxTeeInterval, minField, minTeeInterval } from '@rgcc/shared/golf/tournament-constants';
import { paisa, paisaFromInput, takaForInput } from '@rgcc/shared/format/money';
import { formatClubDateTime, formatClubDateTimeLabelled } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';
// Types only: the schema module would pull zod into the page's first load.
import type { DrawForm, DrawGroup, StaffTournament, TournamentSettingsForm } from '@rgcc/shared/golf/tournaments';
import { useTournamentActions, type eventEntriesLoader } from './api';
import { EnterMemberForm, RemoveEntryDialog } from './entries-by-hand';
import { EntryTeeSelect } from './entry-tee-select';
import { ResultsPanel } from './results-panel';
import { formatFieldPaths, TournamentFormatFields } from './tournament-format-fields';
import { useTexts } from '@/lib/texts';
import { tournamentTexts } from './tournament-texts';

const panelClass = 'space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-8';
const backLinkClass = 'inline-flex items-center gap-2 rounded-full py-2 text-sm font-semibold text-fairway-800 underline-offset-4 hover:underline';
const loadSchemas = () => import('@rgcc/shared/golf/tournaments');

/** `/admin/events/:id/entries`: open an event for entries, see who entered, close, draw, publish, export. */
export function EventEntriesPage() {
  const t = useTexts(tournamentTexts);
  const { tournament } = useLoaderData<typeof eventEntriesLoader>();
  return (
    <>
      <PageHeader title={tournament ? t('entriesTitle', { title: tournament.title }) : t('eventNotFound')} eyebrow={t('staffConsole')} inConsole />
      <Section className="bg-cream">
        <Link to={tournament ? `/admin/events/${tournament.eventId}` : '/admin/events'} className={`${backLinkClass} mb-6`}>
          <ArrowLeft aria-hidden="true" className="size-4" /> {tournament ? t('backToEvent') : t('backToEvents')}
        </Link>
        {tournament ? (
          <div className="space-y-8">
            <SettingsPanel tournament={tournament} />
            {tournament.settings && <EntriesPanel tournament={tournament} />}
            {tournament.settings && !tournament.open && <DrawPanel tournament={tournament} />}
            {tournament.draw?.publishedAt && (
              <Link to={`/admin/events/${tournament.eventId}/scoring`} className="inline-block font-semibold text-river-700 underline underline-offset-4">
                {t('enterScores')}
              </Link>
            )}
            {tournament.draw?.publishedAt && <ResultsPanel tournament={tournament} />}
          </div>
        ) : (
          <p role="alert" className="rounded-2xl bg-white p-8 text-center text-lg text-ink ring-1 ring-fairway-100">
            {t('eventNotFoundDeleted')}
          </p>
        )}
      </Section>
    </>
  );
}

function SettingsPanel({ tournament }: { tournament: StaffTournament }) {
  const locale = useLocale();
  const t = useTexts(tournamentTexts);
  const { settings } = tournament;
  const published = Boolean(tournament.draw?.publishedAt);
  const actions = useTournamentActions(tournament.eventId);
  const form = useForm<TournamentSettingsForm>({
    resolver: lazyZodResolver(() => loadSchemas().then((module) => module.tournamentSettingsSchema)),
    mode: 'onTouched',
    defaultValues: settings ?? { entriesCloseAt: '', maxField: 40, handicapLimit: null, entryFeePaisa: 0, format: 'stroke_gross', allowancePercent: 100, divisions: [] },
  });
  const { errors } = form.formState;
  // The fee is typed in taka and sent in paisa (docs/money.md).
  const [fee, setFee] = useState(takaForInput(paisa(settings?.entryFeePaisa ?? 0)));
  const submit = form.handleSubmit(async (values) => {
    const entryFeePaisa = fee.trim() === '' ? 0 : paisaFromInput(fee);
    if (entryFeePaisa === undefined || entryFeePaisa < 0) return form.setError('entryFeePaisa', { message: await inPageLanguage(entryFeeMessage) });
    actions.save.submit({ ...values, entryFeePaisa }, {
      onSuccess: () => toast.success(settings ? t('settingsSaved') : t('openForEntriesDone', { title: tournament.title })),
      onError: (error) => {
        if (!showServerFieldErrors(form, error, ['entriesCloseAt', 'maxField', 'handicapLimit', 'entryFeePaisa', ...formatFieldPaths])) toast.error(errorMessage(error, t('couldNotSaveSettings')));
      },
    });
  });

  return (
    <section aria-labelledby="entry-settings" className={panelClass}>
      <h2 id="entry-settings" className="text-2xl">
        {t('entrySettings')}
      </h2>
      {!settings && <p className="text-ink-muted">{t('notOpenNote')}</p>}
      {settings && (
        <p role="status" className="font-semibold text-fairway-800">
          {t(tournament.open ? 'openUntil' : 'entriesClosedOn', { date: formatClubDateTimeLabelled(clubDateTimeInstant(settings.entriesCloseAt).toISOString(), locale) })}
        </p>
      )}
      {published ? (
        <p className="text-ink-muted">{t('settingsLocked')}</p>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            <TextField label={t('entriesClose')} type="datetime-local" {...form.register('entriesCloseAt')} error={errors.entriesCloseAt?.message} />
            <TextField label={t('maximumField')} type="number" inputMode="numeric" min={minField} {...form.register('maxField', { valueAsNumber: true })} error={errors.maxField?.message} />
            <TextField
              label={t('handicapLimit')}
              hint={t('handicapLimitHint')}
              type="number"
              inputMode="decimal"
              step="0.1"
              min={0}
              max={maxHandicap}
              {...form.register('handicapLimit', { setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)) })}
              error={errors.handicapLimit?.message}
            />
            <TextField
              label={t('entryFee')}
              hint={t('entryFeeHint')}
              inputMode="decimal"
              autoComplete="off"
              name="entryFee"
              value={fee}
              onChange={(event) => setFee(event.target.value)}
              error={errors.entryFeePaisa?.message}
            />
          </div>
          <TournamentFormatFields form={form} />
          <p className="text-sm text-ink-muted">{t('settingsChangeNote')}</p>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={actions.save.isPending}>
              {actions.save.isPending ? t('saving') : settings ? t('saveSettings') : t('openForEntries')}
            </Button>
            {tournament.open && (
              <Button
                variant="secondary"
                disabled={actions.close.isPending}
                onClick={() =>
                  actions.close.submit(undefined, {
                    onSuccess: () => toast.success(t('entriesClosedDone')),
                    onError: (error) => toast.error(errorMessage(error, t('couldNotClose'))),
                  })
                }
              >
                {actions.close.isPending ? t('closing') : t('closeEntriesNow')}
              </Button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}

function EntriesPanel({ tournament }: { tournament: StaffTournament }) {
  const locale = useLocale();
  const t = useTexts(tournamentTexts);
  const published = Boolean(tournament.draw?.publishedAt);
  const [removing, setRemoving] = useState<StaffTournament['entries'][number] | null>(null);
  return (
    <section aria-labelledby="entries" className={panelClass}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="entries" className="text-2xl">
          {t('entriesHeading', { count: tournament.entries.length, max: tournament.settings!.maxField })}
        </h2>
        {tournament.entries.length > 0 && (
          <a href={`/api/admin/events/${tournament.eventId}/tournament/entries.csv`} download className="inline-flex items-center gap-2 font-semibold text-river-700 underline underline-offset-4">
            <Download aria-hidden="true" className="size-4" />
            {t('downloadCsv')}
          </a>
        )}
      </div>
      {tournament.entries.length === 0 ? (
        <p className="text-ink-muted">{t('nobodyEntered')}</p>
      ) : (
        <WideTable captionId="entries-caption">
          <table className="w-full text-left">
            <caption id="entries-caption" className="sr-only">
              {t('entriesCaption', { title: tournament.title })}
            </caption>
            <thead className="bg-fairway-50 text-sm text-fairway-800">
              <tr>
                <th scope="col" className="px-4 py-3">{t('group')}</th>
                <th scope="col" className="px-4 py-3">{t('memberId')}</th>
                <th scope="col" className="px-4 py-3">{t('name')}</th>
                <th scope="col" className="px-4 py-3">{t('handicap')}</th>
                <th scope="col" className="px-4 py-3">{t('tees')}</th>
                <th scope="col" className="px-4 py-3">{t('playingHandicap')}</th>
                {tournament.settings!.divisions.length > 0 && <th scope="col" className="px-4 py-3">{t('division')}</th>}
                <th scope="col" className="px-4 py-3">{t('entered')}</th>
                {!published && (
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">{t('actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {tournament.entries.map((entry) => (
                <tr key={entry.memberId} className="border-t border-fairway-100">
                  <td className="px-4 py-3">{entry.group ?? '–'}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{entry.memberId}</td>
                  <td className="min-w-40 px-4 py-3">{entry.name}</td>
                  <td className="px-4 py-3">{entry.handicap.toFixed(1)}</td>
                  <td className="px-4 py-3">{tournament.results ? entry.tee : <EntryTeeSelect tournament={tournament} entry={entry} />}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {entry.playingHandicap === null ? (
                      <span className="text-ink-muted">{t('atTheClose')}</span>
                    ) : (
                      <>
                        {entry.playingHandicap} <span className="text-sm text-ink-muted">({t('handicapSource', { source: entry.handicapSource! })})</span>
                      </>
                    )}
                  </td>
                  {tournament.settings!.divisions.length > 0 && <td className="px-4 py-3">{entry.division ?? '–'}</td>}
                  <td className="px-4 py-3 whitespace-nowrap">{formatClubDateTime(entry.enteredAt, locale)}</td>
                  {!published && (
                    <td className="px-4 py-3">
                      <Button variant="ghost" aria-label={t('takeAwayEntryOf', { name: entry.name })} onClick={() => setRemoving(entry)}>
                        {t('takeAway')}
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </WideTable>
      )}
      {!published && (
        <>
          <EnterMemberForm tournament={tournament} />
          <RemoveEntryDialog tournament={tournament} entry={removing} onClose={() => setRemoving(null)} />
        </>
      )}
    </section>
  );
}

/** The drawn groups, from the entries in the draw's order. */
function groupsOf(tournament: StaffTournament): DrawGroup[] {
  const groups: DrawGroup[] = [];
  for (const entry of tournament.entries) {
    if (entry.group === null || entry.teeTime === null) continue;
    const last = groups.at(-1);
    const player = { name: entry.name, handicap: entry.handicap, playingHandicap: entry.playingHandicap };
    if (last?.group === entry.group) last.players.push(player);
    else groups.push({ group: entry.group, teeTime: entry.teeTime, players: [player] });
  }
  return groups;
}

function DrawPanel({ tournament }: { tournament: StaffTournament }) {
  const locale = useLocale();
  const t = useTexts(tournamentTexts);
  const actions = useTournamentActions(tournament.eventId);
  const [confirming, setConfirming] = useState(false);
  const published = Boolean(tournament.draw?.publishedAt);
  const form = useForm<DrawForm>({
    resolver: lazyZodResolver(() => loadSchemas().then((module) => module.drawSchema)),
    mode: 'onTouched',
    defaultValues: tournament.draw ? { firstTeeTime: tournament.draw.firstTeeTime, intervalMinutes: tournament.draw.intervalMinutes } : { firstTeeTime: '', intervalMinutes: 10 },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    actions.draw.submit(values, {
      onSuccess: () => toast.success(t('groupsDrawn')),
      onError: (error) => {
        if (!showServerFieldErrors(form, error, ['firstTeeTime', 'intervalMinutes'])) toast.error(errorMessage(error, t('couldNotDraw')));
      },
    }),
  );
  const groups = groupsOf(tournament);

  return (
    <section aria-labelledby="draw" className={panelClass}>
      <h2 id="draw" className="text-2xl">
        {t('theDraw')}
      </h2>
      {published ? (
        <p role="status" className="font-semibold text-fairway-800">
          {t('drawPublishedOn', { date: formatClubDateTimeLabelled(tournament.draw!.publishedAt!, locale) })}
        </p>
      ) : (
        <>
          <p className="text-ink-muted">{t('drawRules')}</p>
          {tournament.entries.length > 0 && (
            <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-5">
              <TextField label={t('firstTeeTime')} type="datetime-local" {...form.register('firstTeeTime')} error={errors.firstTeeTime?.message} />
              <TextField
                label={t('minutesBetweenGroups')}
                type="number"
                inputMode="numeric"
                min={minTeeInterval}
                max={maxTeeInterval}
                {...form.register('intervalMinutes', { valueAsNumber: true })}
                error={errors.intervalMinutes?.message}
              />
              <Button type="submit" disabled={actions.draw.isPending}>
                {actions.draw.isPending ? t('drawing') : groups.length > 0 ? t('drawAgain') : t('drawGroups')}
              </Button>
            </form>
          )}
        </>
      )}
      {groups.length > 0 && <TournamentDraw groups={groups} />}
      {groups.length > 0 && !published && (
        <>
          <Button onClick={() => setConfirming(true)}>{t('publishTheDraw')}</Button>
          <ConfirmDialog
            open={confirming}
            title={t('publishDrawTitle')}
            confirmLabel={t('yesPublish')}
            pendingLabel={t('publishing')}
            cancelLabel={t('cancel')}
            pending={actions.publish.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={() =>
              actions.publish.submit(undefined, {
                onSuccess: () => {
                  setConfirming(false);
                  toast.success(t('drawPublishedDone'));
                },
                onError: (error) => {
                  setConfirming(false);
                  toast.error(errorMessage(error, t('couldNotPublishDraw')));
                },
              })
            }
          >
            <p>{t('publishDrawNote')}</p>
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}
