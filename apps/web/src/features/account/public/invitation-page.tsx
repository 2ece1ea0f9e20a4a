import { useForm } from 'react-hook-form';
import { useLoaderData, useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import { useSubmission } from '@/lib/use-submission';
import { useTexts } from '@/lib/texts';
import { passwordMinLength, type NewPasswordInput } from '@rgcc/shared/account/account';
import { accountTexts } from './account-texts';
import { choosePasswordTexts } from './choose-password-texts';
import { acceptInvitation, type staffInvitationLoader } from './invitation-api';
import { useLocalisedNavigate } from '@/lib/links';

/** While the browser asks the server about the link (the server never renders it: the path holds a secret). */
export function CheckingInvitation() {
  const t = useTexts(choosePasswordTexts);
  return (
    <>
      <PageHeader title={t('yourInvitation')} eyebrow={t('staffConsole')} />
      <Section className="bg-cream">
        <p role="status" className="text-center text-ink-muted">
          {t('oneMoment')}
        </p>
      </Section>
    </>
  );
}

/** `/staff-invite/:id/:token`, from an admin's invitation mail: the invitee chooses a password. */
export function InvitationPage() {
  const { invitation } = useLoaderData<typeof staffInvitationLoader>();
  const { id = '', token = '' } = useParams();
  const navigate = useLocalisedNavigate();
  const t = useTexts(choosePasswordTexts);
  const account = useTexts(accountTexts);
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
      if (!showServerFieldErrors(form, error, ['password', 'confirmPassword'])) toast.error(errorMessage(error, t('passwordNotSet')));
    },
  });

  if (!invitation) {
    return (
      <>
        <PageHeader title={t('yourInvitation')} eyebrow={t('staffConsole')} />
        <Section className="bg-cream">
          <div className="mx-auto max-w-lg space-y-6 text-center">
            <p role="alert" className="text-lg text-ink">
              {t('invitationExpired')}
            </p>
            <ButtonLink to="/login">{t('goToLoginPage')}</ButtonLink>
          </div>
        </Section>
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('joinStaffConsole')} eyebrow={t('staffConsole')}>
        {t('invitedAs', { role: invitation.role, count: passwordMinLength })}
      </PageHeader>
      <Section className="bg-cream">
        <div className="mx-auto max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-10">
          <form noValidate onSubmit={form.handleSubmit((values) => accept.submit(values))} className="space-y-5">
            <TextField label={account('email')} type="email" autoComplete="username" value={invitation.email} readOnly />
            <TextField label={account('newPassword')} type="password" autoComplete="new-password" {...form.register('password')} error={errors.password?.message} />
            <TextField label={account('confirmPassword')} type="password" autoComplete="new-password" {...form.register('confirmPassword')} error={errors.confirmPassword?.message} />
            <Button type="submit" disabled={accept.isPending} className="w-full">
              {accept.isPending ? t('saving') : t('setPassword')}
            </Button>
          </form>
          <p className="mt-6 text-sm text-ink-muted">{t('firstSignInNote')}</p>
        </div>
      </Section>
    </>
  );
}
