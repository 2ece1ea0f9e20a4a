import { memberContactReplySchema, memberContactSchema, memberProfileSchema, membershipSummarySchema } from '@rgcc/shared/membership/member-area';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, signInRequired } from '../../../http/current-account';
import { errorReplies } from '../../../http/route-parts';
import { assertMember } from '../../account/entry';
import { memberProfile, membershipSummary } from '../member-area/service';
import { updateMemberContact } from '../register/service';

const errors = errorReplies(401, 403);

/** The pages behind the dashboard's cards: for members who have paid the registration fee. */
export async function profileRoutes(app: AppInstance) {
  const { db } = app.deps;

  app.get(
    '/api/member/profile',
    {
      onRequest: signInRequired(db),
      schema: {
        summary: "The member's register row and contact details, and their application as sent (unlocked members only)",
        response: { 200: memberProfileSchema, ...errors },
      },
    },
    async (request) => memberProfile(db, await signedInAccount(db, request)),
  );

  app.put(
    '/api/member/profile',
    {
      // Who may change it is settled before the body is read: others learn only 401 or 403.
      onRequest: async (request) => assertMember(await signedInAccount(db, request), { unlocked: true }),
      schema: {
        summary: "The member changes their own mobile number, present address and emergency contact (a name or category change is a request to the office)",
        body: memberContactSchema,
        response: { 200: memberContactReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => updateMemberContact(db, await signedInAccount(db, request), request.body),
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
