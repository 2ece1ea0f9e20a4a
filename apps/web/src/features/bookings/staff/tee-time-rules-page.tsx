import type { Path } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { weekdayNames } from '@rgcc/shared/bookings/tee-time-constants';
import type { TeeTimeSettings, TeeTimeSettingsInput } from '@rgcc/shared/bookings/tee-times';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { useSaveTeeTimeRules, type teeTimeRulesLoader } from './api';
import { BookingsNav } from './bookings-nav';
import { useRulesForm } from './use-rules-form';
import { useTexts } from '@/lib/texts';
import { rulesTexts } from './rules-texts';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6';

type NumberRule = Exclude<keyof TeeTimeSettings, 'days'>;

/** The rules with a number, in the order staff read them; each has a `<rule>Label` and a `<rule>Hint` text. */
const numberRules: NumberRule[] = [
  'intervalMinutes',
  'playersPerSlot',
  'daysAhead',
  'bookingsPerDay',
  'cancelHoursBefore',
  'noShowLimit',
  'noShowWindowDays',
  'noShowBlockDays',
  'waitlistHoldMinutes',
];

const fields: Path<TeeTimeSettingsInput>[] = [...numberRules, ...weekdayNames.flatMap((_, day) => [`days.${day}.first`, `days.${day}.last`] as const)];

/** `/admin/bookings/tee-time-rules`: every number the tee-time rules use. */
export function TeeTimeRulesPage() {
  const t = useTexts(rulesTexts);
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
      <PageHeader title={t('teeTimeRulesTitle')} eyebrow={t('bookings')} inConsole />
      <Section className="bg-cream">
        <div className="mb-6">
          <BookingsNav />
        </div>
        <form noValidate onSubmit={submit} className="space-y-6">
          <fieldset className={card}>
            <legend className="font-serif text-2xl text-fairway-800">{t('firstAndLastTeeTime')}</legend>
            <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {weekdayNames.map((name, day) => (
                <div key={name} className="grid grid-cols-2 gap-3">
                  <TextField label={t('weekdayFirst', { weekday: t('weekday', { day: name }) })} type="time" {...form.register(`days.${day}.first`)} error={errors.days?.[day]?.first?.message} />
                  <TextField label={t('weekdayLast', { weekday: t('weekday', { day: name }) })} type="time" {...form.register(`days.${day}.last`)} error={errors.days?.[day]?.last?.message} />
                </div>
              ))}
            </div>
          </fieldset>
          <fieldset className={card}>
            <legend className="font-serif text-2xl text-fairway-800">{t('bookingAndWaitlist')}</legend>
            <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {numberRules.map((rule) => (
                <TextField key={rule} label={t(`${rule}Label`)} hint={t(`${rule}Hint`)} type="number" inputMode="numeric" {...form.register(rule, { valueAsNumber: true })} error={errors[rule]?.message} />
              ))}
            </div>
          </fieldset>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('saving') : t('saveTheRules')}
          </Button>
        </form>
      </Section>
    </>
  );
}
