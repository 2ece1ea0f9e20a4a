import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLoaderData, useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { rememberSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useSubmission } from '@/lib/use-submission';
import { passwordMinLength } from '@rgcc/shared/account/account';
import type { FirstAdminInput } from '@rgcc/shared/account/setup';
import type { CodeAnswer, CodeNeededAnswer } from '@rgcc/shared/account/staff';
import { formatClubDateTimeLabelled } from '@rgcc/shared/format/dates';
import { useTexts } from '@/lib/texts';
import { AccountCard } from './account-card';
import { accountTexts } from './account-texts';
import { choosePasswordTexts } from './choose-password-texts';
import { NewPasswordFields } from './new-password-fields';
import { RecoveryCodes, SecondFactorStep } from './second-factor-step';
import { makeFirstAdmin, type setupLinkLoader } from './setup-api';
import { signInTexts } from './sign-in-texts';
import { useLocalisedNavigate } from '@/lib/links';

/** While the browser asks the server about the link (the server never renders it: the path holds a secret). */
export function CheckingSetupLink() {
  const t = useTexts(choosePasswordTexts);
  return (
    <AccountCard title={t('setUpWebsite')} eyebrow={t('firstRun')}>
      <p role="status" className="text-center text-ink-muted">
        {t('oneMoment')}
      </p>
    </AccountCard>
  );
}

/**
 * `/setup/:token`, the link `npm start` prints while the club has no staff account: the first
 * admin chooses an email and a password, then sets up the authenticator app as at a first
 * sign-in, and leaves with the recovery codes and a session (decision 0033).
 */
export function SetupPage() {
  const { link, refusal } = useLoaderData<typeof setupLinkLoader>();
  const { token = '' } = useParams();
  const navigate = useLocalisedNavigate();
  const locale = useLocale();
  const t = useTexts(choosePasswordTexts);
  const account = useTexts(accountTexts);
  const signIn = useTexts(signInTexts);
  const eyebrow = t('firstRun');
  const form = useForm<FirstAdminInput>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/account/setup').then((module) => module.firstAdminSchema)),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const [codeStep, setCodeStep] = useState<CodeNeededAnswer | null>(null);
  const [recovery, setRecovery] = useState<string[] | null>(null);

  const make = useSubmission({
    send: (input: FirstAdminInput) => makeFirstAdmin(token, input),
    onSuccess: setCodeStep,
    onError: (error) => {
      if (!showServerFieldErrors(form, error, ['email', 'password', 'confirmPassword'])) toast.error(errorMessage(error, t('adminNotMade')));
    },
  });
  const signedIn = (answer: CodeAnswer) => {
    const { token: _token, message, recoveryCodes, ...account } = answer;
    rememberSession(account);
    toast.success(message);
    if (recoveryCodes) setRecovery(recoveryCodes);
    else void navigate('/admin', { replace: true });
  };

  if (recovery) {
    return (
      <AccountCard title={signIn('recoveryCodes')} eyebrow={eyebrow}>
        <RecoveryCodes codes={recovery} onDone={() => void navigate('/admin', { replace: true })} />
      </AccountCard>
    );
  }
  if (codeStep) {
    return (
      <AccountCard title={signIn('setUpSignInCode')} eyebrow={eyebrow} intro={codeStep.message}>
        {/* The account exists now: a sign-in that ends here (too late, too many wrong codes) goes on at the login page, which sets the app up again. */}
        <SecondFactorStep step={codeStep} onSignedIn={signedIn} onRestart={() => void navigate('/login', { replace: true })} />
      </AccountCard>
    );
  }
  if (!link) {
    return (
      <AccountCard title={t('setUpWebsite')} eyebrow={eyebrow}>
        <div className="space-y-6 text-center">
          <p role="alert" className="text-lg text-ink">
            {refusal ?? t('setupLinkUnchecked')}
          </p>
          <ButtonLink to="/login">{t('goToLoginPage')}</ButtonLink>
        </div>
      </AccountCard>
    );
  }

  return (
    <AccountCard
      title={t('setUpWebsite')}
      eyebrow={eyebrow}
      intro={t('setupIntro', { count: passwordMinLength })}
    >
      <form noValidate onSubmit={form.handleSubmit((values) => make.submit(values))} className="space-y-5">
        <TextField label={account('email')} type="email" autoComplete="username" {...form.register('email')} error={errors.email?.message} />
        <NewPasswordFields form={form} />
        <Button type="submit" disabled={make.isPending} className="w-full">
          <UserPlus aria-hidden="true" className="size-4" />
          {make.isPending ? t('makingAccount') : t('makeAdminAccount')}
        </Button>
      </form>
      <p className="mt-6 text-sm text-ink-muted">{t('linkWorksOnce', { time: formatClubDateTimeLabelled(link.expiresAt, locale) })}</p>
    </AccountCard>
  );
}
