import { BadgeCheck } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import { useTexts } from '@/lib/texts';
import type { verifyLinkLoader } from './verification-api';
import { verificationTexts } from './verification-texts';

/** While the browser asks the server about the link (the route's `hydrateFallbackElement`). */
export function VerifyingLink() {
  const t = useTexts(verificationTexts);
  return (
    <>
      <PageHeader title={t('verifyingYourEmail')} eyebrow={t('membershipApplication')} />
      <Section className="bg-cream">
        <p role="status" className="text-center text-ink-muted">
          {t('oneMoment')}
        </p>
      </Section>
    </>
  );
}

/** The link from the verification email (call 4). */
export function VerifyLinkPage() {
  const { verification } = useLoaderData<typeof verifyLinkLoader>();
  const t = useTexts(verificationTexts);

  if (!verification) {
    return (
      <>
        <PageHeader title={t('notFound')} eyebrow={t('emailVerification')} />
        <Section className="bg-cream">
          <div className="mx-auto max-w-lg space-y-6 text-center">
            <p className="text-lg text-ink">{t('linkInvalid')}</p>
            <ButtonLink to="/">{t('returnToHomepage')}</ButtonLink>
          </div>
        </Section>
      </>
    );
  }

  const { alreadyVerified } = verification;
  return (
    <>
      <PageHeader title={alreadyVerified ? t('emailAlreadyVerified') : t('emailVerified')} eyebrow={t('membershipApplication')} />
      <Section className="bg-cream">
        <div className="mx-auto max-w-lg space-y-6 text-center">
          <BadgeCheck aria-hidden="true" className="mx-auto size-12 text-fairway-500" />
          <p className="text-lg text-ink">{alreadyVerified ? t('linkAlreadyUsed') : t('emailAddressVerified')}</p>
          <ButtonLink to="/login">{t('continueToLogin')}</ButtonLink>
        </div>
      </Section>
    </>
  );
}
