import type { Path } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { weekdayNames } from '@rgcc/shared/bookings/tee-time-constants';
import { clubZoneLabel } from '@rgcc/shared/content/club';
import type { TeeTimeSettings, TeeTimeSettingsInput } from '@rgcc/shared/bookings/tee-times';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { useSaveTeeTimeRules, type teeTimeRulesLoader } from './api';
import { BookingsNav } from './bookings-nav';
import { useRulesForm } from './use-rules-form';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6';

type NumberRule = Exclude<keyof TeeTimeSettings, 'days'>;

/** The rules with a number, as staff read them. */
const numberRules: { key: NumberRule; label: string; hint: string }[] = [
  { key: 'intervalMinutes', label: 'Minutes between tee times', hint: 'From the first tee time of each day.' },
  { key: 'playersPerSlot', label: 'Players per tee time', hint: 'The member who books and the others they name.' },
  { key: 'daysAhead', label: 'Days ahead', hint: 'How far ahead members may book (today counts as 0).' },
  { key: 'bookingsPerDay', label: 'Bookings a day', hint: 'Per member, as the booker or a named player.' },
  { key: 'cancelHoursBefore', label: 'Hours before', hint: 'Online cancellation ends this long before the tee time.' },
  { key: 'noShowLimit', label: 'No-shows', hint: 'This many no-shows …' },
  { key: 'noShowWindowDays', label: 'Days counted', hint: '… within this many days …' },
  { key: 'noShowBlockDays', label: 'Days without online booking', hint: '… pause online booking for this long.' },
  { key: 'waitlistHoldMinutes', label: 'Minutes held', hint: 'How long freed places are held for the member a waitlist offers them to.' },
];

const fields: Path<TeeTimeSettingsInput>[] = [...numberRules.map((rule) => rule.key), ...weekdayNames.flatMap((_, day) => [`days.${day}.first`, `days.${day}.last`] as const)];

/** `/admin/bookings/tee-time-rules`: every number the tee-time rules use. */
export function TeeTimeRulesPage() {
  const { settings } = useLoaderData<typeof teeTimeRulesLoader>();
  const save = useSaveTeeTimeRules();
  const { form, submit } = useRulesForm<TeeTimeSettingsInput, TeeTimeSettings>({
    settings,
    loadSchema: () => import('@rgcc/shared/bookings/tee-times').then((module) => module.teeTimeSettingsSchema),
    save,
    fields,
  });
  const { errors } = form.formState;

  return (
    <>
      <PageHeader title="Tee-time rules" eyebrow="Bookings" inConsole />
      <Section className="bg-cream">
        <div className="mb-6">
          <BookingsNav />
        </div>
        <form noValidate onSubmit={submit} className="space-y-6">
          <fieldset className={card}>
            <legend className="font-serif text-2xl text-fairway-800">First and last tee time ({clubZoneLabel})</legend>
            <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {weekdayNames.map((name, day) => (
                <div key={name} className="grid grid-cols-2 gap-3">
                  <TextField label={`${name}, first`} type="time" {...form.register(`days.${day}.first`)} error={errors.days?.[day]?.first?.message} />
                  <TextField label={`${name}, last`} type="time" {...form.register(`days.${day}.last`)} error={errors.days?.[day]?.last?.message} />
                </div>
              ))}
            </div>
          </fieldset>
          <fieldset className={card}>
            <legend className="font-serif text-2xl text-fairway-800">Booking, cancelling, no-shows and the waitlist</legend>
            <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {numberRules.map((rule) => (
                <TextField key={rule.key} label={rule.label} hint={rule.hint} type="number" inputMode="numeric" {...form.register(rule.key, { valueAsNumber: true })} error={errors[rule.key]?.message} />
              ))}
            </div>
          </fieldset>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save the rules'}
          </Button>
        </form>
      </Section>
    </>
  );
}
