import { Star } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import { VenueDetails } from '@/components/ui/venue-details';
import { Picture } from '@/components/ui/picture';
import { Slideshow } from '@/components/ui/slideshow';
import { telHref, useClub } from '@/lib/club';
import { restaurantSlides } from '@rgcc/shared/content/media-variants';
import { useTexts, type TextKey } from '@/lib/texts';
import type { restaurantLoader } from './restaurant-api';
import { restaurantTexts } from './restaurant-texts';

const loadRatingDialog = () => import('./restaurant-rating-dialog');
const RestaurantRatingDialog = lazy(() => loadRatingDialog().then((module) => ({ default: module.RestaurantRatingDialog })));

/** Each slide's description in the page's language (the shared list holds the English). */
const slideAlts: Readonly<Record<string, TextKey<typeof restaurantTexts>>> = {
  'restaurant/slide-1': 'slideDiningRoom',
  'restaurant/slide-2': 'slideLunchTable',
  'restaurant/slide-3': 'slideTerrace',
};

export function RestaurantPage() {
  const { categories } = useLoaderData<typeof restaurantLoader>();
  const { details, hours } = useClub();
  const t = useTexts(restaurantTexts);
  const slides = restaurantSlides.map((slide) => {
    const alt = slideAlts[slide.key];
    return alt ? { ...slide, alt: t(alt) } : slide;
  });
  // The dialog's code (its form and validation) loads when someone first opens it; it then
  // stays mounted so that closing it returns focus to the button.
  const [rating, setRating] = useState<'never opened' | 'open' | 'closed'>('never opened');

  return (
    <>
      <PageHeader title={t('restaurantName')} eyebrow={t('diningAtTheClub')}>
        {t('restaurantIntro')}
      </PageHeader>

      <Section className="bg-cream">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
          <Slideshow images={slides} label={t('restaurantPhotographs')} />
          <aside aria-labelledby="restaurant-visit-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8">
            <h2 id="restaurant-visit-heading" className="text-2xl sm:text-3xl">
              {t('visitUs')}
            </h2>
            <VenueDetails
              hours={hours.restaurant}
              booking={t.rich(
                'reserveTable',
                {
                  phone: (chunks) => (
                    <a href={telHref(details.bookingPhone)} className="font-semibold text-river-700 underline underline-offset-4 hover:text-river-500">
                      {chunks}
                    </a>
                  ),
                },
                { number: details.bookingPhone },
              )}
            />
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink to="/review">{t('rateTheRestaurant')}</ButtonLink>
              <Button variant="secondary" onClick={() => setRating('open')} onPointerEnter={loadRatingDialog} onFocus={loadRatingDialog}>
                <Star aria-hidden="true" className="size-4" /> {t('rateUs')}
              </Button>
            </div>
          </aside>
        </div>
      </Section>

      <Section title={t('ourMenu')} eyebrow={t('menuEyebrow')} id="menu" className="bg-white">
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-5">
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to={`/category/${category.id}`}
                className="group block h-full overflow-hidden rounded-2xl bg-cream ring-1 ring-fairway-100 transition-shadow hover:shadow-lg"
              >
                <Picture
                  mediaKey={category.image}
                  alt=""
                  sizes="(min-width: 1024px) 220px, (min-width: 640px) 30vw, 45vw"
                  loading="lazy"
                  className="aspect-square w-full bg-sand-100 object-cover transition-transform duration-500 group-hover:scale-105"
                />
                <span className="block px-4 py-3 font-semibold text-fairway-800">{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      {rating !== 'never opened' && (
        <Suspense>
          <RestaurantRatingDialog open={rating === 'open'} onOpenChange={(open) => setRating(open ? 'open' : 'closed')} />
        </Suspense>
      )}
    </>
  );
}
