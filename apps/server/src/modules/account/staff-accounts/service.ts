import { and, asc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import { staffRoleLabels, staffRoles, type StaffRole } from '@rgcc/shared/account/staff-roles';
import type { NewPasswordInput } from '@rgcc/shared/account/account';
import type { ChangeStaffRoleInput, InviteStaffInput, StaffInvitation, StaffList, StaffMember } from '@rgcc/shared/account/staff';
import { defaultLocale } from '@rgcc/shared/format/locale';
import type { Config } from '../../../config';
import type { Database, Transaction } from '../../../db/client';
import { accounts, signInChallenges, staffInvitations, staffRecoveryCodes, type AccountRow } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/unique-violation';
import { AppError } from '../../../http/errors';
import { enqueueMail, secretsSpent } from '../../../infra/mail/outbox';
import { assertStaff, sectionNotInRoleMessage } from '../authorization';
import { forgetCodeTries } from '../login-throttle';
import { commonPasswordMessage, hashPassword, isCommonPassword } from '../passwords';
import { newSecretToken, tokenHash, tokenMatches } from '../session-tokens';
import { endAllSessions } from '../sessions';
import { recordStaffAction } from '../../audit/entry';
import { secondFactorResetMail, staffInvitationMail } from './staff-mail';
import { keyOf } from '@rgcc/shared/common/keys';

export const staffNotFoundMessage = 'Staff member not found.';
export const emailTakenMessage = 'An account with this email already exists.';
export const notOwnRoleMessage = 'You cannot change your own role. Another admin must do it.';
export const notOwnAccountMessage = 'You cannot deactivate your own account. Another admin must do it.';
export const alreadyDeactivatedMessage = 'This staff account is already deactivated.';
export const alreadyActiveMessage = 'This staff account is already active.';
export const notOwnSecondFactorMessage = 'You cannot reset your own sign-in code. Use one of your recovery codes, or ask another admin.';
export const resetNeedsActiveMessage = 'This staff account is deactivated. Reactivate it before resetting its sign-in code.';
export const invitationNotFoundMessage = 'This invitation was not found. It may have been accepted or cancelled already.';
export const invalidInvitationMessage = 'This invitation link has expired or has already been used. Please ask a club admin for a new one.';
export const invitationAcceptedMessage = 'Your password is set. Please sign in to set up your second factor.';
export const invitedMessage = (email: string) => `An invitation is on its way to ${email}. Its link works for 72 hours.`;
export const roleChangedMessage = (email: string, role: StaffRole) => `${email} is now ${staffRoleLabels[role]}.`;
export const deactivatedMessage = (email: string) => `${email} is deactivated and signed out everywhere.`;
export const reactivatedMessage = (email: string) => `${email} is active again.`;
export const secondFactorResetMessage = (email: string) => `The sign-in code of ${email} is reset: they are signed out everywhere and set up their authenticator app again at their next sign-in.`;
export const invitationCancelledMessage = (email: string) => `The invitation to ${email} is cancelled: its link no longer works.`;

const invitationLifetimeMs = 72 * 60 * 60 * 1000;

/** What the audit log keeps of a member of staff: never a password or a key. */
const auditView = (account: Pick<AccountRow, 'email' | 'role' | 'deactivatedAt'>) => ({
  email: account.email,
  role: account.role,
  status: account.deactivatedAt ? 'deactivated' : 'active',
});

/**
 * Locks every active admin's row (in one order, so two admins acting at once queue instead of
 * deadlocking) and checks that the actor is still one of them. With the rule that nobody demotes
 * or deactivates themselves, the club always keeps an admin, whatever runs at the same time.
 */
async function lockAdmins(tx: Transaction, actor: AccountRow) {
  const admins = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.role, 'admin'), isNull(accounts.deactivatedAt)))
    .orderBy(asc(accounts.id))
    .for('update');
  if (!admins.some((admin) => admin.id === actor.id)) throw new AppError(403, sectionNotInRoleMessage('Staff'));
}

async function lockedStaffMember(tx: Transaction, id: number): Promise<AccountRow> {
  const [account] = await tx
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), inArray(accounts.role, [...staffRoles])))
    .for('update');
  if (!account) throw new AppError(404, staffNotFoundMessage);
  return account;
}

/** Every session of the account ends, and any sign-in half done: nothing started before this goes on. */
async function signOutEverywhere(tx: Transaction, id: number) {
  await endAllSessions(tx, id);
  await tx.delete(signInChallenges).where(eq(signInChallenges.accountId, id));
}

