import { ArrowRight } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import type { membershipFeesLoader } from './membership-fees-api';
import { formatAmount, moneyUnit, paisaOfTaka } from '@rgcc/shared/format/money';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { membershipFeesTexts } from './membership-fees-texts';

export function MembershipFeesPage() {
  const locale = useLocale();
  const t = useTexts(membershipFeesTexts);
  const { categories } = useLoaderData<typeof membershipFeesLoader>();
  return (
    <>
      <PageHeader title={t('pageTitle')} eyebrow={t('membership')}>
        {t('intro')}
      </PageHeader>
      <Section title={t('chooseCategory')} id="categories">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <li key={category.id} className="flex">
              <article
                aria-labelledby={`membership-${category.id}`}
                className="flex w-full flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-fairway-100 transition-shadow hover:shadow-md"
              >
                <h3 id={`membership-${category.id}`} className="text-2xl">
                  {category.title}
                </h3>
                <p className="mt-3 text-ink-muted">{category.description}</p>
                {/* The spec's own words for the fee ("5,000 tk"), kept as given. */}
                <p className="mt-3 font-semibold text-ink">
                  {t('membershipFee', { amount: formatAmount(paisaOfTaka(category.feeTaka), locale, 'unless-zero') })}
                </p>
                {/* The spec prints a monthly figure apart from the fee; both are shown as given. The unit is
                    the site's one unit (format/money.ts says why it is not the taka sign). */}
                <p className="mt-6 border-t border-fairway-100 pt-5">
                  {t.rich(
                    'perMonth',
                    {
                      amount: (chunks) => <span className="font-serif text-4xl text-fairway-800">{chunks}</span>,
                      unit: (chunks) => <span className="text-2xl">{chunks}</span>,
                      period: (chunks) => <span className="text-ink-muted">{chunks}</span>,
                    },
                    { amount: formatAmount(paisaOfTaka(category.perMonthTaka), locale, 'unless-zero'), unit: moneyUnit(locale) },
                  )}
                </p>
                <ButtonLink to="/membership-registration" className="mt-7 self-start" aria-describedby={`membership-${category.id}`}>
                  {t('getStarted')}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </ButtonLink>
              </article>
            </li>
          ))}
        </ul>
        <p className="mt-10 max-w-3xl text-ink-muted">{t('afterYouApply')}</p>
      </Section>
    </>
  );
}
