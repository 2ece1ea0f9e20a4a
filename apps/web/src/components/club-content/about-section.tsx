import { clubFacts } from '@rgcc/shared/content/club';
import { aboutImage } from '@rgcc/shared/content/media-variants';
import { useId, useState } from 'react';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/page-header';
import { useTexts, type TextKey } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { formatNumber, localeDigits } from '@rgcc/shared/format/number';
import { clubStoryTexts } from './club-story-texts';

/** Shown before READ MORE; the rest follows when the visitor expands the history. */
const historyMore: TextKey<typeof clubStoryTexts>[] = ['historyCourse', 'historyFederation', 'historyToday'];

/** The club's history, collapsed to its first paragraph until the visitor asks for the rest. */
export function AboutSection({
  title,
  eyebrow,
  className = '',
  imageLoading = 'lazy',
}: {
  title: string;
  eyebrow?: string;
  className?: string;
  imageLoading?: 'eager' | 'lazy';
}) {
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  const t = useTexts(clubStoryTexts);
  const locale = useLocale();
  const year = localeDigits(String(clubFacts.federationJoinYear), locale);
  const values = { year, tournaments: clubFacts.tournamentsHosted, members: clubFacts.members };
  const facts = [
    { value: year, label: t('factFederation') },
    { value: t('factTournamentsValue', { count: clubFacts.tournamentsHosted }), label: t('factTournaments') },
    { value: formatNumber(clubFacts.members, locale), label: t('factMembers') },
  ];
  return (
    <Section title={title} eyebrow={eyebrow} id="history" className={className}>
      <div className="grid gap-10 lg:grid-cols-2 lg:items-start lg:gap-14">
        <div>
          <div className="space-y-4 text-lg leading-relaxed text-ink">
            <p>{t('historyLead')}</p>
            <div id={moreId} hidden={!expanded} className="space-y-4">
              {historyMore.map((paragraph) => (
                <p key={paragraph}>{t(paragraph, values)}</p>
              ))}
            </div>
          </div>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={moreId}
            onClick={() => setExpanded(!expanded)}
            className="mt-6 rounded-full border-2 border-fairway-700 px-6 py-2.5 text-sm font-semibold tracking-[0.15em] text-fairway-800 transition-colors hover:bg-fairway-50"
          >
            {t(expanded ? 'readLess' : 'readMore')}
          </button>
          <dl className="mt-10 grid grid-cols-3 gap-4 border-t border-fairway-100 pt-8">
            {facts.map((fact) => (
              <div key={fact.label} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-ink-muted">{fact.label}</dt>
                <dd className="font-serif text-3xl text-fairway-700 sm:text-4xl">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <Picture
          mediaKey={aboutImage.key}
          alt={t('aboutImageAlt')}
          sizes="(min-width: 1152px) 540px, (min-width: 1024px) 46vw, 92vw"
          loading={imageLoading}
          className="aspect-[3/2] w-full rounded-2xl object-cover shadow-lg lg:sticky lg:top-24"
        />
      </div>
    </Section>
  );
}
