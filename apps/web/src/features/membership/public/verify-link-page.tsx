import { BadgeCheck } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import type { verifyLinkLoader } from './verification-api';

/** While the browser asks the server about the link (the route's `hydrateFallbackElement`). */
export function VerifyingLink() {
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

/** The link from the verification email (call 4). */
export function VerifyLinkPage() {
  const { verification } = useLoaderData<typeof verifyLinkLoader>();

  if (!verification) {
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

  const { alreadyVerified } = verification;
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
