import { AccountLinkMessage } from '@/components/account-link-message';
import { CalendarClock, Plus, Trash2 } from 'lucide-react';
import { addDays } from '@rgcc/shared/format/club-date';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
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
import { formatNumber } from '@rgcc/shared/format/number';
import { useTexts } from '@/lib/texts';
import { teeTimesTexts } from './tee-times-texts';

/** An example of a member ID, as the club writes them: a code, the same in every language. */
const memberIdExample = 'M-0042';

type Choice = { kind: 'book' | 'wait'; slot: TeeTimeSlot } | null;

/** `/dashboard/tee-times`: the days members may book, each day's tee times, and booking or waiting. */
export function TeeTimesPage() {
  const t = useTexts(teeTimesTexts);
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
    <MemberPage title={t('pageTitle')}>
      <p className="max-w-3xl text-ink">
        {t('rules', { daysAhead: settings.daysAhead, others: settings.playersPerSlot - 1, perDay: settings.bookingsPerDay, hours: settings.cancelHoursBefore })}
      </p>
      <nav aria-label={t('days')} className="mt-6">
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
        <p className="mt-4 rounded-2xl bg-white p-6 text-ink ring-1 ring-fairway-100">{t('noTeeTimesLeft')}</p>
      ) : (
        <ul aria-label={t('teeTimes')} className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
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
  const t = useTexts(teeTimesTexts);
  const locale = useLocale();
  const time = formatClubClock(slot.startsAt, locale);
  if (mine) {
    return (
      <div className={`${cardClass} ring-2 ring-fairway-600`}>
        <span className="text-lg font-semibold text-fairway-800">{time}</span>
        <span className="text-sm font-semibold text-fairway-700">{t('yourTeeTime')}</span>
      </div>
    );
  }
  if (slot.blocked) {
    return (
      <div className={`${cardClass} bg-sand-100`}>
        <span className="text-lg font-semibold text-ink">{time}</span>
        <span className="text-sm text-ink">{t('closedReason', { reason: slot.blocked })}</span>
      </div>
    );
  }
  const offered = waitlist?.state === 'offered';
  if (slot.available > 0 || offered) {
    return (
      <button type="button" className={`${cardClass} hover:ring-fairway-400`} onClick={() => onChoose({ kind: 'book', slot })}>
        <span className="text-lg font-semibold text-fairway-800">{time}</span>
        <span className="text-sm text-ink">
          {offered ? t('heldUntil', { time: formatClubClock(waitlist.offerExpiresAt!, locale) }) : t('placesFree', { available: slot.available, capacity: slot.capacity })}
        </span>
        <span className="text-sm font-semibold text-river-700 underline underline-offset-4">{t('book')}</span>
      </button>
    );
  }
  if (waitlist) {
    return (
      <div className={cardClass}>
        <span className="text-lg font-semibold text-ink">{time}</span>
        <span className="text-sm text-ink">{t('fullOnWaitlist')}</span>
      </div>
    );
  }
  return (
    <button type="button" className={`${cardClass} hover:ring-fairway-400`} onClick={() => onChoose({ kind: 'wait', slot })}>
      <span className="text-lg font-semibold text-ink">{time}</span>
      <span className="text-sm text-ink">{t('full')}</span>
      <span className="text-sm font-semibold text-river-700 underline underline-offset-4">{t('joinTheWaitlist')}</span>
    </button>
  );
}

/** Book a tee time: the member plays; members by ID and guests by name fill the other places. */
function BookingDialog({ slot, othersMax, onClose }: { slot: TeeTimeSlot; othersMax: number; onClose: () => void }) {
  const t = useTexts(teeTimesTexts);
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
        toast.success(t('bookedToast', { time: formatBookedTime(slot.startsAt, locale) }));
        onClose();
      },
      onError: (error) => {
        if (!showServerFieldErrors(form, error, fields(form.getValues()))) form.setError('root', { message: errorMessage(error, t('bookFailed')) });
      },
    }),
  );

  return (
    <Modal open onOpenChange={(open) => !open && !book.isPending && onClose()} title={t('bookDialogTitle', { time: formatClubClock(slot.startsAt, locale) })} description={formatBookedTime(slot.startsAt, locale)}>
      <form noValidate onSubmit={submit} className="space-y-5">
        <p className="text-ink">{t('youPlay', { count: othersMax })}</p>
        {Array.from({ length: rows.members }, (_, index) => (
          <div key={`member-${index}`} className="flex items-end gap-2">
            <div className="grow">
              <TextField label={t('memberIdOfPlayer', { number: index + 2 })} placeholder={memberIdExample} autoComplete="off" {...form.register(`members.${index}`)} error={errors.members?.[index]?.message} />
            </div>
            <Button variant="ghost" className="px-3" onClick={() => remove('members', index)}>
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('removeMember', { number: index + 1 })}</span>
            </Button>
          </div>
        ))}
        {Array.from({ length: rows.guests }, (_, index) => (
          <div key={`guest-${index}`} className="flex items-end gap-2">
            <div className="grow">
              <TextField label={t('guestNameOfGuest', { number: index + 1 })} autoComplete="off" {...form.register(`guests.${index}`)} error={errors.guests?.[index]?.message} />
            </div>
            <Button variant="ghost" className="px-3" onClick={() => remove('guests', index)}>
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('removeGuest', { number: index + 1 })}</span>
            </Button>
          </div>
        ))}
        {errors.members?.message && <p className="text-sm text-red-700">{errors.members.message}</p>}
        {rows.guests > 0 && <p className="text-sm text-ink-muted">{t('guestFeeNote')}</p>}
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" disabled={others >= othersMax} onClick={() => setRows((current) => ({ ...current, members: current.members + 1 }))}>
            <Plus aria-hidden="true" className="size-4" />
            {t('addAMember')}
          </Button>
          <Button variant="secondary" disabled={others >= othersMax} onClick={() => setRows((current) => ({ ...current, guests: current.guests + 1 }))}>
            <Plus aria-hidden="true" className="size-4" />
            {t('addAGuest')}
          </Button>
        </div>
        {errors.root?.message && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            <AccountLinkMessage message={errors.root.message} />
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={onClose} disabled={book.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={book.isPending}>
            <CalendarClock aria-hidden="true" className="size-4" />
            {book.isPending ? t('booking') : t('bookForPlayers', { count: others + 1 })}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Join a full tee time's waitlist for the places the member needs. */
function WaitlistDialog({ slot, placesMax, onClose }: { slot: TeeTimeSlot; placesMax: number; onClose: () => void }) {
  const t = useTexts(teeTimesTexts);
  const locale = useLocale();
  const [places, setPlaces] = useState(1);
  const join = useJoinWaitlist();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Modal open onOpenChange={(open) => !open && !join.isPending && onClose()} title={t('waitDialogTitle', { time: formatClubClock(slot.startsAt, locale) })} description={formatBookedTime(slot.startsAt, locale)}>
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          join.submit(
            { startsAt: slot.startsAt, places },
            {
              onSuccess: () => {
                toast.success(t('waitlistJoined'));
                onClose();
              },
              onError: (error) => setProblem(errorMessage(error, t('joinFailed'))),
            },
          );
        }}
      >
        <p className="text-ink">{t('waitlistExplained')}</p>
        <Field label={t('placesYouNeed')}>
          {(control) => (
            <select {...control} value={places} onChange={(event) => setPlaces(Number(event.target.value))}>
              {Array.from({ length: placesMax }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {formatNumber(count, locale)}
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
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={join.isPending}>
            {join.isPending ? t('joining') : t('joinTheWaitlist')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
