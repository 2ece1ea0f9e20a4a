import { useLoaderData } from 'react-router';
import { LeadershipGrid } from '@/components/club-content/leadership-grid';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import { useTexts } from '@/lib/texts';
import type { leadersLoader } from './club-api';
import { leadershipTexts } from './leadership-texts';

export function LeadershipPage() {
  const t = useTexts(leadershipTexts);
  const { leaders } = useLoaderData<typeof leadersLoader>();
  return (
    <>
      <PageHeader title={t('pageTitle')} eyebrow={t('aboutUs')}>
        {t('intro')}
      </PageHeader>
      <Section title={t('executiveCommittee')} id="committee">
        <LeadershipGrid leaders={leaders} imageLoading="eager" />
        <div className="mt-12 text-center">
          <ButtonLink to="/contact" variant="secondary">
            {t('contactCommittee')}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
