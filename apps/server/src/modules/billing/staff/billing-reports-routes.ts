import { z } from 'zod';
import {
  billingRunListQuerySchema,
  billingRunPageSchema,
  documentPageSchema,
  invoiceListFilterSchema,
  invoiceListQuerySchema,
  membersToSuspendSchema,
  receivablesFilterSchema,
  receivablesQuerySchema,
  receivablesSchema,
  vatRegisterFilterSchema,
  vatRegisterQuerySchema,
  vatRegisterSchema,
} from '@rgcc/shared/billing/billing-reports';
import { statementQuerySchema, statementSchema } from '@rgcc/shared/billing/account-documents';
import { memberIdSchema } from '@rgcc/shared/membership/member-id';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, staffRequired } from '../../../http/current-account';
import { sendCsv } from '../../../http/csv-download';
import { errorReplies } from '../../../http/route-parts';
import { staffStatement } from '../accounts/member-statement';
import { listBillingRuns } from '../reports/billing-runs';
import { exportDocuments, listDocuments } from '../reports/invoice-list';
import { agedReceivables, exportReceivables, membersToSuspend } from '../reports/receivables';
import { exportVatRegister, vatRegister } from '../reports/vat-register';

const errors = errorReplies(400, 401, 403);

/** The console's Billing reports: past runs, the invoices, aged receivables, members to suspend, the VAT register, a member's statement. */
export async function billingReportsRoutes(app: AppInstance) {
  const { db } = app.deps;
  app.addHook('onRequest', staffRequired(db, 'Billing'));

  app.get(
    '/api/admin/billing/runs',
    {
      schema: {
        summary: 'Staff (Billing): the billing runs, newest first, 24 a page: the month, when, who started it (null: the scheduler), invoices issued and their total',
        querystring: billingRunListQuerySchema,
        response: { 200: billingRunPageSchema, ...errors },
      },
    },
    async (request) => listBillingRuns(db, await signedInAccount(db, request), request.query),
  );

  app.get(
    '/api/admin/billing/invoices',
    {
      schema: {
        summary:
          'Staff (Billing): every invoice, credit note and balance brought forward, newest first, 20 a page; by number, member ID or name, status and month of issue at the club; with the sum of totals and what is left to pay',
        querystring: invoiceListQuerySchema,
        response: { 200: documentPageSchema, ...errors },
      },
    },
    async (request) => listDocuments(db, await signedInAccount(db, request), request.query),
  );

  app.get(
    '/api/admin/billing/invoices/export',
    { schema: { summary: 'Staff (Billing): every document of the filtered Invoices list as CSV', querystring: invoiceListFilterSchema, response: errors } },
    async (request, reply) => sendCsv(reply, 'invoices', await exportDocuments(db, await signedInAccount(db, request), request.query)),
  );

  app.get(
    '/api/admin/billing/receivables',
    {
      schema: {
        summary:
          'Staff (Billing): aged receivables on a day (today at the club unless given; not a day past): what is left to pay of open bills, current and 1–30, 31–60, 61–90, over 90 days past due, per member (most first, 50 a page) and in all',
        querystring: receivablesQuerySchema,
        response: { 200: receivablesSchema, ...errors },
      },
    },
    async (request) => agedReceivables(db, await signedInAccount(db, request), request.query),
  );

  app.get(
    '/api/admin/billing/receivables/export',
    { schema: { summary: 'Staff (Billing): the aged receivables of every member owing on the day, as CSV', querystring: receivablesFilterSchema, response: errors } },
    async (request, reply) => sendCsv(reply, 'receivables', await exportReceivables(db, await signedInAccount(db, request), request.query)),
  );

  app.get(
    '/api/admin/billing/members-to-suspend',
    {
      schema: {
        summary: "Staff (Billing): members not suspended whose oldest unpaid bill is past the suspension rule's months (12) on the day, oldest first, with what they owe: staff decide",
        querystring: receivablesFilterSchema,
        response: { 200: membersToSuspendSchema, ...errors },
      },
    },
    async (request) => membersToSuspend(db, await signedInAccount(db, request), request.query),
  );

  app.get(
    '/api/admin/billing/vat-register',
    {
      schema: {
        summary:
          "Staff (Billing): the VAT register of a month at the club (the current one unless given): every invoice and credit note with value before VAT and VAT by rate, in order of issue, 50 a page, with the month's totals",
        querystring: vatRegisterQuerySchema,
        response: { 200: vatRegisterSchema, ...errors },
      },
    },
    async (request) => vatRegister(db, await signedInAccount(db, request), request.query),
  );

  app.get(
    '/api/admin/billing/vat-register/export',
    {
      schema: {
        summary: "Staff (Billing): the month's VAT register as CSV for the accountant (Tally): one row per line, DD-MM-YYYY dates and plain amounts",
        querystring: vatRegisterFilterSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const csv = await exportVatRegister(db, await signedInAccount(db, request), request.query);
      return sendCsv(reply, `vat-register-${request.query.month ?? 'this-month'}`, csv);
    },
  );

  app.get(
    '/api/admin/members/:memberId/statement',
    {
      schema: {
        summary:
          "Staff (Billing): a member's statement (by member ID, e.g. M-0246) for a period of club days (the last 12 months unless given, at most 5 years): opening balance, every entry with its running balance, closing balance",
        params: z.object({ memberId: memberIdSchema }),
        querystring: statementQuerySchema,
        response: { 200: statementSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => staffStatement(db, await signedInAccount(db, request), request.params.memberId, request.query),
  );
}
