import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { resendVerificationCode, verifyEmailCode } from './verification-api';
import { CodeBoxes, codeLength } from './code-boxes';
import { useSubmission } from '@/lib/use-submission';

/** What the registration and login pages pass in navigation state (spec 3.8). */
interface VerificationState {
  email?: string;
  label?: string;
}

export const noEmailMessage = 'No registration email found. Please register first.';
export const incompleteCodeMessage = 'Please enter the full 6-digit code.';

export function VerifyEmailPage() {
  const state = (useLocation().state ?? {}) as VerificationState;
  if (!state.email) return <NoEmail />;
  return <VerifyEmail email={state.email} fromLogin={state.label === 'login'} />;
}

function NoEmail() {
  return <Navigate to="/membership-registration" replace state={{ notice: noEmailMessage }} />;
}

function VerifyEmail({ email, fromLogin }: { email: string; fromLogin: boolean }) {
  const navigate = useNavigate();
  const [digits, setDigits] = useState<string[]>(() => Array(codeLength).fill(''));
  const [problem, setProblem] = useState<string | null>(null);

  const verify = useSubmission({
    send: (code: string) => verifyEmailCode(email, code),
    onSuccess: (answer) => {
      toast.success(answer.message || 'Email verified successfully!');
      void navigate('/email-verified');
    },
    onError: (error) => {
      const message = error instanceof ApiRequestError ? (error.body?.message ?? 'Verification failed.') : errorMessage(error, 'Verification failed.');
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
    onError: (error) => toast.error(errorMessage(error, 'We could not send a new code. Please try again.')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = digits.join('');
    if (!/^\d{6}$/.test(code)) {
      setProblem(incompleteCodeMessage);
      toast.error(incompleteCodeMessage);
      return;
    }
    setProblem(null);
    verify.submit(code);
  };

  return (
    <>
      <PageHeader title="Verify Your Email" eyebrow="Membership application">
        {/* An address is one long word: it breaks anywhere rather than run off a phone's screen. */}
        We sent a 6-digit code to <strong className="text-cream wrap-anywhere">{email}</strong>.
      </PageHeader>
      <Section className="bg-cream">
        <div className="mx-auto max-w-lg rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-fairway-100 sm:p-10">
          <MailCheck aria-hidden="true" className="mx-auto size-12 text-fairway-500" />
          <form noValidate onSubmit={submit} className="mt-6 space-y-6">
            <CodeBoxes digits={digits} onChange={setDigits} label="Verification code" invalid={problem !== null} />
            {problem && (
              <p role="alert" className="text-sm font-semibold text-red-800">
                {problem}
              </p>
            )}
            <Button type="submit" disabled={verify.isPending} className="w-full">
              {verify.isPending ? 'Verifying…' : 'Verify'}
            </Button>
          </form>
          <div className="mt-8 rounded-xl bg-fairway-50 p-5 text-left text-sm text-ink">
            <h2 className="font-sans text-base font-semibold text-fairway-800">Did not get the code?</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>Check your spam or junk folder.</li>
              <li>
                Make sure <span className="wrap-anywhere">{email}</span> is the address you registered with.
              </li>
              <li>Wait a few minutes: mail can take a little while to arrive.</li>
            </ul>
            <Button variant="ghost" className="mt-3 px-0" disabled={resend.isPending} onClick={() => resend.submit()}>
              Send a new code
            </Button>
          </div>
          <ButtonLink to={fromLogin ? '/login' : '/membership-registration'} variant="secondary" className="mt-8">
            {fromLogin ? 'Back to Login' : 'Back to Registration'}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
