import { useForm } from 'react-hook-form';
import { Link, useLocalisedNavigate } from '@/lib/links';
import { toast } from '@/lib/toast';
import type { ForgotPasswordInput } from '@rgcc/shared/account/account';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { ApiRequestError, NetworkError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useTexts } from '@/lib/texts';
import { AccountCard } from './account-card';
import { accountTexts } from './account-texts';
import { requestPasswordReset } from './api';
import type { CheckEmailState } from './check-email-page';
import { passwordTexts } from './password-texts';
import { useSubmission } from '@/lib/use-submission';

/** `/forgot-password` (forgot-password-page.tsx loads it when the visitor reaches for it). */
export function ForgotPasswordForm() {
  const navigate = useLocalisedNavigate();
  const t = useTexts(passwordTexts);
  const account = useTexts(accountTexts);
  const form = useForm<ForgotPasswordInput>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/account/account').then((module) => module.forgotPasswordSchema)),
    mode: 'onTouched',
    // No default value: react-hook-form reads the field as it registers it, with what was typed
    // before the form's code came.
  });

  const requestLink = useSubmission({
    send: requestPasswordReset,
    onSuccess: (_answer, input) => {
      toast.success(t('resetLinkSent'));
      void navigate('/check-email', { state: { email: input.email } satisfies CheckEmailState });
    },
    onError: (error) => {
      if (error instanceof NetworkError) toast.error(account('networkErrorTryAgain'));
      else toast.error((error instanceof ApiRequestError && error.body?.message) || t('errorSendingResetLink'));
    },
  });

  return (
    <AccountCard title={t('forgotPassword')} intro={t('forgotPasswordIntro')}>
      <form noValidate onSubmit={form.handleSubmit((values) => requestLink.submit(values))} className="space-y-5">
        <TextField label={account('email')} type="email" autoComplete="email" {...form.register('email')} error={form.formState.errors.email?.message} />
        <Button type="submit" disabled={requestLink.isPending} className="w-full">
          {requestLink.isPending ? t('sending') : t('sendResetLink')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-river-700 underline underline-offset-4">
          {account('backToLogin')}
        </Link>
      </p>
    </AccountCard>
  );
}
