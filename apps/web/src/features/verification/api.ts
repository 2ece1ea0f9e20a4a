import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const verificationKeys = {
  link: (id: string, token: string) => ['verify-link', id, token] as const,
};

/** Call 4, from the verification email's link. */
export function useVerifyLink(id: string, token: string) {
  return useQuery({
    queryKey: verificationKeys.link(id, token),
    queryFn: () => api.get<{ message: string; alreadyVerified: boolean }>(`/api/user/${encodeURIComponent(id)}/verify/${encodeURIComponent(token)}`),
    // A link verifies once, so it is asked exactly once per visit; opened again later, the server
    // says the email is already verified.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export const verifyEmailCode = (email: string, code: string) =>
  api.post<{ message?: string }>(`/api/verify-email?email=${encodeURIComponent(email)}&code=${code}`, undefined);

export const resendVerificationCode = (email: string) => api.post<{ message: string }>('/api/verify-email/resend', { email });
