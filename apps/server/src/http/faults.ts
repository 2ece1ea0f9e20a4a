import { serviceFaultMessages } from '@rgcc/shared/common/service-faults';
import { raisedByDatabase } from '../db/query-timing';

/** How long a client is told to wait (`Retry-After`, seconds) before it tries again. */
export const retryAfterSeconds = { databaseUnavailable: 5, overloaded: 2, outOfStorage: 60 } as const;

/** A fault of the service rather than of the request: status, message, and when to try again. */
export interface ServiceFault {
  statusCode: 503 | 507;
  message: string;
  retryAfterSeconds: number;
}

export const databaseUnavailable: ServiceFault = {
  statusCode: 503,
  message: serviceFaultMessages.databaseUnavailable,
  retryAfterSeconds: retryAfterSeconds.databaseUnavailable,
};
export const outOfStorage: ServiceFault = { statusCode: 507, message: serviceFaultMessages.outOfStorage, retryAfterSeconds: retryAfterSeconds.outOfStorage };
export const overloaded: ServiceFault = { statusCode: 503, message: serviceFaultMessages.overloaded, retryAfterSeconds: retryAfterSeconds.overloaded };

/** postgres.js's own codes for a connection it could not make or lost. */
const lostConnectionCodes = new Set(['CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'CONNECTION_DESTROYED', 'CONNECTION_ENDED']);
/** The operating system's, for a server that is not there; counted only for the database's own errors (below). */
const unreachableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN']);
/**
 * PostgreSQL's SQLSTATEs for a server that is going away or not taking connections: class 08
 * (connection exception), 57P01-57P03 (shutting down, crashed, starting) and 53300 (too many connections).
 */
const unavailableStates = /^(08...|57P0[123]|53300)$/;
/** Out of space: the operating system's, and PostgreSQL's disk_full. */
const diskFullCodes = new Set(['ENOSPC', 'EDQUOT', '53100']);

/** The error and its causes (drizzle wraps the driver's error in `cause`). */
function* causes(error: unknown): Generator<{ code?: unknown }> {
  for (let each = error, depth = 0; each && typeof each === 'object' && depth < 5; depth++) {
    yield each as { code?: unknown };
    each = (each as { cause?: unknown }).cause;
  }
}

const anyRaisedByDatabase = (error: unknown) => [...causes(error)].some(raisedByDatabase);

/** Which fault an error means, or null for any other error (a 500 as before). */
export function serviceFaultOf(error: unknown): ServiceFault | null {
  for (const { code } of causes(error)) {
    if (typeof code !== 'string') continue;
    if (diskFullCodes.has(code)) return outOfStorage;
    if (lostConnectionCodes.has(code) || unavailableStates.test(code)) return databaseUnavailable;
    if (unreachableCodes.has(code) && anyRaisedByDatabase(error)) return databaseUnavailable;
  }
  return null;
}
