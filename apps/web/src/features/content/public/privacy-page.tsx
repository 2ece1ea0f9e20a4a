import { clubName, clubShortName } from '@/lib/club';
import { useTexts, type Tags } from '@/lib/texts';
import { emphasis, LegalDocument, Note, pageLink, useClubContact, type DocumentSection } from './legal-document';
import { privacyTexts } from './privacy-texts';

export function PrivacyPage() {
  const t = useTexts(privacyTexts);
  // Mail about this policy opens with the subject the "your rights" section asks for.
  const subject = t('requestSubject');
  const contact = useClubContact(subject);
  const tags: Tags = { ...contact.tags, ...emphasis, terms: pageLink('/terms') };
  const values = { ...contact.values, club: clubName, shortName: clubShortName, subject };
  const text = (key: Parameters<typeof t>[0]) => t.rich(key, tags, values);

  const sections: DocumentSection[] = [
    {
      id: 'who-we-are',
      title: t('whoTitle'),
      body: <p>{text('whoText')}</p>,
    },
    {
      id: 'what-we-store',
      title: t('storeTitle'),
      body: (
        <>
          <p>{text('storeIntro')}</p>
          <ul>
            <li>{text('storeContact')}</li>
            <li>{text('storeNewsletter')}</li>
            <li>{text('storeReviews')}</li>
            <li>{text('storeRatings')}</li>
            <li>{text('storeApplications')}</li>
            <li>{text('storeAccounts')}</li>
            <li>{text('storeTechnical')}</li>
          </ul>
          <p>{text('cookies')}</p>
        </>
      ),
    },
    {
      id: 'why',
      title: t('whyTitle'),
      body: (
        <ul>
          <li>{text('whyAnswer')}</li>
          <li>{text('whyMembership')}</li>
          <li>{text('whyReviews')}</li>
          <li>{text('whySecurity')}</li>
        </ul>
      ),
    },
    {
      id: 'who-sees-it',
      title: t('seesTitle'),
      body: (
        <>
          <p>{text('seesStaff')}</p>
          <p>{text('seesShared')}</p>
        </>
      ),
    },
    {
      id: 'how-long',
      title: t('keepTitle'),
      body: (
        <ul>
          <li>{text('keepMessages')}</li>
          <li>{text('keepNewsletter')}</li>
          <li>{text('keepReviews')}</li>
          <li>{text('keepApplications')}</li>
          <li>{text('keepMembers')}</li>
          <li>{text('keepLogs')}</li>
        </ul>
      ),
    },
    {
      id: 'your-rights',
      title: t('rightsTitle'),
      body: (
        <>
          <p>{text('rightsAsk')}</p>
          <p>{text('rightsReply')}</p>
        </>
      ),
    },
    {
      id: 'bangladesh',
      title: t('lawTitle'),
      body: (
        <>
          <p>{text('lawText')}</p>
          <Note>{text('adultsNote')}</Note>
        </>
      ),
    },
    {
      id: 'changes',
      title: t('changesTitle'),
      body: <p>{text('changesText')}</p>,
    },
  ];

  return <LegalDocument title={t('pageTitle')} eyebrow={t('eyebrow')} intro={t('intro')} updated="2026-11-22" sections={sections} />;
}
