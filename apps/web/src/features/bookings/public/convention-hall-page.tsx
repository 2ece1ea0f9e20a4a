import { CalendarCheck, Check } from 'lucide-react';
import { lazy, useState } from 'react';
import { useLoaderData } from 'react-router';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { PageHeader, Section } from '@/components/ui/page-header';
import { VenueDetails } from '@/components/ui/venue-details';
import { Slideshow } from '@/components/ui/slideshow';
import { telHref, useClub } from '@/lib/club';
import { conventionHallSlides } from '@rgcc/shared/content/media-variants';
import type { conventionHallLoader } from './api';
import { useTexts, type TextKey } from '@/lib/texts';
import { conventionHallTexts } from './convention-hall-texts';

type HallText = TextKey<typeof conventionHallTexts>;

/**
 * The booking form, with react-hook-form, loads when a visitor opens the dialog (fetched with the
 * dialog's own code): most visitors read the page and call.
 */
const loadPrebookForm = () => import('./hall-prebook-form');
const PrebookForm = lazy(() => loadPrebookForm().then((module) => ({ default: module.PrebookForm })));

/** Each slide's description in the page's language (the shared list holds the English). */
const slideAlts: Readonly<Record<string, HallText>> = {
  'convention/slide-1': 'slideRoundTables',
  'convention/slide-2': 'slideChandeliers',
  'convention/slide-3': 'slideStage',
  'convention/slide-4': 'slideLawn',
};

export function ConventionHallPage() {
  const { facilities, availability } = useLoaderData<typeof conventionHallLoader>();
  const { details, hours } = useClub();
  const [prebookOpen, setPrebookOpen] = useState(false);
  const t = useTexts(conventionHallTexts);
  const slides = conventionHallSlides.map((slide) => {
    const alt = slideAlts[slide.key];
    return alt ? { ...slide, alt: t(alt) } : slide;
  });

  return (
    <>
      <PageHeader title={t('pageTitle')} eyebrow={t('pageEyebrow')}>
        {t('pageIntro')}
      </PageHeader>

      <Section className="bg-cream">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
          <Slideshow images={slides} label={t('hallPhotographs')} />
          <aside aria-labelledby="hall-booking-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8">
            <h2 id="hall-booking-heading" className="text-2xl sm:text-3xl">
              {t('planYourEvent')}
            </h2>
            <VenueDetails
              hours={hours.conventionHall}
              booking={t.rich(
                'callToBook',
                {
                  phone: (chunks) => (
                    <a href={telHref(details.bookingPhone)} className="font-semibold text-river-700 underline underline-offset-4 hover:text-river-500">
                      {chunks}
                    </a>
                  ),
                },
                { number: details.bookingPhone },
              )}
            />
            <Button className="mt-6 w-full sm:w-auto" onClick={() => {
                void loadPrebookForm();
                setPrebookOpen(true);
              }}>
              <CalendarCheck aria-hidden="true" className="size-4" /> {t('prebook')}
            </Button>
          </aside>
        </div>
      </Section>

      <Section title={t('hallFacilities')} eyebrow={t('everythingUnderOneRoof')} id="hall-facilities" className="bg-white">
        <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-4">
          {facilities.map((facility) => (
            <li key={facility.id} className="flex gap-3">
              <span className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-fairway-50 text-fairway-700">
                <Check aria-hidden="true" className="size-4" />
              </span>
              <div>
                <h3 className="font-sans text-base font-semibold text-fairway-800">{facility.title}</h3>
                {facility.desc && <p className="mt-1 text-sm text-ink-muted">{facility.desc}</p>}
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Modal open={prebookOpen} onOpenChange={setPrebookOpen} title={t('prebookTheHall')} size="lg">
        <PrebookForm availability={availability} onDone={() => setPrebookOpen(false)} />
      </Modal>
    </>
  );
}
