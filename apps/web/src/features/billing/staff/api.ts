import type { LoaderFunctionArgs } from 'react-router';
import { readSignedIn } from '@/lib/page-data';
import { paymentListFilters } from '@rgcc/shared/billing/payment-constants';
import { listUrl, readListState, type ListState } from '@rgcc/shared/common/list-filters';
import type { PaymentPage } from '@rgcc/shared/billing/payments-review';

export type PaymentFilters = ListState<typeof paymentListFilters>;

/** The CSV of the list as filtered (every page), downloaded by the browser with its session. */
export const exportUrl = (filters: PaymentFilters) => listUrl('/api/admin/payments/export', paymentListFilters, { ...filters, page: 1 });

/** `/admin/payments`. */
export async function paymentsLoader(args: LoaderFunctionArgs) {
  const filters = readListState(paymentListFilters, new URL(args.request.url).searchParams);
  return { filters, payments: await readSignedIn<PaymentPage>(args, listUrl('/api/admin/payments', paymentListFilters, filters)) };
}
