import { LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Link } from '@/lib/links';
import { toast } from '@/lib/toast';
import type { LoginAnswer, LoginInput } from '@rgcc/shared/account/account';
import type { CodeAnswer, CodeNeededAnswer } from '@rgcc/shared/account/staff';
import { isCodeNeeded } from '@rgcc/shared/account/staff-constants';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { ApiRequestError, NetworkError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { forgetSession, rememberSession } from '@/lib/session';
import { AccountCard } from './account-card';
import { RecoveryCodes, SecondFactorStep } from './second-factor-step';
import { login } from './api';
import { changePasswordPathFor, homeAfterSignIn, useReturnTo } from '@/lib/return-to';
import { useSubmission } from '@/lib/use-submission';


export function LoginPage() {
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  // The sign-in guard sends here only someone without a session: the header stops saying otherwise.
  useEffect(() => {
    if (returnTo) forgetSession();
  }, [returnTo]);
  const form = useForm<LoginInput>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/account/account').then((module) => module.loginSchema)),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
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
      else if (error instanceof NetworkError) toast.error('Network error. Please check your connection.');
      form.resetField('password', { keepError: false });
    },
  });

  if (recovery) {
    return (
      <AccountCard title="Recovery codes" eyebrow="Staff console">
        <RecoveryCodes codes={recovery.codes} onDone={() => finish(recovery.answer)} />
      </AccountCard>
    );
  }
  if (codeStep) {
    return (
      <AccountCard title={codeStep.setup ? 'Set up your sign-in code' : 'Sign-in code'} eyebrow="Staff console" intro={codeStep.message}>
        <SecondFactorStep
          step={codeStep}
          onSignedIn={signedIn}
          onRestart={() => {
            setCodeStep(null);
            form.resetField('password');
          }}
        />
      </AccountCard>
    );
  }

  return (
    <AccountCard title="Login" intro="Sign in to your member account, or to the staff console.">
      <form noValidate onSubmit={form.handleSubmit((values) => signIn.submit(values))} className="space-y-5">
        <TextField label="Email" type="email" autoComplete="username" {...form.register('email')} error={errors.email?.message} />
        <TextField label="Password" type="password" autoComplete="current-password" {...form.register('password')} error={errors.password?.message} />
        <Button type="submit" disabled={signIn.isPending} className="w-full">
          <LogIn aria-hidden="true" className="size-4" />
          {signIn.isPending ? 'Signing in…' : 'Login'}
        </Button>
      </form>
      <div className="mt-6 flex flex-col gap-2 text-center text-sm">
        <Link to="/forgot-password" className="font-semibold text-river-700 underline underline-offset-4">
          Forgot password?
        </Link>
        <p className="text-ink-muted">
          Not a member yet?{' '}
          <Link to="/membership-registration" className="font-semibold text-river-700 underline underline-offset-4">
            Apply for membership
          </Link>
        </p>
      </div>
    </AccountCard>
  );
}
