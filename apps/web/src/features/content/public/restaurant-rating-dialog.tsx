import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import type { RestaurantRatingInput } from '@rgcc/shared/comms/restaurant-rating';
import { rateRestaurant } from './restaurant-api';
import { StarRatingInput } from '../../../components/ui/star-rating';
import { useSubmission } from '@/lib/use-submission';
import { useTexts } from '@/lib/texts';
import { restaurantTexts } from './restaurant-texts';

/** The restaurant page's "Rate Us" popup: a score from 1 to 5 and a comment, both required. */
export function RestaurantRatingDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTexts(restaurantTexts);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('rateOurRestaurant')}>
      <RatingForm onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

const emptyRating = { score: undefined, comment: '' } as unknown as RestaurantRatingInput;

function RatingForm({ onDone }: { onDone: () => void }) {
  const form = useForm<RestaurantRatingInput>({ resolver: lazyZodResolver(() => import('@rgcc/shared/comms/restaurant-rating').then((module) => module.restaurantRatingSchema)), defaultValues: emptyRating });
  const { errors } = form.formState;
  const t = useTexts(restaurantTexts);

  const rate = useSubmission({
    send: rateRestaurant,
    onSuccess: (answer) => {
      toast.success(answer.message);
      form.reset(emptyRating);
      onDone();
    },
    onError: (error) => toast.error(errorMessage(error, t('ratingNotSaved'))),
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => rate.submit(values))} className="space-y-5">
      <p className="text-ink-muted">{t('ratingIntro')}</p>
      <Controller
        control={form.control}
        name="score"
        render={({ field, fieldState }) => (
          <StarRatingInput
            legend={t('yourScore')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            errorId="restaurant-score-error"
          />
        )}
      />
      <TextAreaField label={t('yourComment')} rows={4} {...form.register('comment')} error={errors.comment?.message} />
      <Button type="submit" disabled={rate.isPending} className="w-full sm:w-auto">
        {rate.isPending ? t('sending') : t('sendRating')}
      </Button>
    </form>
  );
}
