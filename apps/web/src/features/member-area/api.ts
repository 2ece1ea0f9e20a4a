import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isStaffRole } from '@rgcc/shared/constants/staff-roles';
import type { CurrentAccount } from '@rgcc/shared/schemas/account';
import type { MemberProfile, MembershipSummary } from '@rgcc/shared/schemas/member-area';
import type { Receipt } from '@rgcc/shared/schemas/payments';
import { readSignedIn } from '@/lib/page-data';

export async function memberProfileLoader(args: LoaderFunctionArgs) {
  return { profile: await readSignedIn<MemberProfile>(args, '/api/member/profile') };
}

export async function membershipSummaryLoader(args: LoaderFunctionArgs) {
  return { membership: await readSignedIn<MembershipSummary>(args, '/api/member/membership') };
}

export async function receiptsLoader(args: LoaderFunctionArgs) {
  return { receipts: await readSignedIn<Receipt[]>(args, '/api/member/receipts') };
}

/** The dashboard is the members'; staff have the console. */
export async function dashboardLoader(args: LoaderFunctionArgs) {
  const account = await readSignedIn<CurrentAccount>(args, '/api/me');
  if (isStaffRole(account.role)) throw redirect('/admin');
  return null;
}
