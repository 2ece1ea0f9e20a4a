import { useId, useLayoutEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { checkedValueInPage } from '@/lib/form-on-first-use';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { shownMessage } from '@/lib/message-language';
import { reviewCategories, reviewNamePhoneMessage } from '@rgcc/shared/comms/review-constants';
import type { reviewInputSchema } from '@rgcc/shared/comms/reviews';
import { postReview } from './api';
import { StarRatingInput } from '../../../components/ui/star-rating';
import { useSubmission } from '@/lib/use-submission';
import { useTexts } from '@/lib/texts';
import { categoryTextKeys, reviewsTexts } from './reviews-texts';

type ReviewFormInput = z.input<typeof reviewInputSchema>;
type ReviewFormOutput = z.output<typeof reviewInputSchema>;


const emptyReview: ReviewFormInput = {
  userName: '',
  userPhone: '',
  ratings: { 'Ambience & Atmosphere': 0, 'Service & Hospitality': 0, 'Food & Beverages': 0 },
  comments: { 'Ambience & Atmosphere': '', 'Service & Hospitality': '', 'Food & Beverages': '' },
};


export function ReviewForm() {
  const t = useTexts(reviewsTexts);
  const revalidator = useRevalidator();
  const alertId = useId();
  const form = useForm<ReviewFormInput, unknown, ReviewFormOutput>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/comms/reviews').then((module) => module.reviewInputSchema)),
    // No texts: react-hook-form reads them from the fields as it registers them. The form's code
    // comes when the visitor first reaches for it, who may have typed by then.
    defaultValues: { ratings: emptyReview.ratings },
  });
  // Or picked stars: the server's form (no star) hydrates, then takes them.
  useLayoutEffect(() => {
    for (const category of reviewCategories) {
      const picked = checkedValueInPage(`ratings.${category}`);
      if (picked) form.setValue(`ratings.${category}`, Number(picked));
    }
  }, [form]);
  const { errors } = form.formState;

  const save = useSubmission({
    send: postReview,
    onSuccess: () => {
      // The page's list and averages are read again, with the new review in them.
      void revalidator.revalidate();
      toast.success(t('thankYou'));
      form.reset(emptyReview);
    },
  });

  // The spec's one message for a missing name or phone; other problems show under their field.
  const namePhoneMessage = shownMessage(reviewNamePhoneMessage);
  const missingNameOrPhone = errors.userName?.message === namePhoneMessage || errors.userPhone?.message === namePhoneMessage;
  const fieldError = (message: string | undefined) => (message === namePhoneMessage ? undefined : message);

  return (
    <section aria-labelledby="review-form-heading" className="rounded-2xl border border-fairway-100 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="review-form-heading" className="font-serif text-2xl">
        {t('leaveReview')}
      </h2>
      <p className="mt-1 text-ink-muted">{t('phoneStaysPrivate')}</p>
      <form noValidate className="mt-6 space-y-6" onSubmit={form.handleSubmit((values) => save.submit(values))}>
        {missingNameOrPhone && (
          <p id={alertId} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
            {namePhoneMessage}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('yourName')} error={fieldError(errors.userName?.message)}>
            {(control) => (
              <input
                {...control}
                {...form.register('userName')}
                autoComplete="name"
                aria-invalid={Boolean(errors.userName)}
                aria-describedby={errors.userName?.message === namePhoneMessage ? alertId : control['aria-describedby']}
              />
            )}
          </Field>
          <Field label={t('phoneNumber')} error={fieldError(errors.userPhone?.message)}>
            {(control) => (
              <input
                {...control}
                {...form.register('userPhone')}
                type="tel"
                autoComplete="tel"
                aria-invalid={Boolean(errors.userPhone)}
                aria-describedby={errors.userPhone?.message === namePhoneMessage ? alertId : control['aria-describedby']}
              />
            )}
          </Field>
        </div>

        {reviewCategories.map((category) => (
          <div key={category} className="rounded-xl bg-cream p-4 sm:p-5">
            <Controller
              control={form.control}
              name={`ratings.${category}`}
              render={({ field, fieldState }) => (
                <StarRatingInput
                  legend={t(categoryTextKeys[category])}
                  legendClassName="font-serif text-lg text-fairway-800"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  clearable
                  error={fieldState.error?.message}
                  errorId={`${alertId}-${category.slice(0, 4)}`}
                />
              )}
            />
            <div className="mt-3">
              <Field label={t('yourCommentOn', { category: t(categoryTextKeys[category]) })} error={errors.comments?.[category]?.message}>
                {(control) => <textarea {...control} {...form.register(`comments.${category}`)} rows={2} />}
              </Field>
            </div>
          </div>
        ))}

        {save.isError && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {t('errorSavingReview', { error: errorMessage(save.error, t('tryAgain')) })}
          </p>
        )}
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? t('saving') : t('submitReview')}
        </Button>
      </form>
    </section>
  );
}
