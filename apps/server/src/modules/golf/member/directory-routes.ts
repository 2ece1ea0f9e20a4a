import { directoryConsentReplySchema, directoryConsentSchema, directoryEntrySchema, directoryPageSchema, directoryQuerySchema } from '@rgcc/shared/golf/course';
import { z } from 'zod';
import { memberIdSchema } from '@rgcc/shared/membership/member-id';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, signInRequired } from '../../../http/current-account';
import { errorReplies } from '../../../http/route-parts';
import { assertMember } from '../../account/entry';
import { directoryEntry, listDirectory, setDirectoryConsent } from '../directory/directory';

/** The member directory and the member's say over their contact details in it (unlocked members only). */
export async function directoryRoutes(app: AppInstance) {
  const { db } = app.deps;

  app.get(
    '/api/member/directory',
    {
      onRequest: signInRequired(db),
      schema: {
        summary: "The member directory: active members by name, searched by name or member ID, 20 a page: member ID, category, handicap (the Federation's index, else the club estimate), and email and mobile where the member allows it",
        querystring: directoryQuerySchema,
        response: { 200: directoryPageSchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => listDirectory(db, await signedInAccount(db, request), request.query),
  );
  app.get(
    '/api/member/directory/:memberId',
    {
      onRequest: signInRequired(db),
      schema: {
        summary: "A member's directory entry: name, member ID, category, handicap and its day, contact where allowed, and their last rounds with who attested each",
        params: z.object({ memberId: memberIdSchema }),
        response: { 200: directoryEntrySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => directoryEntry(db, await signedInAccount(db, request), request.params.memberId),
  );
  app.put(
    '/api/member/directory-consent',
    {
      // Who may change it is settled before the body is read: others learn only 401 or 403.
      onRequest: async (request) => assertMember(await signedInAccount(db, request), { unlocked: true }),
      schema: {
        summary: 'The member shows or hides their email and mobile in the member directory (hidden until they choose)',
        body: directoryConsentSchema,
        response: { 200: directoryConsentReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => setDirectoryConsent(db, await signedInAccount(db, request), request.body),
  );
}
