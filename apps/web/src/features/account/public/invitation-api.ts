import { type LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { readAnswer } from '@/lib/page-data';
import type { NewPasswordInput } from '@rgcc/shared/account/account';
// Types only: a value import from the schema module would pull zod into the console's first load.
import type { StaffInvitation } from '@rgcc/shared/account/staff';
import type { MessageReply } from '@rgcc/shared/common/message-reply';

/** The invitation link's page: whom it is for, or null when the link is unknown, used or expired. */
export async function staffInvitationLoader(args: LoaderFunctionArgs) {
  const { id = '', token = '' } = args.params;
  const answer = await readAnswer(args, `/api/staff-invitations/${encodeURIComponent(id)}/${encodeURIComponent(token)}`);
  return { invitation: answer.status === 200 ? (answer.body as StaffInvitation) : null };
}

export const acceptInvitation = (id: string, token: string, input: NewPasswordInput) =>
  api.post<MessageReply>(`/api/staff-invitations/${encodeURIComponent(id)}/${encodeURIComponent(token)}`, input);
