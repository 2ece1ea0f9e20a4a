import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { PageHeader, Section } from '@/components/ui/page-header';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { clubToday } from '@rgcc/shared/format/club-date';
import { formatOneDecimal } from '@rgcc/shared/format/golf-numbers';
import { estimatedIndexLabel } from '@rgcc/shared/golf/handicap-record-constants';
// Types only: the schema module would pull zod into the console's first load.
import type { RecordRound } from '@rgcc/shared/golf/handicap-record';
import { IndexChart } from '../index-chart';
import { CourseHandicaps, IndexCards, RoundsTable } from '../record-parts';
import { useRecordChanges, type memberRecordLoader } from './record-api';
import { strokesAsText, strokesError, strokesFromText } from './strokes-text';
import { TeeSelect } from '../tee-select';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6';
type Changes = ReturnType<typeof useRecordChanges>;
const fieldErrorsOf = (error: unknown) => (error instanceof ApiRequestError && error.body?.errors ? error.body.errors : null);

/** `/admin/golf/members/:memberId`: a member's record, the Federation's index, and rounds posted, corrected, voided or attested by staff. */
export function MemberRecordPage() {
  const { record, tees } = useLoaderData<typeof memberRecordLoader>();
  const changes = useRecordChanges(record.memberId);
  const [correcting, setCorrecting] = useState<RecordRound | null>(null);
  const [voiding, setVoiding] = useState<RecordRound | null>(null);
  return (
    <>
      <PageHeader title={`${record.name}, ${record.memberId}`} eyebrow="Handicap record" inConsole>
        Every change here is kept in the audit log with its reason; the indexes follow from the rounds.
      </PageHeader>
      <Section className="bg-cream">
        <div className="mx-auto max-w-5xl space-y-10">
          <Link to="/admin/golf/members" className="inline-flex items-center gap-2 font-semibold text-river-700 underline underline-offset-4">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Members’ handicap records
          </Link>
          <IndexCards record={record} />
          <div className="grid gap-6 lg:grid-cols-2">
            <OfficialIndexForm changes={changes} current={record.officialIndex} />
            <PostForm changes={changes} tees={tees} />
          </div>
          <section aria-labelledby="rounds-heading" className="space-y-4">
            <h2 id="rounds-heading" className="text-2xl">
              Rounds
            </h2>
            <RoundsTable
              rounds={record.rounds}
              actions={(round) =>
                round.voided ? null : (
                  <div className="flex flex-wrap gap-2">
                    {round.attestedBy === null && (
                      <Button
                        variant="ghost"
                        disabled={changes.attest.isPending}
                        onClick={() =>
                          changes.attest.submit(round.id, { onSuccess: (answer) => toast.success(answer.message), onError: (error) => toast.error(errorMessage(error, 'We could not attest the round.')) })
                        }
                      >
                        Attest<span className="sr-only"> the round of {round.playedOn}</span>
                      </Button>
                    )}
                    <Button variant="ghost" onClick={() => setCorrecting(round)}>
                      Correct<span className="sr-only"> the round of {round.playedOn}</span>
                    </Button>
                    <Button variant="ghost" onClick={() => setVoiding(round)}>
                      Void<span className="sr-only"> the round of {round.playedOn}</span>
                    </Button>
                  </div>
                )
              }
            />
          </section>
          <section aria-labelledby="course-handicaps-heading" className="space-y-4">
            <h2 id="course-handicaps-heading" className="text-2xl">
              Course handicaps
            </h2>
            <CourseHandicaps record={record} />
          </section>
          <section aria-labelledby="chart-heading" className="space-y-4">
            <h2 id="chart-heading" className="text-2xl">
              The club estimate over time
            </h2>
            <IndexChart history={record.history} title={estimatedIndexLabel} />
          </section>
        </div>
      </Section>
      {correcting && <CorrectDialog key={correcting.id} round={correcting} changes={changes} onClose={() => setCorrecting(null)} />}
      <ReasonDialog
        open={voiding !== null}
        title="Void this round?"
        reasonLabel="Why is it void?"
        loadSchema={() => import('@rgcc/shared/golf/handicap-record').then((module) => module.scoreVoidSchema)}
        submission={changes.voidRound}
        inputFor={(reason) => ({ id: voiding!.id, reason })}
        doneMessage={() => 'Round voided.'}
        failureMessage="We could not void the round."
        confirmLabel="Void the round"
        pendingLabel="Voiding…"
        onClose={() => setVoiding(null)}
      >
        <p>The round stays on the record, marked void, and no longer counts. A 9-hole score paired with it is paired again.</p>
      </ReasonDialog>
    </>
  );
}

