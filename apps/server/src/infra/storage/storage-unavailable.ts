import { AppError } from '../../http/errors';

export const storageUnavailableMessage = 'Stored files cannot be reached just now. Please try again in a minute.';
/** Seconds a client is asked to wait: a store that is down or slow usually recovers within that. */
export const storageRetryAfterSeconds = 30;

/**
 * The file store (an S3 bucket) did not answer, or answered that it failed: a 503 with
 * Retry-After, and a log line for the operator (http/errors.ts logs every 5xx with its cause).
 */
export class StorageUnavailableError extends AppError {
  constructor(cause: unknown) {
    super(503, storageUnavailableMessage, undefined, { 'retry-after': String(storageRetryAfterSeconds) });
    this.cause = cause;
  }
}
