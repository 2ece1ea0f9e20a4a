import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, TextAreaField, TextField } from '@/components/ui/form-field';
import { useLocale } from '@/lib/use-locale';
import { offlinePaymentMethods } from '@rgcc/shared/billing/account-constants';
import type { CreditNoteRequest, OpeningBalanceRequest, PaymentReversalRequest, RefundRequest, StaffMemberAccount } from '@rgcc/shared/billing/staff-accounts';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useTexts } from '@/lib/texts';
import type { AccountActions } from './account-api';
import { useAfterAction } from './account-forms';
import { accountTexts } from './account-texts';
import { billingTexts } from './billing-texts';
import { MoneyField } from './money-field';

const loadSchemas = () => import('@rgcc/shared/billing/staff-accounts');

/** A credit note against an invoice: every line (what is left of each), or part of one line before VAT; with a reason. */
export function CreditNoteForm({ actions, account, done }: { actions: AccountActions; account: StaffMemberAccount; done: () => void }) {
  const locale = useLocale();
  const t = useTexts(accountTexts);
  const afterAction = useAfterAction();
  const invoices = account.bills.filter((bill) => bill.kind === 'invoice' && bill.status !== 'void');
  const form = useForm<CreditNoteRequest & { scope: 'full' | 'part' }>({
    resolver: lazyZodResolver(() => loadSchemas().then((module) => module.creditNoteRequestSchema.extend({ scope: module.creditNoteScopeSchema }))),
    defaultValues: { invoiceId: invoices[0]?.id, reason: '', scope: 'full', part: undefined },
  });
  const [invoiceId, scope] = useWatch({ control: form.control, name: ['invoiceId', 'scope'] });
  const invoice = invoices.find((bill) => bill.id === Number(invoiceId));
  const { errors } = form.formState;
  if (invoices.length === 0) return <p className="text-ink-muted">{t('noInvoiceToCredit')}</p>;
  const submit = form.handleSubmit(({ scope: chosen, part, ...values }) =>
    actions.creditNote.submit({ ...values, ...(chosen === 'part' && part ? { part } : {}) }, afterAction(form, ['reason', 'part.netPaisa', 'invoiceId'], done)),
  );
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('issueACreditNote')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('invoice')} error={errors.invoiceId?.message}>
          {(control) => (
            <select {...control} {...form.register('invoiceId', { valueAsNumber: true, onChange: () => form.setValue('part', undefined) })}>
              {invoices.map((bill) => (
                <option key={bill.id} value={bill.id}>
                  {t('invoiceOption', { number: bill.number, left: formatMoney(paisa(bill.totalPaisa - bill.creditedPaisa), locale), total: formatMoney(paisa(bill.totalPaisa), locale) })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset>
          <legend className="text-sm font-semibold text-fairway-800">{t('credit')}</legend>
          <div className="mt-2 flex gap-4">
            <label className="flex items-center gap-2">
              <input type="radio" value="full" {...form.register('scope', { onChange: () => form.setValue('part', undefined) })} />
              {t('inFull')}
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                value="part"
                {...form.register('scope', { onChange: () => invoice && form.setValue('part', { entryId: invoice.lines[0]!.entryId, netPaisa: Number.NaN }) })}
              />
              {t('partOfALine')}
            </label>
          </div>
        </fieldset>
      </div>
      {scope === 'part' && invoice && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('invoiceLine')} error={errors.part?.entryId?.message}>
            {(control) => (
              <select {...control} {...form.register('part.entryId', { valueAsNumber: true })}>
                {invoice.lines.map((line) => (
                  <option key={line.entryId} value={line.entryId}>
                    {t('lineOption', { description: line.description, left: formatMoney(paisa(line.netPaisa - line.creditedNetPaisa), locale) })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <MoneyField control={form.control} name="part.netPaisa" label={t('amountToTakeOff')} hint={t('takeOffHint')} />
        </div>
      )}
      <TextAreaField label={t('reason')} rows={2} {...form.register('reason')} error={errors.reason?.message} />
      <Button type="submit" disabled={actions.creditNote.isPending}>
        {actions.creditNote.isPending ? t('issuing') : t('issueTheCreditNote')}
      </Button>
    </form>
  );
}

/** Credit on the account paid back: never more than the credit; with the method, a reference and a reason. */
export function RefundForm({ actions, creditPaisa, done }: { actions: AccountActions; creditPaisa: number; done: () => void }) {
  const locale = useLocale();
  const t = useTexts(accountTexts);
  const billing = useTexts(billingTexts);
  const afterAction = useAfterAction();
  const form = useForm<RefundRequest>({
    resolver: lazyZodResolver(() => loadSchemas().then((module) => module.refundRequestSchema)),
    defaultValues: { amountPaisa: Number.NaN, method: 'cash', reference: '', reason: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => actions.refund.submit(values, afterAction(form, ['amountPaisa', 'method', 'reference', 'reason'], done)));
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('refundCredit')}>
      <p>{t('creditOnAccount', { amount: formatMoney(paisa(creditPaisa), locale) })}</p>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <MoneyField control={form.control} name="amountPaisa" label={t('amountBdt')} />
        <Field label={t('paidBackBy')} error={errors.method?.message}>
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
        <TextField label={t('reference')} hint={t('refundReferenceHint')} {...form.register('reference')} error={errors.reference?.message} />
      </div>
      <TextAreaField label={t('reason')} rows={2} {...form.register('reason')} error={errors.reason?.message} />
      <Button type="submit" disabled={actions.refund.isPending}>
        {actions.refund.isPending ? t('recording') : t('recordTheRefund')}
      </Button>
    </form>
  );
}

/** A payment taken at the office reversed (recorded by mistake, a bounced cheque): its bills are open again. */
export function ReversalForm({ actions, account, done }: { actions: AccountActions; account: StaffMemberAccount; done: () => void }) {
  const locale = useLocale();
  const t = useTexts(accountTexts);
  const billing = useTexts(billingTexts);
  const afterAction = useAfterAction();
  const reversible = account.receipts.filter((receipt) => receipt.method !== 'wallet' && receipt.reversedAt === null);
  const form = useForm<PaymentReversalRequest>({
    resolver: lazyZodResolver(() => loadSchemas().then((module) => module.paymentReversalRequestSchema)),
    defaultValues: { receiptNumber: reversible[0]?.number ?? '', reason: '' },
  });
  const { errors } = form.formState;
  if (reversible.length === 0) return <p className="text-ink-muted">{t('noPaymentToReverse')}</p>;
  const submit = form.handleSubmit((values) => actions.reversal.submit(values, afterAction(form, ['receiptNumber', 'reason'], done)));
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('reverseAPayment')}>
      <Field label={t('payment')} error={errors.receiptNumber?.message}>
        {(control) => (
          <select {...control} {...form.register('receiptNumber')}>
            {reversible.map((receipt) => (
              <option key={receipt.number} value={receipt.number}>
                {t(receipt.reference ? 'reversalOptionWithReference' : 'reversalOption', {
                  number: receipt.number,
                  amount: formatMoney(paisa(receipt.amountPaisa), locale),
                  method: billing('paymentMethodInSentence', { method: receipt.method }),
                  reference: receipt.reference ?? '',
                })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextAreaField label={t('reason')} hint={t('reversalReasonHint')} rows={2} {...form.register('reason')} error={errors.reason?.message} />
      <Button type="submit" disabled={actions.reversal.isPending}>
        {actions.reversal.isPending ? t('reversing') : t('reverseThePayment')}
      </Button>
    </form>
  );
}

/** The balance brought over from the club's old books, once: owed, or in credit (negative). */
export function OpeningBalanceForm({ actions, done }: { actions: AccountActions; done: () => void }) {
  const t = useTexts(accountTexts);
  const billing = useTexts(billingTexts);
  const afterAction = useAfterAction();
  const form = useForm<OpeningBalanceRequest>({
    resolver: lazyZodResolver(() => loadSchemas().then((module) => module.openingBalanceRequestSchema)),
    defaultValues: { amountPaisa: Number.NaN },
  });
  const submit = form.handleSubmit((values) => actions.openingBalance.submit(values, afterAction(form, ['amountPaisa'], done)));
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-4" aria-label={t('openingBalance')}>
      <div className="min-w-64">
        <MoneyField control={form.control} name="amountPaisa" label={t('openingBalanceBdt')} hint={t('openingBalanceHint', { example: '-200' })} />
      </div>
      <Button type="submit" className="mt-7" disabled={actions.openingBalance.isPending}>
        {actions.openingBalance.isPending ? billing('saving') : t('bringTheBalanceOver')}
      </Button>
    </form>
  );
}
