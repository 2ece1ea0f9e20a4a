import { VisionSection } from '@/components/club-content/statement-section';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

export function VisionPage() {
  return (
    <>
      <PageHeader title="Our Vision" eyebrow="About Us">
        Where the club is heading, and what we want it to mean to Rangpur.
      </PageHeader>
      <VisionSection imageLoading="eager" title="Where we are heading" />
      <div className="px-4 pb-20 text-center">
        <ButtonLink to="/membership">Become a member</ButtonLink>
      </div>
    </>
  );
}
