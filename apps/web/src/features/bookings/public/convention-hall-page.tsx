import { accountPagePath } from '@rgcc/shared/billing/account-page';
import { AccountLinkMessage } from '@/components/account-link-message';
import { CalendarCheck, Check } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field, TextAreaField, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { PageHeader, Section } from '@/components/ui/page-header';
import { VenueDetails } from '@/components/ui/venue-details';
import { Slideshow } from '@/components/ui/slideshow';
import { errorMessage } from '@/lib/api-client';
import { telHref, useClub } from '@/lib/club';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { eventTypes } from '@rgcc/shared/content/club';
import { conventionHallSlides } from '@rgcc/shared/content/media-variants';
import { hallSessions, lastHallDate, type HallSession } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import type { HallAvailability } from '@rgcc/shared/bookings/rooms-and-hall';
import { useClubToday } from '@/lib/use-club-today';
import type { ConventionHallBookingInput, conventionHallBookingSchema } from '@rgcc/shared/bookings/hall-request';
import { bookConventionHall, type conventionHallLoader } from './api';
import { useSubmission } from '@/lib/use-submission';
import { useLocale } from '@/lib/use-locale';
import { useTexts, type TextKey, type Translate } from '@/lib/texts';
import { conventionHallTexts } from './convention-hall-texts';
import type english from './locales/convention-hall.en.json';
import { dayLabel } from '../booking-labels';

type HallText = TextKey<typeof conventionHallTexts>;

/** Each slide's description in the page's language (the shared list holds the English). */
const slideAlts: Readonly<Record<string, HallText>> = {
  'convention/slide-1': 'slideRoundTables',
  'convention/slide-2': 'slideChandeliers',
  'convention/slide-3': 'slideStage',
  'convention/slide-4': 'slideLawn',
};

/** Each session's name in the page's language (rooms-and-hall-constants.ts holds the English). */
const sessionNames: Record<HallSession, HallText> = { morning: 'sessionMorning', evening: 'sessionEvening' };

/** Each type of event as the page shows it; the value sent stays the English of club.ts. */
const eventTypeNames: Record<(typeof eventTypes)[number], HallText> = {
  Wedding: 'eventTypeWedding',
  'Corporate event': 'eventTypeCorporate',
  Birthday: 'eventTypeBirthday',
  Conference: 'eventTypeConference',
  Other: 'eventTypeOther',
};

type BookingOutput = z.output<typeof conventionHallBookingSchema>;

// The select starts on its placeholder (''), which the schema rejects until a type is chosen.
const emptyBooking = {
  name: '',
  phone: '',
  email: '',
  eventDate: '',
  session: '',
  guests: '',
  eventType: '',
  message: '',
} as unknown as ConventionHallBookingInput;

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
            <Button className="mt-6 w-full sm:w-auto" onClick={() => setPrebookOpen(true)}>
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

function PrebookForm({ availability, onDone }: { availability: HallAvailability; onDone: () => void }) {
  const { taken } = availability;
  const t = useTexts(conventionHallTexts);
  const locale = useLocale();
  const today = useClubToday();
  const lastDate = lastHallDate(availability, today);
  const form = useForm<ConventionHallBookingInput, unknown, BookingOutput>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/bookings/hall-request').then((module) => module.conventionHallBookingSchema)),
    mode: 'onTouched',
    defaultValues: emptyBooking,
  });
  const { errors } = form.formState;
  const eventDate = useWatch({ control: form.control, name: 'eventDate' });
  const takenThatDay = new Set(taken.filter((booked) => booked.date === eventDate).map((booked) => booked.session));

  const book = useSubmission({
    send: bookConventionHall,
    onSuccess: (answer) => {
      toast.success(answer.message);
      form.reset(emptyBooking);
      onDone();
    },
    onError: (error) => {
      if (showServerFieldErrors(form, error, Object.keys(emptyBooking) as Path<ConventionHallBookingInput>[])) return;
      const message = errorMessage(error, t('bookingNotSent'));
      // A member whose membership is on hold: what to pay, with the link to pay it, beside the form.
      if (message.includes(accountPagePath)) form.setError('root', { message });
      else toast.error(message);
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => book.submit(values))} className="space-y-4">
      <p className="text-ink-muted">{t('formIntro', { lastDay: dayLabel(lastDate, locale) })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('name')} autoComplete="name" {...form.register('name')} error={errors.name?.message} />
        <TextField label={t('phoneNumber')} type="tel" autoComplete="tel" {...form.register('phone')} error={errors.phone?.message} />
        <TextField label={t('emailOptional')} type="email" autoComplete="email" {...form.register('email')} error={errors.email?.message} />
        <TextField label={t('eventDate')} type="date" min={today} max={lastDate} {...form.register('eventDate')} error={errors.eventDate?.message} />
        <Field label={t('session')} error={errors.session?.message}>
          {(control) => (
            <select {...control} {...form.register('session')}>
              <option value="" disabled>
                {t('chooseSession')}
              </option>
              {hallSessions.map((session) => (
                <option key={session} value={session} disabled={takenThatDay.has(session)}>
                  {takenThatDay.has(session) ? t('sessionBooked', { session: t(sessionNames[session]) }) : t(sessionNames[session])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <p role="status" className="text-sm font-semibold text-fairway-800 sm:col-span-2">
          {eventDate ? hallDayStatus(t, dayLabel(eventDate, locale), takenThatDay) : ''}
        </p>
        <TextField
          label={t('numberOfGuests')}
          type="number"
          inputMode="numeric"
          min={1}
          max={2000}
          {...form.register('guests', { valueAsNumber: true })}
          error={errors.guests?.message}
        />
        <Field label={t('typeOfEvent')} error={errors.eventType?.message}>
          {(control) => (
            <select {...control} {...form.register('eventType')}>
              <option value="" disabled>
                {t('chooseTypeOfEvent')}
              </option>
              {eventTypes.map((type) => (
                <option key={type} value={type}>
                  {t(eventTypeNames[type])}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <TextAreaField label={t('messageOptional')} rows={4} {...form.register('message')} error={errors.message?.message} />
      <BookedSessions taken={taken} />
{errors.root?.message && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <AccountLinkMessage message={errors.root.message} />
        </p>
      )}
      <Button type="submit" disabled={book.isPending} className="w-full sm:w-auto">
        {book.isPending ? t('sending') : t('sendBookingRequest')}
      </Button>
    </form>
  );
}

/** What the chosen day (`day`, as the page writes it) has left, said before the request is sent. */
function hallDayStatus(t: Translate<typeof english>, day: string, taken: Set<HallSession>): string {
  if (taken.size === 0) return t('bothSessionsFree', { day });
  if (taken.size === hallSessions.length) return t('bookedAllDay', { day });
  const [booked] = [...taken];
  return t('oneSessionBooked', { session: booked!, day });
}

/** Every session already booked, so a visitor can pick a free one. */
function BookedSessions({ taken }: { taken: HallAvailability['taken'] }) {
  const t = useTexts(conventionHallTexts);
  const locale = useLocale();
  if (taken.length === 0) return <p className="text-sm text-ink-muted">{t('everyDateFree')}</p>;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-semibold text-fairway-800">{t('datesAlreadyBooked', { count: taken.length })}</summary>
      <ul aria-label={t('sessionsAlreadyBooked')} className="mt-2 grid gap-1 sm:grid-cols-2">
        {taken.map((booked) => (
          <li key={`${booked.date}-${booked.session}`}>
            {t('bookedSession', { day: dayLabel(booked.date, locale), session: booked.session })}
          </li>
        ))}
      </ul>
    </details>
  );
}
