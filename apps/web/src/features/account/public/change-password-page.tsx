import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { passwordMinLength, type ChangePasswordInput } from '@rgcc/shared/account/account';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { useAccount } from '@/lib/current-account';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { rememberSession } from '@/lib/session';
import { useTexts } from '@/lib/texts';
import { AccountCard } from './account-card';
import { changePassword } from './api';
import { choosePasswordTexts } from './choose-password-texts';
import { NewPasswordFields } from './new-password-fields';
import { homeAfterSignIn, useReturnTo } from '@/lib/return-to';
import { useSubmission } from '@/lib/use-submission';
import { useLocalisedNavigate } from '@/lib/links';

/** Required after the emailed temporary password (the guard sends members here), and open to anyone signed in. */
export function ChangePasswordPage() {
  const navigate = useLocalisedNavigate();
  const t = useTexts(choosePasswordTexts);
  const returnTo = useReturnTo();
  const forced = useAccount().mustChangePassword;
  const form = useForm<ChangePasswordInput>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/account/account').then((module) => module.changePasswordSchema)),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const change = useSubmission({
    send: changePassword,
    onSuccess: ({ message, account }) => {
      rememberSession(account);
      toast.success(message);
      void navigate(homeAfterSignIn(account.role, returnTo), { replace: true });
    },
    onError: (error) => {
      if (!showServerFieldErrors(form, error, ['currentPassword', 'password', 'confirmPassword'])) {
        toast.error(errorMessage(error, t('changeFailed')));
      }
    },
  });

  return (
    <AccountCard
      title={t('chooseYourPassword')}
      intro={t(forced ? 'forcedIntro' : 'changeIntro', { count: passwordMinLength })}
    >
      <form noValidate onSubmit={form.handleSubmit((values) => change.submit(values))} className="space-y-5">
        <TextField
          label={forced ? t('temporaryPassword') : t('currentPassword')}
          type="password"
          autoComplete="current-password"
          {...form.register('currentPassword')}
          error={errors.currentPassword?.message}
        />
        <NewPasswordFields form={form} />
        <Button type="submit" disabled={change.isPending} className="w-full">
          {change.isPending ? t('saving') : t('savePassword')}
        </Button>
      </form>
    </AccountCard>
  );
}
