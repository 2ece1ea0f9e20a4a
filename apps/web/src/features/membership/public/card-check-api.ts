import { data, type LoaderFunctionArgs } from 'react-router';
import type { CardCheck } from '@rgcc/shared/membership/member-card';
import { ApiAnswerError, pageLoadFailedMessage, readAnswer } from '@/lib/page-data';

/** The gate's check of the card a QR code names: its live status, or null (and 404) when the link is not valid. */
export async function cardCheckLoader(args: LoaderFunctionArgs) {
  const { memberId = '', signature = '' } = args.params;
  const answer = await readAnswer(args, `/api/cards/${encodeURIComponent(memberId)}/${encodeURIComponent(signature)}`);
  if (answer.status === 200) return { check: answer.body as CardCheck };
  if (answer.status === 404 || answer.status === 400) return data({ check: null }, { status: 404 });
  throw new ApiAnswerError(pageLoadFailedMessage);
}
