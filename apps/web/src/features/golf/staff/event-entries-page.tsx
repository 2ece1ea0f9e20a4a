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
import { handicapSourceLabels } from '@rgcc/shared/golf/golf-constants';

const panelClass = 'space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-8';
const backLinkClass = 'inline-flex items-center gap-2 rounded-full py-2 text-sm font-semibold text-fairway-800 underline-offset-4 hover:underline';
const loadSchemas = () => import('@rgcc/shared/golf/tournaments');

/** `/admin/events/:id/entries`: open an event for entries, see who entered, close, draw, publish, export. */
export function EventEntriesPage() {
  const { tournament } = useLoaderData<typeof eventEntriesLoader>();
  return (
    <>
      <PageHeader title={tournament ? `Entries: ${tournament.title}` : 'Event not found'} eyebrow="Staff console" inConsole />
      <Section className="bg-cream">
        <Link to={tournament ? `/admin/events/${tournament.eventId}` : '/admin/events'} className={`${backLinkClass} mb-6`}>
          <ArrowLeft aria-hidden="true" className="size-4" /> {tournament ? 'Back to the event' : 'Back to events'}
        </Link>
        {tournament ? (
          <div className="space-y-8">
            <SettingsPanel tournament={tournament} />
            {tournament.settings && <EntriesPanel tournament={tournament} />}
            {tournament.settings && !tournament.open && <DrawPanel tournament={tournament} />}
            {tournament.draw?.publishedAt && (
              <Link to={`/admin/events/${tournament.eventId}/scoring`} className="inline-block font-semibold text-river-700 underline underline-offset-4">
                Enter scores during play
              </Link>
            )}
            {tournament.draw?.publishedAt && <ResultsPanel tournament={tournament} />}
          </div>
        ) : (
          <p role="alert" className="rounded-2xl bg-white p-8 text-center text-lg text-ink ring-1 ring-fairway-100">
            Event not found. It may have been deleted.
          </p>
        )}
      </Section>
    </>
  );
}

