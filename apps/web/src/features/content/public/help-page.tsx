import { registrationFee } from '@rgcc/shared/membership/membership';
import { formatMoney } from '@rgcc/shared/format/money';
import { useClub } from '@/lib/club';
import { useTexts, type Tags } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { LegalDocument, Note, pageLink, useClubContact, type DocumentSection } from './legal-document';
import { helpTexts } from './help-texts';

/** The pages the help's messages link to, by their tags. */
const pageLinks: Tags = {
  membership: pageLink('/membership'),
  registration: pageLink('/membership-registration'),
  login: pageLink('/login'),
  restaurant: pageLink('/restaurant'),
  hall: pageLink('/convention-hall'),
  forgotPassword: pageLink('/forgot-password'),
  contact: pageLink('/contact'),
  review: pageLink('/review'),
};

export function HelpPage() {
  const t = useTexts(helpTexts);
  const locale = useLocale();
  const contact = useClubContact();
  // The office's hours in one line: "Mon to Sat 7:00 AM to 5:00 PM, Sunday closed".
  const officeHours = useClub()
    .hours.club.map((row) => (row.hours === 'Closed' ? t('officeClosed', { days: row.days }) : t('officeHours', { days: row.days, hours: row.hours })))
    .join(', ');
  const tags: Tags = { ...contact.tags, ...pageLinks };
  const values = {
    ...contact.values,
    fee: formatMoney(registrationFee.totalPaisa, locale),
    taxRate: registrationFee.taxRatePercent,
    officeHours,
  };
  const text = (key: Parameters<typeof t>[0]) => t.rich(key, tags, values);

  const sections: DocumentSection[] = [
    {
      id: 'membership',
      title: t('membershipTitle'),
      body: (
        <>
          <p>{text('membershipIntro')}</p>
          <ol>
            <li>{text('stepApply')}</li>
            <li>{text('stepVerify')}</li>
            <li>{text('stepReview')}</li>
            <li>{text('stepSignIn')}</li>
            <li>{text('stepPay')}</li>
          </ol>
          <Note>{text('noCodeNote')}</Note>
        </>
      ),
    },
    {
      id: 'booking',
      title: t('bookingTitle'),
      body: (
        <>
          <h3>{t('roundHeading')}</h3>
          <p>{text('roundText')}</p>
          <h3>{t('restaurantHeading')}</h3>
          <p>{text('restaurantText')}</p>
          <h3>{t('hallHeading')}</h3>
          <p>{text('hallText')}</p>
        </>
      ),
    },
    {
      id: 'account',
      title: t('accountTitle'),
      body: (
        <ul>
          <li>{text('forgotPassword')}</li>
          <li>{text('dashboardLocked')}</li>
          <li>{text('signOut')}</li>
        </ul>
      ),
    },
    {
      id: 'contact',
      title: t('contactTitle'),
      body: (
        <>
          <p>{text('contactIntro')}</p>
          <ul>
            <li>{text('contactPhone')}</li>
            <li>{text('contactGeneral')}</li>
            <li>{text('contactMembership')}</li>
            <li>{text('contactVisit')}</li>
          </ul>
          <p>{text('reviewInvite')}</p>
        </>
      ),
    },
  ];

  return <LegalDocument title={t('pageTitle')} eyebrow={t('eyebrow')} intro={t('intro')} sections={sections} />;
}
