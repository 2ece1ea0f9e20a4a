import { statementQuerySchema, statementSchema } from '@rgcc/shared/billing/account-documents';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, signInRequired } from '../../../http/current-account';
import { errorReplies } from '../../../http/route-parts';
import { memberStatement, memberStatementForPrint } from '../accounts/member-statement';
import { statementPdf } from '../documents-pdf/documents-pdf';
import { sendPdf } from './document-routes';

const errors = errorReplies(400, 401, 403);

/** The member's statement of account for a period, as data for its page and as a PDF (in the member's language). */
export async function memberStatementRoutes(app: AppInstance) {
  const { db, config } = app.deps;

  app.get(
    '/api/member/statement',
    {
      onRequest: signInRequired(db),
      schema: {
        summary: "The signed-in member's statement for the club days from and to (YYYY-MM-DD; neither: the financial year so far): opening balance, each entry with the balance after it, closing balance",
        querystring: statementQuerySchema,
        response: { 200: statementSchema, ...errors },
      },
    },
    async (request) => memberStatement(db, await signedInAccount(db, request), request.query),
  );
  app.get(
    '/api/member/statement.pdf',
    {
      onRequest: signInRequired(db),
      schema: { summary: "The signed-in member's statement for a period as a PDF (A4)", querystring: statementQuerySchema, response: errors },
    },
    async (request, reply) => {
      const account = await signedInAccount(db, request);
      const { statement, seller, buyer } = await memberStatementForPrint(db, config, account, request.query);
      return sendPdf(reply, `statement-${buyer.memberId}-${statement.from}-${statement.to}`, await statementPdf(statement, seller, buyer, account.language));
    },
  );
}
