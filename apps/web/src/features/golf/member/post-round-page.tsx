import { useState, type FormEvent, type ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { MemberPage } from '@/components/member-area/member-page';
import { Button, ButtonLink } from '@/components/ui/button';
import { Field } from '@/components/ui/form-field';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useTexts } from '@/lib/texts';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { clubToday } from '@rgcc/shared/format/club-date';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
// Types only: the schema module would pull zod into the page's first load.
import type { PostedRound } from '@rgcc/shared/golf/handicap-record';
import { oneDecimalShown } from '../record-texts';
import { AttestList } from './attest-list';
import { handicapTexts } from './handicap-texts';
import { usePostRound, type postRoundLoader } from './handicap-api';
import { holeOfError, holesOfRound, postingDays, runningTotal, strokesOf } from './post-round-form';
import { TeeSelect } from '../tee-select';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6';
const holeInput = 'w-full rounded-lg border border-fairway-200 bg-white px-2 py-3 text-center text-lg text-ink focus:border-fairway-500 aria-[invalid=true]:border-red-700';

/** `/dashboard/handicap/post`: a round hole by hole, phone first; the differential once posted; partners' rounds to attest. */
export function PostRoundPage() {
  const t = useTexts(handicapTexts);
  const { holes: cardHoles, tees, toAttest } = useLoaderData<typeof postRoundLoader>();
  const locale = useLocale();
  const days = postingDays(clubToday());
  const [playedOn, setPlayedOn] = useState(days[0]!);
  const [teeId, setTeeId] = useState(tees[0]?.id ?? 0);
  const [holeCount, setHoleCount] = useState<9 | 18>(18);
  const [entries, setEntries] = useState<string[]>(Array(18).fill(''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [posted, setPosted] = useState<PostedRound | null>(null);
  const post = usePostRound();

  const holes = holesOfRound(holeCount, cardHoles);
  const shown = entries.slice(0, holeCount);
  const { total, filled } = runningTotal(shown);
  const par = holes.reduce((sum, hole) => sum + hole.par, 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    post.submit(
      { playedOn, teeId, strokes: strokesOf(shown) },
      {
        onSuccess: (answer) => {
          setPosted(answer);
          setEntries(Array(18).fill(''));
          toast.success(t('roundPostedToast'));
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.body?.errors) setErrors(error.body.errors);
          else toast.error(errorMessage(error, t('couldNotPost')));
        },
      },
    );
  };

  const holeErrors = Object.entries(errors).flatMap(([key, message]) => {
    const hole = holeOfError(key);
    return hole === null ? [] : [{ hole, message }];
  });

  const strong = { strong: (chunks: ReactNode) => <strong>{chunks}</strong> };
  const postedKey = posted?.holes === 18 ? 'postedEighteen' : posted?.countingDifferential === null ? 'postedNineWaiting' : 'postedNineCounting';

  return (
    <MemberPage title={t('postARound')} back={{ to: '/dashboard/handicap', label: t('backToHandicap') }} intro={t('postIntro')}>
      <div className="mx-auto max-w-xl space-y-10">
        {posted && (
          <section className={`${card} space-y-2`} aria-labelledby="posted-heading" role="status">
            <h2 id="posted-heading" className="text-2xl">
              {t('roundPosted')}
            </h2>
            <p data-testid="posted-round">
              {t.rich(postedKey, strong, {
                gross: posted.grossScore,
                adjusted: posted.adjustedGrossScore,
                differential: oneDecimalShown(posted.differential, locale),
                counting: posted.countingDifferential === null ? '' : oneDecimalShown(posted.countingDifferential, locale),
              })}
            </p>
            <ButtonLink to="/dashboard/handicap" variant="secondary">
              {t('seeYourRecord')}
            </ButtonLink>
          </section>
        )}
        <form noValidate onSubmit={submit} className={`${card} space-y-6`} aria-labelledby="round-heading">
          <h2 id="round-heading" className="text-2xl">
            {t('yourRound')}
          </h2>
          <Field label={t('dayPlayed')} error={errors.playedOn}>
            {(control) => (
              <select {...control} value={playedOn} onChange={(event) => setPlayedOn(event.target.value)}>
                {days.map((day) => (
                  <option key={day} value={day}>
                    {formatCalendarDate(day, locale)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TeeSelect label={t('tees')} tees={tees} error={errors.teeId} value={teeId} onChange={(event) => setTeeId(Number(event.target.value))} />
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-fairway-800">{t('holes')}</legend>
            <div className="flex gap-6">
              {([9, 18] as const).map((count) => (
                <label key={count} className="inline-flex items-center gap-2">
                  <input type="radio" name="holes" value={count} checked={holeCount === count} onChange={() => setHoleCount(count)} className="size-5" />
                  {t('holeCount', { count })}
                </label>
              ))}
            </div>
            {errors.strokes && <p className="text-sm text-red-700">{errors.strokes}</p>}
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-fairway-800">{t('strokesHoleByHole')}</legend>
            <ol className="grid grid-cols-3 gap-3 min-[400px]:grid-cols-3 sm:grid-cols-6">
              {holes.map((hole, index) => {
                const error = errors[`strokes.${index}`];
                return (
                  <li key={hole.number}>
                    <label className="flex flex-col gap-1 text-sm">
                      <span>
                        <span className="font-semibold text-fairway-800">{t('hole', { number: hole.number })}</span> <span className="text-ink-muted">{t('par', { par: hole.par })}</span>
                      </span>
                      <input
                        className={holeInput}
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={20}
                        aria-invalid={Boolean(error)}
                        value={entries[index]}
                        onChange={(event) => setEntries((was) => was.map((entry, at) => (at === index ? event.target.value : entry)))}
                      />
                    </label>
                  </li>
                );
              })}
            </ol>
            {holeErrors.length > 0 && (
              <ul className="mt-3 space-y-1 text-sm text-red-700">
                {holeErrors.map(({ hole, message }) => (
                  <li key={hole}>{t('holeError', { hole, message })}</li>
                ))}
              </ul>
            )}
          </fieldset>
          <p aria-live="polite" className="text-lg" data-testid="round-total">
            {t.rich('roundTotal', strong, { total, filled, holes: holeCount, par })}
          </p>
          <Button type="submit" disabled={post.isPending}>
            {post.isPending ? t('posting') : t('postTheRound')}
          </Button>
        </form>
        <section aria-labelledby="to-attest" className="space-y-4">
          <h2 id="to-attest" className="text-2xl">
            {t('partnersRoundsToAttest')}
          </h2>
          <AttestList rounds={toAttest} />
        </section>
      </div>
    </MemberPage>
  );
}
