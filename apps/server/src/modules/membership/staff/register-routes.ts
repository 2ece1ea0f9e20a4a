import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { messageReplySchema } from '@rgcc/shared/common/message-reply';
import { memberIdSchema } from '@rgcc/shared/membership/member-id';
import { importCommitSchema, importPreviewSchema, memberImportSummarySchema, registerEntrySchema } from '@rgcc/shared/membership/register';
import { importFileMessages, importMaxBytes } from '@rgcc/shared/membership/register-constants';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, staffRequired } from '../../../http/current-account';
import { AppError } from '../../../http/errors';
import { isCutShort } from '../../../http/multipart-errors';
import { errorReplies, idParams } from '../../../http/route-parts';
import { sendCsv } from '../../../http/csv-download';
import { commitImport, importMessages, listImports, previewImport } from '../register/import';
import { addMember, importTemplateCsv, inviteImported, inviteMember } from '../register/service';

const errors = errorReplies(400, 401, 403, 404, 409);
const importParams = idParams(importMessages.notFound);
const fileProblem = (status: number, message: string) => new AppError(status, message, { file: message });

/** The console's register: import a file (preview, then commit), add a member by hand, invite. */
export async function registerRoutes(app: AppInstance) {
  const { db, config } = app.deps;
  app.addHook('onRequest', staffRequired(db, 'Members'));
  // Limits are enforced while the body streams in, so an oversized file is never held whole.
  await app.register(fastifyMultipart, { limits: { fileSize: importMaxBytes, files: 1, fields: 2, parts: 3 } });

  app.get(
    '/api/admin/members/import-template.csv',
    { schema: { summary: 'Staff (Members): the import template, a CSV whose first line is the columns in their order', response: errorReplies(401, 403) } },
    async (_request, reply) => sendCsv(reply, 'members-import-template', importTemplateCsv()),
  );

  app.get(
    '/api/admin/members/imports',
    {
      schema: {
        summary: 'Staff (Members): the recent imports, newest first, with what each did and how many of its members are invited and have chosen a password',
        response: { 200: z.array(memberImportSummarySchema), ...errorReplies(401, 403) },
      },
    },
    async (request) => listImports(db, await signedInAccount(db, request)),
  );

  app.post(
    '/api/admin/members/imports',
    {
      schema: {
        summary: 'Staff (Members): upload a CSV or .xlsx file (multipart field `file`, at most 10 MB) and preview it: every error by line (the header is line 1) and column; nothing is written to the register',
        consumes: ['multipart/form-data'],
        response: { 200: importPreviewSchema, ...errorReplies(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const file = await request.file().catch((error: unknown) => {
        throw fileProblem(400, isCutShort(error) ? importFileMessages.unreadable : importFileMessages.missing);
      });
      if (!file || file.fieldname !== 'file') throw fileProblem(400, importFileMessages.missing);
      const bytes = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw fileProblem(413, importFileMessages.tooLarge);
        throw fileProblem(400, importFileMessages.unreadable);
      });
      return previewImport(db, await signedInAccount(db, request), { name: file.filename, mimeType: file.mimetype, bytes });
    },
  );

  app.post(
    '/api/admin/members/imports/:id/commit',
    {
      schema: {
        summary: 'Staff (Members): write a previewed file to the register, every row or none; 409 when it had errors, was imported already, or the register changed since',
        params: importParams,
        response: { 200: importCommitSchema, ...errors },
      },
    },
    async (request) => commitImport(db, await signedInAccount(db, request), request.params.id),
  );

  app.post(
    '/api/admin/members/imports/:id/invitations',
    {
      schema: {
        summary: 'Staff (Members): invite every member an import brought in who is not invited yet, has no password and is not suspended',
        params: importParams,
        response: { 200: messageReplySchema.extend({ invited: z.number() }), ...errors },
      },
    },
    async (request) => inviteImported(db, config, await signedInAccount(db, request), request.params.id),
  );

  app.post(
    '/api/admin/members',
    {
      schema: {
        summary: "Staff (Members): add one member to the register by hand, with the import's fields and rules (no fee owed, nobody mailed)",
        body: registerEntrySchema,
        response: { 201: messageReplySchema.extend({ id: z.number(), memberId: z.string() }), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await addMember(db, await signedInAccount(db, request), request.body)),
  );

  app.post(
    '/api/admin/members/:memberId/invitation',
    {
      schema: {
        summary: 'Staff (Members): mail a member of the register (by member ID, e.g. M-0007) a link to choose their password, valid 7 days and once',
        params: z.object({ memberId: memberIdSchema }),
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => inviteMember(db, config, await signedInAccount(db, request), request.params.memberId),
  );
}
