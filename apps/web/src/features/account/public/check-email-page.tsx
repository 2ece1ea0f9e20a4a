import { MailCheck } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { AccountCard } from './account-card';

/** What the forgot-password page hands over in navigation state (spec 2.1). */
export interface CheckEmailState {
  email?: string;
  /** What was sent, e.g. "password reset". */
  label?: string;
}

export function CheckEmailPage() {
  const { email, label } = (useLocation().state ?? {}) as CheckEmailState;
  if (!email) return <Navigate to="/forgot-password" replace />;
  return (
    <AccountCard title="Check Your Email">
      <div className="text-center">
        <MailCheck aria-hidden="true" className="mx-auto size-12 text-fairway-500" />
        <p className="mt-4 text-lg">
          {/* An address is one long word: it breaks anywhere rather than run off a phone's screen. */}
          If an account exists for <strong className="wrap-anywhere">{email}</strong>, a {label ?? 'password reset'} link is on its way. It works once, for 60 minutes.
        </p>
      </div>
      <div className="mt-6 rounded-xl bg-fairway-50 p-5 text-sm text-ink">
        <h2 className="font-sans text-base font-semibold text-fairway-800">Did not get it?</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>Check your spam or junk folder.</li>
          <li>
            Make sure <span className="wrap-anywhere">{email}</span> is the address your membership uses.
          </li>
          <li>Wait a few minutes: mail can take a little while to arrive.</li>
        </ul>
      </div>
      <ButtonLink to="/login" variant="secondary" className="mt-8 w-full">
        Back to Login
      </ButtonLink>
    </AccountCard>
  );
}