/** The Staff page: every staff account, then the invitations still open, each by email. */
export async function listStaff(db: Database, viewer: AccountRow, now = new Date()): Promise<StaffList> {
  assertStaff(viewer, 'Staff');
  const [members, invitations] = await Promise.all([
    db.select().from(accounts).where(inArray(accounts.role, [...staffRoles])).orderBy(asc(accounts.email)),
    db.select().from(staffInvitations).where(gt(staffInvitations.expiresAt, now)).orderBy(asc(staffInvitations.email)),
  ]);
  const items: StaffMember[] = [
    ...members.map((account) => ({
      id: account.id,
      email: account.email,
      role: account.role as StaffRole,
      status: account.deactivatedAt ? ('deactivated' as const) : ('active' as const),
      lastSignInAt: account.lastSignInAt?.toISOString() ?? null,
      invitationId: null,
      inviteExpiresAt: null,
    })),
    ...invitations.map((invitation) => ({
      id: null,
      email: invitation.email,
      role: invitation.role,
      status: 'invited' as const,
      lastSignInAt: null,
      invitationId: invitation.id,
      inviteExpiresAt: invitation.expiresAt.toISOString(),
    })),
  ];
  return { items };
}

/**
 * Mails a single-use link, valid 72 hours, to choose a password. Inviting the same email again
 * replaces the earlier invitation, whose link stops working.
 */
export async function inviteStaff(db: Database, config: Config, actor: AccountRow, input: InviteStaffInput, now = new Date()) {
  assertStaff(actor, 'Staff');
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + invitationLifetimeMs);
  return db.transaction(async (tx) => {
    await lockAdmins(tx, actor);
    const [existing] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, input.email));
    if (existing) throw new AppError(409, emailTakenMessage, { email: emailTakenMessage });
    const values = { email: input.email, role: input.role, tokenHash: tokenHash(token), invitedBy: actor.id, createdAt: now, expiresAt };
    const [invitation] = await tx
      .insert(staffInvitations)
      .values(values)
      .onConflictDoUpdate({ target: staffInvitations.email, set: values })
      .returning({ id: staffInvitations.id });
    await secretsSpent(tx, input.email, ['staff-invitation'], now);
    // Nobody has an account with this email (refused above), so no language of theirs is known;
    // the inviting admin's is not theirs.
    const link = `${config.PUBLIC_URL}/staff-invite/${invitation!.id}/${token}`;
    await enqueueMail(tx, staffInvitationMail(config, { to: input.email, role: input.role, link, expiresAt, language: defaultLocale }));
    // The entity's id names the invitation, not the email: the log's ids are never erased, personal data may be.
    await recordStaffAction(
      tx,
      actor,
      { action: 'staff.invited', entity: { type: 'staff', id: `invitation-${invitation!.id}` }, before: null, after: { email: input.email, role: input.role, status: 'invited' }, detail: input.email },
      now,
    );
    return { message: invitedMessage(input.email) };
  });
}

export async function changeStaffRole(db: Database, actor: AccountRow, id: number, input: ChangeStaffRoleInput, now = new Date()) {
  assertStaff(actor, 'Staff');
  if (id === actor.id) throw new AppError(409, notOwnRoleMessage);
  return db.transaction(async (tx) => {
    await lockAdmins(tx, actor);
    const before = await lockedStaffMember(tx, id);
    if (before.role === input.role) return { message: roleChangedMessage(before.email, input.role) };
    await tx.update(accounts).set({ role: input.role }).where(eq(accounts.id, id));
    await recordStaffAction(
      tx,
      actor,
      { action: 'staff.role-changed', entity: { type: 'staff', id }, before: auditView(before), after: auditView({ ...before, role: input.role }), detail: `${staffRoleLabels[before.role as StaffRole]} to ${staffRoleLabels[input.role]}` },
      now,
    );
    return { message: roleChangedMessage(before.email, input.role) };
  });
}

/** Deactivating ends every session and any sign-in half done, at once; sign-in is then refused. */
export async function deactivateStaff(db: Database, actor: AccountRow, id: number, now = new Date()) {
  assertStaff(actor, 'Staff');
  if (id === actor.id) throw new AppError(409, notOwnAccountMessage);
  return db.transaction(async (tx) => {
    await lockAdmins(tx, actor);
    const before = await lockedStaffMember(tx, id);
    if (before.deactivatedAt) throw new AppError(409, alreadyDeactivatedMessage);
    await tx.update(accounts).set({ deactivatedAt: now }).where(eq(accounts.id, id));
    await signOutEverywhere(tx, id);
    await recordStaffAction(tx, actor, { action: 'staff.deactivated', entity: { type: 'staff', id }, before: auditView(before), after: auditView({ ...before, deactivatedAt: now }) }, now);
    return { message: deactivatedMessage(before.email) };
  });
}

/**
 * A lost or replaced phone: the authenticator key, its last step and the recovery codes go, and
 * the account is signed out everywhere at once; the next sign-in sets the app up again. Never
 * one's own (a recovery code, or another admin, does it): an admin cannot strip their own
 * second factor with a session alone. The member of staff is told by mail, in case they did
 * not ask for it.
 */
