import type { LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { readAnswer } from '@/lib/page-data';
import type { MessageReply } from '@rgcc/shared/common/message-reply';
import type { EmailVerified } from '@rgcc/shared/membership/membership-application';

/**
 * Call 4, from the verification email's link; null when the link is invalid or has expired. The
 * browser asks once per visit (the server never renders these links); opened again later, the
 * server says the email is already verified.
 */
export async function verifyLinkLoader(args: LoaderFunctionArgs) {
  const { id = '', token = '' } = args.params;
  const answer = await readAnswer(args, `/api/user/${encodeURIComponent(id)}/verify/${encodeURIComponent(token)}`);
  return { verification: answer.status === 200 ? (answer.body as EmailVerified) : null };
}

export const verifyEmailCode = (email: string, code: string) =>
  api.post<MessageReply>(`/api/verify-email?email=${encodeURIComponent(email)}&code=${code}`, undefined);

export const resendVerificationCode = (email: string) => api.post<MessageReply>('/api/verify-email/resend', { email });
