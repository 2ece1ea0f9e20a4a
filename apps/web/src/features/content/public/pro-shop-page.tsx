import { Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { useLoaderData } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Picture } from '@/components/ui/picture';
import { telHref, useClub } from '@/lib/club';
import type { proShopLoader } from './pro-shop-api';

export function ProShopPage() {
  const { products } = useLoaderData<typeof proShopLoader>();
  return (
    <>
      <PageHeader title="Pro Shop" eyebrow="Gear for every round">
        Clubs, balls, gloves and course wear, chosen by our professionals for play on the river course.
      </PageHeader>
      <Section className="bg-cream">
        <div className="mb-10 flex flex-col gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 className="text-2xl sm:text-3xl">In the shop</h2>
            <p className="mt-2 max-w-xl text-ink-muted">
              Prices and stock change with the season. Visit the shop by the clubhouse or call us and we will set aside what you need.
            </p>
          </div>
          <ContactReveal />
        </div>
        <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
          {products.map((product, index) => (
            <li key={product.id} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-fairway-100">
              <Picture
                mediaKey={product.image}
                alt=""
                sizes="(min-width: 1024px) 270px, (min-width: 768px) 30vw, 45vw"
                loading={index < 4 ? 'eager' : 'lazy'}
                className="aspect-square w-full bg-sand-100 object-cover"
              />
              <h3 className="px-4 py-3 font-sans text-base font-semibold text-fairway-800">{product.name}</h3>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

/** The spec keeps the number behind a button; revealing it in place keeps it one tap from calling. */
function ContactReveal() {
  const [shown, setShown] = useState(false);
  const panelId = useId();
  const { phone } = useClub().details;
  return (
    <div className="flex flex-col items-start gap-3 sm:items-end">
      <Button aria-expanded={shown} aria-controls={panelId} onClick={() => setShown((value) => !value)}>
        <Phone aria-hidden="true" className="size-4" /> Contact Us
      </Button>
      <div id={panelId} hidden={!shown}>
        <p className="text-ink">
          Call the Pro Shop:{' '}
          <a href={telHref(phone)} className="font-semibold text-river-700 underline underline-offset-4 hover:text-river-500">
            {phone}
          </a>
        </p>
      </div>
    </div>
  );
}
