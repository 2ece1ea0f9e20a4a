import { ServicesCarousel } from '@/components/club-content/services-carousel';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader, Section } from '@/components/ui/page-header';
import { useTexts, type TextKey } from '@/lib/texts';
import { aboutTexts } from './about-texts';

const alsoOnOffer: { title: TextKey<typeof aboutTexts>; text: TextKey<typeof aboutTexts> }[] = [
  { title: 'drivingRange', text: 'drivingRangeText' },
  { title: 'coaching', text: 'coachingText' },
  { title: 'nineHoleCourse', text: 'nineHoleCourseText' },
];

export function ServicesPage() {
  const t = useTexts(aboutTexts);
  return (
    <>
      <PageHeader title={t('servicesTitle')} eyebrow={t('atTheClub')}>
        {t('servicesIntro')}
      </PageHeader>
      <Section wide title={t('exploreServices')} id="services">
        <ServicesCarousel />
      </Section>
      <Section title={t('alsoOnOffer')} id="also" className="bg-fairway-50">
        <ul className="grid gap-6 md:grid-cols-3">
          {alsoOnOffer.map((item) => (
            <li key={item.title} className="rounded-2xl bg-white p-6 ring-1 ring-fairway-100">
              <h3 className="text-xl">{t(item.title)}</h3>
              <p className="mt-2 text-ink-muted">{t(item.text)}</p>
            </li>
          ))}
        </ul>
        <ButtonLink to="/golf-course" variant="secondary" className="mt-10">
          {t('courseGuide')}
        </ButtonLink>
      </Section>
    </>
  );
}
