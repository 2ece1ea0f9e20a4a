import { MissionSection } from '@/components/club-content/statement-section';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

export function MissionPage() {
  return (
    <>
      <PageHeader title="Our Mission" eyebrow="About Us">
        Why the club exists and what it works for every day.
      </PageHeader>
      <MissionSection imageLoading="eager" title="What we work for" />
      <div className="px-4 pb-20 text-center">
        <ButtonLink to="/vision" variant="secondary">
          Read our vision
        </ButtonLink>
      </div>
    </>
  );
}
