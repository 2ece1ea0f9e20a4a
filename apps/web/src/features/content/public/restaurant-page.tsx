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
import type { restaurantLoader } from './restaurant-api';

const loadRatingDialog = () => import('./restaurant-rating-dialog');
const RestaurantRatingDialog = lazy(() => loadRatingDialog().then((module) => ({ default: module.RestaurantRatingDialog })));

export function RestaurantPage() {
  const { categories } = useLoaderData<typeof restaurantLoader>();
  const { details, hours } = useClub();
  // The dialog's code (its form and validation) loads when someone first opens it; it then
  // stays mounted so that closing it returns focus to the button.
  const [rating, setRating] = useState<'never opened' | 'open' | 'closed'>('never opened');

  return (
    <>
      <PageHeader title="Golf View Restaurant" eyebrow="Dining at the club">
        Bengali favourites, grills and fresh river fish, served on the terrace above the ninth green.
      </PageHeader>

      <Section className="bg-cream">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
          <Slideshow images={restaurantSlides} label="Restaurant photographs" />
          <aside aria-labelledby="restaurant-visit-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8">
            <h2 id="restaurant-visit-heading" className="text-2xl sm:text-3xl">
              Visit us
            </h2>
            <VenueDetails
              hours={hours.restaurant}
              booking={
                <>
                  Reserve a table:{' '}
                  <a href={telHref(details.bookingPhone)} className="font-semibold text-river-700 underline underline-offset-4 hover:text-river-500">
                    {details.bookingPhone}
                  </a>
                </>
              }
            />
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink to="/review">Rate The Restaurant</ButtonLink>
              <Button variant="secondary" onClick={() => setRating('open')} onPointerEnter={loadRatingDialog} onFocus={loadRatingDialog}>
                <Star aria-hidden="true" className="size-4" /> Rate Us
              </Button>
            </div>
          </aside>
        </div>
      </Section>

      <Section title="Our menu" eyebrow="Fifteen kitchens of flavour" id="menu" className="bg-white">
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
