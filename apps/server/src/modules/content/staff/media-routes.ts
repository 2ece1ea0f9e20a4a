import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { emptyFileMessage, fileTooLargeMessage, incompleteUploadMessage, maxUploadBytes, maxVideoUploadBytes } from '@rgcc/shared/common/uploads';
import { publicMediaFolders } from '@rgcc/shared/content/media-variants';
import { storedMediaSchema } from '@rgcc/shared/content/media';
import type { AppInstance } from '../../../http/app-instance';
import { signedInAccount } from '../../../http/current-account';
import { errorReplies } from '../../../http/route-parts';
import { AppError } from '../../../http/errors';
import { isCutShort } from '../../../http/multipart-errors';
import type { FileStorage } from '../../../infra/storage/file-storage';
import { assertStaff } from '../../account/entry';
import { storePublicImage, storePublicVideo } from '../media/service';

const chooseImageMessage = 'Please choose an image to upload.';
const chooseVideoMessage = 'Please choose a video to upload.';
const folderQuery = z.object({ folder: z.enum(publicMediaFolders, { error: 'Unknown media folder.' }) });
/** Event photos belong to the Events section; every other public image to Content. */
const sectionOf = (folder: unknown) => (folder === 'events' ? 'Events' : 'Content');

/**
 * Public images and videos staff upload: images re-encoded, videos stored as they come; both
 * served from storage and swept once unused.
 */
export async function mediaUploadRoutes(app: AppInstance, { storage }: { storage: FileStorage }) {
  const { db, config } = app.deps;

  await app.register(fastifyMultipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 0, parts: 1 } });

  app.post(
    '/api/admin/media',
    {
      // Staff before the body is read: others learn nothing but 401 or 403.
      onRequest: async (request) => assertStaff(await signedInAccount(db, request), sectionOf((request.query as { folder?: unknown }).folder)),
      config: { rateLimit: { max: config.UPLOAD_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary: 'Staff: upload a public image (multipart field `file`) into a folder; answers its media key',
        consumes: ['multipart/form-data'],
        querystring: folderQuery,
        response: { 201: storedMediaSchema, ...errorReplies(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const file = await request.file().catch(() => {
        throw new AppError(400, chooseImageMessage, { file: chooseImageMessage });
      });
      if (!file || file.fieldname !== 'file') throw new AppError(400, chooseImageMessage, { file: chooseImageMessage });
      const bytes = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, fileTooLargeMessage, { file: fileTooLargeMessage });
        throw new AppError(400, chooseImageMessage, { file: chooseImageMessage });
      });
      if (bytes.length === 0) throw new AppError(400, emptyFileMessage, { file: emptyFileMessage });
      return reply.status(201).send(await storePublicImage(db, storage, await signedInAccount(db, request), request.query.folder, bytes));
    },
  );

  app.post(
    '/api/admin/media/videos',
    {
      onRequest: async (request) => assertStaff(await signedInAccount(db, request), 'Content'),
      config: { rateLimit: { max: config.UPLOAD_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary: `Staff (content): upload a video for the video gallery (multipart field \`file\`, MP4 or WebM, at most ${maxVideoUploadBytes / 1024 / 1024} MiB), stored as it is; answers its key`,
        consumes: ['multipart/form-data'],
        response: { 201: storedMediaSchema, ...errorReplies(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const account = await signedInAccount(db, request);
      const file = await request.file({ limits: { fileSize: maxVideoUploadBytes } }).catch(() => {
        throw new AppError(400, chooseVideoMessage, { file: chooseVideoMessage });
      });
      if (!file || file.fieldname !== 'file') throw new AppError(400, chooseVideoMessage, { file: chooseVideoMessage });
      const stored = await storePublicVideo(db, storage, account, file.file).catch((error: unknown) => {
        if (isCutShort(error)) throw new AppError(400, incompleteUploadMessage, { file: incompleteUploadMessage });
        throw error;
      });
      return reply.status(201).send(stored);
    },
  );
}
