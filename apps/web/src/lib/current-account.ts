import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentAccount } from '@rgcc/shared/schemas/account';
import { api, ApiRequestError } from './api-client';
import { forgetSession, rememberSession } from './session';

export const currentAccountKey = ['current-account'] as const;

/**
 * The signed-in account as the server sees it (`GET /api/me`). A 401 means the session ended
 * (logout elsewhere, a password reset, expiry): the stored values are forgotten with it.
 */
export function useCurrentAccount() {
  return useQuery({
    queryKey: currentAccountKey,
    queryFn: async () => {
      try {
        const account = await api.get<CurrentAccount>('/api/me');
        rememberSession(account);
        return account;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) {
          forgetSession();
          return null;
        }
        throw error;
      }
    },
    staleTime: 0,
  });
}

/** Signs out on the server, forgets the stored values and every cached answer about the account. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return async () => {
    await api.post('/api/logout', undefined).catch(() => undefined);
    forgetSession();
    queryClient.clear();
  };
}
