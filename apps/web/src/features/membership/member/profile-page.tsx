import { useForm } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import { ApplicationFieldGroups } from '@/features/membership/application-fields';
import { Facts, MemberPage } from '@/components/member-area/member-page';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTexts } from '@/lib/texts';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
import { localeDigits } from '@rgcc/shared/format/number';
// Types only: the schema module would pull zod into the page's first load.
import type { MemberContact } from '@rgcc/shared/membership/member-area';
import { useContactUpdate, type memberProfileLoader } from './api';
import { DirectoryConsentSwitch } from './directory-consent';
import { membershipTexts } from './membership-texts';

const contactFields = ['mobile', 'presentAddress', 'emergencyContact'] as const;

/** `/dashboard/profile`: what the register holds, the contact details the member keeps, and their application. */
export function ProfilePage() {
  const locale = useLocale();
  const t = useTexts(membershipTexts);
  const { profile } = useLoaderData<typeof memberProfileLoader>();
  const { handicap } = profile;
  return (
    <MemberPage title={t('profile')}>
      <div className="space-y-8">
        <Facts
          rows={[
            [t('memberId'), profile.memberId],
            [t('name'), profile.name],
            [t('category'), profile.category],
            [t('email'), profile.email],
            [t('handicapIndex'), handicap ? t('handicapRecord', { index: localeDigits(handicap.index.toFixed(1), locale), date: formatCalendarDate(handicap.asOf, locale) }) : t('noHandicap')],
          ]}
        />
        <p className="text-sm text-ink-muted">
          {t.rich('changeNameOrCategory', {
            link: (chunks) => (
              <Link to="/dashboard/support" className="font-semibold text-fairway-800 underline underline-offset-4">
                {chunks}
              </Link>
            ),
          })}
        </p>
        <ContactForm contact={{ mobile: profile.mobile, presentAddress: profile.presentAddress, emergencyContact: profile.emergencyContact }} />
        <DirectoryConsentSwitch showsContact={profile.directoryShowsContact} />
        {profile.details && (
          <section aria-labelledby="application-heading" className="space-y-4">
            <h2 id="application-heading" className="text-2xl text-fairway-900">
              {t('yourApplication')}
            </h2>
            <ApplicationFieldGroups details={profile.details} />
          </section>
        )}
      </div>
    </MemberPage>
  );
}

function ContactForm({ contact }: { contact: MemberContact }) {
  const t = useTexts(membershipTexts);
  const form = useForm<MemberContact>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/membership/member-area').then((module) => module.memberContactSchema)),
    mode: 'onTouched',
    defaultValues: contact,
  });
  const update = useContactUpdate();
  const submit = form.handleSubmit((values) =>
    update.submit(values, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        form.reset({ mobile: answer.mobile, presentAddress: answer.presentAddress, emergencyContact: answer.emergencyContact });
      },
      onError: (error) => {
        if (!showServerFieldErrors(form, error, contactFields)) toast.error(errorMessage(error, t('detailsNotSaved')));
      },
    }),
  );
  const { errors } = form.formState;
  return (
    <section aria-labelledby="contact-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8">
      <h2 id="contact-heading" className="text-2xl text-fairway-900">
        {t('contactDetails')}
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-5">
        <TextField label={t('mobileNumber')} type="tel" autoComplete="tel" inputMode="numeric" error={errors.mobile?.message} {...form.register('mobile')} />
        <TextAreaField label={t('presentAddress')} rows={3} autoComplete="street-address" error={errors.presentAddress?.message} {...form.register('presentAddress')} />
        <TextField
          label={t('emergencyContact')}
          hint={t('emergencyContactHint')}
          error={errors.emergencyContact?.message}
          {...form.register('emergencyContact')}
        />
        <div>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('saving') : t('saveContactDetails')}
          </Button>
        </div>
      </form>
    </section>
  );
}
