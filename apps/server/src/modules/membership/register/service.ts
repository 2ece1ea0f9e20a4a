import { and, eq, isNull } from 'drizzle-orm';
import { type MemberContact } from '@rgcc/shared/membership/member-area';
import { unknownMemberIdMessage } from '@rgcc/shared/membership/member-id';
import type { RegisterEntry } from '@rgcc/shared/membership/register';
import { registerColumns } from '@rgcc/shared/membership/register-constants';
import type { Config } from '../../../config';
import type { Database, Transaction } from '../../../db/client';
import { accounts, memberImports, members, type AccountRow } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/unique-violation';
import { AppError } from '../../../http/errors';
import { enqueueMail } from '../../../infra/mail/outbox';
import { assertMember, assertStaff, issuePasswordLink } from '../../account/entry';
import { recordStaffAction } from '../../audit/entry';
import { importMessages } from './import';
import { memberInvitationMail } from './invitation-mail';
import { checkAgainstRegister } from './register-check';
import { contactOf } from './register-rows';
import { addToRegister } from './register-writes';

export const registerAnswers = {
  added: (memberId: string) => `${memberId} is in the register. Invite them to choose a password when you are ready.`,
  invited: (memberId: string, email: string) => `${memberId} is invited: the link to choose a password is on its way to ${email}, valid for 7 days.`,
  invitedMany: (count: number) => (count === 0 ? 'Everyone of this import is already invited or signed in.' : `${count} ${count === 1 ? 'member is' : 'members are'} invited; the links are valid for 7 days.`),
  suspended: 'This member is suspended. Reactivate them before inviting them.',
  hasPassword: 'This member already has a password. If they lost it, they can reset it on the sign-in page, or you can send new sign-in details.',
  contactSaved: 'Your contact details are saved.',
} as const;

/** How long an invitation's link works: a week, since many members read mail rarely. */
export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** The import template: the header line, in the columns' order. */
export const importTemplateCsv = () => `${registerColumns.join(',')}\r\n`;

/** One member added by hand in the console, with the import's rules; nobody is mailed yet. */
export async function addMember(db: Database, actor: AccountRow, entry: RegisterEntry, now = new Date()) {
  assertStaff(actor, 'Members');
  try {
    return await db.transaction(async (tx) => {
      const check = await checkAgainstRegister(tx, [{ line: 1, entry }]);
      const problem = check.errors[0] ?? (check.unchanged > 0 ? { column: 'memberId', message: 'This member is already in the register.' } : undefined);
      if (problem) throw new AppError(409, problem.message, { [problem.column]: problem.message });
      const [added] = await addToRegister(tx, actor, [entry], { action: 'member.added', importId: null, detail: 'Added by hand' }, now);
      return { id: added!.accountId, memberId: added!.memberId, message: registerAnswers.added(added!.memberId) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'This member ID or email was just taken: check the register and try again.');
    throw error;
  }
}

async function invite(tx: Transaction, config: Config, actor: AccountRow, account: AccountRow, firstName: string, now: Date) {
  const link = (await issuePasswordLink(tx, config, account, invitationLifetimeMs, now))!;
  await tx.update(members).set({ invitedAt: now }).where(eq(members.accountId, account.id));
  await enqueueMail(tx, memberInvitationMail(config, { to: account.email, firstName, memberId: account.memberId!, link: link.url, expiresAt: link.expiresAt, language: account.language }));
  await recordStaffAction(tx, actor, { action: 'member.invited', entity: { type: 'member', id: account.id }, before: null, after: { invitedAt: now.toISOString() }, detail: `Invitation mailed to ${account.email}` }, now);
}

/**
 * Mails a member of the register a link to choose their password (the reset page's, for 7 days,
 * once). Inviting again replaces the link. Refused for a suspended member, and for one who
 * already has a password.
 */
export async function inviteMember(db: Database, config: Config, actor: AccountRow, memberId: string, now = new Date()) {
  assertStaff(actor, 'Members');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ account: accounts, firstName: members.firstName })
      .from(accounts)
      .innerJoin(members, eq(members.accountId, accounts.id))
      .where(eq(accounts.memberId, memberId))
      .for('update', { of: accounts });
    if (!row) throw new AppError(404, unknownMemberIdMessage(memberId));
    if (row.account.deactivatedAt) throw new AppError(409, registerAnswers.suspended);
    if (row.account.passwordHash !== null) throw new AppError(409, registerAnswers.hasPassword);
    await invite(tx, config, actor, row.account, row.firstName, now);
    return { message: registerAnswers.invited(memberId, row.account.email) };
  });
}

/** Invites every member an import brought in who is not suspended, not invited yet and has no password. */
export async function inviteImported(db: Database, config: Config, actor: AccountRow, importId: number, now = new Date()) {
  assertStaff(actor, 'Members');
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ committedAt: memberImports.committedAt }).from(memberImports).where(eq(memberImports.id, importId));
    if (!found?.committedAt) throw new AppError(404, importMessages.notFound);
    const rows = await tx
      .select({ account: accounts, firstName: members.firstName })
      .from(members)
      .innerJoin(accounts, eq(accounts.id, members.accountId))
      .where(and(eq(members.importId, importId), isNull(members.invitedAt), isNull(accounts.passwordHash), isNull(accounts.deactivatedAt)))
      .orderBy(accounts.id)
      .for('update', { of: accounts });
    for (const row of rows) await invite(tx, config, actor, row.account, row.firstName, now);
    return { invited: rows.length, message: registerAnswers.invitedMany(rows.length) };
  });
}

/** The signed-in member's own contact details, changed (audited as their own action). */
export async function updateMemberContact(db: Database, actor: AccountRow, contact: MemberContact, now = new Date()) {
  assertMember(actor, { unlocked: true });
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(members).where(eq(members.accountId, actor.id)).for('update');
    const values = { mobile: contact.mobile, presentAddress: contact.presentAddress || null, emergencyContact: contact.emergencyContact || null };
    await tx.update(members).set(values).where(eq(members.accountId, actor.id));
    await recordStaffAction(tx, actor, { action: 'member.contact-updated', entity: { type: 'member', id: actor.id }, before: contactOf(before!), after: contactOf(values), detail: 'Changed by the member' }, now);
    return { message: registerAnswers.contactSaved, ...contactOf(values) };
  });
}
