import type { ReactNode } from 'react';
import { Form, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form-field';
import { EmptyList } from '@/components/ui/list-table';
import { Pager } from '@/components/ui/pager';
import { bookingStatuses, bookingStatusLabels } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import type { PagedList } from '@rgcc/shared/common/page-query';
import { paramsFrom, type BookingFilters } from './api';

/** A page of room or hall requests, pending first: the status filter, the count, each request, the pager. */
export function RequestList<T extends { id: number }>({ label, filters, requests, children }: { label: string; filters: BookingFilters; requests: PagedList<T>; children: (request: T) => ReactNode }) {
  const [, setSearchParams] = useSearchParams();
  return (
    <>
      <StatusFilter status={filters.status} label={label} />
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
      <Pager page={requests.page} total={requests.total} pageSize={requests.pageSize} onPage={(page) => setSearchParams(paramsFrom({ ...filters, page }))} />
    </>
  );
}

function StatusFilter({ status, label }: { status: string; label: string }) {
  return (
    <Form method="get" role="search" aria-label={label} key={status} className="flex flex-wrap items-end gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100">
      <div className="min-w-48">
        <Field label="Status">
          {(control) => (
            <select {...control} name="status" defaultValue={status}>
              <option value="">All, pending first</option>
              {bookingStatuses.map((value) => (
                <option key={value} value={value}>
                  {bookingStatusLabels[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Button type="submit" className="py-3.5">
        Show
      </Button>
    </Form>
  );
}
