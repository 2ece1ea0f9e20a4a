import { accountPagePath } from '@rgcc/shared/billing/account-page';
import { AccountLinkMessage } from '@/components/account-link-message';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field, TextAreaField, TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { eventTypes } from '@rgcc/shared/content/club';
import { hallSessions, lastHallDate, type HallSession } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import type { HallAvailability } from '@rgcc/shared/bookings/rooms-and-hall';
import { useClubToday } from '@/lib/use-club-today';
import type { ConventionHallBookingInput, conventionHallBookingSchema } from '@rgcc/shared/bookings/hall-request';
import { bookConventionHall } from './api';
import { useSubmission } from '@/lib/use-submission';
import { useLocale } from '@/lib/use-locale';
import { useTexts, type TextKey, type Translate } from '@/lib/texts';
import { conventionHallTexts } from './convention-hall-texts';
import type english from './locales/convention-hall.en.json';
import { dayLabel } from '../booking-labels';

type HallText = TextKey<typeof conventionHallTexts>;

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

/** The hall's booking request, in the dialog the page opens; its code loads with the dialog. */
export function PrebookForm({ availability, onDone }: { availability: HallAvailability; onDone: () => void }) {
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
