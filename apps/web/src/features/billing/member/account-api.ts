import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { defaultStatementPeriod, statementPeriodProblem } from '@rgcc/shared/billing/account-document-constants';
import type { CreditNoteDocument, InvoiceDocument, ReceiptDocument, Statement } from '@rgcc/shared/billing/account-documents';
import type { Invoice, MemberAccount } from '@rgcc/shared/billing/accounts';
import type { Receipt, StartedPayment } from '@rgcc/shared/billing/payments';
import { api, ApiRequestError, errorMessage } from '@/lib/api-client';
import { isRowId, readSignedIn, readSignedInIfThere } from '@/lib/page-data';
import { toast } from '@/lib/toast';
import { useSubmission } from '@/lib/use-submission';
import { useTexts } from '@/lib/texts';
import { accountTexts } from './account-texts';

/** `/dashboard/payments`, the member's Account: balance and standing, invoices, receipts. */
export async function accountLoader(args: LoaderFunctionArgs) {
  const [account, invoices, receipts] = await Promise.all([
    readSignedIn<MemberAccount>(args, '/api/member/account'),
    readSignedIn<Invoice[]>(args, '/api/member/invoices'),
    readSignedIn<Receipt[]>(args, '/api/member/receipts'),
  ]);
  return { account, invoices, receipts };
}

/** Null for an id that cannot exist, or a document that is not the member's: the page says so. */
export async function invoiceLoader(args: LoaderFunctionArgs) {
  const { id = '' } = args.params;
  return { invoice: isRowId(id) ? await readSignedInIfThere<InvoiceDocument>(args, `/api/member/invoices/${id}`) : null };
}

export async function creditNoteLoader(args: LoaderFunctionArgs) {
  const { id = '' } = args.params;
  return { note: isRowId(id) ? await readSignedInIfThere<CreditNoteDocument>(args, `/api/member/credit-notes/${id}`) : null };
}

export async function receiptLoader(args: LoaderFunctionArgs) {
  const { number = '' } = args.params;
  return { receipt: /^R-\d{1,12}$/.test(number) ? await readSignedInIfThere<ReceiptDocument>(args, `/api/member/receipts/${number}`) : null };
}

/**
 * `/dashboard/statement?from=&to=`: the period asked for, or the financial year so far. A period
 * that cannot be one is not sent: the page shows the form with why.
 */
export async function statementLoader(args: LoaderFunctionArgs) {
  const query = new URL(args.request.url).searchParams;
  const asked = { from: query.get('from') ?? '', to: query.get('to') ?? '' };
  const period = asked.from || asked.to ? asked : defaultStatementPeriod();
  const problem = statementPeriodProblem(period.from, period.to);
  if (problem) return { period, problem, statement: null };
  return { period, problem: null, statement: await readSignedIn<Statement>(args, `/api/member/statement?from=${period.from}&to=${period.to}`) };
}

/**
 * Pays open invoices (none: the whole balance) through the wallet: the browser goes to the
 * wallet's page, then comes back to the payment's status. Paid meanwhile (another tab): the
 * page is read again.
 */
export function useInvoicePayment() {
  const revalidator = useRevalidator();
  const t = useTexts(accountTexts);
  return useSubmission({
    send: (invoiceIds: number[]) => api.post<StartedPayment>('/api/member/invoice-payments', { invoiceIds }),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
    onError: (error) => {
      toast.error(errorMessage(error, t('paymentFailed')));
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) void revalidator.revalidate();
    },
  });
}
