import sharp from 'sharp';
import type { UploadResult } from '@rgcc/shared/membership/uploads';
import type { TestApp } from './test-app';

const boundary = 'test-upload';

/** A multipart body with one file in the field `file`, as a browser's form sends it. */
export function multipartFile(bytes: Buffer, filename = 'image.png', contentType = 'image/png') {
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real PNG of one colour. */
export const pngOf = (color = '#1d4e67', width = 24, height = width) => sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();

/** Uploads a real PNG through `POST /api/uploads`, as a form's image field does; answers its signed link. */
export async function uploadedImageLink(testApp: TestApp, color = '#1d4e67', size = 24): Promise<string> {
  const response = await testApp.app.inject({ method: 'POST', url: '/api/uploads', ...multipartFile(await pngOf(color, size)) });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json<UploadResult>().secure_url;
}
