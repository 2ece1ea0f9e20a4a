import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
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
// Types only: the schema module would pull zod into the console's first load.
import type { RecordRound } from '@rgcc/shared/golf/handicap-record';
import { IndexChart } from '../index-chart';
import { CourseHandicaps, IndexCards, RoundsTable } from '../record-parts';
import { useRecordChanges, type memberRecordLoader } from './record-api';
import { strokesAsText, strokesError, strokesFromText } from './strokes-text';
import { TeeSelect } from '../tee-select';
import { useTexts } from '@/lib/texts';
import { golfTexts } from './golf-texts';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6';
type Changes = ReturnType<typeof useRecordChanges>;
const fieldErrorsOf = (error: unknown) => (error instanceof ApiRequestError && error.body?.errors ? error.body.errors : null);
const hidden = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;
/** What the strokes field shows as its example: numbers as they are typed. */
const strokesExample = '5 4 4 5 …';

/** `/admin/golf/members/:memberId`: a member's record, the Federation's index, and rounds posted, corrected, voided or attested by staff. */
export function MemberRecordPage() {
  const t = useTexts(golfTexts);
  const { record, tees } = useLoaderData<typeof memberRecordLoader>();
  const changes = useRecordChanges(record.memberId);
  const [correcting, setCorrecting] = useState<RecordRound | null>(null);
  const [voiding, setVoiding] = useState<RecordRound | null>(null);
  return (
    <>
      <PageHeader title={`${record.name}, ${record.memberId}`} eyebrow={t('handicapRecord')} inConsole>
        {t('recordIntro')}
      </PageHeader>
      <Section className="bg-cream">
        <div className="mx-auto max-w-5xl space-y-10">
          <Link to="/admin/golf/members" className="inline-flex items-center gap-2 font-semibold text-river-700 underline underline-offset-4">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('handicapRecords')}
          </Link>
          <IndexCards record={record} />
          <div className="grid gap-6 lg:grid-cols-2">
            <OfficialIndexForm changes={changes} current={record.officialIndex} />
            <PostForm changes={changes} tees={tees} />
          </div>
          <section aria-labelledby="rounds-heading" className="space-y-4">
            <h2 id="rounds-heading" className="text-2xl">
              {t('rounds')}
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
                          changes.attest.submit(round.id, { onSuccess: (answer) => toast.success(answer.message), onError: (error) => toast.error(errorMessage(error, t('couldNotAttest'))) })
                        }
                      >
                        {t.rich('attest', { hidden }, { date: round.playedOn })}
                      </Button>
                    )}
                    <Button variant="ghost" onClick={() => setCorrecting(round)}>
                      {t.rich('correct', { hidden }, { date: round.playedOn })}
                    </Button>
                    <Button variant="ghost" onClick={() => setVoiding(round)}>
                      {t.rich('void', { hidden }, { date: round.playedOn })}
                    </Button>
                  </div>
                )
              }
            />
          </section>
          <section aria-labelledby="course-handicaps-heading" className="space-y-4">
            <h2 id="course-handicaps-heading" className="text-2xl">
              {t('courseHandicaps')}
            </h2>
            <CourseHandicaps record={record} />
          </section>
          <section aria-labelledby="chart-heading" className="space-y-4">
            <h2 id="chart-heading" className="text-2xl">
              {t('estimateOverTime')}
            </h2>
            <IndexChart history={record.history} title={t('clubEstimate')} />
          </section>
        </div>
      </Section>
      {correcting && <CorrectDialog key={correcting.id} round={correcting} changes={changes} onClose={() => setCorrecting(null)} />}
      <ReasonDialog
        open={voiding !== null}
        title={t('voidTitle')}
        reasonLabel={t('whyVoid')}
        loadSchema={() => import('@rgcc/shared/golf/handicap-record').then((module) => module.scoreVoidSchema)}
        submission={changes.voidRound}
        inputFor={(reason) => ({ id: voiding!.id, reason })}
        doneMessage={() => t('roundVoided')}
        failureMessage={t('couldNotVoid')}
        confirmLabel={t('voidTheRound')}
        pendingLabel={t('voiding')}
        cancelLabel={t('cancel')}
        onClose={() => setVoiding(null)}
      >
        <p>{t('voidNote')}</p>
      </ReasonDialog>
    </>
  );
}

