import { z } from 'zod';
import { text } from '@rgcc/shared/common/text';
import { messageReplySchema } from '@rgcc/shared/common/message-reply';
import { changePasswordSchema, currentAccountSchema, forgotPasswordSchema, languageChoiceSchema, loginSchema, newPasswordSchema, passwordChangedSchema } from '@rgcc/shared/account/account';
import { codeAnswerSchema, loginStepAnswerSchema, signInCodeSchema } from '@rgcc/shared/account/staff';
import type { AppInstance } from '../../../http/app-instance';
import { clearSessionCookie, requireSignedIn, setSessionCookie, signedInAccount, signedInOf, signInRequired } from '../../../http/current-account';
import { errorReplies } from '../../../http/route-parts';
import { writeRateLimit } from '../../../http/rate-limits';
import { emailBlindAnswerMs, steadyTiming } from '../../../http/steady-timing';
import { signingKey } from '../../../db/signing-keys';
import { deviceCookieMaxAgeSeconds, deviceCookieName } from '../device-cookie';
import { submitSignInCode } from '../second-factor';
import { endSession } from '../sessions';
import { currentAccountView } from '../account-view';
import { changePassword, chooseLanguage, login, requestPasswordReset, resetPassword } from '../service';

const errors = errorReplies(400, 401, 403, 429);

export async function signInRoutes(app: AppInstance) {
  const { db, config } = app.deps;
  const deviceKey = await signingKey(db, 'device_cookie_signing_key');
  const totpAppKey = await signingKey(db, 'totp_secret_key');

  app.post(
    '/api/login',
    {
      config: { rateLimit: writeRateLimit(config) },
      schema: {
        summary: 'Sign in (call 3). A member: sets the session cookie and answers the token for API clients. Staff: no session yet, but a challenge for POST /api/login/code (10 minutes), with a new authenticator key to set up first when `secondFactor` is `setup`',
        body: loginSchema,
        response: { 200: loginStepAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const origin = { ip: request.ip, deviceCookie: request.cookies[deviceCookieName], deviceKey };
      const { expiresAt, deviceCookie, answer } = await login(db, config, totpAppKey, request.body, origin);
      if (expiresAt) setSessionCookie(reply, config, answer.token, expiresAt);
      // Read by this endpoint only; it outlives sessions and sign-outs (it is not a session).
      void reply.setCookie(deviceCookieName, deviceCookie, {
        path: '/api/login',
        httpOnly: true,
        sameSite: 'strict',
        secure: config.isProduction,
        maxAge: deviceCookieMaxAgeSeconds,
      });
      return answer;
    },
  );

  app.post(
    '/api/login/code',
    {
      config: { rateLimit: writeRateLimit(config) },
      schema: {
        summary:
          "Staff sign-in's second step: the challenge from POST /api/login and a code from the authenticator app (RFC 6238, each accepted once) or a recovery code (once). Sets the session cookie; after a set-up, answers the ten recovery codes, this once. 401 for a wrong code; the fifth wrong code ends the challenge (429); past five wrong codes of the account, from any challenge, each further try waits twice as long, up to 15 minutes (429 with Retry-After)",
        body: signInCodeSchema,
        response: { 200: codeAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { answer, expiresAt } = await submitSignInCode(db, totpAppKey, request.body);
      setSessionCookie(reply, config, answer.token, expiresAt);
      return answer;
    },
  );

  app.post(
    '/api/logout',
    { schema: { summary: 'Sign out: the session is revoked on the server', response: { 200: messageReplySchema } } },
    async (request, reply) => {
      const signedIn = await signedInOf(db, request);
      if (signedIn) await endSession(db, signedIn.tokenHash);
      clearSessionCookie(reply, config);
      return { message: 'You are signed out.' };
    },
  );

  app.get(
    '/api/me',
    {
      onRequest: signInRequired(db),
      schema: {
        summary: 'The signed-in account as the server sees it (role, lock, forced password change)',
        response: { 200: currentAccountSchema, ...errorReplies(401) },
      },
    },
    async (request) => currentAccountView(db, await signedInAccount(db, request)),
  );

  app.put(
    '/api/account/language',
    {
      onRequest: signInRequired(db),
      config: { rateLimit: writeRateLimit(config) },
      schema: {
        summary: 'Choose the language (en or bn) the signed-in person reads the site and their mail in',
        body: languageChoiceSchema,
        response: { 200: currentAccountSchema, ...errors },
      },
    },
    async (request) => chooseLanguage(db, await signedInAccount(db, request), request.body.language),
  );

  app.post(
    '/api/account/password',
    {
      onRequest: signInRequired(db),
      config: { rateLimit: writeRateLimit(config) },
      schema: {
        summary: 'Change the password (required after the emailed temporary one); other sessions end',
        body: changePasswordSchema,
        response: { 200: passwordChangedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const signedIn = await requireSignedIn(db, request);
      const { token, expiresAt, ...answer } = await changePassword(db, config, signedIn, request.body);
      setSessionCookie(reply, config, token, expiresAt);
      return answer;
    },
  );

  app.post(
    '/api/user/forgot-password',
    {
      config: { rateLimit: writeRateLimit(config) },
      ...steadyTiming(emailBlindAnswerMs),
      schema: {
        summary: 'Email a password reset link (call 5); the same answer, at the same time, for every email',
        body: forgotPasswordSchema,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => requestPasswordReset(db, config, request.body.email),
  );

  app.post(
    '/api/user/reset-password/:id/:token',
    {
      config: { rateLimit: writeRateLimit(config) },
      schema: {
        summary: 'Set a new password from the emailed link (call 6); every session of the account ends',
        params: z.object({ id: text().max(20), token: text().max(200) }),
        body: newPasswordSchema,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => resetPassword(db, config, request.params.id, request.params.token, request.body),
  );
}
