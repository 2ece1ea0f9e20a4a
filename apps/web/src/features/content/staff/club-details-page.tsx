import { useForm } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import { addressMaxLines } from '@rgcc/shared/content/club';
import type { ClubDetails, ClubDetailsInput } from '@rgcc/shared/content/club-settings';
import { useSaveSettings, type clubSettingsLoader } from './club-settings-api';
import { card, SettingsFrame } from './settings-frame';

const fields = ['phone', 'bookingPhone', 'email', 'membershipEmail', 'address', 'location', 'notificationEmail'] as const;

/** `/admin/content/club-details`: the club's phones, emails and address, and where staff notifications go. */
export function ClubDetailsPage() {
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
        if (!showServerFieldErrors(form, error, fields)) toast.error(errorMessage(error, 'We could not save the contact details. Please try again.'));
      },
    }),
  );

  return (
    <SettingsFrame title="Contact details" intro="How visitors reach the club. The footer, the contact page, the help and legal pages show them.">
      <form noValidate onSubmit={submit} className={`${card} space-y-5`}>
        <TextField label="Phone" type="tel" autoComplete="off" hint="The office line, shown on every page." {...form.register('phone')} error={errors.phone?.message} />
        <TextField
          label="Booking phone"
          type="tel"
          autoComplete="off"
          hint="For pre-booking the restaurant and the convention hall."
          {...form.register('bookingPhone')}
          error={errors.bookingPhone?.message}
        />
        <TextField label="Email" type="email" autoComplete="off" hint="General enquiries and bookings." {...form.register('email')} error={errors.email?.message} />
        <TextField
          label="Membership email"
          type="email"
          autoComplete="off"
          hint="Membership and applications."
          {...form.register('membershipEmail')}
          error={errors.membershipEmail?.message}
        />
        <TextAreaField
          label="Address"
          rows={addressMaxLines}
          hint={`One line per line of the postal address, at most ${addressMaxLines}.`}
          {...form.register('address')}
          error={errors.address?.message}
        />
        <TextField label="Location" hint="How to find the club, e.g. near a landmark." {...form.register('location')} error={errors.location?.message} />
        <TextField
          label="Notification address"
          type="email"
          autoComplete="off"
          hint="Where the club's staff are told of new applications, messages and prebook requests. Leave it empty to use the email above. Not shown to visitors."
          {...form.register('notificationEmail')}
          error={errors.notificationEmail?.message}
        />
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </form>
    </SettingsFrame>
  );
}
