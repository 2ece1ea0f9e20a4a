import { Quote } from 'lucide-react';
import { AboutSection } from '@/components/club-content/about-section';
import { clubStoryTexts } from '@/components/club-content/club-story-texts';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { clubName } from '@/lib/club';
import { useTexts } from '@/lib/texts';
import { aboutTexts } from './about-texts';

export function AboutPage() {
  const t = useTexts(aboutTexts);
  const story = useTexts(clubStoryTexts);
  return (
    <>
      <PageHeader title={t('aboutTitle', { club: clubName })} eyebrow={t('ourHistory')} />
      <figure className="bg-fairway-50 px-4 py-14 sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <Quote aria-hidden="true" className="mx-auto mb-5 size-10 text-sand-700" />
          <blockquote className="font-serif text-2xl leading-relaxed text-fairway-800 italic sm:text-3xl">
            <p>{story('quote')}</p>
          </blockquote>
          <figcaption className="mt-5 text-sm font-semibold tracking-[0.2em] text-sand-700 uppercase">{story('quoteAttribution')}</figcaption>
        </div>
      </figure>
      <AboutSection title={t('aboutHeading')} imageLoading="eager" />
      <div className="flex flex-wrap justify-center gap-4 px-4 pb-20">
        <ButtonLink to="/mission" variant="secondary">
          {t('ourMissionButton')}
        </ButtonLink>
        <ButtonLink to="/leadership-team" variant="secondary">
          {t('meetLeadership')}
        </ButtonLink>
      </div>
    </>
  );
}
