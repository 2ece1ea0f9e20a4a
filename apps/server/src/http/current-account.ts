import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { findSession, type SignedIn } from '../modules/account/entry';
import type { ConsoleSection } from '@rgcc/shared/account/staff-roles';
import { assertStaff } from '../modules/account/entry';
import { AppError } from './errors';

/** The browser's session cookie: HttpOnly, SameSite=Lax, Secure in production (docs/security.md). */
export const sessionCookieName = 'rgcc_session';
export const signInRequiredMessage = 'Please sign in to continue.';

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved once per request by `signedInOf`. */
    signedIn?: Promise<SignedIn | null>;
  }
}

/** The session token a request carries: the browser's cookie, or `Authorization: Bearer` from API clients. */
function tokenOf(request: FastifyRequest): string | undefined {
  const bearer = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(request.headers.authorization ?? '')?.[1];
  return bearer ?? request.cookies[sessionCookieName];
}

/** Who sent the request, or null when nobody is signed in (or the session expired or was revoked). */
export function signedInOf(db: Database, request: FastifyRequest): Promise<SignedIn | null> {
  if (!request.signedIn) {
    const token = tokenOf(request);
    request.signedIn = token ? findSession(db, token) : Promise.resolve(null);
  }
  return request.signedIn;
}

/** Who sent the request; 401 when nobody is signed in. */
export async function requireSignedIn(db: Database, request: FastifyRequest): Promise<SignedIn> {
  const signedIn = await signedInOf(db, request);
  if (!signedIn) throw new AppError(401, signInRequiredMessage);
  return signedIn;
}

/** The account that sent the request; 401 when nobody is signed in. What a route hands its service. */
export async function signedInAccount(db: Database, request: FastifyRequest): Promise<SignedIn['account']> {
  return (await requireSignedIn(db, request)).account;
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date) {
  void reply.setCookie(sessionCookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  void reply.clearCookie(sessionCookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.isProduction });
}

/** A route's onRequest hook: 401 before the body is read or validated when nobody is signed in. */
export function signInRequired(db: Database) {
  return async (request: FastifyRequest) => {
    await requireSignedIn(db, request);
  };
}

/** The staff console's onRequest hook for one section: members learn nothing but 403, whatever they send. */
export function staffRequired(db: Database, section: ConsoleSection) {
  return async (request: FastifyRequest) => {
    assertStaff(await signedInAccount(db, request), section);
  };
}
