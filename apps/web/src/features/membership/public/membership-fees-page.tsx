import { ArrowRight } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import type { membershipFeesLoader } from './membership-fees-api';
import { formatAmount, moneyUnit, paisaOfTaka } from '@rgcc/shared/format/money';
import { useLocale } from '@/lib/use-locale';

export function MembershipFeesPage() {
  const locale = useLocale();
  const { categories } = useLoaderData<typeof membershipFeesLoader>();
  return (
    <>
      <PageHeader title="Membership Categories & Fees" eyebrow="Membership">
        Choose the category that fits you, then apply online. An administrator reviews every application.
      </PageHeader>
      <Section title="Choose your category" id="categories">
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
                <p className="mt-3 font-semibold text-ink">Membership fee: {formatAmount(paisaOfTaka(category.feeTaka), locale, 'unless-zero')} tk</p>
                {/* The spec prints a monthly figure apart from the fee; both are shown as given. The unit is
                    the site's one unit (format/money.ts says why it is not the taka sign). */}
                <p className="mt-6 border-t border-fairway-100 pt-5">
                  <span className="font-serif text-4xl text-fairway-800">
                    {formatAmount(paisaOfTaka(category.perMonthTaka), locale, 'unless-zero')} <span className="text-2xl">{moneyUnit(locale)}</span>
                  </span>
                  <span className="text-ink-muted"> / month</span>
                </p>
                <ButtonLink to="/membership-registration" className="mt-7 self-start" aria-describedby={`membership-${category.id}`}>
                  Get Started
                  <ArrowRight aria-hidden="true" className="size-4" />
                </ButtonLink>
              </article>
            </li>
          ))}
        </ul>
        <p className="mt-10 max-w-3xl text-ink-muted">
          After you apply: verify your email with the 6-digit code we send, wait for an administrator to approve your membership,
          then sign in with the User ID and password you receive by email and pay the registration fee to unlock your dashboard.
        </p>
      </Section>
    </>
  );
}
