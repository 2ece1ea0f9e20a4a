import { memberProfileSchema, membershipSummarySchema } from '@rgcc/shared/membership/member-area';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, signInRequired } from '../../../http/current-account';
import { errorReplies } from '../../../http/route-parts';
import { memberProfile, membershipSummary } from '../member-area/service';

const errors = errorReplies(401, 403);

/** The pages behind the dashboard's cards: for members who have paid the registration fee. */
export async function profileRoutes(app: AppInstance) {
  const { db } = app.deps;

  app.get(
    '/api/member/profile',
    {
      onRequest: signInRequired(db),
      schema: {
        summary: "The member's own application data (unlocked members only)",
        response: { 200: memberProfileSchema, ...errors },
      },
    },
    async (request) => memberProfile(db, await signedInAccount(db, request)),
  );

  app.get(
    '/api/member/membership',
    {
      onRequest: signInRequired(db),
      schema: {
        summary: "The member's ID, category, type and status (unlocked members only)",
        response: { 200: membershipSummarySchema, ...errors },
      },
    },
    async (request) => membershipSummary(db, await signedInAccount(db, request)),
  );
}
