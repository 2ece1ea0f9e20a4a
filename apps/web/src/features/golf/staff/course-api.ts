import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { readSignedIn } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';
// Types only: the schema modules would pull zod into the console's first load.
import type { TeeSaved } from '@rgcc/shared/golf/course';
import type { StaffTee, TeeFormInput } from '@rgcc/shared/golf/scores';

/** `/admin/golf` and `/admin/golf/tees`: the tees, read through the Golf section's guard. */
export async function teesLoader(args: LoaderFunctionArgs) {
  return { tees: await readSignedIn<StaffTee[]>(args, '/api/admin/course/tees') };
}

/** Adds tees (no id) or saves one; the page reads the tees again after. */
export function useSaveTee() {
  const revalidator = useRevalidator();
  return useSubmission({
    send: ({ id, form }: { id: number | null; form: TeeFormInput }) => (id === null ? api.post<TeeSaved>('/api/admin/course/tees', form) : api.put<TeeSaved>(`/api/admin/course/tees/${id}`, form)),
    onSuccess: () => void revalidator.revalidate(),
  });
}
