import { formatBangladeshiNumber } from '@rgcc/shared/format/number';
import { ArrowRight } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import type { membershipFeesLoader } from './membership-fees-api';

export function MembershipFeesPage() {
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
                <p className="mt-3 font-semibold text-ink">Membership fee: {formatBangladeshiNumber(category.feeTaka)} tk</p>
                {/* The spec prints a monthly figure apart from the fee; both are shown as given. "Tk", not
                    the taka sign: the self-hosted fonts have no glyph for it, and not every phone has a
                    fallback font that does, so the sign could show as an empty box. */}
                <p className="mt-6 border-t border-fairway-100 pt-5">
                  <span className="font-serif text-4xl text-fairway-800">
                    <span className="text-2xl">Tk</span> {formatBangladeshiNumber(category.perMonthTaka)}
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
