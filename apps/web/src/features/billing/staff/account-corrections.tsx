import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, TextAreaField, TextField } from '@/components/ui/form-field';
import { useLocale } from '@/lib/use-locale';
import { offlinePaymentMethods, paymentMethodLabels } from '@rgcc/shared/billing/account-constants';
import type { CreditNoteRequest, OpeningBalanceRequest, PaymentReversalRequest, RefundRequest, StaffMemberAccount } from '@rgcc/shared/billing/staff-accounts';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import type { AccountActions } from './account-api';
import { afterAction } from './account-forms';
import { MoneyField } from './money-field';

const loadSchemas = () => import('@rgcc/shared/billing/staff-accounts');

/** A credit note against an invoice: every line (what is left of each), or part of one line before VAT; with a reason. */
export function CreditNoteForm({ actions, account, done }: { actions: AccountActions; account: StaffMemberAccount; done: () => void }) {
  const locale = useLocale();
  const invoices = account.bills.filter((bill) => bill.kind === 'invoice' && bill.status !== 'void');
  const form = useForm<CreditNoteRequest & { scope: 'full' | 'part' }>({
    resolver: lazyZodResolver(() => loadSchemas().then((module) => module.creditNoteRequestSchema.extend({ scope: module.creditNoteScopeSchema }))),
    defaultValues: { invoiceId: invoices[0]?.id, reason: '', scope: 'full', part: undefined },
  });
  const [invoiceId, scope] = useWatch({ control: form.control, name: ['invoiceId', 'scope'] });
  const invoice = invoices.find((bill) => bill.id === Number(invoiceId));
  const { errors } = form.formState;
  if (invoices.length === 0) return <p className="text-ink-muted">No invoice of this member can be credited: none is issued, or each is void.</p>;
  const submit = form.handleSubmit(({ scope: chosen, part, ...values }) =>
    actions.creditNote.submit({ ...values, ...(chosen === 'part' && part ? { part } : {}) }, afterAction(form, ['reason', 'part.netPaisa', 'invoiceId'], done)),
  );
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Issue a credit note">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Invoice" error={errors.invoiceId?.message}>
          {(control) => (
            <select {...control} {...form.register('invoiceId', { valueAsNumber: true, onChange: () => form.setValue('part', undefined) })}>
              {invoices.map((bill) => (
                <option key={bill.id} value={bill.id}>
                  {bill.number}: {formatMoney(paisa(bill.totalPaisa - bill.creditedPaisa), locale)} left of {formatMoney(paisa(bill.totalPaisa), locale)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset>
          <legend className="text-sm font-semibold text-fairway-800">Credit</legend>
          <div className="mt-2 flex gap-4">
            <label className="flex items-center gap-2">
              <input type="radio" value="full" {...form.register('scope', { onChange: () => form.setValue('part', undefined) })} />
              In full (every line)
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                value="part"
                {...form.register('scope', { onChange: () => invoice && form.setValue('part', { entryId: invoice.lines[0]!.entryId, netPaisa: Number.NaN }) })}
              />
              Part of a line
            </label>
          </div>
        </fieldset>
      </div>
      {scope === 'part' && invoice && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Line" error={errors.part?.entryId?.message}>
            {(control) => (
              <select {...control} {...form.register('part.entryId', { valueAsNumber: true })}>
                {invoice.lines.map((line) => (
                  <option key={line.entryId} value={line.entryId}>
                    {line.description}: {formatMoney(paisa(line.netPaisa - line.creditedNetPaisa), locale)} left before VAT
                  </option>
                ))}
              </select>
            )}
          </Field>
          <MoneyField control={form.control} name="part.netPaisa" label="Amount to take off, before VAT (BDT)" hint="Its VAT is taken off at the line’s rate." />
        </div>
      )}
      <TextAreaField label="Reason" rows={2} {...form.register('reason')} error={errors.reason?.message} />
      <Button type="submit" disabled={actions.creditNote.isPending}>
        {actions.creditNote.isPending ? 'Issuing…' : 'Issue the credit note'}
      </Button>
    </form>
  );
}

/** Credit on the account paid back: never more than the credit; with the method, a reference and a reason. */
export function RefundForm({ actions, creditPaisa, done }: { actions: AccountActions; creditPaisa: number; done: () => void }) {
  const locale = useLocale();
  const form = useForm<RefundRequest>({
    resolver: lazyZodResolver(() => loadSchemas().then((module) => module.refundRequestSchema)),
    defaultValues: { amountPaisa: Number.NaN, method: 'cash', reference: '', reason: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => actions.refund.submit(values, afterAction(form, ['amountPaisa', 'method', 'reference', 'reason'], done)));
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Refund credit">
      <p>Credit on the account: {formatMoney(paisa(creditPaisa), locale)}.</p>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <MoneyField control={form.control} name="amountPaisa" label="Amount (BDT)" />
        <Field label="Paid back by" error={errors.method?.message}>
          {(control) => (
            <select {...control} {...form.register('method')}>
              {offlinePaymentMethods.map((method) => (
                <option key={method} value={method}>
                  {paymentMethodLabels[method]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField label="Reference" hint="Voucher, cheque number or transfer id" {...form.register('reference')} error={errors.reference?.message} />
      </div>
      <TextAreaField label="Reason" rows={2} {...form.register('reason')} error={errors.reason?.message} />
      <Button type="submit" disabled={actions.refund.isPending}>
        {actions.refund.isPending ? 'Recording…' : 'Record the refund'}
      </Button>
    </form>
  );
}

/** A payment taken at the office reversed (recorded by mistake, a bounced cheque): its bills are open again. */
export function ReversalForm({ actions, account, done }: { actions: AccountActions; account: StaffMemberAccount; done: () => void }) {
  const locale = useLocale();
  const reversible = account.receipts.filter((receipt) => receipt.method !== 'wallet' && receipt.reversedAt === null);
  const form = useForm<PaymentReversalRequest>({
    resolver: lazyZodResolver(() => loadSchemas().then((module) => module.paymentReversalRequestSchema)),
    defaultValues: { receiptNumber: reversible[0]?.number ?? '', reason: '' },
  });
  const { errors } = form.formState;
  if (reversible.length === 0) return <p className="text-ink-muted">No payment taken at the office is left to reverse.</p>;
  const submit = form.handleSubmit((values) => actions.reversal.submit(values, afterAction(form, ['receiptNumber', 'reason'], done)));
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Reverse a payment">
      <Field label="Payment" error={errors.receiptNumber?.message}>
        {(control) => (
          <select {...control} {...form.register('receiptNumber')}>
            {reversible.map((receipt) => (
              <option key={receipt.number} value={receipt.number}>
                {receipt.number}: {formatMoney(paisa(receipt.amountPaisa), locale)}, {paymentMethodLabels[receipt.method].toLowerCase()} {receipt.reference ? `(${receipt.reference})` : ''}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextAreaField label="Reason" hint="Such as: the cheque bounced" rows={2} {...form.register('reason')} error={errors.reason?.message} />
      <Button type="submit" disabled={actions.reversal.isPending}>
        {actions.reversal.isPending ? 'Reversing…' : 'Reverse the payment'}
      </Button>
    </form>
  );
}

/** The balance brought over from the club's old books, once: owed, or in credit (negative). */
export function OpeningBalanceForm({ actions, done }: { actions: AccountActions; done: () => void }) {
  const form = useForm<OpeningBalanceRequest>({
    resolver: lazyZodResolver(() => loadSchemas().then((module) => module.openingBalanceRequestSchema)),
    defaultValues: { amountPaisa: Number.NaN },
  });
  const submit = form.handleSubmit((values) => actions.openingBalance.submit(values, afterAction(form, ['amountPaisa'], done)));
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-4" aria-label="Opening balance">
      <div className="min-w-64">
        <MoneyField control={form.control} name="amountPaisa" label="Opening balance (BDT)" hint="Owed to the club; negative, such as -200, for credit. Once per member." />
      </div>
      <Button type="submit" className="mt-7" disabled={actions.openingBalance.isPending}>
        {actions.openingBalance.isPending ? 'Saving…' : 'Bring the balance over'}
      </Button>
    </form>
  );
}
