import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useAccount } from '@/lib/current-account';
import { rememberSession } from '@/lib/session';

/**
 * The frame of the pages for the person signed in (their guard is `signedInLoader`). The header's
 * stored values follow the server's answer: the lock lifted by a payment, a new role.
 */
export function SignedInLayout() {
  const account = useAccount();
  useEffect(() => rememberSession(account), [account]);
  return <Outlet />;
}
