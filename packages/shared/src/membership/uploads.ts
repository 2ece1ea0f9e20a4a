import { z } from '../common/zod';

/**
 * What `POST /api/uploads` answers: the fields of the hosted image service the spec used, so the
 * form stores `secure_url` as it did. The link is signed and expires; the image is private.
 */
export const uploadResultSchema = z.object({
  secure_url: z.string(),
  public_id: z.string(),
  format: z.enum(['jpg', 'png', 'webp']),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  /** When `secure_url` stops working (ISO 8601). */
  expires_at: z.string(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
