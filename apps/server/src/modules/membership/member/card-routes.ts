import { messageReplySchema } from '@rgcc/shared/common/message-reply';
import { memberCardSchema } from '@rgcc/shared/membership/member-card';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, signInRequired } from '../../../http/current-account';
import { errorReplies } from '../../../http/route-parts';
import { memberCard, replaceCard } from '../member-card/service';

const memberErrors = errorReplies(401, 403);

/**
 * The membership card: the member's own (unlocked members), and what its QR code opens at the
 * gate. The gate's endpoints need no session: the signed link is the permission (decision 0024).
 */
export async function memberCardRoutes(app: AppInstance, { cardKey: key }: { cardKey: Buffer }) {
  const { db, config } = app.deps;

  app.get(
    '/api/member/card',
    {
      onRequest: signInRequired(db),
      schema: {
        summary: "The member's card: name, member ID, category, status, the photo's link and the QR code of the gate's signed link (unlocked members only)",
        response: { 200: memberCardSchema, ...memberErrors },
      },
    },
    async (request) => memberCard(db, config, key, await signedInAccount(db, request)),
  );

  app.post(
    '/api/member/card/replacement',
    {
      onRequest: signInRequired(db),
      schema: {
        summary: 'A new card for a lost one: the links of every card printed before stop working (unlocked members only)',
        response: { 200: messageReplySchema, ...memberErrors },
      },
    },
    async (request) => replaceCard(db, await signedInAccount(db, request)),
  );
}
