import { useLoaderData } from 'react-router';
import { SponsorsCarousel } from '@/components/club-content/sponsors-carousel';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import type { sponsorsLoader } from './club-api';

export function SponsorsPage() {
  const { sponsors } = useLoaderData<typeof sponsorsLoader>();
  return (
    <>
      <PageHeader title="Our Sponsors" eyebrow="With thanks">
        The local businesses whose support keeps our tournaments and junior golf going.
      </PageHeader>
      <Section title="Proud supporters of the club" id="sponsors">
        <SponsorsCarousel sponsors={sponsors} />
        <div className="mt-12 max-w-2xl">
          <p className="text-lg text-ink-muted">
            Sponsoring a tournament puts your name in front of golfers from across the country, and every sponsor is invited to
            play in the Sponsors Cup.
          </p>
          <ButtonLink to="/contact" className="mt-6">
            Become a sponsor
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
