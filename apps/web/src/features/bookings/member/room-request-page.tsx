import { accountPagePath } from '@rgcc/shared/billing/account-page';
import { AccountLinkMessage } from '@/components/account-link-message';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { addDays } from '@rgcc/shared/format/club-date';
import { formatCalendarMonth, formatCalendarWeekdayAndDay } from '@rgcc/shared/format/dates';
import { useLoaderData, useNavigate } from 'react-router';
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
import { formatDay, lastRoomNight, nightsBetween } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import { formatCount } from '@rgcc/shared/format/number';
import type { RoomAvailability, RoomRequestInput, roomRequestSchema } from '@rgcc/shared/bookings/rooms-and-hall';
import { requestRoom, type roomRequestLoader } from './api';
import { MemberPage } from '@/components/member-area/member-page';

const emptyRequest = { checkIn: '', checkOut: '', guests: '', message: '' } as unknown as RoomRequestInput;

/** `/dashboard/bookings/room`: which nights have a free room, and the member's request for some of them. */
export function RoomRequestPage() {
  const { availability } = useLoaderData<typeof roomRequestLoader>();
  return (
    <MemberPage
      title="Request a guest room"
      intro="See which nights have a room free, then send your dates. Staff confirm your stay and tell you by email."
      back={{ to: '/dashboard/bookings', label: 'Back to Bookings' }}
    >
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <RoomRequestForm availability={availability} />
        <FreeNights availability={availability} />
      </div>
    </MemberPage>
  );
}

function RoomRequestForm({ availability }: { availability: RoomAvailability }) {
  const navigate = useNavigate();
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
      const message = errorMessage(error, 'We could not send your request. Please try again.');
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
        Your stay
      </h2>
      <p className="text-ink-muted">
        A stay begins any night from tonight to {formatDay(lastNight)} and lasts at most {formatCount(maxRoomNights, 'night')}; please call the club
        for a longer one. A room sleeps {maxRoomGuests === 1 ? '1 guest' : `up to ${maxRoomGuests} guests`}.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Check-in date" type="date" min={today} max={lastNight} {...form.register('checkIn')} error={errors.checkIn?.message} />
        <TextField
          label="Check-out date"
          type="date"
          min={addDays(checkIn || today, 1)}
          max={addDays(checkIn || lastNight, maxRoomNights)}
          {...form.register('checkOut')}
          error={errors.checkOut?.message}
        />
      </div>
      <StaySummary availability={availability} checkIn={checkIn} checkOut={checkOut} />
      <TextField
        label="Number of guests"
        type="number"
        inputMode="numeric"
        min={1}
        max={maxRoomGuests}
        {...form.register('guests', { valueAsNumber: true })}
        error={errors.guests?.message}
      />
      <TextAreaField label="Message (optional)" rows={3} {...form.register('message')} error={errors.message?.message} />
{errors.root?.message && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <AccountLinkMessage message={errors.root.message} />
        </p>
      )}
      <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? 'Sending…' : 'Send room request'}
      </Button>
    </form>
  );
}

/** What the chosen dates find, said as soon as both are chosen. */
function StaySummary({ availability, checkIn, checkOut }: { availability: RoomAvailability; checkIn: string; checkOut: string }) {
  const chosen = checkIn && checkOut && checkOut > checkIn ? availability.nights.filter((night) => night.date >= checkIn && night.date < checkOut) : [];
  const full = chosen.filter((night) => night.free === 0);
  let text = '';
  if (chosen.length > 0) {
    const count = nightsBetween(checkIn, checkOut);
    text =
      full.length > 0
        ? `No room is free on the night of ${full.map((night) => formatDay(night.date)).join(', ')}. Please choose other dates.`
        : `${count === 1 ? '1 night' : `${count} nights`}: a room is free every night.`;
  }
  return (
    <p role="status" className={`text-sm font-semibold ${full.length > 0 ? 'text-red-800' : 'text-fairway-800'}`}>
      {text}
    </p>
  );
}

/** Every night from today to the horizon, month by month, with the rooms free that night. */
function FreeNights({ availability }: { availability: RoomAvailability }) {
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
          Free rooms by night
        </h2>
        <p className="text-ink-muted">
          The club has {availability.rooms === 1 ? '1 guest room' : `${availability.rooms} guest rooms`}. A night is the evening of the date shown; check-out is the next morning.
        </p>
      </div>
      {[...months.entries()].map(([month, nights]) => (
        <div key={month}>
          <h3 className="mb-2 font-sans text-base font-semibold text-fairway-800">{formatCalendarMonth(month, locale)}</h3>
          <ul aria-label={`Free rooms in ${formatCalendarMonth(month, locale)}`} className="grid grid-cols-4 gap-2 sm:grid-cols-7">
            {nights.map((night) => (
              <li key={night.date} className={`rounded-lg px-2 py-1.5 text-center text-sm ring-1 ${night.free === 0 ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-white text-ink ring-fairway-100'}`}>
                <span className="block font-semibold">
                  {formatCalendarWeekdayAndDay(night.date, locale)}
                </span>
                <span>{night.free === 0 ? 'Full' : `${night.free} free`}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
