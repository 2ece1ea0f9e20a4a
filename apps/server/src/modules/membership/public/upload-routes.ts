import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { text } from '@rgcc/shared/common/text';
import { emptyFileMessage, fileTooLargeMessage, incompleteUploadMessage, maxUploadBytes } from '@rgcc/shared/common/uploads';
import { uploadResultSchema } from '@rgcc/shared/membership/uploads';
import type { AppInstance } from '../../../http/app-instance';
import { AppError } from '../../../http/errors';
import { errorReplies } from '../../../http/route-parts';
import { isCutShort } from '../../../http/multipart-errors';
import type { FileStorage } from '../../../infra/storage/file-storage';
import { isValidUploadSignature, signedUploadLink } from '../uploads/signed-link';
import { readUpload, storeUpload, uploadLinkLifetimeMs, uploadSigningKey } from '../uploads/service';

const chooseImageMessage = 'Please choose an image to upload.';
const chooseImage = () => new AppError(400, chooseImageMessage, { file: chooseImageMessage });
const incompleteUpload = () => new AppError(400, incompleteUploadMessage, { file: incompleteUploadMessage });
const notFound = { message: 'Not found.' };

export async function uploadRoutes(app: AppInstance, { storage }: { storage: FileStorage }) {
  const { db, config } = app.deps;
  const signingKey = await uploadSigningKey(db);

  // Limits are enforced while the body streams in, so an oversized file is never held whole.
  await app.register(fastifyMultipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 4, parts: 5 } });

  app.post(
    '/api/uploads',
    {
      config: { rateLimit: { max: config.UPLOAD_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary: 'Upload one image (multipart field `file`); answers a signed link that expires',
        consumes: ['multipart/form-data'],
        response: { 200: uploadResultSchema, ...errorReplies(400, 413, 415, 429) },
      },
    },
    async (request) => {
      const file = await request.file().catch((error: unknown) => {
        throw isCutShort(error) ? incompleteUpload() : chooseImage();
      });
      if (!file || file.fieldname !== 'file') throw chooseImage();
      const bytes = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, fileTooLargeMessage, { file: fileTooLargeMessage });
        if (isCutShort(error)) throw incompleteUpload();
        throw error;
      });
      if (bytes.length === 0) throw new AppError(400, emptyFileMessage, { file: emptyFileMessage });
      const upload = await storeUpload(db, storage, bytes);
      const expiresAt = new Date(Date.now() + uploadLinkLifetimeMs);
      return {
        secure_url: signedUploadLink(config.PUBLIC_URL, signingKey, upload.id, expiresAt),
        public_id: upload.id,
        format: upload.storageKey.split('.').pop() as 'jpg' | 'png' | 'webp',
        width: upload.width,
        height: upload.height,
        bytes: upload.byteSize,
        expires_at: expiresAt.toISOString(),
      };
    },
  );

  app.get(
    '/api/uploads/:id',
    {
      schema: {
        summary: 'An uploaded image, through its signed link (404 when the link is wrong or has expired)',
        params: z.object({ id: text().max(100) }),
        querystring: z.object({ expires: z.coerce.number().optional(), signature: text().max(100).optional() }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { expires, signature } = request.query;
      // One answer for a bad link and a missing file: a link reveals nothing it does not grant.
      if (expires === undefined || !signature || !isValidUploadSignature(signingKey, id, expires, signature, new Date())) {
        return reply.code(404).send(notFound);
      }
      const found = await readUpload(db, storage, id);
      if (!found) return reply.code(404).send(notFound);
      return reply
        .header('Content-Type', found.row.contentType)
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', 'inline')
        .send(found.data);
    },
  );
}
