import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
// Types only: a value import from a schema module would pull zod into the page's first load.
import type { Hole } from '@rgcc/shared/content/content';
import type { MessageReply } from '@rgcc/shared/common/message-reply';
import type { HandicapRecordReply, PostedRound, RoundToAttest } from '@rgcc/shared/golf/handicap-record';
import type { PostScoreBody, Tee } from '@rgcc/shared/golf/scores';
import { api } from '@/lib/api-client';
import { readContentForAccount, readSignedIn } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';

/** `/dashboard/handicap`: the member's record, and the partners' rounds waiting for them. */
export async function handicapLoader(args: LoaderFunctionArgs) {
  const [record, toAttest] = await Promise.all([readSignedIn<HandicapRecordReply>(args, '/api/member/handicap'), readSignedIn<RoundToAttest[]>(args, '/api/member/scores/to-attest')]);
  return { record, toAttest };
}

/** `/dashboard/handicap/post`: the card (pars in playing order), the tees, and the rounds to attest. */
export async function postRoundLoader(args: LoaderFunctionArgs) {
  const [holes, tees, toAttest] = await Promise.all([
    readContentForAccount<Hole[]>(args, '/api/holes'),
    readContentForAccount<Tee[]>(args, '/api/course/tees'),
    readSignedIn<RoundToAttest[]>(args, '/api/member/scores/to-attest'),
  ]);
  return { holes: [...holes].sort((a, b) => a.number - b.number), tees, toAttest };
}

export function usePostRound() {
  return useSubmission({ send: (input: PostScoreBody) => api.post<PostedRound>('/api/member/scores', input) });
}

/** Attesting a partner's round: the page's data is read again whatever the answer (another may have attested it). */
export function useAttest() {
  const revalidator = useRevalidator();
  return useSubmission({ send: (scoreId: number) => api.post<MessageReply>(`/api/member/scores/${scoreId}/attestation`, undefined), onSettled: () => void revalidator.revalidate() });
}
