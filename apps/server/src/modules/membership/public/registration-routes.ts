import { z } from 'zod';
import { text } from '@rgcc/shared/common/text';
import { messageReplySchema } from '@rgcc/shared/common/message-reply';
import { emailVerifiedSchema, membershipApplicationSchema } from '@rgcc/shared/membership/membership-application';
import { defaultLocale } from '@rgcc/shared/format/locale';
import type { AppInstance } from '../../../http/app-instance';
import { writeRateLimit } from '../../../http/rate-limits';
import { acceptedLocale } from '../../../http/request-locale';
import { errorReplies } from '../../../http/route-parts';
import { emailBlindAnswerMs, steadyTiming } from '../../../http/steady-timing';
import { resendVerification, submitApplication, verifyByCode, verifyByLink } from '../registration/service';

const fullCodeMessage = 'Please enter the full 6-digit code.';
const registeredMessage = 'Registration submitted! Please check your email for verification.';

export async function registrationRoutes(app: AppInstance) {
  const { db, config } = app.deps;

  app.post(
    '/api/registration/membership',
    {
      config: { rateLimit: writeRateLimit(config) },
      schema: {
        summary: 'Apply for membership (call 1): stores the application and emails a verification code and link',
        body: membershipApplicationSchema,
        response: { 201: messageReplySchema, ...errorReplies(400, 409, 429) },
      },
    },
    async (request, reply) => {
      await submitApplication(db, config, request.body, acceptedLocale(request) ?? defaultLocale);
      return reply.code(201).send({ message: registeredMessage });
    },
  );

  app.post(
    '/api/verify-email',
    {
      config: { rateLimit: writeRateLimit(config) },
      ...steadyTiming(emailBlindAnswerMs),
      schema: {
        summary: 'Verify an email with its 6-digit code (call 9; query parameters, no body); one 400, at the same time, for every code that verifies nothing',
        querystring: z.object({
          email: text({ error: 'Email is required' }).min(1, 'Email is required').max(254),
          code: text({ error: fullCodeMessage }).regex(/^\d{6}$/, fullCodeMessage),
        }),
        response: { 200: messageReplySchema, ...errorReplies(400, 429) },
      },
    },
    async (request) => verifyByCode(db, request.query.email, request.query.code),
  );

  app.post(
    '/api/verify-email/resend',
    {
      config: { rateLimit: writeRateLimit(config) },
      ...steadyTiming(emailBlindAnswerMs),
      schema: {
        summary: 'Send a new verification code (the old one stops working); one a minute, five an hour; the same answer, at the same time, for every email',
        body: z.object({ email: text({ error: 'Email is required' }).min(1, 'Email is required').max(254) }),
        response: { 200: messageReplySchema, ...errorReplies(400, 429) },
      },
    },
    async (request) => resendVerification(db, config, request.body.email),
  );

  app.get(
    '/api/user/:id/verify/:token',
    {
      config: { rateLimit: writeRateLimit(config) },
      schema: {
        summary: 'Verify an email by the emailed link (call 4); the link opened again answers alreadyVerified',
        params: z.object({ id: text().max(20), token: text().max(200) }),
        response: { 200: emailVerifiedSchema, ...errorReplies(400, 404, 429) },
      },
    },
    async (request) => verifyByLink(db, request.params.id, request.params.token),
  );
}
