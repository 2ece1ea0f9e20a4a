import { z } from 'zod';
import { apiErrorSchema } from '@rgcc/shared/common/api-error';
import type { AppInstance } from '../../../http/app-instance';
import { requireSignedIn, signInRequired } from '../../../http/current-account';
import { memberProfile, membershipSummary } from '../member-area/service';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

/** The pages behind the dashboard's cards: for members who have paid the registration fee. */
export async function profileRoutes(app: AppInstance) {
  const { db } = app.deps;

  app.get(
    '/api/member/profile',
    {
      onRequest: signInRequired(db),
      schema: {
        summary: "The member's own application data (unlocked members only)",
        response: { 200: z.object({ email: z.string(), details: z.record(z.string(), z.unknown()) }), ...errors },
      },
    },
    async (request) => memberProfile(db, (await requireSignedIn(db, request)).account),
  );

  app.get(
    '/api/member/membership',
    {
      onRequest: signInRequired(db),
      schema: {
        summary: "The member's ID, category, type and status (unlocked members only)",
        response: {
          200: z.object({
            memberId: z.string(),
            name: z.string(),
            category: z.string(),
            membershipType: z.string(),
            status: z.literal('Active'),
            memberSince: z.string(),
          }),
          ...errors,
        },
      },
    },
    async (request) => membershipSummary(db, (await requireSignedIn(db, request)).account),
  );
}
