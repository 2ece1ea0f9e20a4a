import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { readSignedIn } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';
import type { MessageReply } from '@rgcc/shared/common/message-reply';
import type { MemberPage } from '@rgcc/shared/membership/members';
// Types only: the schema module's zod stays out of the console's first load.
import type { ImportCommit, ImportPreview, MemberImportSummary, RegisterEntryInput } from '@rgcc/shared/membership/register';

export const importTemplateUrl = '/api/admin/members/import-template.csv';

/** `/admin/members/import`: the recent imports. */
export async function importsLoader(args: LoaderFunctionArgs) {
  return { imports: await readSignedIn<MemberImportSummary[]>(args, '/api/admin/members/imports') };
}

/** `/admin/members/new`: the Members section's own page, so a role without it is refused by the server. */
export async function newMemberLoader(args: LoaderFunctionArgs) {
  await readSignedIn<MemberPage>(args, '/api/admin/members?page=1');
  return null;
}

/** Upload a file for its preview, commit a preview, invite an import's members; the recent imports are read again after. */
export function useImport() {
  const revalidator = useRevalidator();
  const onSettled = () => void revalidator.revalidate();
  return {
    preview: useSubmission({ send: (file: File) => api.upload<ImportPreview>('/api/admin/members/imports', file), onSettled }),
    commit: useSubmission({ send: (id: number) => api.post<ImportCommit>(`/api/admin/members/imports/${id}/commit`, undefined), onSettled }),
    invite: useSubmission({ send: (id: number) => api.post<MessageReply & { invited: number }>(`/api/admin/members/imports/${id}/invitations`, undefined), onSettled }),
  };
}

export function useAddMember() {
  return useSubmission({ send: (entry: RegisterEntryInput) => api.post<MessageReply & { id: number; memberId: string }>('/api/admin/members', entry) });
}
