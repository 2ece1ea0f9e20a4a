import { Link } from '@/lib/links';
import { ClubAddress, ClubEmailLink, ClubOfficeHours, ClubPhoneLink } from '@/components/club-content/club-contact';
import { registrationFee } from '@rgcc/shared/membership/membership';
import { LegalDocument, Note, type DocumentSection } from './legal-document';
import { Money } from '@/components/money';

const sections: DocumentSection[] = [
  {
    id: 'membership',
    title: 'Becoming a member',
    body: (
      <>
        <p>
          Membership is open to defence and government officers, civilians, companies and foreign nationals living in Bangladesh. The fee
          depends on your category; see <Link to="/membership">Membership</Link> for the current fees.
        </p>
        <ol>
          <li>
            Open <Link to="/membership-registration">membership registration</Link>, choose your applicant category and fill in the form.
            Keep a clear photo of yourself and of your national ID (or passport and visa) ready.
          </li>
          <li>We email you a 6-digit code. Enter it on the verification page to confirm your email address.</li>
          <li>The membership committee reviews your application. This usually takes a few working days; we may call you or your proposer.</li>
          <li>Once you are approved, your User ID and password arrive by email. Sign in on the <Link to="/login">login page</Link>.</li>
          <li>
            Pay the registration fee of <Money amount={registrationFee.totalPaisa} /> (including{' '}
            {registrationFee.taxRatePercent}% tax) with your mobile wallet. Your member dashboard unlocks as soon as the payment goes
            through.
          </li>
        </ol>
        <Note>
          No code in your inbox? Check the spam or promotions folder, make sure the address you typed is right, and give it a few minutes
          before asking for a new one.
        </Note>
      </>
    ),
  },
  {
    id: 'booking',
    title: 'Booking a round, a table or the hall',
    body: (
      <>
        <h3>A round of golf</h3>
        <p>
          Guests are welcome to play the nine holes for a fair green fee. Call the office on{' '}
          <ClubPhoneLink /> a day or two ahead to reserve a tee time; coaching and the driving range are
          booked the same way. Members enjoy reduced or no green fees.
        </p>
        <h3>The Golf View Restaurant</h3>
        <p>
          Walk-ins are welcome. For groups or a particular time, pre-book on <ClubPhoneLink which="bookingPhone" />.
          The menu and opening hours are on the <Link to="/restaurant">restaurant page</Link>.
        </p>
        <h3>The convention hall</h3>
        <p>
          Use the Prebook button on the <Link to="/convention-hall">convention hall page</Link> to send us your date, the number of guests
          and the kind of event. Our events team calls you back to confirm availability, the price and the advance payment. A request is
          not a confirmed booking until we have spoken to you.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your member account',
    body: (
      <ul>
        <li>
          Forgot your password? Use <Link to="/forgot-password">Forgot password</Link> on the login page; the reset link in the email works
          once and for one hour.
        </li>
        <li>The dashboard stays locked until the registration fee is paid. If you have paid and it is still locked, contact us with the transaction ID.</li>
        <li>Sign out when you use a shared or public computer.</li>
      </ul>
    ),
  },
  {
    id: 'contact',
    title: 'Contacting the club',
    body: (
      <>
        <p>
          The quickest way is the form on the <Link to="/contact">contact page</Link>; we usually answer within one working day. You can
          also reach us directly:
        </p>
        <ul>
          <li>
            Phone: <ClubPhoneLink /> (<ClubOfficeHours />)
          </li>
          <li>
            General enquiries: <ClubEmailLink />
          </li>
          <li>
            Membership: <ClubEmailLink which="membershipEmail" />
          </li>
          <li>
            Visit: <ClubAddress />
          </li>
        </ul>
        <p>
          Enjoyed a meal? Tell other guests on the <Link to="/review">reviews page</Link>.
        </p>
      </>
    ),
  },
];

export function HelpPage() {
  return (
    <LegalDocument
      title="Help"
      eyebrow="Questions and answers"
      intro="How to join the club, book a round, a table or the hall, and get in touch."
      sections={sections}
    />
  );
}
