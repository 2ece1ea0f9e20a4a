import { useLoaderData } from 'react-router';
import { SponsorsCarousel } from '@/components/club-content/sponsors-carousel';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import { useTexts } from '@/lib/texts';
import type { sponsorsLoader } from './club-api';
import { sponsorsTexts } from './sponsors-texts';

export function SponsorsPage() {
  const t = useTexts(sponsorsTexts);
  const { sponsors } = useLoaderData<typeof sponsorsLoader>();
  return (
    <>
      <PageHeader title={t('pageTitle')} eyebrow={t('withThanks')}>
        {t('intro')}
      </PageHeader>
      <Section title={t('proudSupporters')} id="sponsors">
        <SponsorsCarousel sponsors={sponsors} />
        <div className="mt-12 max-w-2xl">
          <p className="text-lg text-ink-muted">{t('sponsorshipPitch')}</p>
          <ButtonLink to="/contact" className="mt-6">
            {t('becomeSponsor')}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
