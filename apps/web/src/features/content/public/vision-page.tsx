import { VisionSection } from '@/components/club-content/statement-section';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useTexts } from '@/lib/texts';
import { aboutTexts } from './about-texts';

export function VisionPage() {
  const t = useTexts(aboutTexts);
  return (
    <>
      <PageHeader title={t('visionTitle')} eyebrow={t('aboutUs')}>
        {t('visionIntro')}
      </PageHeader>
      <VisionSection imageLoading="eager" title={t('visionHeading')} />
      <div className="px-4 pb-20 text-center">
        <ButtonLink to="/membership">{t('becomeMember')}</ButtonLink>
      </div>
    </>
  );
}
