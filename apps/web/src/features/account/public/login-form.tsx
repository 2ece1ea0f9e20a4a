import { LogIn } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocalisedNavigate } from '@/lib/links';
import { toast } from '@/lib/toast';
import type { LoginAnswer, LoginInput } from '@rgcc/shared/account/account';
import type { CodeAnswer, CodeNeededAnswer } from '@rgcc/shared/account/staff';
import { isCodeNeeded } from '@rgcc/shared/account/staff-constants';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { ApiRequestError, NetworkError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { rememberSession } from '@/lib/session';
import { AccountCard } from './account-card';
import { login } from './api';
import { changePasswordPathFor, homeAfterSignIn, useReturnTo } from '@/lib/return-to';
import { useSubmission } from '@/lib/use-submission';
import { useTexts } from '@/lib/texts';
import { accountTexts } from './account-texts';
import { signInTexts } from './sign-in-texts';

/** Only staff reach the code step: a member's sign-in never loads it. */
const loadSecondFactorStep = () => import('./second-factor-step');
const SecondFactorStep = lazy(() => loadSecondFactorStep().then((module) => ({ default: module.SecondFactorStep })));
const RecoveryCodes = lazy(() => loadSecondFactorStep().then((module) => ({ default: module.RecoveryCodes })));

/** The sign-in of login-page.tsx, whose code loads when the visitor reaches for it. */
export function LoginForm() {
  const navigate = useLocalisedNavigate();
  const t = useTexts(signInTexts);
  const account = useTexts(accountTexts);
  const returnTo = useReturnTo();
  const form = useForm<LoginInput>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/account/account').then((module) => module.loginSchema)),
    mode: 'onTouched',
    // No default values: react-hook-form reads the fields as it registers them, with what was
    // typed (or filled in by the browser) before the form's code came.
  });
  const { errors } = form.formState;

  // Staff: the code step after the password; after a first set-up, the recovery codes, once.
  const [codeStep, setCodeStep] = useState<CodeNeededAnswer | null>(null);
  const [recovery, setRecovery] = useState<{ codes: string[]; answer: LoginAnswer } | null>(null);

  const finish = (answer: LoginAnswer) => {
    // A member with the emailed password chooses their own first, then goes on where they were going.
    if (answer.mustChangePassword) void navigate(changePasswordPathFor(returnTo), { replace: true });
    else void navigate(homeAfterSignIn(answer.role, returnTo), { replace: true });
  };
  const signedIn = (answer: CodeAnswer) => {
    const { token: _token, message, recoveryCodes, ...account } = answer;
    rememberSession(account);
    toast.success(message);
    if (recoveryCodes) setRecovery({ codes: recoveryCodes, answer });
    else finish(answer);
  };

  const signIn = useSubmission({
    send: login,
    onSuccess: (answer) => {
      if (isCodeNeeded(answer)) setCodeStep(answer);
      else signedIn(answer);
    },
    onError: (error) => {
      // Spec 8: for a 400-500 answer the server's message is shown.
      if (error instanceof ApiRequestError && error.status >= 400 && error.status <= 500) toast.error(error.message);
      else if (error instanceof NetworkError) toast.error(t('networkErrorCheckConnection'));
      form.resetField('password', { keepError: false });
    },
  });

  if (recovery) {
    return (
      <AccountCard title={t('recoveryCodes')} eyebrow={t('staffConsole')}>
        <Suspense>
          <RecoveryCodes codes={recovery.codes} onDone={() => finish(recovery.answer)} />
        </Suspense>
      </AccountCard>
    );
  }
  if (codeStep) {
    return (
      <AccountCard title={codeStep.setup ? t('setUpSignInCode') : t('signInCode')} eyebrow={t('staffConsole')} intro={codeStep.message}>
        <Suspense>
          <SecondFactorStep
            step={codeStep}
            onSignedIn={signedIn}
            onRestart={() => {
              setCodeStep(null);
              form.resetField('password');
            }}
          />
        </Suspense>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={t('login')} intro={t('loginIntro')}>
      <form noValidate onSubmit={form.handleSubmit((values) => signIn.submit(values))} className="space-y-5">
        <TextField label={account('email')} type="email" autoComplete="username" {...form.register('email')} error={errors.email?.message} />
        <TextField label={t('password')} type="password" autoComplete="current-password" {...form.register('password')} error={errors.password?.message} />
        <Button type="submit" disabled={signIn.isPending} className="w-full">
          <LogIn aria-hidden="true" className="size-4" />
          {signIn.isPending ? t('signingIn') : t('login')}
        </Button>
      </form>
      <div className="mt-6 flex flex-col gap-2 text-center text-sm">
        <Link to="/forgot-password" className="font-semibold text-river-700 underline underline-offset-4">
          {t('forgotPassword')}
        </Link>
        <p className="text-ink-muted">
          {t.rich('notAMemberYet', {
            link: (chunks) => (
              <Link to="/membership-registration" className="font-semibold text-river-700 underline underline-offset-4">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
    </AccountCard>
  );
}
