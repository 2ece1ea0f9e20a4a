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
import { formatHandicapRecord } from '@/features/membership/handicap-record';
// Types only: the schema module would pull zod into the page's first load.
import type { MemberContact } from '@rgcc/shared/membership/member-area';
import { useContactUpdate, type memberProfileLoader } from './api';
import { DirectoryConsentSwitch } from './directory-consent';

const contactFields = ['mobile', 'presentAddress', 'emergencyContact'] as const;

/** `/dashboard/profile`: what the register holds, the contact details the member keeps, and their application. */
export function ProfilePage() {
  const locale = useLocale();
  const { profile } = useLoaderData<typeof memberProfileLoader>();
  return (
    <MemberPage title="Profile">
      <div className="space-y-8">
        <Facts
          rows={[
            ['Member ID', profile.memberId],
            ['Name', profile.name],
            ['Category', profile.category],
            ['Email', profile.email],
            ['Handicap index', formatHandicapRecord(profile.handicap, locale)],
          ]}
        />
        <p className="text-sm text-ink-muted">
          To change your name or category, <Link to="/dashboard/support" className="font-semibold text-fairway-800 underline underline-offset-4">write to the office</Link>.
        </p>
        <ContactForm contact={{ mobile: profile.mobile, presentAddress: profile.presentAddress, emergencyContact: profile.emergencyContact }} />
        <DirectoryConsentSwitch showsContact={profile.directoryShowsContact} />
        {profile.details && (
          <section aria-labelledby="application-heading" className="space-y-4">
            <h2 id="application-heading" className="text-2xl text-fairway-900">
              Your application
            </h2>
            <ApplicationFieldGroups details={profile.details} />
          </section>
        )}
      </div>
    </MemberPage>
  );
}

function ContactForm({ contact }: { contact: MemberContact }) {
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
        if (!showServerFieldErrors(form, error, contactFields)) toast.error(errorMessage(error, 'We could not save your details. Please try again.'));
      },
    }),
  );
  const { errors } = form.formState;
  return (
    <section aria-labelledby="contact-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8">
      <h2 id="contact-heading" className="text-2xl text-fairway-900">
        Contact details
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-5">
        <TextField label="Mobile number" type="tel" autoComplete="tel" inputMode="numeric" error={errors.mobile?.message} {...form.register('mobile')} />
        <TextAreaField label="Present address" rows={3} autoComplete="street-address" error={errors.presentAddress?.message} {...form.register('presentAddress')} />
        <TextField
          label="Emergency contact"
          hint="Someone the club may call if something happens to you: their name and number."
          error={errors.emergencyContact?.message}
          {...form.register('emergencyContact')}
        />
        <div>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save contact details'}
          </Button>
        </div>
      </form>
    </section>
  );
}