function SettingsPanel({ tournament }: { tournament: StaffTournament }) {
  const locale = useLocale();
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
  const submit = form.handleSubmit((values) => {
    const entryFeePaisa = fee.trim() === '' ? 0 : paisaFromInput(fee);
    if (entryFeePaisa === undefined || entryFeePaisa < 0) return form.setError('entryFeePaisa', { message: entryFeeMessage });
    actions.save.submit({ ...values, entryFeePaisa }, {
      onSuccess: () => toast.success(settings ? 'The entry settings are saved.' : `${tournament.title} is open for entries.`),
      onError: (error) => {
        if (!showServerFieldErrors(form, error, ['entriesCloseAt', 'maxField', 'handicapLimit', 'entryFeePaisa', ...formatFieldPaths])) toast.error(errorMessage(error, 'We could not save the settings. Please try again.'));
      },
    });
  });

  return (
    <section aria-labelledby="entry-settings" className={panelClass}>
      <h2 id="entry-settings" className="text-2xl">
        Entry settings
      </h2>
      {!settings && <p className="text-ink-muted">This event is not open for entries. Set when entries close and how many may enter, and members can enter from their dashboard and the event's page.</p>}
      {settings && (
        <p role="status" className="font-semibold text-fairway-800">
          {tournament.open ? 'Open for entries until' : 'Entries closed'} {formatClubDateTimeLabelled(clubDateTimeInstant(settings.entriesCloseAt).toISOString(), locale)}.
        </p>
      )}
      {published ? (
        <p className="text-ink-muted">The draw is published, so the settings can no longer change.</p>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            <TextField label="Entries close (Dhaka time)" type="datetime-local" {...form.register('entriesCloseAt')} error={errors.entriesCloseAt?.message} />
            <TextField label="Maximum field" type="number" inputMode="numeric" min={minField} {...form.register('maxField', { valueAsNumber: true })} error={errors.maxField?.message} />
            <TextField
              label="Handicap limit"
              hint="Optional; empty for none."
              type="number"
              inputMode="decimal"
              step="0.1"
              min={0}
              max={maxHandicap}
              {...form.register('handicapLimit', { setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)) })}
              error={errors.handicapLimit?.message}
            />
            <TextField
              label="Entry fee (BDT)"
              hint="Before VAT; 0 for free. Charged to each entrant's account."
              inputMode="decimal"
              autoComplete="off"
              name="entryFee"
              value={fee}
              onChange={(event) => setFee(event.target.value)}
              error={errors.entryFeePaisa?.message}
            />
          </div>
          <TournamentFormatFields form={form} />
          <p className="text-sm text-ink-muted">
            Saving changed settings takes away a draw that is not yet published. After entries close, the playing handicaps are worked out again from the new settings.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={actions.save.isPending}>
              {actions.save.isPending ? 'Saving…' : settings ? 'Save settings' : 'Open for entries'}
            </Button>
            {tournament.open && (
              <Button
                variant="secondary"
                disabled={actions.close.isPending}
                onClick={() =>
                  actions.close.submit(undefined, {
                    onSuccess: () => toast.success('Entries are closed.'),
                    onError: (error) => toast.error(errorMessage(error, 'We could not close entries. Please try again.')),
                  })
                }
              >
                {actions.close.isPending ? 'Closing…' : 'Close entries now'}
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
  const published = Boolean(tournament.draw?.publishedAt);
  const [removing, setRemoving] = useState<StaffTournament['entries'][number] | null>(null);
  return (
    <section aria-labelledby="entries" className={panelClass}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="entries" className="text-2xl">
          Entries ({tournament.entries.length} of {tournament.settings!.maxField})
        </h2>
        {tournament.entries.length > 0 && (
          <a href={`/api/admin/events/${tournament.eventId}/tournament/entries.csv`} download className="inline-flex items-center gap-2 font-semibold text-river-700 underline underline-offset-4">
            <Download aria-hidden="true" className="size-4" />
            Download CSV
          </a>
        )}
      </div>
      {tournament.entries.length === 0 ? (
        <p className="text-ink-muted">Nobody has entered yet.</p>
      ) : (
        <WideTable captionId="entries-caption">
          <table className="w-full text-left">
            <caption id="entries-caption" className="sr-only">
              Entries for {tournament.title}
            </caption>
            <thead className="bg-fairway-50 text-sm text-fairway-800">
              <tr>
                <th scope="col" className="px-4 py-3">Group</th>
                <th scope="col" className="px-4 py-3">Member ID</th>
                <th scope="col" className="px-4 py-3">Name</th>
                <th scope="col" className="px-4 py-3">Handicap</th>
                <th scope="col" className="px-4 py-3">Tees</th>
                <th scope="col" className="px-4 py-3">Playing handicap</th>
                {tournament.settings!.divisions.length > 0 && <th scope="col" className="px-4 py-3">Division</th>}
                <th scope="col" className="px-4 py-3">Entered (Dhaka time)</th>
                {!published && (
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">Actions</span>
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
                      <span className="text-ink-muted">At the close</span>
                    ) : (
                      <>
                        {entry.playingHandicap} <span className="text-sm text-ink-muted">({handicapSourceLabels[entry.handicapSource!]})</span>
                      </>
                    )}
                  </td>
                  {tournament.settings!.divisions.length > 0 && <td className="px-4 py-3">{entry.division ?? '–'}</td>}
                  <td className="px-4 py-3 whitespace-nowrap">{formatClubDateTime(entry.enteredAt, locale)}</td>
                  {!published && (
                    <td className="px-4 py-3">
                      <Button variant="ghost" aria-label={`Take away the entry of ${entry.name}`} onClick={() => setRemoving(entry)}>
                        Take away
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
      onSuccess: () => toast.success('The groups are drawn. Check them, then publish.'),
      onError: (error) => {
        if (!showServerFieldErrors(form, error, ['firstTeeTime', 'intervalMinutes'])) toast.error(errorMessage(error, 'We could not draw the groups. Please try again.'));
      },
    }),
  );
  const groups = groupsOf(tournament);

  return (
    <section aria-labelledby="draw" className={panelClass}>
      <h2 id="draw" className="text-2xl">
        The draw
      </h2>
      {published ? (
        <p role="status" className="font-semibold text-fairway-800">
          Published {formatClubDateTimeLabelled(tournament.draw!.publishedAt!, locale)}: it shows on the event's page, and each player was emailed their tee time.
        </p>
      ) : (
        <>
          <p className="text-ink-muted">
            Groups of up to 4 by handicap, lowest first (equal handicaps in the order they entered); no group smaller than 3 where the field allows. Draw as often as you like until you publish.
          </p>
          {tournament.entries.length > 0 && (
            <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-5">
              <TextField label="First tee time (Dhaka time)" type="datetime-local" {...form.register('firstTeeTime')} error={errors.firstTeeTime?.message} />
              <TextField
                label="Minutes between groups"
                type="number"
                inputMode="numeric"
                min={minTeeInterval}
                max={maxTeeInterval}
                {...form.register('intervalMinutes', { valueAsNumber: true })}
                error={errors.intervalMinutes?.message}
              />
              <Button type="submit" disabled={actions.draw.isPending}>
                {actions.draw.isPending ? 'Drawing…' : groups.length > 0 ? 'Draw again' : 'Draw groups'}
              </Button>
            </form>
          )}
        </>
      )}
      {groups.length > 0 && <TournamentDraw groups={groups} />}
      {groups.length > 0 && !published && (
        <>
          <Button onClick={() => setConfirming(true)}>Publish the draw</Button>
          <ConfirmDialog
            open={confirming}
            title="Publish the draw?"
            confirmLabel="Yes, publish"
            pendingLabel="Publishing…"
            pending={actions.publish.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={() =>
              actions.publish.submit(undefined, {
                onSuccess: () => {
                  setConfirming(false);
                  toast.success('The draw is published and each player is emailed their tee time.');
                },
                onError: (error) => {
                  setConfirming(false);
                  toast.error(errorMessage(error, 'We could not publish the draw. Please try again.'));
                },
              })
            }
          >
            <p>It shows on the event's page and each player is emailed their tee time. After that, the draw and the entry settings no longer change.</p>
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}
