import { useForm } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, TextField } from '@/components/ui/form-field';
import { ListTable } from '@/components/ui/list-table';
import { PageHeader, Section } from '@/components/ui/page-header';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useTexts, type TextKey } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { editableTaxCodes, ratePercent } from '@rgcc/shared/billing/account-constants';
import type { BillingRulesInput } from '@rgcc/shared/billing/accounts';
import type { BillingSettings, PricesUpdate, TaxRateRequest } from '@rgcc/shared/billing/billing-settings';
import { clubToday } from '@rgcc/shared/format/club-date';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
import { useAfterAction } from './account-forms';
import { BillingNav } from './billing-nav';
import { billingTexts, useCategoryName } from './billing-texts';
import { MoneyField } from './money-field';
import { useBillingSettingsSaves, type billingSettingsLoader } from './settings-api';
import { settingsTexts } from './settings-texts';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6';
const loadSettingsSchemas = () => import('@rgcc/shared/billing/billing-settings');
const loadRulesSchema = () => import('@rgcc/shared/billing/accounts').then((module) => module.billingRulesSchema);

/** A price's name by its key: "Government Officer: monthly subscription", "Guest room (per night)". */
function usePriceLabel() {
  const t = useTexts(settingsTexts);
  const categoryName = useCategoryName();
  return (key: string): string => {
    const [kind = '', category] = key.split(':');
    if (category) return t('categoryPrice', { category: categoryName(category), kind });
    return t('clubPrice', { key });
  };
}

type Saves = ReturnType<typeof useBillingSettingsSaves>;

