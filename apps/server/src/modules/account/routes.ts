import type { AppInstance } from '../../http/app-instance';
import { signInRoutes } from './public/sign-in-routes';
import { setupLinkRoutes } from './public/setup-link-routes';
import { staffInvitationRoutes } from './public/staff-invitation-routes';
import { staffRoutes } from './staff/staff-routes';

/** Signing in and out, passwords, the second factor, the staff's accounts, and the first admin's setup link. */
export async function accountAreaRoutes(app: AppInstance) {
  await app.register(signInRoutes);
  await app.register(staffInvitationRoutes);
  await app.register(setupLinkRoutes);
  await app.register(staffRoutes);
}
