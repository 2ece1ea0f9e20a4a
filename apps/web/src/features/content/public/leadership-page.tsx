import { useLoaderData } from 'react-router';
import { LeadershipGrid } from '@/components/club-content/leadership-grid';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import type { leadersLoader } from './club-api';

export function LeadershipPage() {
  const { leaders } = useLoaderData<typeof leadersLoader>();
  return (
    <>
      <PageHeader title="Leadership Team" eyebrow="About Us">
        The elected office holders who run the club on behalf of its members.
      </PageHeader>
      <Section title="Executive committee" id="committee">
        <LeadershipGrid leaders={leaders} imageLoading="eager" />
        <div className="mt-12 text-center">
          <ButtonLink to="/contact" variant="secondary">
            Contact the committee
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
