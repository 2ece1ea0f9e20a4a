import type { AppInstance } from '../../http/app-instance';
import { supportRoutes } from './member/support-routes';
import { devMailboxRoutes } from './public/dev-mailbox-routes';
import { reviewRoutes } from './public/review-routes';
import { submissionRoutes } from './public/submission-routes';
import { inboxRoutes } from './staff/inbox-routes';
import { reviewModerationRoutes } from './staff/review-moderation-routes';

/** What people write to the club and the club to them: contact, newsletter, ratings, reviews, support, the inbox. */
export async function commsAreaRoutes(app: AppInstance) {
  await app.register(reviewRoutes);
  await app.register(submissionRoutes);
  await app.register(supportRoutes);
  await app.register(inboxRoutes);
  await app.register(reviewModerationRoutes);
  // Every mail, with its codes and links: for a laptop, never for a deployment.
  if (!app.deps.config.isProduction) await app.register(devMailboxRoutes);
}
