import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import { Modal } from '@/components/ui/modal';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Picture } from '@/components/ui/picture';
import type { Dish } from '@rgcc/shared/content/content';
import { useTexts } from '@/lib/texts';
import type { categoryLoader } from './restaurant-api';
import { restaurantTexts } from './restaurant-texts';

function BackLink() {
  const t = useTexts(restaurantTexts);
  return (
    <Link
      to="/restaurant"
      className="inline-flex items-center gap-2 rounded-full px-1 py-2 font-semibold text-fairway-800 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> {t('backToRestaurant')}
    </Link>
  );
}

export function CategoryPage() {
  const { category } = useLoaderData<typeof categoryLoader>();
  const [openDish, setOpenDish] = useState<Dish | null>(null);
  const t = useTexts(restaurantTexts);
  const title = category?.name ?? t('categoryNotFoundTitle');

  return (
    <>
      <PageHeader title={title} eyebrow={t('restaurantName')} />
      <Section className="bg-cream">
        <div className="mb-8">
          <BackLink />
        </div>
        {!category ? (
          <p role="alert" className="rounded-2xl bg-white p-8 text-center text-lg text-ink ring-1 ring-fairway-100">
            {t('categoryNotFound')}
          </p>
        ) : (
          <>
            <h2 className="sr-only">{t('dishes')}</h2>
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-4">
              {category.dishes.map((dish, index) => (
                <li key={dish.id}>
                  <button
                    type="button"
                    onClick={() => setOpenDish(dish)}
                    aria-haspopup="dialog"
                    className="group block h-full w-full overflow-hidden rounded-2xl bg-white text-left ring-1 ring-fairway-100 transition-shadow hover:shadow-lg"
                  >
                    <Picture
                      mediaKey={dish.image}
                      alt=""
                      sizes="(min-width: 1024px) 270px, (min-width: 640px) 30vw, 45vw"
                      loading={index < 4 ? 'eager' : 'lazy'}
                      className="aspect-square w-full bg-sand-100 object-cover transition-transform duration-500 group-hover:scale-105"
                    />
                    <span className="block px-4 py-3 font-semibold text-fairway-800">{dish.name}</span>
                  </button>
                </li>
              ))}
            </ul>
            {category.dishes.length === 0 && <p className="py-8 text-center text-ink-muted">{t('dishesComingSoon')}</p>}
          </>
        )}
      </Section>

      <Modal open={openDish !== null} onOpenChange={(open) => !open && setOpenDish(null)} title={openDish?.name ?? t('dish')} size="lg">
        {openDish && (
          <div className="grid gap-5 sm:grid-cols-2 sm:items-center">
            <Picture
              mediaKey={openDish.image}
              alt={openDish.name}
              sizes="(min-width: 640px) 310px, 90vw"
              loading="eager"
              className="aspect-square w-full rounded-xl bg-sand-100 object-cover"
            />
            <p className="text-lg text-ink">{openDish.description}</p>
          </div>
        )}
      </Modal>
    </>
  );
}
