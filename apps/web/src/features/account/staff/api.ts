import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { readSignedIn } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';
// Types only: a value import from the schema module would pull zod into the console's first load.
import type { ChangeStaffRoleInput, InviteStaffInput, StaffList } from '@rgcc/shared/account/staff';
import type { MessageReply } from '@rgcc/shared/common/message-reply';

export async function staffListLoader(args: LoaderFunctionArgs) {
  return { staff: await readSignedIn<StaffList>(args, '/api/admin/staff') };
}

/** After any change (or a refusal that says the list moved on), the list is read again. */
function useStaffChange<Input>(send: (input: Input) => Promise<MessageReply>) {
  const revalidator = useRevalidator();
  return useSubmission({ send, onSettled: () => void revalidator.revalidate() });
}

export const useInviteStaff = () => useStaffChange((input: InviteStaffInput) => api.post<MessageReply>('/api/admin/staff/invitations', input));

export const useChangeStaffRole = (id: number) => useStaffChange((input: ChangeStaffRoleInput) => api.post<MessageReply>(`/api/admin/staff/${id}/role`, input));

export const useDeactivateStaff = (id: number) => useStaffChange<void>(() => api.post<MessageReply>(`/api/admin/staff/${id}/deactivate`, undefined));

export const useReactivateStaff = (id: number) => useStaffChange<void>(() => api.post<MessageReply>(`/api/admin/staff/${id}/reactivate`, undefined));

export const useResetSignInCode = (id: number) => useStaffChange<void>(() => api.post<MessageReply>(`/api/admin/staff/${id}/reset-sign-in-code`, undefined));

export const useCancelInvitation = (invitationId: number) => useStaffChange<void>(() => api.delete<MessageReply>(`/api/admin/staff/invitations/${invitationId}`));
