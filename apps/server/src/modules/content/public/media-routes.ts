import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isUploadedVideoKey, mediaFormats, publicMediaFolders, uploadedMediaPrefix, type MediaFormat, type PublicMediaFolder } from '@rgcc/shared/content/media-variants';
import type { AppInstance } from '../../../http/app-instance';
import { byteRangeOf } from '../../../http/byte-range';
import { AppError } from '../../../http/errors';
import type { FileStorage } from '../../../infra/storage/file-storage';
import { openPublicVideo, readPublicImage } from '../media/service';

const variantFile = /^([0-9a-f]{32})-(\d{1,4})\.(avif|webp)$/;
const contentTypes: Record<MediaFormat, string> = { avif: 'image/avif', webp: 'image/webp' };
/** A key is never reused, so a browser may keep every uploaded file for good. */
const immutable = 'public, max-age=31536000, immutable';

/** The public images and videos staff uploaded, served from storage; a browser keeps each for good. */
export async function publicMediaRoutes(app: AppInstance, { storage }: { storage: FileStorage }) {
  const { db } = app.deps;

  /** An uploaded video, whole or the one range asked for: a player seeks by asking for ranges. */
  const sendVideo = async (request: FastifyRequest, reply: FastifyReply, key: string) => {
    const video = await openPublicVideo(db, storage, key);
    if (!video) throw new AppError(404, 'Not found.');
    const range = byteRangeOf(request.headers.range, video.size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('Content-Range', `bytes */${video.size}`).send({ message: 'The range asked for is past the end of the file.' });
    }
    const { start, end } = range ?? { start: 0, end: video.size - 1 };
    if (range) void reply.code(206).header('Content-Range', `bytes ${start}-${end}/${video.size}`);
    return reply
      .header('Accept-Ranges', 'bytes')
      .header('Cache-Control', immutable)
      .header('Content-Length', end - start + 1)
      .type(video.contentType)
      .send(video.read({ start, end }));
  };

  app.get(
    '/media/uploaded/:folder/:file',
    { schema: { hide: true, params: z.object({ folder: z.string(), file: z.string() }) } },
    async (request, reply) => {
      const { folder, file } = request.params;
      const key = `${uploadedMediaPrefix}${folder}/${file}`;
      if (isUploadedVideoKey(key)) return sendVideo(request, reply, key);
      const match = variantFile.exec(file);
      if (!match || !(publicMediaFolders as readonly string[]).includes(folder)) throw new AppError(404, 'Not found.');
      const [, id, width, format] = match as unknown as [string, string, string, MediaFormat];
      const image = await readPublicImage(db, storage, `${uploadedMediaPrefix}${folder as PublicMediaFolder}/${id}`, Number(width), format);
      if (!image || !mediaFormats.includes(format)) throw new AppError(404, 'Not found.');
      return reply.header('Cache-Control', immutable).type(contentTypes[format]).send(image);
    },
  );
}
