import { PageHeader } from '@/components/ui/page-header';
import { useTexts } from '@/lib/texts';
import { contactTexts } from './contact-texts';
import { ContactDetails } from './contact-details';
import { formLoadedOnFirstUse } from '@/lib/form-on-first-use';
import { LocationCard } from './location-card';

/** Most visitors come for the address and the phone: the form's code comes when one reaches for it. */
const ContactForm = formLoadedOnFirstUse(() => import('./contact-form').then((module) => module.ContactForm));

export function ContactPage() {
  const t = useTexts(contactTexts);
  return (
    <>
      <PageHeader title={t('pageTitle')} eyebrow={t('pageEyebrow')}>
        {t('pageIntro')}
      </PageHeader>
      <div className="px-4 py-16 sm:py-20">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start lg:gap-12">
          <section aria-labelledby="reach-us-heading">
            <p className="text-sm font-semibold tracking-[0.2em] text-sand-700 uppercase">{t('reachUs')}</p>
            <h2 id="reach-us-heading" className="mt-2 mb-6 text-3xl sm:text-4xl">
              {t('visitOrCall')}
            </h2>
            <div className="grid gap-4">
              <ContactDetails />
              <LocationCard />
            </div>
          </section>
          <ContactForm />
        </div>
      </div>
    </>
  );
}
