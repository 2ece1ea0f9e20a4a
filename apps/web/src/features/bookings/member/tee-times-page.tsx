import { AccountLinkMessage } from '@/components/account-link-message';
import { CalendarClock, Plus, Trash2 } from 'lucide-react';
import { addDays } from '@rgcc/shared/format/club-date';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import { clubZoneLabel } from '@rgcc/shared/content/club';
import type { TeeTimeBookingInput, TeeTimeBookingRequest, TeeTimeSlot } from '@rgcc/shared/bookings/tee-times';
import { MemberPage } from '@/components/member-area/member-page';
import { Button } from '@/components/ui/button';
import { Field, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import { useRenderedAt } from '@/lib/page-data';
import { useClubToday } from '@/lib/use-club-today';
import { useBookTeeTime, useJoinWaitlist, type teeTimesLoader } from './api';
import { formatBookedTime, formatCalendarDay, formatCalendarShortDay, formatClubClock } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';

type Choice = { kind: 'book' | 'wait'; slot: TeeTimeSlot } | null;

/** `/dashboard/tee-times`: the days members may book, each day's tee times, and booking or waiting. */
export function TeeTimesPage() {
  const locale = useLocale();
  const { date, slots, settings, mine } = useLoaderData<typeof teeTimesLoader>();
  const today = useClubToday();
  // The moment the page was rendered, not the clock: hydration must show what the server showed.
  const renderedAt = useRenderedAt();
  const [choice, setChoice] = useState<Choice>(null);
  const days = Array.from({ length: settings.daysAhead + 1 }, (_, index) => addDays(today, index));
  const booked = new Set(mine.bookings.filter((booking) => !booking.cancelledAt).map((booking) => booking.startsAt));
  const waiting = new Map(mine.waitlist.map((entry) => [entry.startsAt, entry]));
  const shown = slots.filter((slot) => slot.available > 0 || slot.blocked || Date.parse(slot.startsAt) > renderedAt || booked.has(slot.startsAt));

  return (
    <MemberPage title="Tee times">
      <p className="max-w-3xl text-ink">
        Book the 9-hole course up to {settings.daysAhead} days ahead, for yourself and up to {settings.playersPerSlot - 1} others: members by their member
        ID, guests by name. Members hold {settings.bookingsPerDay === 1 ? 'one booking' : `${settings.bookingsPerDay} bookings`} a day, and may cancel
        online until {settings.cancelHoursBefore} hours before. All times are {clubZoneLabel}.
      </p>
      <nav aria-label="Days" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {days.map((day) => (
            <li key={day}>
              <Link
                to={`?date=${day}`}
                aria-current={day === date ? 'page' : undefined}
                className="block rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-fairway-200 hover:bg-fairway-50 aria-[current=page]:bg-fairway-700 aria-[current=page]:text-cream"
              >
                {formatCalendarShortDay(day, locale)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="mt-8 font-serif text-2xl text-fairway-800">{formatCalendarDay(date, locale)}</h2>
      {shown.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-white p-6 text-ink ring-1 ring-fairway-100">No tee times are left on this day. Choose another day above.</p>
      ) : (
        <ul aria-label="Tee times" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {shown.map((slot) => (
            <li key={slot.startsAt}>
              <SlotCard slot={slot} mine={booked.has(slot.startsAt)} waitlist={waiting.get(slot.startsAt)} onChoose={setChoice} />
            </li>
          ))}
        </ul>
      )}
      {choice?.kind === 'book' && <BookingDialog slot={choice.slot} othersMax={Math.min(settings.playersPerSlot, choice.slot.available + (waiting.get(choice.slot.startsAt)?.state === 'offered' ? waiting.get(choice.slot.startsAt)!.places : 0)) - 1} onClose={() => setChoice(null)} />}
      {choice?.kind === 'wait' && <WaitlistDialog slot={choice.slot} placesMax={settings.playersPerSlot} onClose={() => setChoice(null)} />}
    </MemberPage>
  );
}

const cardClass = 'flex h-full w-full flex-col items-start gap-1 rounded-xl bg-white p-4 text-left ring-1 ring-fairway-100';

function SlotCard({ slot, mine, waitlist, onChoose }: { slot: TeeTimeSlot; mine: boolean; waitlist?: { state: string; offerExpiresAt: string | null }; onChoose: (choice: Choice) => void }) {
  const locale = useLocale();
  const time = formatClubClock(slot.startsAt, locale);
  if (mine) {
    return (
      <div className={`${cardClass} ring-2 ring-fairway-600`}>
        <span className="text-lg font-semibold text-fairway-800">{time}</span>
        <span className="text-sm font-semibold text-fairway-700">Your tee time</span>
      </div>
    );
  }
  if (slot.blocked) {
    return (
      <div className={`${cardClass} bg-sand-100`}>
        <span className="text-lg font-semibold text-ink">{time}</span>
        <span className="text-sm text-ink">Closed: {slot.blocked}</span>
      </div>
    );
  }
  const offered = waitlist?.state === 'offered';
  if (slot.available > 0 || offered) {
    return (
      <button type="button" className={`${cardClass} hover:ring-fairway-400`} onClick={() => onChoose({ kind: 'book', slot })}>
        <span className="text-lg font-semibold text-fairway-800">{time}</span>
        <span className="text-sm text-ink">
          {offered ? `Held for you until ${formatClubClock(waitlist.offerExpiresAt!, locale)}` : `${slot.available} of ${slot.capacity} places free`}
        </span>
        <span className="text-sm font-semibold text-river-700 underline underline-offset-4">Book</span>
      </button>
    );
  }
  if (waitlist) {
    return (
      <div className={cardClass}>
        <span className="text-lg font-semibold text-ink">{time}</span>
        <span className="text-sm text-ink">Full: you are on the waitlist</span>
      </div>
    );
  }
  return (
    <button type="button" className={`${cardClass} hover:ring-fairway-400`} onClick={() => onChoose({ kind: 'wait', slot })}>
      <span className="text-lg font-semibold text-ink">{time}</span>
      <span className="text-sm text-ink">Full</span>
      <span className="text-sm font-semibold text-river-700 underline underline-offset-4">Join the waitlist</span>
    </button>
  );
}

/** Book a tee time: the member plays; members by ID and guests by name fill the other places. */
function BookingDialog({ slot, othersMax, onClose }: { slot: TeeTimeSlot; othersMax: number; onClose: () => void }) {
  const locale = useLocale();
  const form = useForm<TeeTimeBookingInput, unknown, TeeTimeBookingRequest>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/bookings/tee-times').then((module) => module.teeTimeBookingRequestSchema)),
    defaultValues: { startsAt: slot.startsAt, members: [], guests: [] },
  });
  // react-hook-form keeps lists of plain values by index; the rows are counted here.
  const [rows, setRows] = useState({ members: 0, guests: 0 });
  const book = useBookTeeTime();
  const others = rows.members + rows.guests;
  const { errors } = form.formState;

  const remove = (list: 'members' | 'guests', index: number) => {
    form.setValue(
      list,
      (form.getValues(list) ?? []).filter((_, at) => at !== index),
    );
    setRows((current) => ({ ...current, [list]: current[list] - 1 }));
  };
  const fields = (values: TeeTimeBookingInput): Path<TeeTimeBookingInput>[] => [
    'startsAt',
    ...(values.members ?? []).map((_, index) => `members.${index}` as const),
    ...(values.guests ?? []).map((_, index) => `guests.${index}` as const),
  ];
  const submit = form.handleSubmit((values) =>
    book.submit(values, {
      onSuccess: () => {
        toast.success(`Booked: ${formatBookedTime(slot.startsAt, locale)}. A confirmation is on its way by email.`);
        onClose();
      },
      onError: (error) => {
        if (!showServerFieldErrors(form, error, fields(form.getValues()))) form.setError('root', { message: errorMessage(error, 'We could not book this tee time. Please try again.') });
      },
    }),
  );

  return (
    <Modal open onOpenChange={(open) => !open && !book.isPending && onClose()} title={`Book ${formatClubClock(slot.startsAt, locale)}`} description={formatBookedTime(slot.startsAt, locale)}>
      <form noValidate onSubmit={submit} className="space-y-5">
        <p className="text-ink">You play. Add up to {othersMax} {othersMax === 1 ? 'other' : 'others'}:</p>
        {Array.from({ length: rows.members }, (_, index) => (
          <div key={`member-${index}`} className="flex items-end gap-2">
            <div className="grow">
              <TextField label={`Member ID, player ${index + 2}`} placeholder="M-0042" autoComplete="off" {...form.register(`members.${index}`)} error={errors.members?.[index]?.message} />
            </div>
            <Button variant="ghost" className="px-3" onClick={() => remove('members', index)}>
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="sr-only">Remove member {index + 1}</span>
            </Button>
          </div>
        ))}
        {Array.from({ length: rows.guests }, (_, index) => (
          <div key={`guest-${index}`} className="flex items-end gap-2">
            <div className="grow">
              <TextField label={`Guest's name, guest ${index + 1}`} autoComplete="off" {...form.register(`guests.${index}`)} error={errors.guests?.[index]?.message} />
            </div>
            <Button variant="ghost" className="px-3" onClick={() => remove('guests', index)}>
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="sr-only">Remove guest {index + 1}</span>
            </Button>
          </div>
        ))}
        {errors.members?.message && <p className="text-sm text-red-700">{errors.members.message}</p>}
        {rows.guests > 0 && <p className="text-sm text-ink-muted">Each guest&apos;s green fee is charged to your account, on your next monthly bill.</p>}
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" disabled={others >= othersMax} onClick={() => setRows((current) => ({ ...current, members: current.members + 1 }))}>
            <Plus aria-hidden="true" className="size-4" />
            Add a member
          </Button>
          <Button variant="secondary" disabled={others >= othersMax} onClick={() => setRows((current) => ({ ...current, guests: current.guests + 1 }))}>
            <Plus aria-hidden="true" className="size-4" />
            Add a guest
          </Button>
        </div>
        {errors.root?.message && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            <AccountLinkMessage message={errors.root.message} />
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={onClose} disabled={book.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={book.isPending}>
            <CalendarClock aria-hidden="true" className="size-4" />
            {book.isPending ? 'Booking…' : `Book for ${others + 1} ${others === 0 ? 'player' : 'players'}`}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Join a full tee time's waitlist for the places the member needs. */
function WaitlistDialog({ slot, placesMax, onClose }: { slot: TeeTimeSlot; placesMax: number; onClose: () => void }) {
  const locale = useLocale();
  const [places, setPlaces] = useState(1);
  const join = useJoinWaitlist();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Modal open onOpenChange={(open) => !open && !join.isPending && onClose()} title={`Wait for ${formatClubClock(slot.startsAt, locale)}`} description={formatBookedTime(slot.startsAt, locale)}>
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          join.submit(
            { startsAt: slot.startsAt, places },
            {
              onSuccess: () => {
                toast.success('You are on the waitlist. If places come free, we will email you and hold them for you.');
                onClose();
              },
              onError: (error) => setProblem(errorMessage(error, 'We could not add you to the waitlist. Please try again.')),
            },
          );
        }}
      >
        <p className="text-ink">This tee time is full. When places come free, the first member waiting who fits is emailed, and the places are held for them for a while.</p>
        <Field label="Places you need (you included)">
          {(control) => (
            <select {...control} value={places} onChange={(event) => setPlaces(Number(event.target.value))}>
              {Array.from({ length: placesMax }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          )}
        </Field>
        {problem && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            <AccountLinkMessage message={problem} />
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={onClose} disabled={join.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={join.isPending}>
            {join.isPending ? 'Joining…' : 'Join the waitlist'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
