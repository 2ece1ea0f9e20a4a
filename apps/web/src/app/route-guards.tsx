import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/query-state';
import { useCurrentAccount } from '@/lib/current-account';
import type { ReturnTo } from '@/lib/return-to';
import { useStoredSessionInBrowser } from '@/lib/session';
import { NotFoundPage } from './not-found-page';

function ToLogin() {
  const { pathname, search } = useLocation();
  return <Navigate to="/login" replace state={{ returnTo: `${pathname}${search}` } satisfies ReturnTo} />;
}

/**
 * Pages for signed-in people (spec 2.1: /dashboard and /payment-checkout go to /login without a
 * session). The stored values decide at once; the server's answer then confirms the session,
 * and sends a member who still has the emailed password to choose their own first.
 */
export function SignedInOnly() {
  const stored = useStoredSessionInBrowser();
  const account = useCurrentAccount();
  const { pathname } = useLocation();
  if (!stored) return <ToLogin />;
  if (account.isPending) return <Spinner label="Loading your account" />;
  if (account.data === null) return <ToLogin />;
  if (account.data?.mustChangePassword && pathname !== '/change-password') return <Navigate to="/change-password" replace />;
  return <Outlet />;
}

/**
 * The pages behind the dashboard's cards. A member who has not paid the registration fee is
 * sent to the dashboard, which asks for the payment, instead of a page the server refuses.
 */
export function UnlockedMembersOnly() {
  const account = useCurrentAccount();
  if (account.isPending) return <Spinner label="Loading your account" />;
  if (account.data?.role === 'member' && account.data.dashboardLocked) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** The staff console: staff only; anyone else sees the not-found page, as for any unknown path. */
export function StaffOnly() {
  const account = useCurrentAccount();
  if (account.isPending) return <Spinner label="Loading your account" />;
  if (account.data?.role !== 'admin') return <NotFoundPage />;
  return <Outlet />;
}
