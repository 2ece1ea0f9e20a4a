import type { ApiError } from '@rgcc/shared/common/api-error';

/** An answer from the API with a 4xx/5xx status; `body` is the error shape of docs/api.md when the server sent one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | undefined,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
  }
}

/** The request never got an answer (offline, DNS, the server down). */
export class NetworkError extends Error {}

/**
 * The page's language (root-layout.tsx keeps `<html lang>` on it), for the server's messages and
 * for what it stores with a form (an application's mails go in the language it was made in).
 */
const pageLanguage = (): Record<string, string> => (typeof document !== 'undefined' && document.documentElement.lang ? { 'Accept-Language': document.documentElement.lang } : {});

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      // A form with a file goes as multipart, which the browser labels itself; anything else as JSON.
      headers: {
        Accept: 'application/json',
        ...pageLanguage(),
        ...(body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : 'Network error');
  }
  const text = await response.text();
  const parsed: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const isErrorShape = typeof parsed === 'object' && parsed !== null && typeof (parsed as ApiError).message === 'string';
    throw new ApiRequestError(response.status, isErrorShape ? (parsed as ApiError) : undefined);
  }
  return parsed as T;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body: unknown) => request<T>('PUT', path, body),
  /** One file in the multipart field `file`. */
  upload: <T>(path: string, file: File) => {
    const body = new FormData();
    body.append('file', file);
    return request<T>('POST', path, body);
  },
  delete: <T>(path: string) => request<T>('DELETE', path),
};

/** The message to show a person for a failed request. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return 'Network error. Please check your connection.';
  if (error instanceof ApiRequestError && error.body?.message) return error.body.message;
  return fallback;
}
