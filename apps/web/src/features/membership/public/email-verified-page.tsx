import { BadgeCheck } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import { useTexts } from '@/lib/texts';
import { verificationTexts } from './verification-texts';

export function EmailVerifiedPage() {
  const t = useTexts(verificationTexts);
  return (
    <>
      <PageHeader title={t('emailVerified')} eyebrow={t('membershipApplication')} />
      <Section className="bg-cream">
        <div className="mx-auto max-w-lg space-y-4 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-fairway-100 sm:p-10">
          <BadgeCheck aria-hidden="true" className="mx-auto size-12 text-fairway-500" />
          <p className="text-lg text-ink">{t('awaitingApproval')}</p>
          <p className="text-ink-muted">{t('credentialsByEmail')}</p>
          <p className="text-ink-muted">{t('payRegistrationFee')}</p>
          <ButtonLink to="/login" className="mt-4">
            {t('goToLogin')}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
