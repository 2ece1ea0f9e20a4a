import { redirect, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { isStaffRole } from '@rgcc/shared/account/staff-roles';
import type { CurrentAccount } from '@rgcc/shared/account/account';
import type { MemberContact, MemberProfile, MembershipSummary } from '@rgcc/shared/membership/member-area';
import type { MemberCard } from '@rgcc/shared/membership/member-card';
import type { MessageReply } from '@rgcc/shared/common/message-reply';
import type { DirectoryConsent, DirectoryConsentReply } from '@rgcc/shared/golf/course';
import { api } from '@/lib/api-client';
import { readSignedIn } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';

export async function memberProfileLoader(args: LoaderFunctionArgs) {
  return { profile: await readSignedIn<MemberProfile>(args, '/api/member/profile') };
}

export async function membershipSummaryLoader(args: LoaderFunctionArgs) {
  return { membership: await readSignedIn<MembershipSummary>(args, '/api/member/membership') };
}

export async function memberCardLoader(args: LoaderFunctionArgs) {
  return { card: await readSignedIn<MemberCard>(args, '/api/member/card') };
}

/** A new card for a lost one; the page then shows the new card, with its new QR code. */
export function useCardReplacement() {
  const revalidator = useRevalidator();
  return useSubmission({
    send: () => api.post<MessageReply>('/api/member/card/replacement', undefined),
    onSettled: () => void revalidator.revalidate(),
  });
}

/** The dashboard is the members'; staff have the console. */
export async function dashboardLoader(args: LoaderFunctionArgs) {
  const account = await readSignedIn<CurrentAccount>(args, '/api/me');
  if (isStaffRole(account.role)) throw redirect('/admin');
  return null;
}

/** Whether other members see the member's email and mobile in the directory; the profile is read again after. */
export function useDirectoryConsent() {
  const revalidator = useRevalidator();
  return useSubmission({
    send: (consent: DirectoryConsent) => api.put<DirectoryConsentReply>('/api/member/directory-consent', consent),
    onSettled: () => void revalidator.revalidate(),
  });
}

/** The member's own contact details; the profile is read again after. */
export function useContactUpdate() {
  const revalidator = useRevalidator();
  return useSubmission({
    send: (contact: MemberContact) => api.put<MemberContact & MessageReply>('/api/member/profile', contact),
    onSettled: () => void revalidator.revalidate(),
  });
}
