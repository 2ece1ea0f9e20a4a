import { aboutQuote } from '@rgcc/shared/content/club-story';
import { Quote } from 'lucide-react';
import { AboutSection } from '@/components/club-content/about-section';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { clubName } from '@/lib/club';

export function AboutPage() {
  return (
    <>
      <PageHeader title={`About ${clubName}`} eyebrow="Our History" />
      <figure className="bg-fairway-50 px-4 py-14 sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <Quote aria-hidden="true" className="mx-auto mb-5 size-10 text-sand-700" />
          <blockquote className="font-serif text-2xl leading-relaxed text-fairway-800 italic sm:text-3xl">
            <p>{aboutQuote.text}</p>
          </blockquote>
          <figcaption className="mt-5 text-sm font-semibold tracking-[0.2em] text-sand-700 uppercase">{aboutQuote.attribution}</figcaption>
        </div>
      </figure>
      <AboutSection title="A club that grew by the river" imageLoading="eager" />
      <div className="flex flex-wrap justify-center gap-4 px-4 pb-20">
        <ButtonLink to="/mission" variant="secondary">
          Our mission
        </ButtonLink>
        <ButtonLink to="/leadership-team" variant="secondary">
          Meet the leadership team
        </ButtonLink>
      </div>
    </>
  );
}
