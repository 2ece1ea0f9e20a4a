import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

/**
 * What the logs may say about requests and errors. Logs never carry request bodies, query
 * strings, cookies, secrets in a path, the parameters of a failed query or the values a
 * database error quotes (docs/security.md): only what is needed to find a fault.
 */

/** A path segment that can only be a token, an id made to be unguessable or a signature. */
const tokenSegment = /^[A-Za-z0-9_-]{22,}$/;

/** The route's pattern (`/api/user/:id/verify/:token`) or, for paths no route names, the path with its tokens masked. */
function loggablePath(request: FastifyRequest): string {
  const pattern = request.routeOptions?.url;
  if (pattern && !pattern.includes('*')) return pattern;
  const path = request.url.split('?')[0] ?? '';
  return path
    .split('/')
    .map((segment) => (tokenSegment.test(segment) ? ':token' : segment))
    .join('/');
}

export function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: loggablePath(request), remoteAddress: request.ip };
}

const emailLike = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g;
const queryString = /(https?:\/\/[^\s?"'<>]+)\?[^\s"'<>]*/g;
const tokenLike = /[A-Za-z0-9_-]{22,}/g;
const longNumber = /\d{6,}/g;

/** A message with anything that may be personal or secret taken out. */
function scrubbed(message: string): string {
  return message.replace(queryString, '$1?…').replace(emailLike, '[email]').replace(tokenLike, '[token]').replace(longNumber, '[number]');
}

type DriverError = Error & {
  code?: unknown;
  constraint?: string;
  constraint_name?: string;
  table?: string;
  table_name?: string;
  column?: string;
  column_name?: string;
};

/**
 * PostgreSQL's message quotes the value it refused (`invalid input syntax for type integer:
 * "…"`) beside the names of what refused it: only those names stay.
 */
function databaseMessage(error: DriverError): string {
  const names = new Set([error.constraint, error.constraint_name, error.table, error.table_name, error.column, error.column_name].filter(Boolean));
  return error.message.replace(/"([^"]*)"|'([^']*)'/g, (quoted, double?: string, single?: string) => (names.has(double ?? single) ? quoted : '"…"'));
}

const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [detail: string]: unknown;
}

function messageOf(error: Error): string {
  const driver = error as DriverError;
  // A failed query's message repeats its parameters: the statement alone says where it failed.
  if (error instanceof DrizzleQueryError) return `Failed query: ${error.query}`;
  if (isSqlState(driver.code)) return databaseMessage(driver);
  return scrubbed(error.message);
}

/** An error as the logs keep it: its kind, a safe message, its code, its stack frames and its cause. */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const driver = error as DriverError;
  const stack = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  const entry: LoggedError = { type: error.constructor?.name ?? error.name, message: messageOf(error), stack };
  if (typeof driver.code === 'string' || typeof driver.code === 'number') entry.code = driver.code;
  const constraint = driver.constraint ?? driver.constraint_name;
  if (constraint) entry.constraint = constraint;
  if (error.cause !== undefined && depth < 3) entry.cause = errorForLog(error.cause, depth + 1);
  return entry;
}

export const logSerializers = { req: requestForLog, err: errorForLog };
