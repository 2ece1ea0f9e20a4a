import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { readAnswer, readSignedIn } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';
import type { NewPasswordInput } from '@rgcc/shared/account/account';
// Types only: a value import from the schema module would pull zod into the console's first load.
import type { ChangeStaffRoleInput, InviteStaffInput, StaffInvitation, StaffList } from '@rgcc/shared/account/staff';

export async function staffListLoader(args: LoaderFunctionArgs) {
  return { staff: await readSignedIn<StaffList>(args, '/api/admin/staff') };
}

/** The invitation link's page: whom it is for, or null when the link is unknown, used or expired. */
export async function staffInvitationLoader(args: LoaderFunctionArgs) {
  const { id = '', token = '' } = args.params;
  const answer = await readAnswer(args, `/api/staff-invitations/${encodeURIComponent(id)}/${encodeURIComponent(token)}`);
  return { invitation: answer.status === 200 ? (answer.body as StaffInvitation) : null };
}

/** After any change (or a refusal that says the list moved on), the list is read again. */
function useStaffChange<Input>(send: (input: Input) => Promise<{ message: string }>) {
  const revalidator = useRevalidator();
  return useSubmission({ send, onSettled: () => void revalidator.revalidate() });
}

export const useInviteStaff = () => useStaffChange((input: InviteStaffInput) => api.post<{ message: string }>('/api/admin/staff/invitations', input));

export const useChangeStaffRole = (id: number) => useStaffChange((input: ChangeStaffRoleInput) => api.post<{ message: string }>(`/api/admin/staff/${id}/role`, input));

export const useDeactivateStaff = (id: number) => useStaffChange<void>(() => api.post<{ message: string }>(`/api/admin/staff/${id}/deactivate`, undefined));

export const useReactivateStaff = (id: number) => useStaffChange<void>(() => api.post<{ message: string }>(`/api/admin/staff/${id}/reactivate`, undefined));

export const useResetSignInCode = (id: number) => useStaffChange<void>(() => api.post<{ message: string }>(`/api/admin/staff/${id}/reset-sign-in-code`, undefined));

export const useCancelInvitation = (invitationId: number) => useStaffChange<void>(() => api.delete<{ message: string }>(`/api/admin/staff/invitations/${invitationId}`));

export const acceptInvitation = (id: string, token: string, input: NewPasswordInput) =>
  api.post<{ message: string }>(`/api/staff-invitations/${encodeURIComponent(id)}/${encodeURIComponent(token)}`, input);
