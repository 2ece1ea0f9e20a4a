import { registrationFee } from '@rgcc/shared/membership/membership';
import { formatMoney } from '@rgcc/shared/format/money';
import { clubName } from '@/lib/club';
import { useTexts, type Tags } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { LegalDocument, Note, pageLink, useClubContact, type DocumentSection } from './legal-document';
import { termsTexts } from './terms-texts';

/** The pages the terms' messages link to, by their tags. */
const pageLinks: Tags = {
  membership: pageLink('/membership'),
  privacy: pageLink('/privacy-policy'),
};

export function TermsPage() {
  const t = useTexts(termsTexts);
  const locale = useLocale();
  const contact = useClubContact();
  const tags: Tags = { ...contact.tags, ...pageLinks };
  const values = {
    ...contact.values,
    club: clubName,
    fee: formatMoney(registrationFee.amountPaisa, locale),
    taxRate: registrationFee.taxRatePercent,
    total: formatMoney(registrationFee.totalPaisa, locale),
  };
  const text = (key: Parameters<typeof t>[0]) => t.rich(key, tags, values);

  const sections: DocumentSection[] = [
    {
      id: 'about',
      title: t('aboutTitle'),
      body: <p>{text('aboutText')}</p>,
    },
    {
      id: 'using-the-site',
      title: t('useTitle'),
      body: (
        <>
          <ul>
            <li>{text('useTrueInformation')}</li>
            <li>{text('useCourtesy')}</li>
            <li>{text('useNoAbuse')}</li>
            <li>{text('useOwnership')}</li>
          </ul>
          <p>{text('useChanges')}</p>
        </>
      ),
    },
    {
      id: 'bookings',
      title: t('bookingsTitle'),
      body: (
        <>
          <p>{text('bookingsConfirmed')}</p>
          <ul>
            <li>{text('bookingsHall')}</li>
            <li>{text('bookingsGolf')}</li>
            <li>{text('bookingsCancel')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'membership',
      title: t('membershipTitle'),
      body: (
        <>
          <p>{text('membershipApproval')}</p>
          <p>{text('membershipFalseInformation')}</p>
        </>
      ),
    },
    {
      id: 'payments',
      title: t('paymentsTitle'),
      body: (
        <>
          <p>{text('paymentsFees')}</p>
          <Note>{text('paymentsNote')}</Note>
          <p>{text('paymentsRefunds')}</p>
        </>
      ),
    },
    {
      id: 'liability',
      title: t('liabilityTitle'),
      body: (
        <>
          <p>{text('liabilityRisks')}</p>
          <p>{text('liabilitySite')}</p>
        </>
      ),
    },
    {
      id: 'law',
      title: t('lawTitle'),
      body: <p>{text('lawText')}</p>,
    },
  ];

  return <LegalDocument title={t('pageTitle')} eyebrow={t('eyebrow')} intro={t('intro')} updated="2026-11-22" sections={sections} />;
}
