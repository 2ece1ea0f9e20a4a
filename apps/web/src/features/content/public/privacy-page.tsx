import { Link } from '@/lib/links';
import { ClubAddress, ClubEmailLink } from '@/components/club-content/club-contact';
import { clubName, clubShortName } from '@/lib/club';
import { LegalDocument, Note, type DocumentSection } from './legal-document';

const privacyMail = <ClubEmailLink subject="Privacy request" />;

const sections: DocumentSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        This website is run by {clubName} ({clubShortName}), <ClubAddress />. The club decides why and how the
        information you give us here is used. Questions about this policy go to {privacyMail}.
      </p>
    ),
  },
  {
    id: 'what-we-store',
    title: 'What we store',
    body: (
      <>
        <p>We only keep what you send us through the site, and what we need to keep it safe:</p>
        <ul>
          <li>
            <strong>Contact messages</strong>: your name, phone number, email address and message.
          </li>
          <li>
            <strong>Newsletter</strong>: your email address and the date you subscribed.
          </li>
          <li>
            <strong>Restaurant reviews</strong>: your name, ratings and comments, which are <em>published</em> on the reviews page, and
            your phone number, which is <em>never</em> shown; staff use it only if they need to follow up on your visit.
          </li>
          <li>
            <strong>Restaurant ratings and convention hall requests</strong>: your score and comment, or your name, phone, optional email,
            event date, number of guests and message.
          </li>
          <li>
            <strong>Membership applications</strong>: the personal, family, income, identity and golf details the form asks for, and the
            documents you upload (photo, national ID or passport and visa, tax return, proposer&apos;s signature).
          </li>
          <li>
            <strong>Member accounts and payments</strong>: your email, a scrambled (hashed) form of your password, and for each payment the
            amount, the date and the reference given by the mobile-wallet provider. We never see or store your wallet PIN or one-time codes.
          </li>
          <li>
            <strong>Technical records</strong>: your IP address and the pages requested, in the server&apos;s logs, to stop abuse such as
            floods of form submissions.
          </li>
        </ul>
        <p>
          The site sets two cookies, and only when you sign in. One keeps you signed in. The other, kept for 180 days, remembers that this
          browser has signed in to your account, so that wrong passwords typed elsewhere never lock you out of it; it holds no name or email.
          There are no advertising or analytics trackers, and the pages load nothing from other companies&apos; servers.
        </p>
      </>
    ),
  },
  {
    id: 'why',
    title: 'Why we use it',
    body: (
      <ul>
        <li>To answer your messages and booking requests, and to send the newsletter you asked for.</li>
        <li>To assess membership applications, run your membership and take payments.</li>
        <li>To show honest reviews to other guests.</li>
        <li>To keep the site secure and to meet our legal and accounting duties.</li>
      </ul>
    ),
  },
  {
    id: 'who-sees-it',
    title: 'Who sees it',
    body: (
      <>
        <p>
          Only club staff whose work needs it: the office for messages and bookings, the restaurant manager for reviews and ratings, and the
          membership committee for applications. Identity documents are kept private and are never shown on the site.
        </p>
        <p>
          We share data only with the services that run the site for us (hosting, email delivery and the mobile-wallet payment provider),
          each bound to use it only for that job, and with the authorities of Bangladesh when the law requires it. We do not sell or rent
          your information to anyone.
        </p>
      </>
    ),
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Contact messages and convention hall requests: 12 months after we last heard from you.</li>
        <li>Newsletter addresses: until you unsubscribe.</li>
        <li>Reviews: while they are published; remove yours at any time by asking us.</li>
        <li>Applications that are not approved, with their documents: 12 months after the decision.</li>
        <li>
          Members: for as long as you are a member, then only what Bangladeshi tax and accounting rules require us to keep (payment
          records), for the period they require.
        </li>
        <li>Server logs: 30 days.</li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Seeing, correcting or deleting your data',
    body: (
      <>
        <p>
          You can ask us what we hold about you, ask us to correct it, or ask us to delete it. Email {privacyMail} with the subject
          &ldquo;Privacy request&rdquo;, or write to us at the club. Tell us which form you used and the email or phone number you gave, so
          that we can find it and make sure the request comes from you.
        </p>
        <p>
          We reply within 30 days. We delete everything we are not required to keep; payment records we must keep by law are kept and then
          deleted when that duty ends.
        </p>
      </>
    ),
  },
  {
    id: 'bangladesh',
    title: 'The law that applies',
    body: (
      <>
        <p>
          The club is in Bangladesh and handles your data under the laws of Bangladesh. Data protection rules in Bangladesh are still
          developing; we apply the protections described here whatever the law&apos;s minimum, and will update this policy as new rules
          come into force.
        </p>
        <Note>
          The site is meant for adults. Membership applications may list children as dependants; we use those details only for the
          membership.
        </Note>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change how we use your information, we update this page and the date at the top. Related: our{' '}
        <Link to="/terms">terms of use</Link>.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      eyebrow="Your information"
      intro="What we keep when you write to us, review a meal or apply for membership, who sees it, and how to have it removed."
      updated="2026-11-22"
      sections={sections}
    />
  );
}