function OfficialIndexForm({ changes, current }: { changes: Changes; current: number | null }) {
  const t = useTexts(golfTexts);
  const [index, setIndex] = useState(current === null ? '' : String(current));
  const [asOf, setAsOf] = useState(clubToday());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    changes.setOfficial.submit(
      { officialIndex: index.trim() === '' ? Number.NaN : Number(index), asOf },
      {
        onSuccess: () => toast.success(t('indexRecorded')),
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (fields) setErrors(fields);
          else toast.error(errorMessage(error, t('couldNotRecordIndex')));
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className={`${card} space-y-4`} aria-labelledby="official-heading">
      <h2 id="official-heading" className="text-xl text-fairway-900">
        {t('federationIndex')}
      </h2>
      <TextField label={t('index')} hint={t('indexHint')} inputMode="decimal" value={index} onChange={(event) => setIndex(event.target.value)} error={errors.officialIndex} />
      <TextField label={t('publishedOn')} type="date" max={clubToday()} value={asOf} onChange={(event) => setAsOf(event.target.value)} error={errors.asOf} />
      <Button type="submit" disabled={changes.setOfficial.isPending}>
        {changes.setOfficial.isPending ? t('recording') : t('recordIndex')}
      </Button>
    </form>
  );
}

function PostForm({ changes, tees }: { changes: Changes; tees: { id: number; name: string }[] }) {
  const t = useTexts(golfTexts);
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
          toast.success(t('roundPosted', { differential: formatOneDecimal(answer.differential) }));
          setStrokes('');
          setReason('');
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (fields) setErrors(fields);
          else toast.error(errorMessage(error, t('couldNotPost')));
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className={`${card} space-y-4`} aria-labelledby="post-heading">
      <h2 id="post-heading" className="text-xl text-fairway-900">
        {t('postARound')}
      </h2>
      <TextField label={t('dayPlayed')} type="date" max={clubToday()} value={playedOn} onChange={(event) => setPlayedOn(event.target.value)} error={errors.playedOn} />
      <TeeSelect label={t('tees')} tees={tees} error={errors.teeId} value={teeId} onChange={(event) => setTeeId(Number(event.target.value))} />
      <TextField
        label={t('strokesHoleByHole')}
        hint={t('strokesHint', { example: strokesExample })}
        value={strokes}
        onChange={(event) => setStrokes(event.target.value)}
        error={strokesError(errors)}
        autoComplete="off"
      />
      <TextAreaField label={t('reason')} rows={2} value={reason} onChange={(event) => setReason(event.target.value)} error={errors.reason} />
      <Button type="submit" disabled={changes.post.isPending}>
        {changes.post.isPending ? t('posting') : t('postTheRound')}
      </Button>
    </form>
  );
}

function CorrectDialog({ round, changes, onClose }: { round: RecordRound; changes: Changes; onClose: () => void }) {
  const t = useTexts(golfTexts);
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
          toast.success(t('roundCorrected'));
          onClose();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (fields) return setErrors(fields);
          toast.error(errorMessage(error, t('couldNotCorrect')));
          onClose();
        },
      },
    );
  };
  return (
    <Modal open onOpenChange={(next) => !next && !changes.correct.isPending && onClose()} title={t('correctTheRound')}>
      <form noValidate onSubmit={submit} className="space-y-5">
        <TextField label={t('strokesHoleByHole')} value={strokes} onChange={(event) => setStrokes(event.target.value)} error={strokesError(errors)} autoComplete="off" />
        <TextAreaField label={t('whyCorrected')} rows={3} value={reason} onChange={(event) => setReason(event.target.value)} error={errors.reason} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={onClose} disabled={changes.correct.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={changes.correct.isPending}>
            {changes.correct.isPending ? t('correcting') : t('correctTheRound')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
