import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFieldArray, useForm, type FieldErrors, type Path, type UseFormReturn } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { useTexts } from '@/lib/texts';
import { toast } from '@/lib/toast';
import { hoursRowsMax } from '@rgcc/shared/content/club';
import type { HoursPlace, OpeningHours, OpeningHoursInput } from '@rgcc/shared/content/club-settings';
import { BanglaVersion } from '@/components/ui/bangla-version';
import { useSaveSettings, type clubSettingsLoader } from './club-settings-api';
import { clubSettingsTexts, placeWords } from './club-settings-texts';
import { card, SettingsFrame } from './settings-frame';

/** The places with opening hours, in the page's order; their words are in placeWords. */
const places: HoursPlace[] = ['club', 'restaurant', 'conventionHall'];

const hidden = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

type Form = UseFormReturn<OpeningHoursInput, unknown, OpeningHours>;

/** Every field the server may name in a 400: each line's days and hours, and each list as a whole. */
function fieldsOf(hours: OpeningHoursInput): Path<OpeningHoursInput>[] {
  return places.flatMap((place) => [
    place,
    ...hours[place].flatMap((_row, index) => [`${place}.${index}.days`, `${place}.${index}.hours`, `${place}.${index}.bn.days`, `${place}.${index}.bn.hours`] as const),
  ]);
}

/** `/admin/content/opening-hours`: the hours of the club office, the restaurant and the convention hall. */
export function OpeningHoursPage() {
  const t = useTexts(clubSettingsTexts);
  const { settings } = useLoaderData<typeof clubSettingsLoader>();
  const form: Form = useForm<OpeningHoursInput, unknown, OpeningHours>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/content/club-settings').then((module) => module.openingHoursSchema)),
    mode: 'onTouched',
    defaultValues: settings.hours,
  });
  const save = useSaveSettings('hours');

  const submit = form.handleSubmit((values) =>
    save.submit(values, {
      onSuccess: (answer) => {
        form.reset(answer.settings.hours);
        toast.success(answer.message);
      },
      onError: (error) => {
        if (!showServerFieldErrors(form, error, fieldsOf(values))) toast.error(errorMessage(error, t('couldNotSaveHours')));
      },
    }),
  );

  return (
    <SettingsFrame title={t('openingHours')} intro={t('openingHoursIntro')}>
      <form noValidate onSubmit={submit} className="space-y-6">
        {places.map((place) => (
          <HoursList key={place} form={form} place={place} />
        ))}
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </form>
    </SettingsFrame>
  );
}

/** The message of a whole list (none left, too many), wherever react-hook-form keeps it. */
function listError(errors: FieldErrors<OpeningHoursInput>, place: HoursPlace): string | undefined {
  const error = errors[place];
  return error?.message ?? error?.root?.message;
}

function HoursList({ form, place }: { form: Form; place: HoursPlace }) {
  const t = useTexts(clubSettingsTexts);
  const { fields, append, remove } = useFieldArray({ control: form.control, name: place });
  const { errors } = form.formState;
  const rowErrors = errors[place];
  const problem = listError(errors, place);
  return (
    <fieldset className={card} aria-describedby={`${place}-hours-shown`}>
      <legend className="mb-1 font-serif text-2xl text-fairway-800">
        {t(placeWords[place].title)}
      </legend>
      <p id={`${place}-hours-shown`} className="mb-4 text-sm text-ink-muted">
        {t(placeWords[place].shownOn)}
      </p>
      <ol className="space-y-4">
        {fields.map((field, index) => (
          <li key={field.id} className="grid grid-cols-1 gap-3 border-b border-fairway-100 pb-4 last:border-0 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] sm:items-start">
            <TextField label={t('daysLine', { line: index + 1 })} {...form.register(`${place}.${index}.days`)} error={rowErrors?.[index]?.days?.message} />
            <TextField label={t('hoursLine', { line: index + 1 })} {...form.register(`${place}.${index}.hours`)} error={rowErrors?.[index]?.hours?.message} />
            <Button variant="ghost" className="self-end px-3 sm:row-span-2" onClick={() => remove(index)} disabled={fields.length === 1}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t.rich('removeLine', { hidden }, { line: index + 1, place })}
            </Button>
            <BanglaVersion label={t('daysLine', { line: index + 1 })} {...form.register(`${place}.${index}.bn.days`)} error={rowErrors?.[index]?.bn?.days?.message} maxLength={40} />
            <BanglaVersion label={t('hoursLine', { line: index + 1 })} {...form.register(`${place}.${index}.bn.hours`)} error={rowErrors?.[index]?.bn?.hours?.message} maxLength={60} />
          </li>
        ))}
      </ol>
      {problem && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {problem}
        </p>
      )}
      <Button variant="secondary" className="mt-4" onClick={() => append({ days: '', hours: '', bn: { days: '', hours: '' } })} disabled={fields.length >= hoursRowsMax}>
        <Plus aria-hidden="true" className="size-4" />
        {t.rich('addLine', { hidden }, { place })}
      </Button>
    </fieldset>
  );
}
