import type { PublicMediaFolder } from '@rgcc/shared/content/media-variants';
import type { ApiError } from '@rgcc/shared/common/api-error';
import type { StoredMedia } from '@rgcc/shared/content/media';
import { ApiRequestError, NetworkError } from './api-client';

/** How much of a file has gone up, from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * Sends one file as multipart form data (the API client sends JSON) and answers the media key the
 * server made. XMLHttpRequest rather than fetch: only it tells how much of the body has gone, and a
 * video may take minutes.
 */
function sendFile(url: string, file: File, onProgress?: UploadProgress): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    if (onProgress) request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onerror = () => reject(new NetworkError('Network error'));
    request.onload = () => {
      let answer: Partial<StoredMedia & ApiError> | undefined;
      try {
        answer = JSON.parse(request.responseText) as typeof answer;
      } catch {
        answer = undefined;
      }
      if (request.status >= 200 && request.status < 300 && answer?.key) resolve(answer.key);
      else reject(new ApiRequestError(request.status, answer?.message ? (answer as ApiError) : undefined));
    };
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
}

/** An image staff chose for the public pages; the server re-encodes it into its folder's sizes. */
export function uploadPublicImage(file: File, folder: PublicMediaFolder): Promise<string> {
  return sendFile(`/api/admin/media?folder=${folder}`, file);
}

/** A video for the video gallery; the server keeps it as it is. */
export function uploadPublicVideo(file: File, onProgress: UploadProgress): Promise<string> {
  return sendFile('/api/admin/media/videos', file, onProgress);
}
