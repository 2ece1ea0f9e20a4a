import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { localised, useLocalisedNavigate } from '@/lib/links';
import { toast } from '@/lib/toast';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { resendVerificationCode, verifyEmailCode } from './verification-api';
import { CodeBoxes, codeLength } from './code-boxes';
import { useSubmission } from '@/lib/use-submission';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { verificationTexts } from './verification-texts';

/** What the registration and login pages pass in navigation state (spec 3.8). */
interface VerificationState {
  email?: string;
  label?: string;
}

export function VerifyEmailPage() {
  const state = (useLocation().state ?? {}) as VerificationState;
  if (!state.email) return <NoEmail />;
  return <VerifyEmail email={state.email} fromLogin={state.label === 'login'} />;
}

function NoEmail() {
  const locale = useLocale();
  const t = useTexts(verificationTexts);
  return <Navigate to={localised('/membership-registration', locale)} replace state={{ notice: t('noRegistrationEmail') }} />;
}

function VerifyEmail({ email, fromLogin }: { email: string; fromLogin: boolean }) {
  const navigate = useLocalisedNavigate();
  const t = useTexts(verificationTexts);
  const [digits, setDigits] = useState<string[]>(() => Array(codeLength).fill(''));
  const [problem, setProblem] = useState<string | null>(null);

  const verify = useSubmission({
    send: (code: string) => verifyEmailCode(email, code),
    onSuccess: (answer) => {
      toast.success(answer.message || t('emailVerifiedSuccessfully'));
      void navigate('/email-verified');
    },
    onError: (error) => {
      const message = error instanceof ApiRequestError ? (error.body?.message ?? t('verificationFailed')) : errorMessage(error, t('verificationFailed'));
      setProblem(message);
      toast.error(message);
    },
  });

  const resend = useSubmission({
    send: () => resendVerificationCode(email),
    onSuccess: (answer) => {
      setDigits(Array(codeLength).fill(''));
      setProblem(null);
      toast.success(answer.message);
    },
    onError: (error) => toast.error(errorMessage(error, t('couldNotSendCode'))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = digits.join('');
    if (!/^\d{6}$/.test(code)) {
      setProblem(t('incompleteCode'));
      toast.error(t('incompleteCode'));
      return;
    }
    setProblem(null);
    verify.submit(code);
  };

  return (
    <>
      <PageHeader title={t('verifyYourEmail')} eyebrow={t('membershipApplication')}>
        {/* An address is one long word: it breaks anywhere rather than run off a phone's screen. */}
        {t.rich('codeSentTo', { strong: (chunks) => <strong className="text-cream wrap-anywhere">{chunks}</strong> }, { email })}
      </PageHeader>
      <Section className="bg-cream">
        <div className="mx-auto max-w-lg rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-fairway-100 sm:p-10">
          <MailCheck aria-hidden="true" className="mx-auto size-12 text-fairway-500" />
          <form noValidate onSubmit={submit} className="mt-6 space-y-6">
            <CodeBoxes digits={digits} onChange={setDigits} label={t('verificationCode')} invalid={problem !== null} />
            {problem && (
              <p role="alert" className="text-sm font-semibold text-red-800">
                {problem}
              </p>
            )}
            <Button type="submit" disabled={verify.isPending} className="w-full">
              {verify.isPending ? t('verifying') : t('verify')}
            </Button>
          </form>
          <div className="mt-8 rounded-xl bg-fairway-50 p-5 text-left text-sm text-ink">
            <h2 className="font-sans text-base font-semibold text-fairway-800">{t('didNotGetCode')}</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>{t('checkSpam')}</li>
              <li>{t.rich('makeSureAddress', { address: (chunks) => <span className="wrap-anywhere">{chunks}</span> }, { email })}</li>
              <li>{t('waitAFewMinutes')}</li>
            </ul>
            <Button variant="ghost" className="mt-3 px-0" disabled={resend.isPending} onClick={() => resend.submit()}>
              {t('sendNewCode')}
            </Button>
          </div>
          <ButtonLink to={fromLogin ? '/login' : '/membership-registration'} variant="secondary" className="mt-8">
            {fromLogin ? t('backToLogin') : t('backToRegistration')}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