export async function resetSecondFactor(db: Database, config: Config, actor: AccountRow, id: number, now = new Date()) {
  assertStaff(actor, 'Staff');
  if (id === actor.id) throw new AppError(409, notOwnSecondFactorMessage);
  return db.transaction(async (tx) => {
    await lockAdmins(tx, actor);
    const before = await lockedStaffMember(tx, id);
    if (before.deactivatedAt) throw new AppError(409, resetNeedsActiveMessage);
    await tx.update(accounts).set({ totpSecret: null, totpLastStep: null }).where(eq(accounts.id, id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.accountId, id));
    await signOutEverywhere(tx, id);
    // Wrong codes were typed against the old key: the set-up starts without a wait.
    await forgetCodeTries(tx, id);
    await enqueueMail(tx, secondFactorResetMail(config, before.email, before.language));
    // Whether a key was set up, never the key itself.
    await recordStaffAction(
      tx,
      actor,
      {
        action: 'staff.second-factor-reset',
        entity: { type: 'staff', id },
        before: { ...auditView(before), secondFactor: before.totpSecret ? 'set up' : 'not set up' },
        after: { ...auditView(before), secondFactor: 'not set up' },
      },
      now,
    );
    return { message: secondFactorResetMessage(before.email) };
  });
}

export async function reactivateStaff(db: Database, actor: AccountRow, id: number, now = new Date()) {
  assertStaff(actor, 'Staff');
  return db.transaction(async (tx) => {
    await lockAdmins(tx, actor);
    const before = await lockedStaffMember(tx, id);
    if (!before.deactivatedAt) throw new AppError(409, alreadyActiveMessage);
    await tx.update(accounts).set({ deactivatedAt: null }).where(eq(accounts.id, id));
    await recordStaffAction(tx, actor, { action: 'staff.reactivated', entity: { type: 'staff', id }, before: auditView(before), after: auditView({ ...before, deactivatedAt: null }) }, now);
    return { message: reactivatedMessage(before.email) };
  });
}

/** An open invitation is withdrawn: its link stops working at once, and the mail's body goes. */
export async function cancelInvitation(db: Database, actor: AccountRow, id: number, now = new Date()) {
  assertStaff(actor, 'Staff');
  return db.transaction(async (tx) => {
    await lockAdmins(tx, actor);
    const [cancelled] = await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.id, id), gt(staffInvitations.expiresAt, now)))
      .returning();
    if (!cancelled) throw new AppError(404, invitationNotFoundMessage);
    await secretsSpent(tx, cancelled.email, ['staff-invitation'], now);
    await recordStaffAction(
      tx,
      actor,
      {
        action: 'staff.invitation-cancelled',
        entity: { type: 'staff', id: `invitation-${cancelled.id}` },
        before: { email: cancelled.email, role: cancelled.role, status: 'invited' },
        after: null,
        detail: cancelled.email,
      },
      now,
    );
    return { message: invitationCancelledMessage(cancelled.email) };
  });
}


async function openInvitation(db: Database, id: string, token: string, now: Date) {
  const invitationId = keyOf(id);
  const [invitation] = invitationId ? await db.select().from(staffInvitations).where(eq(staffInvitations.id, invitationId)) : [];
  if (!invitation || invitation.expiresAt <= now || !tokenMatches(token, invitation.tokenHash)) return null;
  return invitation;
}

/** The invitation link's page: whom it is for, or 404 when it is unknown, used or expired. */
export async function readInvitation(db: Database, id: string, token: string, now = new Date()): Promise<StaffInvitation> {
  const invitation = await openInvitation(db, id, token, now);
  if (!invitation) throw new AppError(404, invalidInvitationMessage);
  return { email: invitation.email, role: invitation.role };
}

/** The invitee chooses a password: the account is made and the link is spent, in one transaction. */
export async function acceptInvitation(db: Database, id: string, token: string, input: NewPasswordInput, now = new Date()) {
  const invitation = await openInvitation(db, id, token, now);
  if (!invitation) throw new AppError(400, invalidInvitationMessage);
  if (isCommonPassword(input.password)) throw new AppError(400, commonPasswordMessage, { password: commonPasswordMessage });
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      // Single use even when two requests race: only the one that deletes the invitation goes on.
      const [taken] = await tx
        .delete(staffInvitations)
        .where(and(eq(staffInvitations.id, invitation.id), eq(staffInvitations.tokenHash, invitation.tokenHash), gt(staffInvitations.expiresAt, now)))
        .returning({ id: staffInvitations.id });
      if (!taken) throw new AppError(400, invalidInvitationMessage);
      const [account] = await tx.insert(accounts).values({ email: invitation.email, role: invitation.role, passwordHash, createdAt: now }).returning();
      await secretsSpent(tx, invitation.email, ['staff-invitation'], now);
      await recordStaffAction(
        tx,
        account!,
        { action: 'staff.joined', entity: { type: 'staff', id: account!.id }, before: null, after: auditView(account!), detail: `Accepted invitation ${invitation.id}` },
        now,
      );
      return { message: invitationAcceptedMessage };
    });
  } catch (error) {
    // Someone made an account with this email after the invitation went out.
    if (isUniqueViolation(error)) throw new AppError(409, emailTakenMessage);
    throw error;
  }
}

/** Invitations past their 72 hours hold nothing anyone can use: swept hourly. */
export async function deleteExpiredInvitations(db: Database, now = new Date()) {
  await db.delete(staffInvitations).where(lt(staffInvitations.expiresAt, now));
}