/** `/admin/billing/settings`: prices before VAT with their tax codes, tax rates from a day, and the billing rules. */
export function BillingSettingsPage() {
  const t = useTexts(settingsTexts);
  const billing = useTexts(billingTexts);
  const { settings } = useLoaderData<typeof billingSettingsLoader>();
  const saves = useBillingSettingsSaves();
  return (
    <>
      <PageHeader title={billing('pricesTaxRules')} eyebrow={billing('billing')} inConsole>
        {t('settingsIntro')}
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
  const t = useTexts(settingsTexts);
  const billing = useTexts(billingTexts);
  const priceLabel = usePriceLabel();
  const afterAction = useAfterAction();
  const form = useForm<PricesUpdate>({
    resolver: lazyZodResolver(() => loadSettingsSchemas().then((module) => module.pricesUpdateSchema)),
    defaultValues: { prices: settings.prices.map(({ key, amountPaisa, taxCode }) => ({ key, amountPaisa, taxCode: taxCode === 'registration_fee' ? 'vat_standard' : taxCode })) },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => saves.prices.submit(values, afterAction(form, [], () => undefined)));
  return (
    <form noValidate onSubmit={submit} className={card} aria-labelledby="prices-heading">
      <h2 id="prices-heading" className="text-xl text-fairway-900">
        {t('prices')}
      </h2>
      <ul className="mt-4 grid gap-x-6 gap-y-4 lg:grid-cols-2">
        {settings.prices.map((price, index) => (
          <li key={price.key} className="grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_11rem]">
            <MoneyField control={form.control} name={`prices.${index}.amountPaisa`} label={t('priceBdt', { price: priceLabel(price.key) })} />
            <Field label={billing('taxCodeLabel')} error={errors.prices?.[index]?.taxCode?.message}>
              {(control) => (
                <select {...control} {...form.register(`prices.${index}.taxCode`)}>
                  {editableTaxCodes.map((code) => (
                    <option key={code} value={code}>
                      {billing('taxCode', { code })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </li>
        ))}
      </ul>
      <Button type="submit" className="mt-6" disabled={saves.prices.isPending}>
        {saves.prices.isPending ? billing('saving') : t('savePrices')}
      </Button>
    </form>
  );
}

function TaxRates({ settings, saves }: { settings: BillingSettings; saves: Saves }) {
  const locale = useLocale();
  const t = useTexts(settingsTexts);
  const billing = useTexts(billingTexts);
  const afterAction = useAfterAction();
  const form = useForm<TaxRateRequest>({
    resolver: lazyZodResolver(() => loadSettingsSchemas().then((module) => module.taxRateRequestSchema)),
    defaultValues: { taxCode: 'vat_standard', ratePercent: Number.NaN, effectiveFrom: clubToday() },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => saves.taxRate.submit(values, afterAction(form, ['taxCode', 'ratePercent', 'effectiveFrom'], () => undefined)));
  return (
    <section className={card} aria-labelledby="rates-heading">
      <h2 id="rates-heading" className="text-xl text-fairway-900">
        {t('taxRates')}
      </h2>
      <p className="mt-2 text-ink-muted">
        {t('ratesToday', {
          rates: editableTaxCodes.map((code) => t('codeRate', { code: billing('taxCode', { code }), rate: ratePercent(settings.ratesToday[code]) })).join(' · '),
          code: billing('taxCode', { code: 'registration_fee' }),
          rate: ratePercent(settings.ratesToday.registration_fee),
        })}
      </p>
      <div className="mt-4">
        <ListTable id="rates-caption" caption={t('ratesCaption')} headings={[billing('taxCodeLabel'), t('rate'), t('from')]} widthClass="min-w-[28rem]">
          {settings.taxRates.map((rate) => (
            <tr key={`${rate.taxCode}-${rate.effectiveFrom ?? 'start'}`}>
              <td className="px-4 py-3">{billing('taxCode', { code: rate.taxCode })}</td>
              <td className="px-4 py-3">{t('ratePercent', { rate: ratePercent(rate.rateBasisPoints) })}</td>
              <td className="px-4 py-3">{rate.effectiveFrom ? formatCalendarDate(rate.effectiveFrom, locale) : t('theStart')}</td>
            </tr>
          ))}
        </ListTable>
      </div>
      <form noValidate onSubmit={submit} className="mt-6 grid items-start gap-4 sm:grid-cols-4" aria-label={t('addARate')}>
        <Field label={billing('taxCodeLabel')} error={errors.taxCode?.message}>
          {(control) => (
            <select {...control} {...form.register('taxCode')}>
              {editableTaxCodes.map((code) => (
                <option key={code} value={code}>
                  {billing('taxCode', { code })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField label={t('rateField')} type="number" inputMode="decimal" step="0.01" min={0} max={100} {...form.register('ratePercent', { valueAsNumber: true })} error={errors.ratePercent?.message} />
        <TextField label={t('from')} type="date" {...form.register('effectiveFrom')} error={errors.effectiveFrom?.message} />
        <Button type="submit" className="sm:mt-7" disabled={saves.taxRate.isPending}>
          {saves.taxRate.isPending ? t('adding') : t('addTheRate')}
        </Button>
      </form>
    </section>
  );
}

type SettingsKey = TextKey<typeof settingsTexts>;
/** The rules typed as numbers, each with its texts (label and hint) in settingsTexts. */
const ruleFields: { key: Exclude<keyof BillingRulesInput, 'reminderDays' | 'bin'> & SettingsKey; hint: SettingsKey }[] = [
  { key: 'dueDays', hint: 'dueDaysHint' },
  { key: 'paymentDueAfterMonths', hint: 'paymentDueAfterMonthsHint' },
  { key: 'onHoldAfterMonths', hint: 'onHoldAfterMonthsHint' },
  { key: 'suspendAfterMonths', hint: 'suspendAfterMonthsHint' },
  { key: 'reinstatementPercent', hint: 'reinstatementPercentHint' },
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
  const t = useTexts(settingsTexts);
  const billing = useTexts(billingTexts);
  const afterAction = useAfterAction();
  const form = useForm<BillingRulesInput>({ resolver: lazyZodResolver(loadRulesSchema), defaultValues: settings.rules });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => saves.rules.submit(values, afterAction(form, [...ruleFields.map((field) => field.key), 'reminderDays', 'bin'], () => undefined)));
  return (
    <form noValidate onSubmit={submit} className={card} aria-labelledby="rules-heading">
      <h2 id="rules-heading" className="text-xl text-fairway-900">
        {t('billingRules')}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ruleFields.map((rule) => (
          <TextField key={rule.key} label={t(rule.key)} hint={t(rule.hint)} type="number" inputMode="numeric" {...form.register(rule.key, { valueAsNumber: true })} error={errors[rule.key]?.message} />
        ))}
        <TextField
          label={t('reminderDays')}
          hint={t('reminderDaysHint', { example: '-7' })}
          {...form.register('reminderDays', { setValueAs: daysOf })}
          error={errors.reminderDays?.message ?? errors.reminderDays?.find?.((issue) => issue)?.message}
        />
        <TextField label={t('bin')} hint={t('binHint')} {...form.register('bin')} error={errors.bin?.message} />
      </div>
      <Button type="submit" className="mt-6" disabled={saves.rules.isPending}>
        {saves.rules.isPending ? billing('saving') : t('saveRules')}
      </Button>
    </form>
  );
}
