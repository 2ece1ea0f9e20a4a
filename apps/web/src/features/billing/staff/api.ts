import type { LoaderFunctionArgs } from 'react-router';
import { readSignedIn } from '@/lib/page-data';
import { paymentStatuses, type PaymentStatus } from '@rgcc/shared/billing/payments';
import type { PaymentPage } from '@rgcc/shared/billing/payments-review';

export interface PaymentFilters {
  q: string;
  status: PaymentStatus | '';
  from: string;
  to: string;
  page: number;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function filtersFrom(params: URLSearchParams): PaymentFilters {
  const status = params.get('status') ?? '';
  const date = (name: string) => (isoDate.test(params.get(name) ?? '') ? params.get(name)! : '');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    status: (paymentStatuses as readonly string[]).includes(status) ? (status as PaymentStatus) : '',
    from: date('from'),
    to: date('to'),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function paramsFrom(filters: PaymentFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['q', 'status', 'from', 'to'] as const) if (filters[key]) params.set(key, filters[key]);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function exportUrl(filters: PaymentFilters): string {
  const query = paramsFrom({ ...filters, page: 1 }).toString();
  return `/api/admin/payments/export${query ? `?${query}` : ''}`;
}

/** `/admin/payments`. */
export async function paymentsLoader(args: LoaderFunctionArgs) {
  const filters = filtersFrom(new URL(args.request.url).searchParams);
  const query = paramsFrom(filters).toString();
  return { filters, payments: await readSignedIn<PaymentPage>(args, `/api/admin/payments${query ? `?${query}` : ''}`) };
}
