import sharp from 'sharp';
import type { UploadResult } from '@rgcc/shared/schemas/uploads';
import type { TestApp } from './test-app';

/** Uploads a real PNG through `POST /api/uploads`, as a form's image field does; answers its signed link. */
export async function uploadedImageLink(testApp: TestApp, color = '#1d4e67', size = 24): Promise<string> {
  const png = await sharp({ create: { width: size, height: size, channels: 3, background: color } }).png().toBuffer();
  const boundary = 'test-upload';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="image.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await testApp.app.inject({ method: 'POST', url: '/api/uploads', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json<UploadResult>().secure_url;
}
