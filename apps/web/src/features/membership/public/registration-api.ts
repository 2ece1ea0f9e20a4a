import type { ApiError } from '@rgcc/shared/common/api-error';
import type { MessageReply } from '@rgcc/shared/common/message-reply';
import type { UploadResult } from '@rgcc/shared/membership/uploads';
import { api } from '@/lib/api-client';

/** Call 1. */
export const submitApplication = (values: Record<string, unknown>) => api.post<MessageReply>('/api/registration/membership', values);

/**
 * Call 2, as multipart form data (the API client sends JSON). A refusal comes back as the answer,
 * with `ok` false, for the field to show; only a failed connection throws.
 */
export async function uploadImage(file: File): Promise<{ ok: boolean; answer: Partial<UploadResult & ApiError> }> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch('/api/uploads', { method: 'POST', body, credentials: 'same-origin' });
  const answer = (await response.json().catch(() => ({}))) as Partial<UploadResult & ApiError>;
  return { ok: response.ok, answer };
}