function OfficialIndexForm({ changes, current }: { changes: Changes; current: number | null }) {
  const [index, setIndex] = useState(current === null ? '' : String(current));
  const [asOf, setAsOf] = useState(clubToday());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    changes.setOfficial.submit(
      { officialIndex: index.trim() === '' ? Number.NaN : Number(index), asOf },
      {
        onSuccess: () => toast.success('The Federation’s index is recorded.'),
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (fields) setErrors(fields);
          else toast.error(errorMessage(error, 'We could not record the index.'));
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className={`${card} space-y-4`} aria-labelledby="official-heading">
      <h2 id="official-heading" className="text-xl text-fairway-900">
        The Federation’s index
      </h2>
      <TextField label="Index" hint="As published; a plus index as a minus number (+2.1 is −2.1)." inputMode="decimal" value={index} onChange={(event) => setIndex(event.target.value)} error={errors.officialIndex} />
      <TextField label="Published on" type="date" max={clubToday()} value={asOf} onChange={(event) => setAsOf(event.target.value)} error={errors.asOf} />
      <Button type="submit" disabled={changes.setOfficial.isPending}>
        {changes.setOfficial.isPending ? 'Recording…' : 'Record the index'}
      </Button>
    </form>
  );
}

function PostForm({ changes, tees }: { changes: Changes; tees: { id: number; name: string }[] }) {
  const [playedOn, setPlayedOn] = useState(clubToday());
  const [teeId, setTeeId] = useState(tees[0]?.id ?? 0);
  const [strokes, setStrokes] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    changes.post.submit(
      { playedOn, teeId, strokes: strokesFromText(strokes), reason },
      {
        onSuccess: (answer) => {
          toast.success(`Round posted: differential ${formatOneDecimal(answer.differential)}.`);
          setStrokes('');
          setReason('');
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (fields) setErrors(fields);
          else toast.error(errorMessage(error, 'We could not post the round.'));
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className={`${card} space-y-4`} aria-labelledby="post-heading">
      <h2 id="post-heading" className="text-xl text-fairway-900">
        Post a round
      </h2>
      <TextField label="Day played" type="date" max={clubToday()} value={playedOn} onChange={(event) => setPlayedOn(event.target.value)} error={errors.playedOn} />
      <TeeSelect tees={tees} error={errors.teeId} value={teeId} onChange={(event) => setTeeId(Number(event.target.value))} />
      <TextField label="Strokes, hole by hole" hint="9 or 18 numbers from the card, in playing order: 5 4 4 5 …" value={strokes} onChange={(event) => setStrokes(event.target.value)} error={strokesError(errors)} autoComplete="off" />
      <TextAreaField label="Reason" rows={2} value={reason} onChange={(event) => setReason(event.target.value)} error={errors.reason} />
      <Button type="submit" disabled={changes.post.isPending}>
        {changes.post.isPending ? 'Posting…' : 'Post the round'}
      </Button>
    </form>
  );
}

function CorrectDialog({ round, changes, onClose }: { round: RecordRound; changes: Changes; onClose: () => void }) {
  const [strokes, setStrokes] = useState(strokesAsText(round.strokes));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    changes.correct.submit(
      { id: round.id, strokes: strokesFromText(strokes), reason },
      {
        onSuccess: () => {
          toast.success('Round corrected.');
          onClose();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (fields) return setErrors(fields);
          toast.error(errorMessage(error, 'We could not correct the round.'));
          onClose();
        },
      },
    );
  };
  return (
    <Modal open onOpenChange={(next) => !next && !changes.correct.isPending && onClose()} title="Correct the round">
      <form noValidate onSubmit={submit} className="space-y-5">
        <TextField label="Strokes, hole by hole" value={strokes} onChange={(event) => setStrokes(event.target.value)} error={strokesError(errors)} autoComplete="off" />
        <TextAreaField label="Why is it corrected?" rows={3} value={reason} onChange={(event) => setReason(event.target.value)} error={errors.reason} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={onClose} disabled={changes.correct.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={changes.correct.isPending}>
            {changes.correct.isPending ? 'Correcting…' : 'Correct the round'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
