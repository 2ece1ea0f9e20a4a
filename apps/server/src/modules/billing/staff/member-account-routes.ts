import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { messageReplySchema } from '@rgcc/shared/common/message-reply';
import {
  counterChargeSchema,
  counterProductSchema,
  creditNoteRequestSchema,
  openingBalanceCommitSchema,
  openingBalanceCommittedSchema,
  openingBalancePreviewSchema,
  openingBalanceRequestSchema,
  paymentReversalRequestSchema,
  refundRequestSchema,
  staffMemberAccountSchema,
} from '@rgcc/shared/billing/staff-accounts';
import { openingBalanceFileMessages, openingBalanceMaxBytes } from '@rgcc/shared/billing/staff-account-constants';
import { memberIdSchema } from '@rgcc/shared/membership/member-id';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, staffRequired } from '../../../http/current-account';
import { AppError } from '../../../http/errors';
import { isCutShort } from '../../../http/multipart-errors';
import { errorReplies } from '../../../http/route-parts';
import { writeRateLimit } from '../../../http/rate-limits';
import { addOpeningBalance, commitOpeningBalances, previewOpeningBalances } from '../accounts/opening-balances';
import { counterProducts, staffMemberAccount } from '../accounts/staff-account';
import { creditInvoice, postCounterCharge, refundCredit, reversePayment } from '../accounts/staff-actions';

const errors = errorReplies(400, 401, 403, 404, 409, 429);
const memberParams = z.object({ memberId: memberIdSchema });
const fileProblem = (status: number, message: string) => new AppError(status, message, { file: message });

/** The console's Billing: a member's account, and what staff do to it (the counter, credit notes, refunds, reversals, opening balances). */
export async function memberAccountStaffRoutes(app: AppInstance) {
  const { db, config } = app.deps;
  app.addHook('onRequest', staffRequired(db, 'Billing'));
  // Limits are enforced while the body streams in, so an oversized file is never held whole.
  await app.register(fastifyMultipart, { limits: { fileSize: openingBalanceMaxBytes, files: 1, fields: 2, parts: 3 } });
  const write = { rateLimit: writeRateLimit(config) };

  app.get(
    '/api/admin/billing/members/:memberId',
    {
      schema: {
        summary: "Staff (Billing): a member's account by member ID (e.g. M-0246): balance, standing, bills with their lines, credit notes, receipts, charges waiting for the next invoice",
        params: memberParams,
        response: { 200: staffMemberAccountSchema, ...errors },
      },
    },
    async (request) => staffMemberAccount(db, await signedInAccount(db, request), request.params.memberId),
  );

  app.get(
    '/api/admin/billing/products',
    { schema: { summary: "Staff (Billing): the pro shop's products, for charges at the counter", response: { 200: z.array(counterProductSchema), ...errors } } },
    async (request) => counterProducts(db, await signedInAccount(db, request)),
  );

  app.post(
    '/api/admin/billing/members/:memberId/charges',
    {
      config: write,
      schema: {
        summary: 'Staff (Billing): post restaurant or pro-shop items (before VAT, with a tax code) to a member’s account; they wait for the next monthly invoice',
        params: memberParams,
        body: counterChargeSchema,
        response: { 201: messageReplySchema.extend({ totalPaisa: z.number() }), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await postCounterCharge(db, await signedInAccount(db, request), request.params.memberId, request.body)),
  );

  app.post(
    '/api/admin/billing/members/:memberId/credit-notes',
    {
      config: write,
      schema: {
        summary: 'Staff (Billing): a credit note against one of the member’s invoices, in full (every line) or part of a line before VAT, with a reason',
        params: memberParams,
        body: creditNoteRequestSchema,
        response: { 201: messageReplySchema.extend({ number: z.string(), totalPaisa: z.number() }), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await creditInvoice(db, await signedInAccount(db, request), request.params.memberId, request.body)),
  );

  app.post(
    '/api/admin/billing/members/:memberId/refunds',
    {
      config: write,
      schema: {
        summary: 'Staff (Billing): pay back credit on the account (never more than the credit), with the method, a reference and a reason',
        params: memberParams,
        body: refundRequestSchema,
        response: { 201: messageReplySchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await refundCredit(db, await signedInAccount(db, request), request.params.memberId, request.body)),
  );

  app.post(
    '/api/admin/billing/members/:memberId/payment-reversals',
    {
      config: write,
      schema: {
        summary: 'Staff (Billing): reverse a payment taken at the office (recorded by mistake, a bounced cheque) by its receipt number, with a reason; its bills are open again',
        params: memberParams,
        body: paymentReversalRequestSchema,
        response: { 201: messageReplySchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await reversePayment(db, await signedInAccount(db, request), request.params.memberId, request.body)),
  );

  app.post(
    '/api/admin/billing/members/:memberId/opening-balance',
    {
      config: write,
      schema: {
        summary: "Staff (Billing): the member's opening balance from the club's old books, once: owed (positive, an OB/… bill due today) or in credit (negative)",
        params: memberParams,
        body: openingBalanceRequestSchema,
        response: { 201: messageReplySchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await addOpeningBalance(db, await signedInAccount(db, request), request.params.memberId, request.body)),
  );

  app.post(
    '/api/admin/billing/opening-balances/preview',
    {
      schema: {
        summary: 'Staff (Billing): upload a CSV of member_id,amount (multipart field `file`, taka with up to 2 decimals, negative for credit) and preview it: every error by line (the header is line 1) and column; nothing is written',
        consumes: ['multipart/form-data'],
        response: { 200: openingBalancePreviewSchema, ...errorReplies(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const file = await request.file().catch((error: unknown) => {
        throw fileProblem(400, isCutShort(error) ? openingBalanceFileMessages.unreadable : openingBalanceFileMessages.missing);
      });
      if (!file || file.fieldname !== 'file') throw fileProblem(400, openingBalanceFileMessages.missing);
      const bytes = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw fileProblem(413, openingBalanceFileMessages.tooLarge);
        throw fileProblem(400, openingBalanceFileMessages.unreadable);
      });
      return previewOpeningBalances(db, await signedInAccount(db, request), { bytes });
    },
  );

  app.post(
    '/api/admin/billing/opening-balances',
    {
      config: write,
      schema: {
        summary: "Staff (Billing): write a preview's opening balances, all or none; a member who has that balance already is left as is (sent twice, written once)",
        body: openingBalanceCommitSchema,
        response: { 200: openingBalanceCommittedSchema, ...errors },
      },
    },
    async (request) => commitOpeningBalances(db, await signedInAccount(db, request), request.body),
  );
}
