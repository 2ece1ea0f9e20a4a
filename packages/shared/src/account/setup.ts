import { newPasswordSchema } from './account';
import { inviteStaffSchema } from './staff';
import { z } from '../common/zod';

/**
 * The setup link `npm start` prints while the club has no staff account (decision 0033): the page
 * it opens makes the first admin, who then sets up the authenticator app.
 */

/** `GET /api/setup/{token}`: the link works, until then. */
export const setupLinkSchema = z.object({ expiresAt: z.string() });
export type SetupLink = z.infer<typeof setupLinkSchema>;

/** The setup page's form: the first admin's email and password, twice, as a staff invitation asks. */
export const firstAdminSchema = newPasswordSchema.safeExtend({ email: inviteStaffSchema.shape.email });
export type FirstAdminInput = z.infer<typeof firstAdminSchema>;
