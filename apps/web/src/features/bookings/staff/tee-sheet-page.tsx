import { useState, type ReactNode } from 'react';
import { addDays } from '@rgcc/shared/format/club-date';
import { useForm, type Path } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import type { Attendance } from '@rgcc/shared/bookings/tee-time-constants';
import type { TeeSheet, TeeTimeBlockInput, TeeTimeBlockRequest } from '@rgcc/shared/bookings/tee-times';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import { BookingsNav } from './bookings-nav';
import { PhoneBookingForm } from './phone-booking-form';
import { useBlockTeeTimes, useReopenTeeTimes, useSetAttendance, useStaffCancelBooking, type teeSheetLoader } from './api';
import { formatCalendarDay, formatClubClock } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';
import { useTexts, type TextKey } from '@/lib/texts';
import { teeSheetTexts } from './tee-sheet-texts';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6';
const linkClass = 'font-semibold text-fairway-800 underline underline-offset-4';

type Slot = TeeSheet['slots'][number];
type Booking = Slot['bookings'][number];

const hidden = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;
const names = (players: { name: string }[]) => players.map((player) => player.name).join(', ');

/** `/admin/bookings`: the day's tee sheet: who plays when, check-in and no-shows, closed times. */
export function TeeSheetPage() {
  const t = useTexts(teeSheetTexts);
  const locale = useLocale();
  const { sheet } = useLoaderData<typeof teeSheetLoader>();
  const [cancelling, setCancelling] = useState<{ booking: Booking; startsAt: string } | null>(null);
  const busy = sheet.slots.filter((slot) => slot.bookings.length > 0 || slot.blocked || slot.waitlist.length > 0);

  return (
    <>
      <PageHeader title={t('teeSheet')} eyebrow={t('bookings')} inConsole>
        {t('dayAndZone', { day: formatCalendarDay(sheet.date, locale) })}
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <BookingsNav />
          <nav aria-label={t('daysOfTeeSheet')} className="flex flex-wrap items-center gap-4">
            <Link to={`?date=${addDays(sheet.date, -1)}`} className={linkClass}>
              {t('previousDay')}
            </Link>
            <Link to={`?date=${addDays(sheet.date, 1)}`} className={linkClass}>
              {t('nextDay')}
            </Link>
            <Link to="/admin/bookings/tee-time-rules" className={`${linkClass} ml-auto`}>
              {t('teeTimeRules')}
            </Link>
          </nav>
          <section aria-labelledby="booked-heading" className={card}>
            <h2 id="booked-heading" className="text-xl text-fairway-900">
              {t('bookedClosedWaited')}
            </h2>
            {busy.length === 0 ? (
              <p className="mt-3 text-ink">{t('nothingBooked')}</p>
            ) : (
              <ul className="mt-4 divide-y divide-fairway-100">
                {busy.map((slot) => (
                  <SlotRow key={slot.startsAt} slot={slot} onCancel={(booking) => setCancelling({ booking, startsAt: slot.startsAt })} />
                ))}
              </ul>
            )}
          </section>
          <PhoneBookingForm sheet={sheet} />
          <BlockForm date={sheet.date} />
          <p className="text-sm text-ink-muted">
            {t('daySummary', { slots: sheet.slots.length, taken: sheet.slots.reduce((sum, slot) => sum + slot.capacity - slot.available, 0) })}
          </p>
        </div>
      </Section>
      {cancelling && <CancelDialog booking={cancelling.booking} startsAt={cancelling.startsAt} onClose={() => setCancelling(null)} />}
    </>
  );
}

const nextAttendance: Record<Attendance, { to: Attendance; label: TextKey<typeof teeSheetTexts> }[]> = {
  expected: [
    { to: 'checked_in', label: 'checkIn' },
    { to: 'no_show', label: 'noShow' },
  ],
  checked_in: [{ to: 'expected', label: 'undoCheckIn' }],
  no_show: [{ to: 'expected', label: 'undoNoShow' }],
};

