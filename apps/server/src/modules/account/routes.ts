import type { AppInstance } from '../../http/app-instance';
import { signInRoutes } from './public/sign-in-routes';
import { staffInvitationRoutes } from './public/staff-invitation-routes';
import { staffRoutes } from './staff/staff-routes';

/** Signing in and out, passwords, the second factor, and the staff's accounts. */
export async function accountAreaRoutes(app: AppInstance) {
  await app.register(signInRoutes);
  await app.register(staffInvitationRoutes);
  await app.register(staffRoutes);
}
