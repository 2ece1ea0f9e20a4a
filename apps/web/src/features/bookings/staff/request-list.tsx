import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { FilterBar } from '@/components/ui/filter-bar';
import { EmptyList } from '@/components/ui/list-table';
import { Pager } from '@/components/ui/pager';
import { bookingListFilters } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import { listParams } from '@rgcc/shared/common/list-filters';
import type { PagedList } from '@rgcc/shared/common/page-query';
import type { BookingFilters } from './api';

/** A page of room or hall requests, pending first: the status filter, the count, each request, the pager. */
export function RequestList<T extends { id: number }>({ label, filters, requests, children }: { label: string; filters: BookingFilters; requests: PagedList<T>; children: (request: T) => ReactNode }) {
  const [, setSearchParams] = useSearchParams();
  return (
    <>
      <FilterBar label={label} filters={bookingListFilters} state={filters} columns="sm:grid-cols-[minmax(12rem,20rem)_auto] sm:justify-start" />
      <p role="status" className="text-sm font-semibold text-fairway-800">
        {requests.total === 1 ? '1 request' : `${requests.total} requests`}
      </p>
      {requests.items.length === 0 ? (
        <EmptyList>No requests match.</EmptyList>
      ) : (
        <ol className="space-y-4" aria-label={`${label}, pending first`}>
          {requests.items.map((request) => (
            <li key={request.id}>{children(request)}</li>
          ))}
        </ol>
      )}
      <Pager page={requests.page} total={requests.total} pageSize={requests.pageSize} onPage={(page) => setSearchParams(listParams(bookingListFilters, { ...filters, page }))} />
    </>
  );
}
