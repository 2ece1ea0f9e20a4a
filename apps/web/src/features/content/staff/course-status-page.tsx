import { useForm, useWatch } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { useTexts, type TextKey } from '@/lib/texts';
import { toast } from '@/lib/toast';
import { courseNoteMaxLength, courseStates, type CourseState } from '@rgcc/shared/content/club';
import type { CourseStatusInput, CourseStatusValue } from '@rgcc/shared/content/club-settings';
import { BanglaVersion } from '@/components/ui/bangla-version';
import { useSaveSettings, type clubSettingsLoader } from './club-settings-api';
import { clubSettingsTexts } from './club-settings-texts';
import { card, SettingsFrame } from './settings-frame';
import { formatClubDateTime } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';

const explanations: Record<CourseState, TextKey<typeof clubSettingsTexts>> = {
  open: 'explainOpen',
  restricted: 'explainRestricted',
  closed: 'explainClosed',
};

/** `/admin/content/course-status`: whether golf can be played, shown on the home and golf course pages. */
export function CourseStatusPage() {
  const t = useTexts(clubSettingsTexts);
  const locale = useLocale();
  const { settings } = useLoaderData<typeof clubSettingsLoader>();
  const { state, note, since, bn } = settings.courseStatus;
  const form = useForm<CourseStatusInput, unknown, CourseStatusValue>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/content/club-settings').then((module) => module.courseStatusSchema)),
    mode: 'onTouched',
    defaultValues: { state, note, bn: { note: bn.note ?? '' } },
  });
  const { errors } = form.formState;
  const chosen = useWatch({ control: form.control, name: 'state' });
  const save = useSaveSettings('course-status');

  const submit = form.handleSubmit((values) =>
    save.submit(values, {
      onSuccess: (answer) => {
        const saved = answer.settings.courseStatus;
        form.reset({ state: saved.state, note: saved.note, bn: { note: saved.bn.note ?? '' } });
        toast.success(answer.message);
      },
      onError: (error) => {
        if (!showServerFieldErrors(form, error, ['state', 'note', 'bn.note'])) toast.error(errorMessage(error, t('couldNotSaveStatus')));
      },
    }),
  );

  return (
    <SettingsFrame title={t('courseStatus')} intro={t('courseStatusIntro')}>
      <form noValidate onSubmit={submit} className={`${card} space-y-6`}>
        <p className="text-ink">
          {since
            ? t.rich(
                'stateNowSince',
                { strong: (chunks) => <strong>{chunks}</strong>, time: (chunks) => <time dateTime={since}>{chunks}</time> },
                { state: t('courseState', { state }), since: formatClubDateTime(since, locale) },
              )
            : t.rich('stateNow', { strong: (chunks) => <strong>{chunks}</strong> }, { state: t('courseState', { state }) })}
        </p>
        <fieldset aria-describedby={errors.state ? 'course-state-error' : undefined}>
          <legend className="mb-3 text-sm font-semibold text-fairway-800">{t('theCourseIs')}</legend>
          <div className="grid gap-3">
            {courseStates.map((option) => (
              <label key={option} className="flex cursor-pointer gap-3 rounded-xl p-4 ring-1 ring-fairway-200 has-[:checked]:ring-2 has-[:checked]:ring-fairway-700">
                <input type="radio" value={option} {...form.register('state')} className="mt-1 size-4 shrink-0 accent-fairway-700" />
                <span>
                  <span className="block font-semibold text-fairway-800">{t('courseState', { state: option })}</span>
                  <span className="text-sm text-ink-muted">{t(explanations[option])}</span>
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
          label={t('noteForGolfers')}
          autoComplete="off"
          maxLength={courseNoteMaxLength}
          hint={chosen === 'open' ? t('noteHintOpen') : t('noteHintRequired', { max: courseNoteMaxLength })}
          {...form.register('note')}
          error={errors.note?.message}
        />
        <BanglaVersion label={t('noteForGolfers')} autoComplete="off" maxLength={courseNoteMaxLength} {...form.register('bn.note')} error={errors.bn?.note?.message} />
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </form>
    </SettingsFrame>
  );
}
