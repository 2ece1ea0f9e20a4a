import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { isRowId, notFound, readSignedIn } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';
import { listUrl, readListState, type ListState } from '@rgcc/shared/common/list-filters';
// Types and plain values only: the schema module's zod stays out of the console's first load.
import { memberListFilters } from '@rgcc/shared/membership/member-constants';
import type { MemberDetail, MemberPage } from '@rgcc/shared/membership/members';
import type { MessageReply } from '@rgcc/shared/common/message-reply';

export type MemberFilters = ListState<typeof memberListFilters>;

/** The CSV of the list as filtered (every page), downloaded by the browser with its session. */
export const exportUrl = (filters: MemberFilters) => listUrl('/api/admin/members/export', memberListFilters, { ...filters, page: 1 });

/** `/admin/members`. */
export async function membersLoader(args: LoaderFunctionArgs) {
  const filters = readListState(memberListFilters, new URL(args.request.url).searchParams);
  return { filters, members: await readSignedIn<MemberPage>(args, listUrl('/api/admin/members', memberListFilters, filters)) };
}

/** `/admin/members/:id`. */
export async function memberLoader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? '';
  if (!isRowId(id)) throw notFound();
  return { member: await readSignedIn<MemberDetail>(args, `/api/admin/members/${id}`) };
}

/** Mail a member of the register the link to choose their password; the page is read again after. */
export function useInviteMember() {
  const revalidator = useRevalidator();
  return useSubmission({
    send: (memberId: string) => api.post<MessageReply>(`/api/admin/members/${encodeURIComponent(memberId)}/invitation`, undefined),
    onSettled: () => void revalidator.revalidate(),
  });
}

/** Suspend, reactivate or send new credentials; the page is read again after any answer. */
export function useMemberAction() {
  const revalidator = useRevalidator();
  return useSubmission({
    send: ({ id, action, reason }: { id: number; action: 'suspend' | 'reactivate' | 'credentials'; reason?: string }) =>
      api.post<MessageReply>(`/api/admin/members/${id}/${action}`, action === 'suspend' ? { reason } : undefined),
    onSettled: () => void revalidator.revalidate(),
  });
}
