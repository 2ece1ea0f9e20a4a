import { accountPagePath } from '@rgcc/shared/billing/account-page';
import { AccountLinkMessage } from '@/components/account-link-message';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { addDays } from '@rgcc/shared/format/club-date';
import { formatCalendarMonth, formatCalendarWeekdayAndDay } from '@rgcc/shared/format/dates';
import { useLoaderData } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import { useClubToday } from '@/lib/use-club-today';
import { useLocale } from '@/lib/use-locale';
import { useSubmission } from '@/lib/use-submission';
import { lastRoomNight, nightsBetween } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import type { RoomAvailability, RoomRequestInput, roomRequestSchema } from '@rgcc/shared/bookings/rooms-and-hall';
import { requestRoom, type roomRequestLoader } from './api';
import { MemberPage } from '@/components/member-area/member-page';
import { useTexts } from '@/lib/texts';
import { dayLabel } from '../booking-labels';
import { roomRequestTexts } from './room-request-texts';
import { useLocalisedNavigate } from '@/lib/links';

const emptyRequest = { checkIn: '', checkOut: '', guests: '', message: '' } as unknown as RoomRequestInput;

/** `/dashboard/bookings/room`: which nights have a free room, and the member's request for some of them. */
export function RoomRequestPage() {
  const t = useTexts(roomRequestTexts);
  const { availability } = useLoaderData<typeof roomRequestLoader>();
  return (
    <MemberPage title={t('pageTitle')} intro={t('pageIntro')} back={{ to: '/dashboard/bookings', label: t('backToBookings') }}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <RoomRequestForm availability={availability} />
        <FreeNights availability={availability} />
      </div>
    </MemberPage>
  );
}

function RoomRequestForm({ availability }: { availability: RoomAvailability }) {
  const t = useTexts(roomRequestTexts);
  const locale = useLocale();
  const navigate = useLocalisedNavigate();
  const today = useClubToday();
  const form = useForm<RoomRequestInput, unknown, z.output<typeof roomRequestSchema>>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/bookings/rooms-and-hall').then((module) => module.roomRequestSchema)),
    mode: 'onTouched',
    defaultValues: emptyRequest,
  });
  const { errors } = form.formState;
  const send = useSubmission({
    send: requestRoom,
    onSuccess: (answer) => {
      toast.success(answer.message);
      void navigate('/dashboard/bookings');
    },
    onError: (error) => {
      if (showServerFieldErrors(form, error, Object.keys(emptyRequest) as Path<RoomRequestInput>[])) return;
      const message = errorMessage(error, t('sendFailed'));
      // A membership on hold: the message says what to pay, with the link to pay it, beside the form.
      if (message.includes(accountPagePath)) form.setError('root', { message });
      else toast.error(message);
    },
  });
  const [checkIn, checkOut] = useWatch({ control: form.control, name: ['checkIn', 'checkOut'] });
  // The rules staff set, as the page was read; the server checks them again as the request arrives.
  const { maxRoomNights, maxRoomGuests } = availability;
  const lastNight = lastRoomNight(availability, today);

  return (
    <form noValidate aria-labelledby="room-request-heading" onSubmit={form.handleSubmit((values) => send.submit(values))} className="space-y-4 self-start rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8">
      <h2 id="room-request-heading" className="text-2xl">
        {t('yourStay')}
      </h2>
      <p className="text-ink-muted">{t('stayRules', { lastNight: dayLabel(lastNight, locale), maxNights: maxRoomNights, maxGuests: maxRoomGuests })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('checkInDate')} type="date" min={today} max={lastNight} {...form.register('checkIn')} error={errors.checkIn?.message} />
        <TextField
          label={t('checkOutDate')}
          type="date"
          min={addDays(checkIn || today, 1)}
          max={addDays(checkIn || lastNight, maxRoomNights)}
          {...form.register('checkOut')}
          error={errors.checkOut?.message}
        />
      </div>
      <StaySummary availability={availability} checkIn={checkIn} checkOut={checkOut} />
      <TextField
        label={t('numberOfGuests')}
        type="number"
        inputMode="numeric"
        min={1}
        max={maxRoomGuests}
        {...form.register('guests', { valueAsNumber: true })}
        error={errors.guests?.message}
      />
      <TextAreaField label={t('messageOptional')} rows={3} {...form.register('message')} error={errors.message?.message} />
{errors.root?.message && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <AccountLinkMessage message={errors.root.message} />
        </p>
      )}
      <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? t('sending') : t('sendRoomRequest')}
      </Button>
    </form>
  );
}

/** What the chosen dates find, said as soon as both are chosen. */
function StaySummary({ availability, checkIn, checkOut }: { availability: RoomAvailability; checkIn: string; checkOut: string }) {
  const t = useTexts(roomRequestTexts);
  const locale = useLocale();
  const chosen = checkIn && checkOut && checkOut > checkIn ? availability.nights.filter((night) => night.date >= checkIn && night.date < checkOut) : [];
  const full = chosen.filter((night) => night.free === 0);
  let text = '';
  if (chosen.length > 0) {
    const count = nightsBetween(checkIn, checkOut);
    text =
      full.length > 0
        ? t('noRoomOnNights', { nights: full.map((night) => dayLabel(night.date, locale)).join(', ') })
        : t('nightsFree', { count });
  }
  return (
    <p role="status" className={`text-sm font-semibold ${full.length > 0 ? 'text-red-800' : 'text-fairway-800'}`}>
      {text}
    </p>
  );
}

/** Every night from today to the horizon, month by month, with the rooms free that night. */
function FreeNights({ availability }: { availability: RoomAvailability }) {
  const t = useTexts(roomRequestTexts);
  const locale = useLocale();
  const months = new Map<string, RoomAvailability['nights']>();
  for (const night of availability.nights) {
    const key = night.date.slice(0, 7);
    months.set(key, [...(months.get(key) ?? []), night]);
  }
  return (
    <section aria-labelledby="free-nights-heading" className="space-y-6">
      <div>
        <h2 id="free-nights-heading" className="text-2xl">
          {t('freeRoomsByNight')}
        </h2>
        <p className="text-ink-muted">{t('clubHasRooms', { rooms: availability.rooms })}</p>
      </div>
      {[...months.entries()].map(([month, nights]) => (
        <div key={month}>
          <h3 className="mb-2 font-sans text-base font-semibold text-fairway-800">{formatCalendarMonth(month, locale)}</h3>
          <ul aria-label={t('freeRoomsIn', { month: formatCalendarMonth(month, locale) })} className="grid grid-cols-4 gap-2 sm:grid-cols-7">
            {nights.map((night) => (
              <li key={night.date} className={`rounded-lg px-2 py-1.5 text-center text-sm ring-1 ${night.free === 0 ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-white text-ink ring-fairway-100'}`}>
                <span className="block font-semibold">
                  {formatCalendarWeekdayAndDay(night.date, locale)}
                </span>
                <span>{night.free === 0 ? t('full') : t('freeCount', { count: night.free })}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
