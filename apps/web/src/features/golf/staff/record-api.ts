import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { notFound, readContentForAccount, readSignedIn } from '@/lib/page-data';
import { memberIdPattern } from '@rgcc/shared/membership/member-id-pattern';
import { useSubmission } from '@/lib/use-submission';
// Types only: the schema modules would pull zod into the console's first load.
import type { MessageReply } from '@rgcc/shared/common/message-reply';
import type { PostedRound, ScoreCorrectionBody, StaffHandicapRecord, StaffPostScoreBody } from '@rgcc/shared/golf/handicap-record';
import type { Hole } from '@rgcc/shared/content/content';
import type { OfficialIndexBody, Tee } from '@rgcc/shared/golf/scores';

/** `/admin/golf/members/:memberId`: the member's record (404 for an unknown ID), the tees and the card for posting. */
export async function memberRecordLoader(args: LoaderFunctionArgs) {
  const memberId = (args.params.memberId ?? '').toUpperCase();
  if (!memberIdPattern.test(memberId)) throw notFound();
  const [record, tees, holes] = await Promise.all([
    readSignedIn<StaffHandicapRecord>(args, `/api/admin/members/${encodeURIComponent(memberId)}/handicap`),
    readContentForAccount<Tee[]>(args, '/api/course/tees'),
    readContentForAccount<Hole[]>(args, '/api/holes'),
  ]);
  return { record, tees, holes: [...holes].sort((a, b) => a.number - b.number) };
}

/** Every change reads the record again: pairs and indexes follow from it on the server. */
export function useRecordChanges(memberId: string) {
  const revalidator = useRevalidator();
  const onSuccess = () => void revalidator.revalidate();
  return {
    setOfficial: useSubmission({ send: (input: OfficialIndexBody) => api.put<StaffHandicapRecord>(`/api/admin/members/${memberId}/handicap`, input), onSuccess }),
    post: useSubmission({ send: (input: StaffPostScoreBody) => api.post<PostedRound>(`/api/admin/members/${memberId}/scores`, input), onSuccess }),
    correct: useSubmission({ send: ({ id, ...input }: ScoreCorrectionBody & { id: number }) => api.put<StaffHandicapRecord>(`/api/admin/scores/${id}`, input), onSuccess }),
    voidRound: useSubmission({ send: ({ id, reason }: { id: number; reason: string }) => api.post<StaffHandicapRecord>(`/api/admin/scores/${id}/void`, { reason }), onSuccess }),
    attest: useSubmission({ send: (id: number) => api.post<MessageReply>(`/api/admin/scores/${id}/attestation`, undefined), onSuccess }),
  };
}
