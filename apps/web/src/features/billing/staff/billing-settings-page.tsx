import { useForm } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, TextField } from '@/components/ui/form-field';
import { ListTable } from '@/components/ui/list-table';
import { PageHeader, Section } from '@/components/ui/page-header';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useLocale } from '@/lib/use-locale';
import { clubPriceLabels, editableTaxCodes, ratePercent, taxCodeLabels, type ClubPriceKey } from '@rgcc/shared/billing/account-constants';
import type { BillingRulesInput } from '@rgcc/shared/billing/accounts';
import type { BillingSettings, PricesUpdate, TaxRateRequest } from '@rgcc/shared/billing/billing-settings';
import { clubToday } from '@rgcc/shared/format/club-date';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
import { afterAction } from './account-forms';
import { BillingNav } from './billing-nav';
import { MoneyField } from './money-field';
import { useBillingSettingsSaves, type billingSettingsLoader } from './settings-api';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6';
const loadSettingsSchemas = () => import('@rgcc/shared/billing/billing-settings');
const loadRulesSchema = () => import('@rgcc/shared/billing/accounts').then((module) => module.billingRulesSchema);

/** "Government Officer: monthly subscription", "Guest room (per night)". */
function priceLabel(key: string): string {
  const [kind, category] = key.split(':');
  if (category) return `${category}: ${kind === 'subscription' ? 'monthly subscription' : 'entrance fee'}`;
  return clubPriceLabels[key as ClubPriceKey] ?? key;
}

type Saves = ReturnType<typeof useBillingSettingsSaves>;

/** `/admin/billing/settings`: prices before VAT with their tax codes, tax rates from a day, and the billing rules. */
export function BillingSettingsPage() {
  const { settings } = useLoaderData<typeof billingSettingsLoader>();
  const saves = useBillingSettingsSaves();
  return (
    <>
      <PageHeader title="Prices, tax and rules" eyebrow="Billing" inConsole>
        Prices are before VAT. A new tax rate starts on a day; invoices issued before it keep theirs.
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <BillingNav />
          <PricesForm settings={settings} saves={saves} />
          <TaxRates settings={settings} saves={saves} />
          <RulesForm settings={settings} saves={saves} />
        </div>
      </Section>
    </>
  );
}

