import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@rgcc/shared/common/api-error';
import { outOfStorage, serviceFaultOf } from './faults';

/** An error a service raises on purpose: its status and message go to the client as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** Sent with the answer, e.g. `retry-after` on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

const fastifyCodes: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid Content-Length.' },
};

/** Maps every error to docs/api.md's one shape `{ message, errors? }`; no stack traces to clients. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[key] ??= issue.message ?? 'Invalid value.';
      }
      const first = error.validation[0]?.message ?? 'Invalid request.';
      const body: ApiError = { message: first, errors };
      return reply.code(400).send(body);
    }
    if (error instanceof AppError) {
      // A 5xx on purpose (storage unavailable) is still something for the operator to see, with what caused it.
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      const body: ApiError = error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
      if (error.headers) void reply.headers(error.headers);
      return reply.code(error.statusCode).send(body);
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return reply.code(known.status).send({ message: known.message });
    if (error.statusCode === 429) {
      return reply.code(429).send({ message: 'Too many requests. Please wait a minute and try again.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    // The database gone or the disk full: a clear answer at once, and when to try again.
    const fault = serviceFaultOf(error);
    if (fault) {
      if (fault === outOfStorage) app.diskSpace.noteFull();
      request.log.error({ err: error }, fault === outOfStorage ? 'out of storage space' : 'the database does not answer');
      return reply.code(fault.statusCode).header('retry-after', String(fault.retryAfterSeconds)).send({ message: fault.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
