import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { readSignedIn } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';
import { applicantCategories } from '@rgcc/shared/membership/membership';
// Types and plain values only: the schema module's zod stays out of the console's first load.
import { memberStatuses, type MemberStatus } from '@rgcc/shared/membership/member-constants';
import type { MemberDetail, MemberPage } from '@rgcc/shared/membership/members';

export interface MemberFilters {
  q: string;
  status: MemberStatus | '';
  category: string;
  paid: 'paid' | 'unpaid' | '';
  from: string;
  to: string;
  page: number;
}

const statuses: readonly string[] = memberStatuses;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function filtersFrom(params: URLSearchParams): MemberFilters {
  const status = params.get('status') ?? '';
  const category = params.get('category') ?? '';
  const paid = params.get('paid') ?? '';
  const date = (name: string) => (isoDate.test(params.get(name) ?? '') ? params.get(name)! : '');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    status: statuses.includes(status) ? (status as MemberStatus) : '',
    category: (applicantCategories as readonly string[]).includes(category) ? category : '',
    paid: paid === 'paid' || paid === 'unpaid' ? paid : '',
    from: date('from'),
    to: date('to'),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function paramsFrom(filters: MemberFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['q', 'status', 'category', 'paid', 'from', 'to'] as const) if (filters[key]) params.set(key, filters[key]);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The CSV of the list as filtered (every page), downloaded by the browser with its session. */
export function exportUrl(filters: MemberFilters): string {
  const query = paramsFrom({ ...filters, page: 1 }).toString();
  return `/api/admin/members/export${query ? `?${query}` : ''}`;
}

/** `/admin/members`. */
export async function membersLoader(args: LoaderFunctionArgs) {
  const filters = filtersFrom(new URL(args.request.url).searchParams);
  const query = paramsFrom(filters).toString();
  return { filters, members: await readSignedIn<MemberPage>(args, `/api/admin/members${query ? `?${query}` : ''}`) };
}

/** `/admin/members/:id`. */
export async function memberLoader(args: LoaderFunctionArgs) {
  return { member: await readSignedIn<MemberDetail>(args, `/api/admin/members/${encodeURIComponent(args.params.id ?? '')}`) };
}

/** Suspend, reactivate or send new credentials; the page is read again after any answer. */
export function useMemberAction() {
  const revalidator = useRevalidator();
  return useSubmission({
    send: ({ id, action, reason }: { id: number; action: 'suspend' | 'reactivate' | 'credentials'; reason?: string }) =>
      api.post<{ message: string }>(`/api/admin/members/${id}/${action}`, action === 'suspend' ? { reason } : undefined),
    onSettled: () => void revalidator.revalidate(),
  });
}
