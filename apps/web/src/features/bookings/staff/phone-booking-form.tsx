import { useState, type FormEvent } from 'react';
import type { TeeSheet } from '@rgcc/shared/bookings/tee-times';
import { Button } from '@/components/ui/button';
import { Field, TextField } from '@/components/ui/form-field';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useStaffBookTeeTime } from './api';
import { formatClubClock } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';
import { useTexts } from '@/lib/texts';
import { teeSheetTexts } from './tee-sheet-texts';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6';
/** An example of a member ID, as the club writes them: a code, the same in every language. */
const memberIdExample = 'M-0042';
const emptyForm = { startsAt: '', booker: '', others: '', guests: '' };

/** Lists as staff type them: member IDs apart by spaces or commas, guests' names by commas. */
const memberIdsIn = (text: string) => text.split(/[\s,]+/).filter(Boolean);
const namesIn = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * The pro shop books for a member on the phone (one paused after missed tee times, too). The
 * server checks every rule; its refusals show under the field they are about.
 */
export function PhoneBookingForm({ sheet }: { sheet: TeeSheet }) {
  const t = useTexts(teeSheetTexts);
  const locale = useLocale();
  const book = useStaffBookTeeTime();
  const [values, setValues] = useState(emptyForm);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof emptyForm, string>>>({});
  const open = sheet.slots.filter((slot) => slot.available > 0 && !slot.blocked);
  const change = (field: keyof typeof emptyForm) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const booker = memberIdsIn(values.booker);
    // Without the member who books, the server names what is missing (not the first of the others).
    const members = booker.length > 0 ? [...booker, ...memberIdsIn(values.others)] : [];
    book.submit(
      { startsAt: values.startsAt, members, guests: namesIn(values.guests) },
      {
        onSuccess: (booking) => {
          toast.success(t('phoneBooked', { time: formatClubClock(booking.startsAt, locale), name: booking.bookedBy.name }));
          setValues(emptyForm);
          setErrors({});
        },
        onError: (error) => {
          const fieldErrors = error instanceof ApiRequestError ? (error.body?.errors ?? {}) : {};
          // `members.0` is the member who books; the others follow.
          const about = (key: string): keyof typeof emptyForm | null =>
            key === 'startsAt' ? 'startsAt' : key === 'members' || key === 'members.0' ? 'booker' : key.startsWith('members') ? 'others' : key.startsWith('guests') ? 'guests' : null;
          const shown = Object.entries(fieldErrors).flatMap(([key, message]) => (about(key) ? [[about(key)!, message] as const] : []));
          setErrors(Object.fromEntries(shown));
          if (shown.length === 0) toast.error(errorMessage(error, t('phoneBookFailed')));
        },
      },
    );
  };

  return (
    <section aria-labelledby="phone-booking-heading" className={card}>
      <h2 id="phone-booking-heading" className="text-xl text-fairway-900">
        {t('phoneHeading')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('phoneIntro')}</p>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field label={t('teeTime')} error={errors.startsAt}>
          {(control) => (
            <select {...control} value={values.startsAt} onChange={change('startsAt')}>
              <option value="">{t('chooseATime')}</option>
              {open.map((slot) => (
                <option key={slot.startsAt} value={slot.startsAt}>
                  {t('slotOption', { time: formatClubClock(slot.startsAt, locale), count: slot.available })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField label={t('bookerId')} placeholder={memberIdExample} autoComplete="off" value={values.booker} onChange={change('booker')} error={errors.booker} />
        <TextField label={t('otherIds')} hint={t('optionalCommas')} autoComplete="off" value={values.others} onChange={change('others')} error={errors.others} />
        <TextField label={t('guestsNames')} hint={t('optionalCommas')} autoComplete="off" value={values.guests} onChange={change('guests')} error={errors.guests} />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={book.isPending}>
            {book.isPending ? t('booking') : t('bookThisTeeTime')}
          </Button>
        </div>
      </form>
    </section>
  );
}
