import type { PublicMediaFolder } from '@rgcc/shared/media/media-variants';
import { ApiRequestError, NetworkError } from './api-client';
import type { ApiError } from '@rgcc/shared/schemas/api-error';

/**
 * Uploads an image staff chose for the public pages, as multipart form data (the API client sends
 * JSON); the server re-encodes it into its folder's sizes and answers the media key to save.
 */
export async function uploadPublicImage(file: File, folder: PublicMediaFolder): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch(`/api/admin/media?folder=${folder}`, { method: 'POST', body, credentials: 'same-origin' });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : 'Network error');
  }
  const answer = (await response.json().catch(() => undefined)) as ({ key: string } & Partial<ApiError>) | undefined;
  if (!response.ok || !answer?.key) throw new ApiRequestError(response.status, answer?.message ? (answer as ApiError) : undefined);
  return answer.key;
}
