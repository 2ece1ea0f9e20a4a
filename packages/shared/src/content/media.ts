import { z } from '../common/zod';

/** `POST /api/admin/media` and `POST /api/admin/media/videos`: the key the stored file goes by from now on. */
export const storedMediaSchema = z.object({ key: z.string() });
export type StoredMedia = z.infer<typeof storedMediaSchema>;
