import { Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { useLoaderData } from 'react-router';
import { formatMoney, moneyUnit, paisa, paisaOfTaka } from '@rgcc/shared/format/money';
import type { Product } from '@rgcc/shared/content/content';
import { useLocale } from '@/lib/use-locale';
import { Button } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Picture } from '@/components/ui/picture';
import { telHref, useClub } from '@/lib/club';
import { useTexts } from '@/lib/texts';
import type { proShopLoader } from './pro-shop-api';
import { proShopTexts } from './pro-shop-texts';

/** The cheapest and the dearest product, in whole taka: the price filter's bounds and first range. */
export function priceBounds(products: Product[]): { min: number; max: number } {
  const prices = products.map((product) => Math.floor(product.pricePaisa / 100));
  return prices.length === 0 ? { min: 0, max: 0 } : { min: Math.min(...prices), max: Math.max(...prices) };
}

/** A bound as typed: whole taka, or the given one while the field is empty or not a number. */
const takaOr = (typed: string, otherwise: number) => (/^\d{1,9}$/.test(typed.trim()) ? Number(typed) : otherwise);

export function ProShopPage() {
  const { products } = useLoaderData<typeof proShopLoader>();
  const locale = useLocale();
  const t = useTexts(proShopTexts);
  const bounds = priceBounds(products);
  const [typed, setTyped] = useState({ min: String(bounds.min), max: String(bounds.max) });
  const min = paisaOfTaka(takaOr(typed.min, bounds.min));
  const max = paisaOfTaka(takaOr(typed.max, bounds.max));
  const shown = products.filter((product) => product.pricePaisa >= min && product.pricePaisa <= max);
  return (
    <>
      <PageHeader title={t('proShop')} eyebrow={t('gearForEveryRound')}>
        {t('proShopIntro')}
      </PageHeader>
      <Section className="bg-cream">
        <div className="mb-10 flex flex-col gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 className="text-2xl sm:text-3xl">{t('inTheShop')}</h2>
            <p className="mt-2 max-w-xl text-ink-muted">{t('inTheShopText')}</p>
          </div>
          <ContactReveal />
        </div>
        <fieldset className="mb-8 flex flex-wrap items-end gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6">
          <legend className="float-left mb-1 w-full font-sans text-lg font-semibold text-fairway-800">{t('priceRange', { unit: moneyUnit(locale) })}</legend>
          {(['min', 'max'] as const).map((bound) => (
            <label key={bound} className="flex flex-col gap-1.5 text-sm font-semibold text-fairway-800">
              {bound === 'min' ? t('priceFrom') : t('priceTo')}
              <input
                type="number"
                inputMode="numeric"
                min={bounds.min}
                max={bounds.max}
                step={1}
                value={typed[bound]}
                onChange={(event) => setTyped((was) => ({ ...was, [bound]: event.target.value }))}
                className="w-36 rounded-lg border border-fairway-200 bg-white px-4 py-3 font-normal text-ink focus:border-fairway-500"
              />
            </label>
          ))}
          <p role="status" className="pb-3 text-ink-muted">
            {shown.length === products.length
              ? t('allProducts', { count: products.length, min: formatMoney(paisaOfTaka(bounds.min), locale), max: formatMoney(paisaOfTaka(bounds.max), locale) })
              : t('someProducts', { shown: shown.length, count: products.length })}
          </p>
        </fieldset>
        {shown.length === 0 && <p className="text-ink">{t('noProductInRange')}</p>}
        <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
          {shown.map((product, index) => (
            <li key={product.id} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-fairway-100">
              <Picture
                mediaKey={product.image}
                alt=""
                sizes="(min-width: 1024px) 270px, (min-width: 768px) 30vw, 45vw"
                loading={index < 4 ? 'eager' : 'lazy'}
                className="aspect-square w-full bg-sand-100 object-cover"
              />
              <h3 className="px-4 pt-3 font-sans text-base font-semibold text-fairway-800">{product.name}</h3>
              <p className="px-4 pb-3 text-ink">{formatMoney(paisa(product.pricePaisa), locale)}</p>
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
  const t = useTexts(proShopTexts);
  return (
    <div className="flex flex-col items-start gap-3 sm:items-end">
      <Button aria-expanded={shown} aria-controls={panelId} onClick={() => setShown((value) => !value)}>
        <Phone aria-hidden="true" className="size-4" /> {t('contactUs')}
      </Button>
      <div id={panelId} hidden={!shown}>
        <p className="text-ink">
          {t.rich(
            'callProShop',
            {
              phone: (chunks) => (
                <a href={telHref(phone)} className="font-semibold text-river-700 underline underline-offset-4 hover:text-river-500">
                  {chunks}
                </a>
              ),
            },
            { number: phone },
          )}
        </p>
      </div>
    </div>
  );
}
