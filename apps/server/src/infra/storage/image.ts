import sharp from 'sharp';
import {
  imageTooLargeMessage,
  maxUploadPixels,
  onlyImagesMessage,
} from '@rgcc/shared/common/uploads';
import { AppError } from '../../http/errors';

export type StoredFormat = 'jpg' | 'png' | 'webp';

export interface ReencodedImage {
  data: Buffer;
  format: StoredFormat;
  contentType: string;
  width: number;
  height: number;
}

/**
 * Raster formats accepted, by what the bytes say (never the name or the claimed type), and what
 * each is stored as. SVG (it can carry scripts), PDF and everything else are refused.
 */
const storedFormatOf: Partial<Record<string, StoredFormat>> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'png',
  avif: 'jpg',
  heif: 'jpg',
  tiff: 'jpg',
};

const contentTypes: Record<StoredFormat, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

const notAnImage = () => new AppError(415, onlyImagesMessage, { file: onlyImagesMessage });

/**
 * Re-encodes an uploaded image with sharp: only its pixels survive (no metadata, no trailing
 * bytes of a polyglot file), upright as the camera meant. Huge dimensions are refused from the
 * header, before anything is decoded.
 */
export async function reencodeImage(input: Buffer): Promise<ReencodedImage> {
  // sharp throws at once, not through the promise, for some inputs (an empty buffer).
  const metadata = await Promise.resolve()
    .then(() => sharp(input, { limitInputPixels: false }).metadata())
    .catch(() => {
      throw notAnImage();
    });
  const format = metadata.format ? storedFormatOf[metadata.format] : undefined;
  if (!format) throw notAnImage();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > maxUploadPixels) {
    throw new AppError(413, imageTooLargeMessage, { file: imageTooLargeMessage });
  }

  const pipeline = sharp(input, { limitInputPixels: maxUploadPixels }).rotate();
  const encoded =
    format === 'png' ? pipeline.png() : format === 'webp' ? pipeline.webp({ quality: 85 }) : pipeline.jpeg({ quality: 85, mozjpeg: true });
  // A valid header over broken pixel data fails here.
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true }).catch(() => {
    throw notAnImage();
  });
  return { data, format, contentType: contentTypes[format], width: info.width, height: info.height };
}
