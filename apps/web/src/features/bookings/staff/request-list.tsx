import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { FilterBar } from '@/components/ui/filter-bar';
import { EmptyList } from '@/components/ui/list-table';
import { Pager } from '@/components/ui/pager';
import { bookingListFilters, bookingStatuses } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import { listParams } from '@rgcc/shared/common/list-filters';
import type { PagedList } from '@rgcc/shared/common/page-query';
import { useTexts } from '@/lib/texts';
import type { BookingFilters } from './api';
import { requestsTexts } from './requests-texts';

/** A page of room or hall requests, pending first: the status filter, the count, each request, the pager. */
export function RequestList<T extends { id: number }>({ label, filters, requests, children }: { label: string; filters: BookingFilters; requests: PagedList<T>; children: (request: T) => ReactNode }) {
  const t = useTexts(requestsTexts);
  const [, setSearchParams] = useSearchParams();
  // The status filter as the page's language names it; the values in the address stay the same.
  const filterBar = {
    status: {
      ...bookingListFilters.status,
      label: t('statusFilter'),
      any: t('allPendingFirst'),
      optionLabels: Object.fromEntries(bookingStatuses.map((status) => [status, t('status', { status })])),
    },
  };
  return (
    <>
      <FilterBar label={label} filters={filterBar} state={filters} columns="sm:grid-cols-[minmax(12rem,20rem)_auto] sm:justify-start" />
      <p role="status" className="text-sm font-semibold text-fairway-800">
        {t('requestCount', { count: requests.total })}
      </p>
      {requests.items.length === 0 ? (
        <EmptyList>{t('noRequestsMatch')}</EmptyList>
      ) : (
        <ol className="space-y-4" aria-label={t('pendingFirst', { label })}>
          {requests.items.map((request) => (
            <li key={request.id}>{children(request)}</li>
          ))}
        </ol>
      )}
      <Pager page={requests.page} total={requests.total} pageSize={requests.pageSize} onPage={(page) => setSearchParams(listParams(bookingListFilters, { ...filters, page }))} />
    </>
  );
}
