import type { AppInstance } from '../../http/app-instance';
import type { FileStorage } from '../../infra/storage/file-storage';
import { clubSettingsRoutes } from './public/club-settings-routes';
import { contentRoutes } from './public/content-routes';
import { publicMediaRoutes } from './public/media-routes';
import { clubSettingsStaffRoutes } from './staff/club-settings-routes';
import { contentListsRoutes } from './staff/content-list-routes';
import { clubEventsRoutes } from './staff/event-routes';
import { mediaUploadRoutes } from './staff/media-routes';

/** What the public pages show (pages, lists, events, media, the club's settings) and the console that edits it. */
export async function contentAreaRoutes(app: AppInstance, { storage }: { storage: FileStorage }) {
  await app.register(contentRoutes);
  await app.register(clubSettingsRoutes);
  await app.register(publicMediaRoutes, { storage });
  await app.register(clubSettingsStaffRoutes);
  await app.register(clubEventsRoutes);
  await app.register(contentListsRoutes);
  await app.register(mediaUploadRoutes, { storage });
}
