import { Link } from '@/lib/links';
import { ClubEmailLink, ClubPhoneLink } from '@/components/club-content/club-contact';
import { clubName } from '@/lib/club';
import { registrationFee } from '@rgcc/shared/membership/membership';
import { LegalDocument, Note, type DocumentSection } from './legal-document';
import { Money } from '@/components/money';

const sections: DocumentSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <p>
        These terms apply to this website of {clubName}. By using the site, sending a form or applying for membership, you accept them.
        The club&apos;s own rules (course etiquette, dress code, the membership by-laws) apply on the premises and are available from the
        office.
      </p>
    ),
  },
  {
    id: 'using-the-site',
    title: 'Using the site',
    body: (
      <>
        <ul>
          <li>Give true information in every form, and only information about yourself or people who have agreed to it.</li>
          <li>
            Keep reviews and messages honest and courteous. We may remove reviews that are abusive, clearly false, advertising, or about
            something other than the restaurant.
          </li>
          <li>
            Do not try to break into the site, overload it or collect its content by machine. Forms limit how often they can be sent from
            one address.
          </li>
          <li>
            Photographs, texts and the club&apos;s name and logo belong to the club or to their authors. Ask us before reusing them.
          </li>
        </ul>
        <p>
          Event dates, opening hours, menus and fees can change; we keep the site up to date, but the office has the final word.
        </p>
      </>
    ),
  },
  {
    id: 'bookings',
    title: 'Bookings',
    body: (
      <>
        <p>
          A tee time, a restaurant table or the convention hall is booked once our staff confirm it with you, by phone or in writing. A
          request sent from the site is not yet a booking.
        </p>
        <ul>
          <li>
            Convention hall: the price, the advance payment and the cancellation terms are agreed when we confirm your date, and the date is
            held once the advance is paid.
          </li>
          <li>
            Golf: play is subject to the course being open, the weather and the club&apos;s course rules; guests pay the green fee on the
            day.
          </li>
          <li>
            If you cannot come, tell us as early as you can on <ClubPhoneLink />.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'membership',
    title: 'Membership',
    body: (
      <>
        <p>
          Sending an application does not make you a member. The membership committee approves or declines every application at its
          discretion and may ask for more documents or an interview. Fees for each category are listed on the{' '}
          <Link to="/membership">membership page</Link>.
        </p>
        <p>
          Membership obtained with false information or forged documents may be cancelled, without refund of fees. Members keep their login
          details private and are responsible for what is done with their account.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <>
        <p>
          Fees are charged in Bangladeshi taka (BDT) and paid by mobile wallet on the site&apos;s payment page. The registration fee is{' '}
          <Money amount={registrationFee.amountPaisa} /> plus {registrationFee.taxRatePercent}% tax, <Money amount={registrationFee.totalPaisa} /> in
          all. A payment counts once the wallet provider confirms it to us.
        </p>
        <Note>
          The club never asks for your wallet PIN or one-time code by phone, SMS or email. Enter them only on the wallet provider&apos;s own
          payment screen.
        </Note>
        <p>
          If a payment fails but money left your wallet, or you were charged twice, send us the transaction ID; we check it with the
          provider and refund any amount taken in error to the same wallet. The registration fee is not refundable once your dashboard is
          unlocked.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <>
        <p>
          Golf has its risks: stray balls, uneven ground, water and weather. Players and visitors take care on the course and follow the
          staff&apos;s instructions, and are responsible for damage they cause. The club is responsible for harm caused by its own
          negligence, and for nothing beyond what the law of Bangladesh makes it responsible for.
        </p>
        <p>
          The site is offered as it is. We work to keep it correct and available but cannot promise that it is never interrupted, and we are
          not responsible for the content of other websites we link to.
        </p>
      </>
    ),
  },
  {
    id: 'law',
    title: 'Law, changes and contact',
    body: (
      <p>
        These terms are governed by the laws of Bangladesh, and disputes go to the courts of Rangpur. We may update them; the version on
        this page applies from the date shown at the top. Questions: <ClubEmailLink />. How we handle your
        information is explained in the <Link to="/privacy-policy">privacy policy</Link>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Use"
      eyebrow="The fine print, kept short"
      intro="The rules for using this site, booking with us, applying for membership and paying online."
      updated="2026-11-22"
      sections={sections}
    />
  );
}
