import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError, NetworkError } from '@/lib/api-client';
import { QueryState } from './query-state';

function Failing({ error }: { error: Error }) {
  const query = useQuery({ queryKey: ['failing', error.message], queryFn: () => Promise.reject(error), retry: false });
  return <QueryState query={query}>{() => <p>loaded</p>}</QueryState>;
}

const renderFailing = (error: Error) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Failing error={error} />
    </QueryClientProvider>,
  );

afterEach(cleanup);

describe('QueryState', () => {
  it("shows the server's reason when the server answered", async () => {
    renderFailing(new ApiRequestError(403, { message: 'Please pay the membership registration fee to unlock your dashboard.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please pay the membership registration fee to unlock your dashboard.');
  });

  it('blames the connection only when no answer came', async () => {
    renderFailing(new NetworkError('offline'));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this right now. Please check your connection and try again.');
  });
});
