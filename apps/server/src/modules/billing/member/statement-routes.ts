import { statementQuerySchema, statementSchema } from '@rgcc/shared/billing/billing-reports';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, signInRequired } from '../../../http/current-account';
import { errorReplies } from '../../../http/route-parts';
import { memberStatement } from '../accounts/statement';

/** The member's statement of account, for any period. */
export async function memberStatementRoutes(app: AppInstance) {
  const { db } = app.deps;
  app.get(
    '/api/member/statement',
    {
      onRequest: signInRequired(db),
      schema: {
        summary:
          "The signed-in member's statement for a period of club days (the last 12 months unless given, at most 5 years): opening balance, every entry with its running balance, closing balance (positive: owed to the club)",
        querystring: statementQuerySchema,
        response: { 200: statementSchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => memberStatement(db, await signedInAccount(db, request), request.query),
  );
}
