import { text } from '@rgcc/shared/common/text';
import { messageReplySchema } from '@rgcc/shared/common/message-reply';
import { applicationApprovedSchema, applicationDetailSchema, approveApplicationSchema, applicationListQuerySchema, applicationListSchema, rejectApplicationSchema } from '@rgcc/shared/membership/applications-review';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount, staffRequired } from '../../../http/current-account';
import { errorReplies, idParams } from '../../../http/route-parts';
import type { FileStorage } from '../../../infra/storage/file-storage';
import { approveApplication, getApplication, listApplications, readApplicationDocument, rejectApplication } from '../applications-review/service';

const applicationParams = idParams('Application not found.');
const errors = errorReplies(400, 401, 403, 404, 409);

/** The staff console's API: applications, their documents, and the approve / reject decisions. */
export async function applicationsReviewRoutes(app: AppInstance, { storage }: { storage: FileStorage }) {
  const { db, config } = app.deps;

  // Staff before anything else is read: others learn nothing but 401 or 403. (The services
  // check again: they never trust their callers.)
  app.addHook('onRequest', staffRequired(db, 'Applications'));

  app.get(
    '/api/admin/applications',
    {
      schema: {
        summary: 'Staff: applications, newest first, with search, status and category filters, 20 a page',
        querystring: applicationListQuerySchema,
        response: { 200: applicationListSchema, ...errors },
      },
    },
    async (request) => listApplications(db, await signedInAccount(db, request), request.query),
  );

  app.get(
    '/api/admin/applications/:id',
    {
      schema: {
        summary: 'Staff: one application with every field, its documents and its audit trail',
        params: applicationParams,
        response: { 200: applicationDetailSchema, ...errors },
      },
    },
    async (request) => getApplication(db, await signedInAccount(db, request), request.params.id),
  );

  app.get(
    '/api/admin/applications/:id/documents/:field',
    {
      schema: {
        summary: "Staff: one of an application's identity documents (private: never through a public link)",
        params: applicationParams.extend({ field: text().max(40) }),
      },
    },
    async (request, reply) => {
      const found = await readApplicationDocument(db, config, storage, await signedInAccount(db, request), request.params.id, request.params.field);
      return reply
        .header('Content-Type', found.row.contentType)
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', 'inline')
        .send(found.data);
    },
  );

  app.post(
    '/api/admin/applications/:id/approve',
    {
      schema: {
        summary:
          'Staff: approve; creates the member account, emails the User ID and a temporary password, and invoices the entrance fee in full (an empty body) or its first of 2 to 12 monthly instalments',
        params: applicationParams,
        body: approveApplicationSchema,
        response: { 200: applicationApprovedSchema, ...errors },
      },
    },
    async (request) => approveApplication(db, config, await signedInAccount(db, request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/applications/:id/reject',
    {
      schema: {
        summary: 'Staff: reject with a reason, which is emailed to the applicant',
        params: applicationParams,
        body: rejectApplicationSchema,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => rejectApplication(db, config, await signedInAccount(db, request), request.params.id, request.body.reason),
  );
}
