import { useLoaderData } from 'react-router';
import { PageHeader, Section } from '@/components/ui/page-header';
import { ButtonLink } from '@/components/ui/button';
import type { facilitiesLoader } from './facilities-api';

type Audience = 'guests' | 'members';

const copy: Record<Audience, { title: string; intro: string; listTitle: string; cta: { to: string; label: string } }> = {
  guests: {
    title: 'Facilities for Guests',
    intro: 'Visiting Rangpur? Guests are welcome on the course and in the clubhouse.',
    listTitle: 'What guests can enjoy',
    cta: { to: '/contact', label: 'Plan your visit' },
  },
  members: {
    title: 'Facilities for Members',
    intro: 'Membership brings the course, the clubhouse and its services within easy reach.',
    listTitle: 'What members enjoy',
    cta: { to: '/membership', label: 'See membership categories' },
  },
};

function FacilitiesPage({ audience }: { audience: Audience }) {
  const { title, intro, listTitle, cta } = copy[audience];
  const { facilities } = useLoaderData<ReturnType<typeof facilitiesLoader>>();
  return (
    <>
      <PageHeader title={title} eyebrow="Facilities">
        {intro}
      </PageHeader>
      <Section title={listTitle} id="facilities">
        <ol className="grid gap-6 md:grid-cols-2">
          {facilities.map((facility, index) => (
            <li key={facility.id} className="flex gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8">
              <span
                aria-hidden="true"
                className="flex size-12 shrink-0 items-center justify-center rounded-full bg-fairway-700 font-serif text-xl text-cream"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-xl">{facility.title}</h3>
                <p className="mt-2 text-ink-muted">{facility.desc}</p>
              </div>
            </li>
          ))}
        </ol>
        <ButtonLink to={cta.to} variant="secondary" className="mt-10">
          {cta.label}
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
