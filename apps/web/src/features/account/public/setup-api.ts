import { type LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { readAnswer } from '@/lib/page-data';
// Types only: a value import from the schema modules would pull zod into the page's first load.
import type { FirstAdminInput, SetupLink } from '@rgcc/shared/account/setup';
import type { CodeNeededAnswer } from '@rgcc/shared/account/staff';

/** The setup link's page: until when the link works, or the server's sentence why it does not. */
export async function setupLinkLoader(args: LoaderFunctionArgs) {
  const { token = '' } = args.params;
  const answer = await readAnswer(args, `/api/setup/${encodeURIComponent(token)}`);
  if (answer.status === 200) return { link: answer.body as SetupLink, refusal: null };
  return { link: null, refusal: (answer.body as { message?: string } | undefined)?.message ?? null };
}

/** Makes the first admin; the answer is the authenticator set-up step of a sign-in. */
export const makeFirstAdmin = (token: string, input: FirstAdminInput) => api.post<CodeNeededAnswer>(`/api/setup/${encodeURIComponent(token)}`, input);
