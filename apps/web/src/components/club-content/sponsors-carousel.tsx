import type { Sponsor } from '@rgcc/shared/content/content';
import { Carousel } from '@/components/ui/carousel';
import { Picture } from '@/components/ui/picture';
import { useTexts } from '@/lib/texts';
import { leadershipAndSponsorsTexts } from './leadership-and-sponsors-texts';

/** The spec's sponsors carousel: 300 px per arrow click, so a card is 280 px plus the 20 px gap. */
const SPONSORS_STEP = 300;

/** `label` names the carousel for screen readers; "Our sponsors" in the page's language when not given. */
export function SponsorsCarousel({ sponsors, label }: { sponsors: Sponsor[]; label?: string }) {
  const t = useTexts(leadershipAndSponsorsTexts);
  return (
    <Carousel label={label ?? t('ourSponsors')} step={SPONSORS_STEP} emptyText={t('sponsorsSoon')}>
      {sponsors.map((sponsor) => (
        <figure key={sponsor.id} className="flex w-[280px] flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-fairway-100">
          {sponsor.url ? (
            // The logo links to the sponsor's site; the name below already names it, so the link says where it goes.
            <a href={sponsor.url} target="_blank" rel="noopener noreferrer" aria-label={t('sponsorWebsite', { name: sponsor.name })} className="block">
              <Picture mediaKey={sponsor.image} alt="" sizes="280px" loading="lazy" className="aspect-[3/2] w-full object-contain p-4" />
            </a>
          ) : (
            <Picture mediaKey={sponsor.image} alt="" sizes="280px" loading="lazy" className="aspect-[3/2] w-full object-contain p-4" />
          )}
          <figcaption className="border-t border-fairway-100 px-5 py-3 text-center font-semibold text-fairway-800">{sponsor.name}</figcaption>
        </figure>
      ))}
    </Carousel>
  );
}