function SlotRow({ slot, onCancel }: { slot: Slot; onCancel: (booking: Booking) => void }) {
  const t = useTexts(teeSheetTexts);
  const locale = useLocale();
  const attendance = useSetAttendance();
  const time = formatClubClock(slot.startsAt, locale);
  return (
    <li className="py-4">
      <h3 className="text-lg font-semibold text-fairway-800">
        {time} <span className="text-sm font-normal text-ink">{t('slotPlacesFree', { available: slot.available, capacity: slot.capacity })}</span>
      </h3>
      {slot.blocked && <p className="text-ink">{t('closedReason', { reason: slot.blocked })}</p>}
      {slot.bookings.map((booking) => (
        <div key={booking.id} className="mt-2 rounded-xl bg-cream p-3">
          <p className="text-sm text-ink-muted">
            {t('bookedBy', { name: booking.bookedBy.name, memberId: booking.bookedBy.memberId ?? '' })}
          </p>
          <ul className="mt-2 space-y-2">
            {booking.players.map((player) => (
              <li key={player.id} className="flex flex-wrap items-center gap-3">
                <span className="min-w-48 text-ink">
                  {player.memberId ? t('playerWithId', { name: player.name, memberId: player.memberId }) : t('playerGuest', { name: player.name })}
                </span>
                <span className="text-sm font-semibold text-fairway-700">{t('attendance', { attendance: player.attendance })}</span>
                {nextAttendance[player.attendance]
                  .filter((choice) => choice.to !== 'no_show' || player.memberId)
                  .map((choice) => (
                    <Button
                      key={choice.to}
                      variant="ghost"
                      className="px-3 py-1.5"
                      disabled={attendance.isPending}
                      onClick={() =>
                        attendance.submit(
                          { playerId: player.id, attendance: choice.to },
                          { onSuccess: (answer) => toast.success(`${player.name}: ${answer.message}`), onError: (error) => toast.error(errorMessage(error, t('attendanceFailed'))) },
                        )
                      }
                    >
                      {t.rich('attendanceChoice', { hidden }, { choice: t(choice.label), name: player.name, time })}
                    </Button>
                  ))}
              </li>
            ))}
          </ul>
          <Button variant="ghost" className="mt-2 px-3 py-1.5 text-red-800" onClick={() => onCancel(booking)}>
            {t.rich('cancelBookingOf', { hidden }, { name: booking.bookedBy.name, time })}
          </Button>
        </div>
      ))}
      {slot.waitlist.length > 0 && (
        <p className="mt-2 text-sm text-ink">
          {t('waitlist', {
            entries: slot.waitlist
              .map((entry) =>
                entry.state === 'offered'
                  ? t('waitlistEntryOffered', { name: entry.name, places: entry.places, until: formatClubClock(entry.offerExpiresAt!, locale) })
                  : t('waitlistEntry', { name: entry.name, places: entry.places }),
              )
              .join('; '),
          })}
        </p>
      )}
    </li>
  );
}

/** Close a span of the day's tee times, or open it again. */
function BlockForm({ date }: { date: string }) {
  const t = useTexts(teeSheetTexts);
  const form = useForm<TeeTimeBlockInput, unknown, TeeTimeBlockRequest>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/bookings/tee-times').then((module) => module.teeTimeBlockRequestSchema)),
    defaultValues: { date, from: '', to: '', reason: '' },
  });
  const block = useBlockTeeTimes();
  const reopen = useReopenTeeTimes();
  const fields: Path<TeeTimeBlockInput>[] = ['from', 'to', 'reason'];
  const { errors } = form.formState;
  const failed = (error: unknown) => {
    if (!showServerFieldErrors(form, error, fields)) toast.error(errorMessage(error, t('blockFailed')));
  };
  const submit = form.handleSubmit((values) => block.submit({ ...values, date }, { onSuccess: (answer) => toast.success(answer.message), onError: failed }));
  const open = () => {
    const { from, to } = form.getValues();
    reopen.submit({ date, from, to }, { onSuccess: (answer) => toast.success(answer.message), onError: failed });
  };
  return (
    <section aria-labelledby="block-heading" className={card}>
      <h2 id="block-heading" className="text-xl text-fairway-900">
        {t('closeOrOpen')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('blockExplained')}</p>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-[8rem_8rem_1fr] sm:items-start">
        <TextField label={t('from')} type="time" {...form.register('from')} error={errors.from?.message} />
        <TextField label={t('to')} type="time" {...form.register('to')} error={errors.to?.message} />
        <TextField label={t('reason')} placeholder={t('reasonExample')} {...form.register('reason')} error={errors.reason?.message} />
        <div className="flex flex-wrap gap-3 sm:col-span-3">
          <Button type="submit" disabled={block.isPending}>
            {block.isPending ? t('closing') : t('closeTheseTimes')}
          </Button>
          <Button variant="secondary" onClick={open} disabled={reopen.isPending}>
            {reopen.isPending ? t('opening') : t('openTheseTimes')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function CancelDialog({ booking, startsAt, onClose }: { booking: Booking; startsAt: string; onClose: () => void }) {
  const t = useTexts(teeSheetTexts);
  const locale = useLocale();
  const cancel = useStaffCancelBooking();
  return (
    <ReasonDialog
      open
      title={t('cancelBookingAt', { time: formatClubClock(startsAt, locale) })}
      reasonLabel={t('reasonPlayersRead')}
      loadSchema={() => import('@rgcc/shared/bookings/tee-times').then((module) => module.staffCancelBookingSchema)}
      submission={cancel}
      inputFor={(reason) => ({ bookingId: booking.id, reason })}
      doneMessage={({ message }) => message}
      failureMessage={t('cancelFailed')}
      confirmLabel={t('cancelBooking')}
      pendingLabel={t('cancelling')}
      cancelLabel={t('keepIt')}
      onClose={onClose}
    >
      <p>{t('cancelPlayers', { names: names(booking.players) })}</p>
    </ReasonDialog>
  );
}
