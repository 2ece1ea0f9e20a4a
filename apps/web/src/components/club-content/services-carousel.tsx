import { serviceImages, type PageImage } from '@rgcc/shared/content/media-variants';
import { ArrowRight } from 'lucide-react';
import { Link } from '@/lib/links';
import { Carousel } from '@/components/ui/carousel';
import { Picture } from '@/components/ui/picture';
import { useTexts, type TextKey } from '@/lib/texts';
import { clubStoryTexts } from './club-story-texts';

interface ServiceCard {
  title: TextKey<typeof clubStoryTexts>;
  image: PageImage;
  /** The photo's description, for a card without a link (whose title names it). */
  alt?: TextKey<typeof clubStoryTexts>;
  /** Only some services have a page of their own; the others are shown without a link. */
  to?: string;
}

const serviceCards: readonly ServiceCard[] = [
  { title: 'serviceProShop', image: serviceImages.proShop, to: '/pro-shop' },
  { title: 'serviceRestaurant', image: serviceImages.restaurant, to: '/restaurant' },
  { title: 'serviceGuestRoom', image: serviceImages.guestRoom, alt: 'serviceGuestRoomAlt' },
  { title: 'serviceConventionHall', image: serviceImages.conventionHall, alt: 'serviceConventionHallAlt' },
];

/** The spec's services carousel: 300 px cards, 320 px per arrow click (card plus gap). */
const SERVICES_STEP = 320;

const cardClass = 'flex w-[300px] flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-fairway-100';

function ServiceCardBody({ card }: { card: ServiceCard }) {
  const t = useTexts(clubStoryTexts);
  return (
    <>
      <div className="aspect-[3/2] overflow-hidden bg-sand-100">
        <Picture
          mediaKey={card.image.key}
          // Inside a link the title names it; a card without one keeps the photo's description.
          alt={card.alt ? t(card.alt) : ''}
          sizes="300px"
          loading="lazy"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex items-center justify-between gap-3 px-5 py-4">
        <h3 className="text-xl group-hover:underline group-hover:underline-offset-4">{t(card.title)}</h3>
        {card.to && <ArrowRight aria-hidden="true" className="size-5 text-fairway-700 transition-transform group-hover:translate-x-1" />}
      </div>
    </>
  );
}

/** Pro Shop and Restaurant have pages of their own; Guest Room and Convention Hall are shown, not linked. */
export function ServicesCarousel({ label }: { label?: string }) {
  const t = useTexts(clubStoryTexts);
  return (
    <Carousel label={label ?? t('ourServices')} step={SERVICES_STEP}>
      {serviceCards.map((card) =>
        card.to ? (
          <Link key={card.title} to={card.to} className={`group transition-shadow hover:shadow-lg ${cardClass}`}>
            <ServiceCardBody card={card} />
          </Link>
        ) : (
          <div key={card.title} className={cardClass}>
            <ServiceCardBody card={card} />
          </div>
        ),
      )}
    </Carousel>
  );
}
