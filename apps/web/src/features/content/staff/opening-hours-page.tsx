import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, type FieldErrors, type Path, type UseFormReturn } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import { hoursRowsMax } from '@rgcc/shared/content/club';
import type { HoursPlace, OpeningHours, OpeningHoursInput } from '@rgcc/shared/content/club-settings';
import { useSaveSettings, type clubSettingsLoader } from './club-settings-api';
import { card, SettingsFrame } from './settings-frame';

const places: { place: HoursPlace; title: string; shownOn: string }[] = [
  { place: 'club', title: 'Club office', shownOn: 'Shown on the contact and help pages.' },
  { place: 'restaurant', title: 'Restaurant', shownOn: 'Shown on the restaurant page.' },
  { place: 'conventionHall', title: 'Convention hall', shownOn: 'Shown on the convention hall page.' },
];

type Form = UseFormReturn<OpeningHoursInput, unknown, OpeningHours>;

/** Every field the server may name in a 400: each line's days and hours, and each list as a whole. */
function fieldsOf(hours: OpeningHoursInput): Path<OpeningHoursInput>[] {
  return places.flatMap(({ place }) => [place, ...hours[place].flatMap((_row, index) => [`${place}.${index}.days`, `${place}.${index}.hours`] as const)]);
}

/** `/admin/content/opening-hours`: the hours of the club office, the restaurant and the convention hall. */
export function OpeningHoursPage() {
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
        if (!showServerFieldErrors(form, error, fieldsOf(values))) toast.error(errorMessage(error, 'We could not save the opening hours. Please try again.'));
      },
    }),
  );

  return (
    <SettingsFrame title="Opening hours" intro="Each line is a set of days and their hours, as visitors read them, e.g. “Mon to Sat” and “7:00 AM to 5:00 PM”.">
      <form noValidate onSubmit={submit} className="space-y-6">
        {places.map((place) => (
          <HoursList key={place.place} form={form} {...place} />
        ))}
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? 'Saving…' : 'Save'}
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

function HoursList({ form, place, title, shownOn }: { form: Form; place: HoursPlace; title: string; shownOn: string }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: place });
  const { errors } = form.formState;
  const rowErrors = errors[place];
  const problem = listError(errors, place);
  return (
    <fieldset className={card} aria-describedby={`${place}-hours-shown`}>
      <legend className="mb-1 font-serif text-2xl text-fairway-800">
        {title}
      </legend>
      <p id={`${place}-hours-shown`} className="mb-4 text-sm text-ink-muted">
        {shownOn}
      </p>
      <ol className="space-y-4">
        {fields.map((field, index) => (
          <li key={field.id} className="grid grid-cols-1 gap-3 border-b border-fairway-100 pb-4 last:border-0 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] sm:items-start">
            <TextField label={`Days, line ${index + 1}`} {...form.register(`${place}.${index}.days`)} error={rowErrors?.[index]?.days?.message} />
            <TextField label={`Hours, line ${index + 1}`} {...form.register(`${place}.${index}.hours`)} error={rowErrors?.[index]?.hours?.message} />
            <Button variant="ghost" className="self-end px-3" onClick={() => remove(index)} disabled={fields.length === 1}>
              <Trash2 aria-hidden="true" className="size-4" />
              Remove<span className="sr-only"> line {index + 1} of the {title.toLowerCase()} hours</span>
            </Button>
          </li>
        ))}
      </ol>
      {problem && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {problem}
        </p>
      )}
      <Button variant="secondary" className="mt-4" onClick={() => append({ days: '', hours: '' })} disabled={fields.length >= hoursRowsMax}>
        <Plus aria-hidden="true" className="size-4" />
        Add a line<span className="sr-only"> to the {title.toLowerCase()} hours</span>
      </Button>
    </fieldset>
  );
}
