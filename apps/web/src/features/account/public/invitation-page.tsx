import { useForm } from 'react-hook-form';
import { useLoaderData, useNavigate, useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import { useSubmission } from '@/lib/use-submission';
import { staffRoleLabels } from '@rgcc/shared/account/staff-roles';
import { passwordMinLength, type NewPasswordInput } from '@rgcc/shared/account/account';
import { acceptInvitation, type staffInvitationLoader } from './invitation-api';

const eyebrow = 'Staff console';

/** While the browser asks the server about the link (the server never renders it: the path holds a secret). */
export function CheckingInvitation() {
  return (
    <>
      <PageHeader title="Your invitation" eyebrow={eyebrow} />
      <Section className="bg-cream">
        <p role="status" className="text-center text-ink-muted">
          One moment, please.
        </p>
      </Section>
    </>
  );
}

/** `/staff-invite/:id/:token`, from an admin's invitation mail: the invitee chooses a password. */
export function InvitationPage() {
  const { invitation } = useLoaderData<typeof staffInvitationLoader>();
  const { id = '', token = '' } = useParams();
  const navigate = useNavigate();
  const form = useForm<NewPasswordInput>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/account/account').then((module) => module.newPasswordSchema)),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const accept = useSubmission({
    send: (input: NewPasswordInput) => acceptInvitation(id, token, input),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void navigate('/login', { replace: true });
    },
    onError: (error) => {
      if (!showServerFieldErrors(form, error, ['password', 'confirmPassword'])) toast.error(errorMessage(error, 'The password could not be set.'));
    },
  });

  if (!invitation) {
    return (
      <>
        <PageHeader title="Your invitation" eyebrow={eyebrow} />
        <Section className="bg-cream">
          <div className="mx-auto max-w-lg space-y-6 text-center">
            <p role="alert" className="text-lg text-ink">
              This invitation link has expired or has already been used. Please ask a club admin for a new one.
            </p>
            <ButtonLink to="/login">Go to the login page</ButtonLink>
          </div>
        </Section>
      </>
    );
  }

  return (
    <>
      <PageHeader title="Join the staff console" eyebrow={eyebrow}>
        You are invited as {staffRoleLabels[invitation.role]}. Choose a password of at least {passwordMinLength} characters.
      </PageHeader>
      <Section className="bg-cream">
        <div className="mx-auto max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-10">
          <form noValidate onSubmit={form.handleSubmit((values) => accept.submit(values))} className="space-y-5">
            <TextField label="Email" type="email" autoComplete="username" value={invitation.email} readOnly />
            <TextField label="New Password" type="password" autoComplete="new-password" {...form.register('password')} error={errors.password?.message} />
            <TextField label="Confirm Password" type="password" autoComplete="new-password" {...form.register('confirmPassword')} error={errors.confirmPassword?.message} />
            <Button type="submit" disabled={accept.isPending} className="w-full">
              {accept.isPending ? 'Saving…' : 'Set password'}
            </Button>
          </form>
          <p className="mt-6 text-sm text-ink-muted">At your first sign-in you will set up an authenticator app on your phone for the sign-in code.</p>
        </div>
      </Section>
    </>
  );
}
