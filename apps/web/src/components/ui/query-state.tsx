import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiRequestError } from '@/lib/api-client';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex justify-center py-12">
      <span className="size-10 animate-spin rounded-full border-4 border-fairway-100 border-t-fairway-700" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/**
 * Renders a query's data, with one loading and one error look for the whole site. When the
 * server answered, its reason is shown; only a request that got no answer blames the connection.
 */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    const serverReason = query.error instanceof ApiRequestError ? query.error.body?.message : undefined;
    return (
      <p role="alert" className="py-12 text-center text-ink-muted">
        {serverReason ?? 'We could not load this right now. Please check your connection and try again.'}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
