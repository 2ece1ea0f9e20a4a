import { BadgeCheck } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import { useVerifyLink } from './api';

/** The link from the verification email (call 4). */
export function VerifyLinkPage() {
  const { id = '', token = '' } = useParams();
  const verification = useVerifyLink(id, token);

  if (verification.isPending) {
    return (
      <>
        <PageHeader title="Verifying your email…" eyebrow="Membership application" />
        <Section className="bg-cream">
          <p role="status" className="text-center text-ink-muted">
            One moment, please.
          </p>
        </Section>
      </>
    );
  }

  if (verification.isError) {
    return (
      <>
        <PageHeader title="404 Not Found" eyebrow="Email verification" />
        <Section className="bg-cream">
          <div className="mx-auto max-w-lg space-y-6 text-center">
            <p className="text-lg text-ink">The verification link is invalid or has expired.</p>
            <ButtonLink to="/">Return to Homepage</ButtonLink>
          </div>
        </Section>
      </>
    );
  }

  const { alreadyVerified } = verification.data;
  return (
    <>
      <PageHeader title={alreadyVerified ? 'Email Already Verified' : 'Email Verified'} eyebrow="Membership application" />
      <Section className="bg-cream">
        <div className="mx-auto max-w-lg space-y-6 text-center">
          <BadgeCheck aria-hidden="true" className="mx-auto size-12 text-fairway-500" />
          <p className="text-lg text-ink">
            {alreadyVerified
              ? 'This link was already used: your email address is verified. Once the club approves your application, your User ID and password come by email.'
              : "Your email address is verified. Your application now waits for the club's approval."}
          </p>
          <ButtonLink to="/login">Continue to Login</ButtonLink>
        </div>
      </Section>
    </>
  );
}
