import { ArrowLeft, Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import { Button } from '@/components/ui/button';
import { BanglaVersion } from '@/components/ui/bangla-version';
import { Field, TextField } from '@/components/ui/form-field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import { teeGenders } from '@rgcc/shared/golf/golf-constants';
import { roundRating } from '@rgcc/shared/golf/handicap/course';
import { formatOneDecimal, formatTenths } from '@rgcc/shared/format/golf-numbers';
// Types only: the schema module would pull zod into the console's first load.
import type { StaffTee, TeeFormInput } from '@rgcc/shared/golf/scores';
import { useSaveTee, type teesLoader } from './course-api';
import { useTexts } from '@/lib/texts';
import { golfTexts } from './golf-texts';

const card = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8';
const formFields = ['name', 'bn.name', 'gender', 'courseRating', 'slopeRating', 'par', 'ratingConfirmed'] as const;
const blankTee: TeeFormInput = { name: '', gender: 'men', courseRating: Number.NaN, slopeRating: Number.NaN, par: 36, ratingConfirmed: false, bn: { name: '' } };
const formOf = ({ name, gender, courseRating, slopeRating, par, ratingConfirmed, bn }: StaffTee): TeeFormInput => ({
  name,
  gender,
  courseRating,
  slopeRating,
  par,
  ratingConfirmed,
  bn: { name: bn.name ?? '' },
});

/** `/admin/golf/tees`: each tee's 9-hole ratings, the 18-hole values they make, and the forms to add and change them. */
export function TeesPage() {
  const t = useTexts(golfTexts);
  const { tees } = useLoaderData<typeof teesLoader>();
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <>
      <PageHeader title={t('teesAndRatings')} eyebrow={t('golf')} inConsole>
        {t('teesIntro')}
      </PageHeader>
      <Section className="bg-cream">
        <div className="mx-auto max-w-4xl space-y-8">
          <Link to="/admin/golf" className="inline-flex items-center gap-2 font-semibold text-river-700 underline underline-offset-4">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('golf')}
          </Link>
          <ul className="grid gap-6" aria-label={t('tees')}>
            {tees.map((tee) => (
              <li key={tee.id} className={`${card} min-w-0`} data-testid="tee">
                {editing === tee.id ? (
                  <TeeFormFields tee={tee} heading={t('changeTeesHeading', { name: tee.name })} onDone={() => setEditing(null)} />
                ) : (
                  <TeeCard tee={tee} onEdit={() => setEditing(tee.id)} />
                )}
              </li>
            ))}
          </ul>
          <section className={card} aria-labelledby="add-tee-heading">
            <TeeFormFields tee={null} heading={t('addTees')} headingId="add-tee-heading" />
          </section>
        </div>
      </Section>
    </>
  );
}

function TeeCard({ tee, onEdit }: { tee: StaffTee; onEdit: () => void }) {
  const t = useTexts(golfTexts);
  const nine = { courseRatingTenths: Math.round(tee.courseRating * 10), slopeRating: tee.slopeRating, par: tee.par };
  const eighteen = roundRating(nine, 18);
  const headingId = `tee-${tee.id}-heading`;
  return (
    <article aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-2xl text-fairway-900">
            {tee.name}
          </h2>
          <p className="text-ink-muted">
            {t('gender', { gender: tee.gender })} · {tee.ratingConfirmed ? t('confirmedByFederation') : t('provisional')}
          </p>
        </div>
        <Button variant="secondary" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          {t.rich('changeTees', { hidden: (chunks: ReactNode) => <span className="sr-only">{chunks}</span> }, { name: tee.name })}
        </Button>
      </div>
      <div className="mt-4">
        {/* Four short columns fit a phone: no sideways scroll to reach. */}
        <table className="w-full text-left text-sm tabular-nums sm:text-base">
          <caption className="sr-only">{t('ratingsCaption', { name: tee.name })}</caption>
          <thead>
            <tr className="border-b border-fairway-100 text-sm text-ink-muted">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('round')}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('courseRating')}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('slopeRating')}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t('par')}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-fairway-50" data-row="9">
              <th scope="row" className="py-2 pr-4 font-semibold text-fairway-800">
                {t('nineHoles')}
              </th>
              <td className="py-2 pr-4">{formatOneDecimal(tee.courseRating)}</td>
              <td className="py-2 pr-4">{tee.slopeRating}</td>
              <td className="py-2">{tee.par}</td>
            </tr>
            <tr data-row="18">
              <th scope="row" className="py-2 pr-4 font-semibold text-fairway-800">
                {t('eighteenHoles')}
              </th>
              <td className="py-2 pr-4">{formatTenths(eighteen.courseRatingTenths)}</td>
              <td className="py-2 pr-4">{eighteen.slopeRating}</td>
              <td className="py-2">{eighteen.par}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </article>
  );
}

/** Adds tees (`tee` null) or changes one; a name taken comes back from the server on the name. */
function TeeFormFields({ tee, heading, headingId, onDone }: { tee: StaffTee | null; heading: string; headingId?: string; onDone?: () => void }) {
  const t = useTexts(golfTexts);
  const form = useForm<TeeFormInput>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/golf/scores').then((module) => module.teeFormSchema)),
    mode: 'onTouched',
    defaultValues: tee ? formOf(tee) : blankTee,
  });
  const save = useSaveTee();
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.submit(
      { id: tee?.id ?? null, form: values },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          if (tee) onDone?.();
          else form.reset(blankTee);
        },
        onError: (error) => {
          if (!showServerFieldErrors(form, error, formFields)) toast.error(errorMessage(error, t('couldNotSaveTees')));
        },
      },
    ),
  );
  const number = { setValueAs: (value: unknown) => (value === '' || value === null ? Number.NaN : Number(value)) };
  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} aria-label={headingId ? undefined : heading} className="grid gap-5">
      <h2 id={headingId} className="text-2xl text-fairway-900">
        {heading}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('name')} autoComplete="off" maxLength={40} error={errors.name?.message} {...form.register('name')} />
        <BanglaVersion label={t('name')} autoComplete="off" maxLength={40} error={errors.bn?.name?.message} {...form.register('bn.name')} />
        <Field label={t('for')} error={errors.gender?.message}>
          {(control) => (
            <select {...control} {...form.register('gender')}>
              {teeGenders.map((gender) => (
                <option key={gender} value={gender}>
                  {t('gender', { gender })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label={t('courseRatingNine')}
          hint={t('courseRatingHint')}
          type="number"
          inputMode="decimal"
          step="0.1"
          error={errors.courseRating?.message}
          {...form.register('courseRating', number)}
        />
        <TextField label={t('slopeRating')} hint={t('slopeRatingHint')} type="number" inputMode="numeric" error={errors.slopeRating?.message} {...form.register('slopeRating', number)} />
        <TextField label={t('parNine')} hint={t('parHint')} type="number" inputMode="numeric" error={errors.par?.message} {...form.register('par', number)} />
      </div>
      <label className="flex items-start gap-3">
        <input type="checkbox" className="mt-1 size-5 accent-fairway-700" {...form.register('ratingConfirmed')} />
        <span>
          <span className="block font-semibold text-fairway-800">{t('ratingsConfirmed')}</span>
          <span className="text-sm text-ink-muted">{t('untilConfirmed')}</span>
        </span>
      </label>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : tee ? t('saveTees') : t('addTheTees')}
        </Button>
        {tee && (
          <Button variant="secondary" onClick={onDone}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
