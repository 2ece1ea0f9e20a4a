import { useCallback, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { useTexts } from '@/lib/texts';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { counterServices, editableTaxCodes, offlinePaymentMethods, type CounterService } from '@rgcc/shared/billing/account-constants';
import type { OfflinePaymentRequest } from '@rgcc/shared/billing/accounts';
import { counterAmountLine } from '@rgcc/shared/billing/staff-account-constants';
import type { CounterCharge, CounterChargeInput, CounterProduct } from '@rgcc/shared/billing/staff-accounts';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import type { AccountActions } from './account-api';
import { accountTexts } from './account-texts';
import { billingTexts } from './billing-texts';
import { MoneyField } from './money-field';

const loadSchemas = () => import('@rgcc/shared/billing/staff-accounts');
const loadAccountSchemas = () => import('@rgcc/shared/billing/accounts');

/** After an action: its sentence, the form cleared; a refusal under its field, or as a toast (in the page's language when the server gave no sentence). */
export function useAfterAction() {
  const t = useTexts(billingTexts);
  return useCallback(
    <Values extends FieldValues, Checked extends FieldValues>(form: UseFormReturn<Values, unknown, Checked>, fields: readonly Path<Values>[], done: () => void) => ({
      onSuccess: ({ message }: { message: string }) => {
        toast.success(message);
        form.reset();
        done();
      },
      onError: (error: unknown) => {
        if (!showServerFieldErrors(form, error, fields)) toast.error(errorMessage(error, t('couldNotDoThat')));
      },
    }),
    [t],
  );
}

export const selectClass = 'w-full rounded-lg border border-fairway-200 bg-white px-4 py-3 text-ink';
const emptyItem = { description: '', quantity: 1, unitPricePaisa: Number.NaN, productId: null };

/** A restaurant or pro-shop charge at the counter: items, or one amount, before VAT, with a tax code. */
export function ChargeForm({ actions, products, done }: { actions: AccountActions; products: CounterProduct[]; done: () => void }) {
  const locale = useLocale();
  const t = useTexts(accountTexts);
  const billing = useTexts(billingTexts);
  const afterAction = useAfterAction();
  const [oneAmount, setOneAmount] = useState(false);
  const form = useForm<CounterChargeInput, unknown, CounterCharge>({
    resolver: lazyZodResolver(() => loadSchemas().then((module) => module.counterChargeSchema)),
    defaultValues: { service: 'restaurant', taxCode: 'vat_standard', items: [emptyItem] },
  });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const [service, lines] = useWatch({ control: form.control, name: ['service', 'items'] });
  const total = (lines ?? []).reduce((sum, line) => sum + (Number.isSafeInteger(line.unitPricePaisa) && Number.isInteger(line.quantity) ? line.unitPricePaisa * line.quantity : 0), 0);
  const { errors } = form.formState;
  const enterOneAmount = (on: boolean, forService: CounterService = service) => {
    setOneAmount(on);
    items.replace([on ? { ...emptyItem, description: counterAmountLine[forService] } : emptyItem]);
  };
  const chooseProduct = (index: number, id: string) => {
    const product = products.find((candidate) => String(candidate.id) === id);
    form.setValue(`items.${index}.productId`, product?.id ?? null);
    if (!product) return;
    form.setValue(`items.${index}.description`, product.name, { shouldValidate: form.formState.isSubmitted });
    if (product.pricePaisa !== null) form.setValue(`items.${index}.unitPricePaisa`, product.pricePaisa, { shouldValidate: form.formState.isSubmitted });
  };
  const submit = form.handleSubmit((values) => actions.charge.submit(values, afterAction(form, ['items', 'service', 'taxCode'], done)));

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={t('postACharge')}>
      <div className="grid gap-4 sm:grid-cols-3">
        <fieldset>
          <legend className="text-sm font-semibold text-fairway-800">{t('where')}</legend>
          <div className="mt-2 flex gap-4">
            {counterServices.map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" value={value} {...form.register('service', { onChange: () => oneAmount && enterOneAmount(true, form.getValues('service')) })} />
                {billing('chargeService', { service: value })}
              </label>
            ))}
          </div>
        </fieldset>
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
        <fieldset>
          <legend className="text-sm font-semibold text-fairway-800">{t('enter')}</legend>
          <div className="mt-2 flex gap-4">
            <label className="flex items-center gap-2">
              <input type="radio" name="entry" checked={!oneAmount} onChange={() => enterOneAmount(false)} />
              {t('items')}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="entry" checked={oneAmount} onChange={() => enterOneAmount(true)} />
              {t('oneAmount')}
            </label>
          </div>
        </fieldset>
      </div>
      {oneAmount ? (
        <div className="max-w-xs">
          <MoneyField control={form.control} name="items.0.unitPricePaisa" label={t('amountBeforeVat')} hint={counterAmountLine[service]} />
        </div>
      ) : (
        <ol className="space-y-4">
          {items.fields.map((item, index) => (
            <li key={item.id} className="grid items-end gap-3 rounded-xl bg-fairway-50 p-3 sm:grid-cols-[2fr_6rem_10rem_auto]">
              <div className="space-y-3">
                {service === 'pro_shop' && products.length > 0 && (
                  <Field label={t('itemProduct', { number: index + 1 })}>
                    {(control) => (
                      <select {...control} defaultValue="" onChange={(event) => chooseProduct(index, event.target.value)}>
                        <option value="">{t('chooseFromProShop')}</option>
                        {products.map((product) => (
                          <option key={product.id} value={product.id}>
                            {product.name}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                )}
                <TextField label={t('itemDescription', { number: index + 1 })} {...form.register(`items.${index}.description`)} error={errors.items?.[index]?.description?.message} />
              </div>
              <TextField label={t('quantity')} type="number" inputMode="numeric" min={1} {...form.register(`items.${index}.quantity`, { valueAsNumber: true })} error={errors.items?.[index]?.quantity?.message} />
              <MoneyField control={form.control} name={`items.${index}.unitPricePaisa`} label={t('unitPrice')} />
              <Button variant="ghost" disabled={items.fields.length === 1} onClick={() => items.remove(index)}>
                {t('remove')}
              </Button>
            </li>
          ))}
        </ol>
      )}
      {errors.items?.message && <p className="text-sm text-red-700">{errors.items.message}</p>}
      <div className="flex flex-wrap items-center gap-4">
        {!oneAmount && (
          <Button variant="secondary" onClick={() => items.append(emptyItem)}>
            {t('addAnItem')}
          </Button>
        )}
        <p className="font-semibold text-fairway-900" aria-live="polite">
          {t('beforeVat', { amount: formatMoney(paisa(total), locale) })}
        </p>
        <Button type="submit" disabled={actions.charge.isPending}>
          {actions.charge.isPending ? t('posting') : t('postTheCharge')}
        </Button>
      </div>
      <p className="text-sm text-ink-muted">{t('chargeNote')}</p>
    </form>
  );
}

/** Money taken at the office: cash, a cheque, a transfer or the card machine, with its reference. */
export function PaymentForm({ actions, done }: { actions: AccountActions; done: () => void }) {
  const locale = useLocale();
  const t = useTexts(accountTexts);
  const billing = useTexts(billingTexts);
  const afterAction = useAfterAction();
  const form = useForm<OfflinePaymentRequest>({
    resolver: lazyZodResolver(() => loadAccountSchemas().then((module) => module.offlinePaymentRequestSchema)),
    defaultValues: { amountPaisa: Number.NaN, method: 'cash', reference: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    actions.payment.submit(values, {
      ...afterAction(form, ['amountPaisa', 'method', 'reference'], done),
      onSuccess: (receipt) => {
        toast.success(t('receiptRecorded', { number: receipt.number, amount: formatMoney(paisa(receipt.amountPaisa), locale) }));
        form.reset();
        done();
      },
    }),
  );
  return (
    <form noValidate onSubmit={submit} className="grid items-end gap-4 sm:grid-cols-4" aria-label={t('recordAPayment')}>
      <MoneyField control={form.control} name="amountPaisa" label={t('amountBdt')} />
      <Field label={t('method')} error={errors.method?.message}>
        {(control) => (
          <select {...control} {...form.register('method')}>
            {offlinePaymentMethods.map((method) => (
              <option key={method} value={method}>
                {billing('paymentMethod', { method })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField label={t('reference')} hint={t('paymentReferenceHint')} {...form.register('reference')} error={errors.reference?.message} />
      <Button type="submit" disabled={actions.payment.isPending}>
        {actions.payment.isPending ? t('recording') : t('recordThePayment')}
      </Button>
    </form>
  );
}
