import { z } from 'zod';
import { firstAdminSchema, setupLinkSchema } from '@rgcc/shared/account/setup';
import { codeNeededAnswerSchema } from '@rgcc/shared/account/staff';
import { text } from '@rgcc/shared/common/text';
import type { AppInstance } from '../../../http/app-instance';
import { writeRateLimit } from '../../../http/rate-limits';
import { errorReplies } from '../../../http/route-parts';
import { signingKey } from '../../../db/signing-keys';
import { makeFirstAdmin, readSetupLink } from '../setup-link/service';

const setupParams = z.object({ token: text().max(200) });

/** The setup link `npm start` prints while the club has no staff account (decision 0033). */
export async function setupLinkRoutes(app: AppInstance) {
  const { db, config } = app.deps;
  const totpAppKey = await signingKey(db, 'totp_secret_key');

  app.get(
    '/api/setup/:token',
    {
      schema: {
        summary: 'The setup link: until when it works, or 404 when it is unknown, used, past its hour, or a staff account exists',
        params: setupParams,
        response: { 200: setupLinkSchema, ...errorReplies(400, 404) },
      },
    },
    async (request) => readSetupLink(db, request.params.token),
  );

  app.post(
    '/api/setup/:token',
    {
      config: { rateLimit: writeRateLimit(config) },
      schema: {
        summary:
          'Make the first admin from the setup link: every setup link is spent and the creation audited; then, as after the password at POST /api/login, a challenge and a new authenticator key to set up with POST /api/login/code. 400 for a used, expired or unknown link; 409 once a staff account exists',
        params: setupParams,
        body: firstAdminSchema,
        response: { 201: codeNeededAnswerSchema, ...errorReplies(400, 409, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await makeFirstAdmin(db, config, totpAppKey, request.params.token, request.body)),
  );
}
