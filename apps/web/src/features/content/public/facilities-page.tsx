import { useLoaderData } from 'react-router';
import { PageHeader, Section } from '@/components/ui/page-header';
import { ButtonLink } from '@/components/ui/button';
import { useTexts, type TextKey } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { formatNumber } from '@rgcc/shared/format/number';
import type { facilitiesLoader } from './facilities-api';
import { facilitiesTexts } from './facilities-texts';

type Audience = 'guests' | 'members';
type FacilitiesText = TextKey<typeof facilitiesTexts>;

const copy: Record<Audience, { title: FacilitiesText; intro: FacilitiesText; listTitle: FacilitiesText; cta: { to: string; label: FacilitiesText } }> = {
  guests: {
    title: 'guestsTitle',
    intro: 'guestsIntro',
    listTitle: 'guestsListTitle',
    cta: { to: '/contact', label: 'planYourVisit' },
  },
  members: {
    title: 'membersTitle',
    intro: 'membersIntro',
    listTitle: 'membersListTitle',
    cta: { to: '/membership', label: 'seeMembershipCategories' },
  },
};

function FacilitiesPage({ audience }: { audience: Audience }) {
  const t = useTexts(facilitiesTexts);
  const locale = useLocale();
  const { title, intro, listTitle, cta } = copy[audience];
  const { facilities } = useLoaderData<ReturnType<typeof facilitiesLoader>>();
  return (
    <>
      <PageHeader title={t(title)} eyebrow={t('facilities')}>
        {t(intro)}
      </PageHeader>
      <Section title={t(listTitle)} id="facilities">
        <ol className="grid gap-6 md:grid-cols-2">
          {facilities.map((facility, index) => (
            <li key={facility.id} className="flex gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8">
              <span
                aria-hidden="true"
                className="flex size-12 shrink-0 items-center justify-center rounded-full bg-fairway-700 font-serif text-xl text-cream"
              >
                {formatNumber(index + 1, locale)}
              </span>
              <div>
                <h3 className="text-xl">{facility.title}</h3>
                <p className="mt-2 text-ink-muted">{facility.desc}</p>
              </div>
            </li>
          ))}
        </ol>
        <ButtonLink to={cta.to} variant="secondary" className="mt-10">
          {t(cta.label)}
        </ButtonLink>
      </Section>
    </>
  );
}

export function GuestFacilitiesPage() {
  return <FacilitiesPage audience="guests" />;
}

export function MemberFacilitiesPage() {
  return <FacilitiesPage audience="members" />;
}
