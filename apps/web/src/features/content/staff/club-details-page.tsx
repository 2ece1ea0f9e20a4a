import { useForm } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { useTexts } from '@/lib/texts';
import { toast } from '@/lib/toast';
import { addressMaxLines } from '@rgcc/shared/content/club';
import type { ClubDetails, ClubDetailsInput } from '@rgcc/shared/content/club-settings';
import { BanglaVersion } from '@/components/ui/bangla-version';
import { useSaveSettings, type clubSettingsLoader } from './club-settings-api';
import { clubSettingsTexts } from './club-settings-texts';
import { card, SettingsFrame } from './settings-frame';

const fields = ['phone', 'bookingPhone', 'email', 'membershipEmail', 'address', 'bn.address', 'location', 'bn.location', 'notificationEmail'] as const;

/** `/admin/content/club-details`: the club's phones, emails and address, and where staff notifications go. */
export function ClubDetailsPage() {
  const t = useTexts(clubSettingsTexts);
  const { settings } = useLoaderData<typeof clubSettingsLoader>();
  const form = useForm<ClubDetailsInput, unknown, ClubDetails>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/content/club-settings').then((module) => module.clubDetailsSchema)),
    mode: 'onTouched',
    defaultValues: settings.details,
  });
  const { errors } = form.formState;
  const save = useSaveSettings('details');

  const submit = form.handleSubmit((values) =>
    save.submit(values, {
      onSuccess: (answer) => {
        form.reset(answer.settings.details);
        toast.success(answer.message);
      },
      onError: (error) => {
        if (!showServerFieldErrors(form, error, fields)) toast.error(errorMessage(error, t('couldNotSaveDetails')));
      },
    }),
  );

  return (
    <SettingsFrame title={t('contactDetails')} intro={t('contactDetailsIntro')}>
      <form noValidate onSubmit={submit} className={`${card} space-y-5`}>
        <TextField label={t('phone')} type="tel" autoComplete="off" hint={t('phoneHint')} {...form.register('phone')} error={errors.phone?.message} />
        <TextField
          label={t('bookingPhone')}
          type="tel"
          autoComplete="off"
          hint={t('bookingPhoneHint')}
          {...form.register('bookingPhone')}
          error={errors.bookingPhone?.message}
        />
        <TextField label={t('email')} type="email" autoComplete="off" hint={t('emailHint')} {...form.register('email')} error={errors.email?.message} />
        <TextField
          label={t('membershipEmail')}
          type="email"
          autoComplete="off"
          hint={t('membershipEmailHint')}
          {...form.register('membershipEmail')}
          error={errors.membershipEmail?.message}
        />
        <TextAreaField
          label={t('address')}
          rows={addressMaxLines}
          hint={t('addressHint', { max: addressMaxLines })}
          {...form.register('address')}
          error={errors.address?.message}
        />
        <BanglaVersion label={t('address')} long {...form.register('bn.address')} error={errors.bn?.address?.message} maxLength={200} />
        <TextField label={t('location')} hint={t('locationHint')} {...form.register('location')} error={errors.location?.message} />
        <BanglaVersion label={t('location')} {...form.register('bn.location')} error={errors.bn?.location?.message} maxLength={120} />
        <TextField
          label={t('notificationEmail')}
          type="email"
          autoComplete="off"
          hint={t('notificationEmailHint')}
          {...form.register('notificationEmail')}
          error={errors.notificationEmail?.message}
        />
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </form>
    </SettingsFrame>
  );
}
