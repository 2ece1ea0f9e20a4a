import { PageHeader } from '@/components/ui/page-header';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { LocationCard } from './location-card';

export function ContactPage() {
  return (
    <>
      <PageHeader title="Contact Us" eyebrow="We are glad to hear from you">
        Write, call or come by the clubhouse on the riverbank at Ghaghat.
      </PageHeader>
      <div className="px-4 py-16 sm:py-20">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start lg:gap-12">
          <section aria-labelledby="reach-us-heading">
            <p className="text-sm font-semibold tracking-[0.2em] text-sand-700 uppercase">Reach us</p>
            <h2 id="reach-us-heading" className="mt-2 mb-6 text-3xl sm:text-4xl">
              Visit or call
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
