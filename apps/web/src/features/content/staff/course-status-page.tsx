import { useForm, useWatch } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import { courseNoteMaxLength, courseStateLabels, courseStates, type CourseState } from '@rgcc/shared/content/club';
import type { CourseStatusInput, CourseStatusValue } from '@rgcc/shared/content/club-settings';
import { useSaveSettings, type clubSettingsLoader } from './club-settings-api';
import { card, SettingsFrame } from './settings-frame';
import { formatClubDateTime } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';

const explanations: Record<CourseState, string> = {
  open: 'Play as usual. The golf course page says the course is open; the home page shows nothing.',
  restricted: 'Some holes or tees are out of play, or carts are not allowed. Say what in the note.',
  closed: 'No play, e.g. after monsoon rain. Say why and, if known, until when.',
};

/** `/admin/content/course-status`: whether golf can be played, shown on the home and golf course pages. */
export function CourseStatusPage() {
  const locale = useLocale();
  const { settings } = useLoaderData<typeof clubSettingsLoader>();
  const { state, note, since } = settings.courseStatus;
  const form = useForm<CourseStatusInput, unknown, CourseStatusValue>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/content/club-settings').then((module) => module.courseStatusSchema)),
    mode: 'onTouched',
    defaultValues: { state, note },
  });
  const { errors } = form.formState;
  const chosen = useWatch({ control: form.control, name: 'state' });
  const save = useSaveSettings('course-status');

  const submit = form.handleSubmit((values) =>
    save.submit(values, {
      onSuccess: (answer) => {
        form.reset({ state: answer.settings.courseStatus.state, note: answer.settings.courseStatus.note });
        toast.success(answer.message);
      },
      onError: (error) => {
        if (!showServerFieldErrors(form, error, ['state', 'note'])) toast.error(errorMessage(error, 'We could not save the course status. Please try again.'));
      },
    }),
  );

  return (
    <SettingsFrame title="Course status" intro="Tell golfers whether they can play before they drive out. Monsoon rain closes the course.">
      <form noValidate onSubmit={submit} className={`${card} space-y-6`}>
        <p className="text-ink">
          Now: <strong>{courseStateLabels[state]}</strong>
          {since && (
            <>
              {' '}
              since <time dateTime={since}>{formatClubDateTime(since, locale)}</time>
            </>
          )}
          .
        </p>
        <fieldset aria-describedby={errors.state ? 'course-state-error' : undefined}>
          <legend className="mb-3 text-sm font-semibold text-fairway-800">The course is</legend>
          <div className="grid gap-3">
            {courseStates.map((option) => (
              <label key={option} className="flex cursor-pointer gap-3 rounded-xl p-4 ring-1 ring-fairway-200 has-[:checked]:ring-2 has-[:checked]:ring-fairway-700">
                <input type="radio" value={option} {...form.register('state')} className="mt-1 size-4 shrink-0 accent-fairway-700" />
                <span>
                  <span className="block font-semibold text-fairway-800">{courseStateLabels[option]}</span>
                  <span className="text-sm text-ink-muted">{explanations[option]}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.state && (
            <p id="course-state-error" className="mt-2 text-sm text-red-700">
              {errors.state.message}
            </p>
          )}
        </fieldset>
        <TextField
          label="Note for golfers"
          autoComplete="off"
          maxLength={courseNoteMaxLength}
          hint={chosen === 'open' ? 'Not needed while the course is open (it is not kept).' : `Required: shown with the status, at most ${courseNoteMaxLength} characters.`}
          {...form.register('note')}
          error={errors.note?.message}
        />
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </form>
    </SettingsFrame>
  );
}
