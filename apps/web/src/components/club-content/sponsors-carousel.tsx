import type { Sponsor } from '@rgcc/shared/content/content';
import { Carousel } from '@/components/ui/carousel';
import { Picture } from '@/components/ui/picture';

/** The spec's sponsors carousel: 300 px per arrow click, so a card is 280 px plus the 20 px gap. */
const SPONSORS_STEP = 300;

export function SponsorsCarousel({ sponsors, label = 'Our sponsors' }: { sponsors: Sponsor[]; label?: string }) {
  return (
    <Carousel label={label} step={SPONSORS_STEP} emptyText="Sponsors will be announced soon.">
      {sponsors.map((sponsor) => (
        <figure key={sponsor.id} className="flex w-[280px] flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-fairway-100">
          {sponsor.url ? (
            // The logo links to the sponsor's site; the name below already names it, so the link says where it goes.
            <a href={sponsor.url} target="_blank" rel="noopener noreferrer" aria-label={`${sponsor.name}'s website (opens in a new tab)`} className="block">
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
