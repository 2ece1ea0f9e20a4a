import { useLoaderData } from 'react-router';
import type { RoomAndHallSettings } from '@rgcc/shared/bookings/rooms-and-hall';
import type { RoomAndHallSettingsInput } from '@rgcc/shared/bookings/rooms-and-hall';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { useSaveRoomAndHallRules, type roomAndHallRulesLoader } from './api';
import { BookingsNav } from './bookings-nav';
import { useRulesForm } from './use-rules-form';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6';

type Rule = keyof RoomAndHallSettings;

/** The rules with a number, as staff read them; the labels are those the schema's messages name. */
const groups: { legend: string; rules: { key: Rule; label: string; hint: string }[] }[] = [
  {
    legend: 'Guest rooms',
    rules: [
      { key: 'roomBookingHorizonDays', label: 'Days ahead for a stay', hint: 'Members may ask for tonight and the nights after it, this many in all.' },
      { key: 'maxRoomNights', label: 'Nights a stay', hint: 'The longest stay one request asks for; members call the club for longer ones.' },
      { key: 'maxRoomGuests', label: 'Guests a room', hint: 'How many people one guest room sleeps.' },
    ],
  },
  {
    legend: 'Convention hall',
    rules: [{ key: 'hallBookingHorizonDays', label: 'Days ahead for the hall', hint: 'Anyone may ask for today and the days after it, this many in all.' }],
  },
];
const fields = groups.flatMap((group) => group.rules.map((rule) => rule.key));

/** `/admin/bookings/room-rules`: the numbers a guest-room or convention-hall request must keep. */
export function RoomAndHallRulesPage() {
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
      <PageHeader title="Room and hall rules" eyebrow="Bookings" inConsole>
        A change applies to the requests sent from then on; requests already made or confirmed stay as they are.
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <BookingsNav />
          <form noValidate onSubmit={submit} className="space-y-6">
            {groups.map((group) => (
              <fieldset key={group.legend} className={card}>
                <legend className="font-serif text-2xl text-fairway-800">{group.legend}</legend>
                <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {group.rules.map((rule) => (
                    <TextField
                      key={rule.key}
                      label={rule.label}
                      hint={rule.hint}
                      type="number"
                      inputMode="numeric"
                      {...form.register(rule.key, { valueAsNumber: true })}
                      error={errors[rule.key]?.message}
                    />
                  ))}
                </div>
              </fieldset>
            ))}
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save the rules'}
            </Button>
          </form>
        </div>
      </Section>
    </>
  );
}
