import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { readSignedIn } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';
import { invoiceListFilters, receivablesFilters, vatRegisterFilters } from '@rgcc/shared/billing/billing-report-constants';
import { listUrl, readListState, type ListState } from '@rgcc/shared/common/list-filters';
import { clubToday } from '@rgcc/shared/format/club-date';
// Types only: a value import from the schema modules would pull zod into the console's first load.
import type { BillingRunPreview, BillingRunResult } from '@rgcc/shared/billing/accounts';
import type { BillingRunPage, DocumentPage, MembersToSuspend, Receivables, VatRegister } from '@rgcc/shared/billing/billing-reports';

export type InvoiceFilters = ListState<typeof invoiceListFilters>;
export type ReceivablesFilters = ListState<typeof receivablesFilters>;
export type VatRegisterFilters = ListState<typeof vatRegisterFilters>;

const searchOf = (args: LoaderFunctionArgs) => new URL(args.request.url).searchParams;

/** `/admin/billing/runs`: what this month's run would issue now, and the runs so far. */
export async function runsLoader(args: LoaderFunctionArgs) {
  const page = Number(searchOf(args).get('page'));
  const runsPage = Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1;
  const [preview, runs] = await Promise.all([
    readSignedIn<BillingRunPreview>(args, '/api/admin/billing/runs/preview'),
    readSignedIn<BillingRunPage>(args, runsPage > 1 ? `/api/admin/billing/runs?page=${runsPage}` : '/api/admin/billing/runs'),
  ]);
  return { preview, runs };
}

/** Starts this month's run; the page reads its preview and the runs again whatever the answer. */
export function useStartRun() {
  const revalidator = useRevalidator();
  return useSubmission({
    send: (period: string) => api.post<BillingRunResult>('/api/admin/billing/runs', { period }),
    onSettled: () => void revalidator.revalidate(),
  });
}

/** `/admin/billing/invoices`. */
export async function invoicesLoader(args: LoaderFunctionArgs) {
  const filters = readListState(invoiceListFilters, searchOf(args));
  return { filters, documents: await readSignedIn<DocumentPage>(args, listUrl('/api/admin/billing/invoices', invoiceListFilters, filters)) };
}

/** The CSV of the list as filtered (every page), downloaded by the browser with its session. */
export const invoicesExportUrl = (filters: InvoiceFilters) => listUrl('/api/admin/billing/invoices/export', invoiceListFilters, { ...filters, page: 1 });

/** `/admin/billing/receivables`: a day past reads as today (the server ages only the bills open now). */
export async function receivablesLoader(args: LoaderFunctionArgs) {
  const asked = readListState(receivablesFilters, searchOf(args));
  const filters = { ...asked, on: asked.on && asked.on >= clubToday() ? asked.on : '' };
  const [receivables, toSuspend] = await Promise.all([
    readSignedIn<Receivables>(args, listUrl('/api/admin/billing/receivables', receivablesFilters, filters)),
    readSignedIn<MembersToSuspend>(args, listUrl('/api/admin/billing/members-to-suspend', receivablesFilters, { ...filters, page: 1 })),
  ]);
  return { filters, receivables, toSuspend };
}

export const receivablesExportUrl = (filters: ReceivablesFilters) => listUrl('/api/admin/billing/receivables/export', receivablesFilters, { ...filters, page: 1 });

/** `/admin/billing/vat-register?month=YYYY-MM`: the current month unless chosen. */
export async function vatRegisterLoader(args: LoaderFunctionArgs) {
  const filters = readListState(vatRegisterFilters, searchOf(args));
  return { filters, register: await readSignedIn<VatRegister>(args, listUrl('/api/admin/billing/vat-register', vatRegisterFilters, filters)) };
}

/** The month's register as the accountant's CSV (one row per line). */
export const vatRegisterExportUrl = (month: string) => `/api/admin/billing/vat-register/export?month=${month}`;
