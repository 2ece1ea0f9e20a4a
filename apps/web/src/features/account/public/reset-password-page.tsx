import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { Link, useLocalisedNavigate } from '@/lib/links';
import { toast } from '@/lib/toast';
import { passwordMinLength, type NewPasswordInput } from '@rgcc/shared/account/account';
import { Button } from '@/components/ui/button';
import { ApiRequestError, NetworkError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { forgetSession } from '@/lib/session';
import { useTexts } from '@/lib/texts';
import { AccountCard } from './account-card';
import { accountTexts } from './account-texts';
import { resetPassword } from './api';
import { NewPasswordFields } from './new-password-fields';
import { passwordTexts } from './password-texts';
import { useSubmission } from '@/lib/use-submission';

export function ResetPasswordPage() {
  const { id = '', token = '' } = useParams();
  const navigate = useLocalisedNavigate();
  const t = useTexts(passwordTexts);
  const account = useTexts(accountTexts);
  const form = useForm<NewPasswordInput>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/account/account').then((module) => module.newPasswordSchema)),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const reset = useSubmission({
    send: (input: NewPasswordInput) => resetPassword(id, token, input),
    onSuccess: () => {
      // Every session of the account ended on the server; this browser's stored values go too.
      forgetSession();
      toast.success(t('passwordResetDone'));
      void navigate('/login', { replace: true });
    },
    onError: (error) => {
      if (showServerFieldErrors(form, error, ['password', 'confirmPassword'])) return;
      if (error instanceof NetworkError) toast.error(account('networkErrorTryAgain'));
      else toast.error((error instanceof ApiRequestError && error.body?.message) || t('passwordResetFailed'));
    },
  });

  return (
    <AccountCard title={t('resetPassword')} intro={t('resetPasswordIntro', { count: passwordMinLength })}>
      <form noValidate onSubmit={form.handleSubmit((values) => reset.submit(values))} className="space-y-5">
        <NewPasswordFields form={form} />
        <Button type="submit" disabled={reset.isPending} className="w-full">
          {reset.isPending ? t('saving') : t('resetPassword')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/forgot-password" className="font-semibold text-river-700 underline underline-offset-4">
          {t('askForNewLink')}
        </Link>
      </p>
    </AccountCard>
  );
}
