import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { localised } from '@/lib/links';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { AccountCard } from './account-card';
import { accountTexts } from './account-texts';
import { passwordTexts } from './password-texts';

/** What the forgot-password page hands over in navigation state (spec 2.1). */
export interface CheckEmailState {
  email?: string;
}

export function CheckEmailPage() {
  const { email } = (useLocation().state ?? {}) as CheckEmailState;
  const locale = useLocale();
  const t = useTexts(passwordTexts);
  const account = useTexts(accountTexts);
  if (!email) return <Navigate to={localised('/forgot-password', locale)} replace />;
  // An address is one long word: it breaks anywhere rather than run off a phone's screen.
  const address = (chunks: ReactNode) => <span className="wrap-anywhere">{chunks}</span>;
  return (
    <AccountCard title={t('checkYourEmail')}>
      <div className="text-center">
        <MailCheck aria-hidden="true" className="mx-auto size-12 text-fairway-500" />
        <p className="mt-4 text-lg">{t.rich('linkOnItsWay', { strong: (chunks) => <strong className="wrap-anywhere">{chunks}</strong> }, { email })}</p>
      </div>
      <div className="mt-6 rounded-xl bg-fairway-50 p-5 text-sm text-ink">
        <h2 className="font-sans text-base font-semibold text-fairway-800">{t('didNotGetIt')}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>{t('checkSpam')}</li>
          <li>{t.rich('makeSureAddress', { address }, { email })}</li>
          <li>{t('waitAFewMinutes')}</li>
        </ul>
      </div>
      <ButtonLink to="/login" variant="secondary" className="mt-8 w-full">
        {account('backToLogin')}
      </ButtonLink>
    </AccountCard>
  );
}
