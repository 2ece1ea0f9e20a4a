import { ServicesCarousel } from '@/components/club-content/services-carousel';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';

const alsoOnOffer = [
  { title: 'Driving range', text: 'Warm up before your round or work on your swing at the club’s driving range.' },
  { title: 'Coaching', text: 'Lessons for beginners, juniors and improving golfers with the club’s professional.' },
  { title: 'Nine-hole course', text: 'A riverside nine that rewards patience, with a hole-by-hole guide to help you plan your round.' },
];

export function ServicesPage() {
  return (
    <>
      <PageHeader title="Our Services" eyebrow="At the club">
        Everything the club offers beyond the first tee, for members and guests alike.
      </PageHeader>
      <Section wide title="Explore our services" id="services">
        <ServicesCarousel />
      </Section>
      <Section title="Also on offer" id="also" className="bg-fairway-50">
        <ul className="grid gap-6 md:grid-cols-3">
          {alsoOnOffer.map((item) => (
            <li key={item.title} className="rounded-2xl bg-white p-6 ring-1 ring-fairway-100">
              <h3 className="text-xl">{item.title}</h3>
              <p className="mt-2 text-ink-muted">{item.text}</p>
            </li>
          ))}
        </ul>
        <ButtonLink to="/golf-course" variant="secondary" className="mt-10">
          See the course guide
        </ButtonLink>
      </Section>
    </>
  );
}