function PricesForm({ settings, saves }: { settings: BillingSettings; saves: Saves }) {
  const form = useForm<PricesUpdate>({
    resolver: lazyZodResolver(() => loadSettingsSchemas().then((module) => module.pricesUpdateSchema)),
    defaultValues: { prices: settings.prices.map(({ key, amountPaisa, taxCode }) => ({ key, amountPaisa, taxCode: taxCode === 'registration_fee' ? 'vat_standard' : taxCode })) },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => saves.prices.submit(values, afterAction(form, [], () => undefined)));
  return (
    <form noValidate onSubmit={submit} className={card} aria-labelledby="prices-heading">
      <h2 id="prices-heading" className="text-xl text-fairway-900">
        Prices
      </h2>
      <ul className="mt-4 grid gap-x-6 gap-y-4 lg:grid-cols-2">
        {settings.prices.map((price, index) => (
          <li key={price.key} className="grid grid-cols-[1fr_11rem] items-start gap-3">
            <MoneyField control={form.control} name={`prices.${index}.amountPaisa`} label={`${priceLabel(price.key)} (BDT)`} />
            <Field label="Tax code" error={errors.prices?.[index]?.taxCode?.message}>
              {(control) => (
                <select {...control} {...form.register(`prices.${index}.taxCode`)}>
                  {editableTaxCodes.map((code) => (
                    <option key={code} value={code}>
                      {taxCodeLabels[code]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </li>
        ))}
      </ul>
      <Button type="submit" className="mt-6" disabled={saves.prices.isPending}>
        {saves.prices.isPending ? 'Saving…' : 'Save the prices'}
      </Button>
    </form>
  );
}

function TaxRates({ settings, saves }: { settings: BillingSettings; saves: Saves }) {
  const locale = useLocale();
  const form = useForm<TaxRateRequest>({
    resolver: lazyZodResolver(() => loadSettingsSchemas().then((module) => module.taxRateRequestSchema)),
    defaultValues: { taxCode: 'vat_standard', ratePercent: Number.NaN, effectiveFrom: clubToday() },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => saves.taxRate.submit(values, afterAction(form, ['taxCode', 'ratePercent', 'effectiveFrom'], () => undefined)));
  return (
    <section className={card} aria-labelledby="rates-heading">
      <h2 id="rates-heading" className="text-xl text-fairway-900">
        Tax rates
      </h2>
      <p className="mt-2 text-ink-muted">
        Today: {editableTaxCodes.map((code) => `${taxCodeLabels[code]} ${ratePercent(settings.ratesToday[code])} %`).join(' · ')} · {taxCodeLabels.registration_fee} {ratePercent(settings.ratesToday.registration_fee)} % (the checkout’s, fixed)
      </p>
      <div className="mt-4">
        <ListTable id="rates-caption" caption="Each tax code's rates, newest first" headings={['Tax code', 'Rate', 'From']} widthClass="min-w-[28rem]">
          {settings.taxRates.map((rate) => (
            <tr key={`${rate.taxCode}-${rate.effectiveFrom ?? 'start'}`}>
              <td className="px-4 py-3">{taxCodeLabels[rate.taxCode]}</td>
              <td className="px-4 py-3">{ratePercent(rate.rateBasisPoints)} %</td>
              <td className="px-4 py-3">{rate.effectiveFrom ? formatCalendarDate(rate.effectiveFrom, locale) : 'The start'}</td>
            </tr>
          ))}
        </ListTable>
      </div>
      <form noValidate onSubmit={submit} className="mt-6 grid items-start gap-4 sm:grid-cols-4" aria-label="Add a rate">
        <Field label="Tax code" error={errors.taxCode?.message}>
          {(control) => (
            <select {...control} {...form.register('taxCode')}>
              {editableTaxCodes.map((code) => (
                <option key={code} value={code}>
                  {taxCodeLabels[code]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField label="Rate (%)" type="number" inputMode="decimal" step="0.01" min={0} max={100} {...form.register('ratePercent', { valueAsNumber: true })} error={errors.ratePercent?.message} />
        <TextField label="From" type="date" {...form.register('effectiveFrom')} error={errors.effectiveFrom?.message} />
        <Button type="submit" className="sm:mt-7" disabled={saves.taxRate.isPending}>
          {saves.taxRate.isPending ? 'Adding…' : 'Add the rate'}
        </Button>
      </form>
    </section>
  );
}

const ruleFields: { key: Exclude<keyof BillingRulesInput, 'reminderDays' | 'bin'>; label: string; hint: string }[] = [
  { key: 'dueDays', label: 'Days to pay', hint: 'From an invoice’s issue to its due date.' },
  { key: 'paymentDueAfterMonths', label: 'Months to “Payment due”', hint: 'Unpaid past the due date; a letter is mailed.' },
  { key: 'onHoldAfterMonths', label: 'Months to “On hold”', hint: 'Bookings and entries are refused.' },
  { key: 'suspendAfterMonths', label: 'Months to suspension', hint: 'The member is listed for staff to decide.' },
  { key: 'reinstatementPercent', label: 'Reinstatement (% of the entrance fee)', hint: 'Invoiced when a suspended member is reactivated.' },
];

const daysOf = (typed: unknown) =>
  typeof typed === 'string'
    ? typed
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map(Number)
    : typed;

function RulesForm({ settings, saves }: { settings: BillingSettings; saves: Saves }) {
  const form = useForm<BillingRulesInput>({ resolver: lazyZodResolver(loadRulesSchema), defaultValues: settings.rules });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => saves.rules.submit(values, afterAction(form, [...ruleFields.map((field) => field.key), 'reminderDays', 'bin'], () => undefined)));
  return (
    <form noValidate onSubmit={submit} className={card} aria-labelledby="rules-heading">
      <h2 id="rules-heading" className="text-xl text-fairway-900">
        Billing rules
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ruleFields.map((rule) => (
          <TextField key={rule.key} label={rule.label} hint={rule.hint} type="number" inputMode="numeric" {...form.register(rule.key, { valueAsNumber: true })} error={errors[rule.key]?.message} />
        ))}
        <TextField
          label="Reminder days"
          hint="Days from the due date, comma-separated: -7 is a week before."
          {...form.register('reminderDays', { setValueAs: daysOf })}
          error={errors.reminderDays?.message ?? errors.reminderDays?.find?.((issue) => issue)?.message}
        />
        <TextField label="The club’s BIN" hint="Printed on every tax invoice (Mushak-6.3)." {...form.register('bin')} error={errors.bin?.message} />
      </div>
      <Button type="submit" className="mt-6" disabled={saves.rules.isPending}>
        {saves.rules.isPending ? 'Saving…' : 'Save the rules'}
      </Button>
    </form>
  );
}
