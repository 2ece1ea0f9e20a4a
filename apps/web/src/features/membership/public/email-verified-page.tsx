import { BadgeCheck } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';

export function EmailVerifiedPage() {
  return (
    <>
      <PageHeader title="Email Verified" eyebrow="Membership application" />
      <Section className="bg-cream">
        <div className="mx-auto max-w-lg space-y-4 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-fairway-100 sm:p-10">
          <BadgeCheck aria-hidden="true" className="mx-auto size-12 text-fairway-500" />
          <p className="text-lg text-ink">Thank you. Your application now waits for the administrator's approval.</p>
          <p className="text-ink-muted">Once it is approved, your User ID and Password will be sent to you by email.</p>
          <p className="text-ink-muted">After you log in, please pay the registration fee to unlock your dashboard.</p>
          <ButtonLink to="/login" className="mt-4">
            Go to Login
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
