import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { emptyFileMessage, fileTooLargeMessage, maxUploadBytes } from '@rgcc/shared/constants/uploads';
import { mediaFormats, publicMediaFolders, uploadedMediaPrefix, type MediaFormat, type PublicMediaFolder } from '@rgcc/shared/media/media-variants';
import { apiErrorSchema } from '@rgcc/shared/schemas/api-error';
import type { AppInstance } from '../../app';
import { requireSignedIn } from '../../http/current-account';
import { AppError } from '../../http/errors';
import { hourMs, runPeriodically } from '../../http/periodic-job';
import type { FileStorage } from '../../infra/storage/file-storage';
import { assertStaff } from '../account/authorization';
import { deleteUnusedMedia, readPublicImage, storePublicImage } from './service';

const chooseImageMessage = 'Please choose an image to upload.';
const folderQuery = z.object({ folder: z.enum(publicMediaFolders, { error: 'Unknown media folder.' }) });
/** Event photos belong to the Events section; every other public image to Content. */
const sectionOf = (folder: unknown) => (folder === 'events' ? 'Events' : 'Content');
const variantFile = /^([0-9a-f]{32})-(\d{1,4})\.(avif|webp)$/;
const contentTypes: Record<MediaFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** Public images staff upload: re-encoded on upload, served from storage, swept once unused. */
export async function publicMediaRoutes(app: AppInstance, { storage }: { storage: FileStorage }) {
  const { db, config } = app.deps;

  runPeriodically(app, { what: 'delete unused public images', everyMs: hourMs, atStart: true }, async () => {
    const deleted = await deleteUnusedMedia(db, storage, new Date());
    if (deleted > 0) app.log.info({ deleted }, 'deleted unused public images');
  });

  await app.register(fastifyMultipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 0, parts: 1 } });

  app.post(
    '/api/admin/media',
    {
      // Staff before the body is read: others learn nothing but 401 or 403.
      onRequest: async (request) => assertStaff((await requireSignedIn(db, request)).account, sectionOf((request.query as { folder?: unknown }).folder)),
      config: { rateLimit: { max: config.UPLOAD_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary: 'Staff: upload a public image (multipart field `file`) into a folder; answers its media key',
        consumes: ['multipart/form-data'],
        querystring: folderQuery,
        response: { 201: z.object({ key: z.string() }), 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema, 429: apiErrorSchema },
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
      const { account } = await requireSignedIn(db, request);
      return reply.status(201).send(await storePublicImage(db, storage, account, request.query.folder, bytes));
    },
  );

  app.get(
    '/media/uploaded/:folder/:file',
    { schema: { hide: true, params: z.object({ folder: z.string(), file: z.string() }) } },
    async (request, reply) => {
      const { folder, file } = request.params;
      const match = variantFile.exec(file);
      if (!match || !(publicMediaFolders as readonly string[]).includes(folder)) throw new AppError(404, 'Not found.');
      const [, id, width, format] = match as unknown as [string, string, string, MediaFormat];
      const image = await readPublicImage(db, storage, `${uploadedMediaPrefix}${folder as PublicMediaFolder}/${id}`, Number(width), format);
      if (!image || !mediaFormats.includes(format)) throw new AppError(404, 'Not found.');
      // A key is never reused, so a browser may keep every variant for good.
      return reply.header('Cache-Control', 'public, max-age=31536000, immutable').type(contentTypes[format]).send(image);
    },
  );
}
