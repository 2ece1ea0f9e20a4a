import { useLoaderData } from 'react-router';
import type { RoomAndHallSettings } from '@rgcc/shared/bookings/rooms-and-hall';
import type { RoomAndHallSettingsInput } from '@rgcc/shared/bookings/rooms-and-hall';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { useSaveRoomAndHallRules, type roomAndHallRulesLoader } from './api';
import { BookingsNav } from './bookings-nav';
import { useRulesForm } from './use-rules-form';
import { useTexts, type TextKey } from '@/lib/texts';
import { rulesTexts } from './rules-texts';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6';

type Rule = keyof RoomAndHallSettings;

/** The rules with a number, as staff read them; the English labels are those the schema's messages name (`<rule>Label`, `<rule>Hint`). */
const groups: { legend: TextKey<typeof rulesTexts>; rules: Rule[] }[] = [
  { legend: 'guestRooms', rules: ['roomBookingHorizonDays', 'maxRoomNights', 'maxRoomGuests'] },
  { legend: 'conventionHall', rules: ['hallBookingHorizonDays'] },
];
const fields = groups.flatMap((group) => group.rules);

/** `/admin/bookings/room-rules`: the numbers a guest-room or convention-hall request must keep. */
export function RoomAndHallRulesPage() {
  const t = useTexts(rulesTexts);
  const { settings } = useLoaderData<typeof roomAndHallRulesLoader>();
  const save = useSaveRoomAndHallRules();
  const { form, submit } = useRulesForm<RoomAndHallSettingsInput, RoomAndHallSettings>({
    settings,
    loadSchema: () => import('@rgcc/shared/bookings/rooms-and-hall').then((module) => module.roomAndHallSettingsSchema),
    save,
    fields,
  });
  const { errors } = form.formState;

  return (
    <>
      <PageHeader title={t('roomAndHallRulesTitle')} eyebrow={t('bookings')} inConsole>
        {t('roomAndHallRulesIntro')}
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <BookingsNav />
          <form noValidate onSubmit={submit} className="space-y-6">
            {groups.map((group) => (
              <fieldset key={group.legend} className={card}>
                <legend className="font-serif text-2xl text-fairway-800">{t(group.legend)}</legend>
                <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {group.rules.map((rule) => (
                    <TextField
                      key={rule}
                      label={t(`${rule}Label`)}
                      hint={t(`${rule}Hint`)}
                      type="number"
                      inputMode="numeric"
                      {...form.register(rule, { valueAsNumber: true })}
                      error={errors[rule]?.message}
                    />
                  ))}
                </div>
              </fieldset>
            ))}
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('saving') : t('saveTheRules')}
            </Button>
          </form>
        </div>
      </Section>
    </>
  );
}
