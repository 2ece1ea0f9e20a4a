import { and, eq, gt } from 'drizzle-orm';
import type { CodeNeededAnswer } from '@rgcc/shared/account/staff';
import type { FirstAdminInput, SetupLink } from '@rgcc/shared/account/setup';
import type { Config } from '../../../config';
import type { Database, Transaction } from '../../../db/client';
import { accounts, setupLinks } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/unique-violation';
import { AppError } from '../../../http/errors';
import { recordStaffAction } from '../../audit/entry';
import { commonPasswordMessage, hashPassword, isCommonPassword } from '../passwords';
import { startCodeChallenge, type TotpAppKey } from '../second-factor';
import { tokenHash } from '../session-tokens';
import { staffEmailTakenMessage } from '../service';
import { staffExists } from './issue';

export const invalidSetupLinkMessage = 'This setup link has expired or has already been used. Restart the server for a new one, or make the admin with npm run admin.';
export const adminExistsMessage = 'The club already has a staff account, so the setup link no longer works. Please sign in, or ask an admin to invite you.';
export const firstAdminMadeMessage = 'Your admin account is made. Set up your authenticator app to finish signing in.';

async function liveLink(db: Pick<Database, 'select'>, token: string, now: Date) {
  const [link] = await db
    .select()
    .from(setupLinks)
    .where(and(eq(setupLinks.tokenHash, tokenHash(token)), gt(setupLinks.expiresAt, now)));
  return link;
}

/**
 * The setup page asks first: until when the link works, or 404 when it is unknown, used or
 * expired, or when someone made a staff account meanwhile. Only the holder of a live link learns
 * whether the club has staff.
 */
export async function readSetupLink(db: Database, token: string, now = new Date()): Promise<SetupLink> {
  const link = await liveLink(db, token, now);
  if (!link) throw new AppError(404, invalidSetupLinkMessage);
  if (await staffExists(db)) throw new AppError(404, adminExistsMessage);
  return { expiresAt: link.expiresAt.toISOString() };
}

/**
 * Spends every setup link at once, and answers whether `token`'s was among the live ones. Of two
 * requests at once (two tabs, or two links of two starts), the second waits for the first's
 * row locks and then finds no row left: only one goes on to make an admin.
 */
async function spendSetupLinks(tx: Transaction, token: string, now: Date): Promise<boolean> {
  const spent = await tx.delete(setupLinks).returning({ tokenHash: setupLinks.tokenHash, expiresAt: setupLinks.expiresAt });
  const hash = tokenHash(token);
  return spent.some((link) => link.tokenHash === hash && link.expiresAt > now);
}

/**
 * The setup page's form: the first admin is made, every setup link dies and the audit log says so,
 * in one transaction; then the sign-in goes on as at `/login` after the password, to set up the
 * authenticator app (the answer's `setup`), so that the admin leaves the page with the second
 * factor in place.
 */
export async function makeFirstAdmin(db: Database, config: Config, appKey: TotpAppKey, token: string, input: FirstAdminInput, now = new Date()): Promise<CodeNeededAnswer> {
  // A dead link is refused before the password costs a hash; the transaction below decides for good.
  if (!(await liveLink(db, token, now))) throw new AppError(400, invalidSetupLinkMessage);
  if (isCommonPassword(input.password)) throw new AppError(400, commonPasswordMessage, { password: commonPasswordMessage });
  const passwordHash = await hashPassword(input.password);
  let admin;
  try {
    admin = await db.transaction(async (tx) => {
      if (!(await spendSetupLinks(tx, token, now))) throw new AppError(400, invalidSetupLinkMessage);
      // `npm run admin` may have made someone meanwhile: the link was for a club without staff.
      if (await staffExists(tx)) throw new AppError(409, adminExistsMessage);
      const [account] = await tx.insert(accounts).values({ email: input.email, role: 'admin', passwordHash, createdAt: now }).returning();
      await recordStaffAction(
        tx,
        account!,
        { action: 'staff.first-admin', entity: { type: 'staff', id: account!.id }, before: null, after: { email: account!.email, role: 'admin', status: 'active' }, detail: 'Made from the setup link' },
        now,
      );
      return account!;
    });
  } catch (error) {
    // The email of an account that is not staff (no member exists before the first admin, but the database may say otherwise).
    if (isUniqueViolation(error)) throw new AppError(409, staffEmailTakenMessage, { email: staffEmailTakenMessage });
    throw error;
  }
  return { ...(await startCodeChallenge(db, config, appKey, admin, now)), message: firstAdminMadeMessage };
}
