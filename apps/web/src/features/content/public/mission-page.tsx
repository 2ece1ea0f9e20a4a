import { MissionSection } from '@/components/club-content/statement-section';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useTexts } from '@/lib/texts';
import { aboutTexts } from './about-texts';

export function MissionPage() {
  const t = useTexts(aboutTexts);
  return (
    <>
      <PageHeader title={t('missionTitle')} eyebrow={t('aboutUs')}>
        {t('missionIntro')}
      </PageHeader>
      <MissionSection imageLoading="eager" title={t('missionHeading')} />
      <div className="px-4 pb-20 text-center">
        <ButtonLink to="/vision" variant="secondary">
          {t('readVision')}
        </ButtonLink>
      </div>
    </>
  );
}
