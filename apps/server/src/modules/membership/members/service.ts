import { and, count, desc, eq, gte, isNotNull, isNull, lte, not, sql, type SQL } from 'drizzle-orm';
import { memberStatusLabels, type AccessFilter, type MemberStatus } from '@rgcc/shared/membership/member-constants';
import { membersPageSize, type MemberDetail, type MemberListFilter, type MemberListQuery, type MemberPage } from '@rgcc/shared/membership/members';
import type { Config } from '../../../config';
import type { Database, Transaction } from '../../../db/client';
import { memberMatching, registerMatches } from './member-search';
import { accounts, members, passwordResets, payments, receipts, signIns, signInChallenges, type AccountRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { toCsv, word, yesOrNo } from '../../../http/csv';
import { memberCsvHeader } from './member-csv';
import { enqueueMail, secretsSpent } from '../../../infra/mail/outbox';
import { assertStaff } from '../../account/entry';
import { hashPassword, newTemporaryPassword } from '../../account/entry';
import { endAllSessions } from '../../account/entry';
import { auditTrailOf, recordStaffAction } from '../../audit/entry';
import { invoiceReinstatement } from '../../billing/entry';
import { releaseTeeTimesOf } from '../../bookings/entry';
import { withdrawEntriesOf } from '../../golf/entry';
import { newCredentialsMail } from './credentials-mail';
import { contactOf, handicapOf } from '../register/register-rows';

export const memberNotFoundMessage = 'Member not found.';
export const alreadySuspendedMessage = 'This member is already suspended.';
export const notSuspendedMessage = 'This member is not suspended.';
export const suspendedNoCredentialsMessage = 'This member is suspended. Reactivate them before sending new credentials.';
export const suspendedMessage = (memberId: string) => `${memberId} is suspended and signed out everywhere.`;
export const reactivatedMessage = (memberId: string) => `${memberId} may sign in again.`;
export const reactivatedAndInvoicedMessage = (memberId: string, invoiceNumber: string) => `${memberId} may sign in again. Reinstatement is invoiced: ${invoiceNumber}.`;
export const credentialsSentMessage = (email: string) => `New sign-in details are on their way to ${email}. Every session of the member has ended.`;

/** The registration fee is paid: a receipt of a fee payment (a receipt of dues or of money taken at the office is not one). */
const hasReceipt = sql<boolean>`exists (select 1 from ${receipts} join ${payments} on ${payments.id} = ${receipts.paymentId} where ${receipts.accountId} = ${accounts.id} and ${payments.purpose} = 'registration_fee')`;

const statusCondition: Record<MemberStatus, SQL> = {
  suspended: isNotNull(accounts.deactivatedAt),
  payment_due: and(isNull(accounts.deactivatedAt), eq(accounts.dashboardLocked, true))!,
  active: and(isNull(accounts.deactivatedAt), eq(accounts.dashboardLocked, false))!,
};

export const memberStatusOf = (account: Pick<AccountRow, 'deactivatedAt' | 'dashboardLocked'>): MemberStatus =>
  account.deactivatedAt ? 'suspended' : account.dashboardLocked ? 'payment_due' : 'active';

/** Members brought in by staff have no password until they take their invitation (decision 0032). */
const accessCondition: Record<AccessFilter, SQL> = {
  not_invited: and(isNull(accounts.passwordHash), registerMatches(isNull(members.invitedAt)))!,
  invited: and(isNull(accounts.passwordHash), registerMatches(isNotNull(members.invitedAt)))!,
  can_sign_in: isNotNull(accounts.passwordHash),
};

/** Conditions on the accounts, the register's looked up on its own, so that counting needs no join. */
function whereOf(filter: MemberListFilter): SQL {
  const conditions: SQL[] = [eq(accounts.role, 'member')];
  if (filter.q) conditions.push(memberMatching(filter.q));
  if (filter.status) conditions.push(statusCondition[filter.status]);
  if (filter.paid) conditions.push(filter.paid === 'paid' ? hasReceipt : not(hasReceipt));
  if (filter.access) conditions.push(accessCondition[filter.access]);
  const inRegister: SQL[] = [];
  if (filter.category) inRegister.push(eq(members.category, filter.category));
  if (filter.from) inRegister.push(gte(members.joinedOn, filter.from));
  if (filter.to) inRegister.push(lte(members.joinedOn, filter.to));
  if (inRegister.length > 0) conditions.push(registerMatches(and(...inRegister)!));
  return and(...conditions)!;
}

/** The list's columns only (never an application's whole form). */
const summaryColumns = {
  id: accounts.id,
  memberId: accounts.memberId,
  email: accounts.email,
  deactivatedAt: accounts.deactivatedAt,
  dashboardLocked: accounts.dashboardLocked,
  joinedOn: members.joinedOn,
  name: members.name,
  category: members.category,
  paid: hasReceipt,
};

type SummaryRow = { id: number; memberId: string | null; email: string; deactivatedAt: Date | null; dashboardLocked: boolean; joinedOn: string; name: string; category: string; paid: boolean };

const summaryOf = (row: SummaryRow) => ({
  id: row.id,
  memberId: row.memberId ?? '',
  name: row.name,
  email: row.email,
  category: row.category,
  status: memberStatusOf(row),
  paid: row.paid,
  joinedOn: row.joinedOn,
});

const membersWith = (db: Database) => db.select(summaryColumns).from(accounts).innerJoin(members, eq(members.accountId, accounts.id));
const newestFirst = [desc(members.joinedOn), desc(members.accountId)];

/** The Members list: the newest joined first, searched by name, email or member ID, filtered, 20 a page. */
export async function listMembers(db: Database, actor: AccountRow, query: MemberListQuery): Promise<MemberPage> {
  assertStaff(actor, 'Members');
  const where = whereOf(query);
  const [rows, [total]] = await Promise.all([
    membersWith(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(membersPageSize)
      .offset((query.page - 1) * membersPageSize),
    db.select({ value: count() }).from(accounts).where(where),
  ]);
  return { items: rows.map(summaryOf), total: total?.value ?? 0, page: query.page, pageSize: membersPageSize };
}

/** Every member the filter finds, as CSV. */
export async function exportMembers(db: Database, actor: AccountRow, filter: MemberListFilter): Promise<string> {
  assertStaff(actor, 'Members');
  const rows = await membersWith(db).where(whereOf(filter)).orderBy(...newestFirst);
  return toCsv(
    memberCsvHeader,
    rows.map(summaryOf).map((member) => [member.memberId, member.name, member.email, word(member.category), word(memberStatusLabels[member.status]), yesOrNo(member.paid), member.joinedOn]),
    actor.language,
  );
}

/** A member's page: their register row, payments with receipts, sign-ins and what staff did. */
export async function getMember(db: Database, actor: AccountRow, id: number): Promise<MemberDetail> {
  assertStaff(actor, 'Members');
  const [row] = await db
    .select({ ...summaryColumns, account: accounts, member: members })
    .from(accounts)
    .innerJoin(members, eq(members.accountId, accounts.id))
    .where(and(eq(accounts.id, id), eq(accounts.role, 'member')));
  if (!row) throw new AppError(404, memberNotFoundMessage);
  const [paymentRows, signInRows, audit] = await Promise.all([
    db
      .select({ payment: payments, receiptNumber: receipts.receiptNumber })
      .from(payments)
      .leftJoin(receipts, eq(receipts.paymentId, payments.id))
      .where(eq(payments.accountId, id))
      .orderBy(desc(payments.createdAt), desc(payments.id)),
    db.select({ at: signIns.at }).from(signIns).where(eq(signIns.accountId, id)).orderBy(desc(signIns.at), desc(signIns.id)),
    auditTrailOf(db, { type: 'member', id }),
  ]);
  return {
    ...summaryOf(row),
    applicationId: row.account.applicationId,
    membershipType: row.member.membershipType,
    ...contactOf(row.member),
    handicap: handicapOf(row.member),
    invitedAt: row.member.invitedAt?.toISOString() ?? null,
    hasPassword: row.account.passwordHash !== null,
    mustChangePassword: row.account.mustChangePassword,
    suspensionReason: row.account.deactivatedAt ? row.account.suspensionReason : null,
    lastSignInAt: row.account.lastSignInAt?.toISOString() ?? null,
    payments: paymentRows.map(({ payment, receiptNumber }) => ({
      id: payment.id,
      invoiceNumber: payment.invoiceNumber,
      provider: payment.provider,
      amountPaisa: payment.amountPaisa,
      status: payment.status,
      createdAt: payment.createdAt.toISOString(),
      settledAt: payment.settledAt?.toISOString() ?? null,
      receiptNumber,
      trxId: payment.trxId,
    })),
    signIns: signInRows.map((signIn) => signIn.at.toISOString()),
    audit,
  };
}

async function lockedMember(tx: Transaction, id: number) {
  const [row] = await tx
    .select({ account: accounts, firstName: members.firstName })
    .from(accounts)
    .innerJoin(members, eq(members.accountId, accounts.id))
    .where(and(eq(accounts.id, id), eq(accounts.role, 'member')))
    .for('update', { of: accounts });
  if (!row) throw new AppError(404, memberNotFoundMessage);
  return row;
}

/** What the audit log keeps of a member's standing: never a password. */
const auditView = (account: Pick<AccountRow, 'deactivatedAt' | 'dashboardLocked' | 'suspensionReason'>) => ({
  status: memberStatusOf(account),
  ...(account.deactivatedAt && { reason: account.suspensionReason }),
});

/**
 * Suspension is staff deactivation for members: the same column, so the same session lookup
 * refuses them and sign-in answers the suspension message. Every session ends at once.
 */
/** Suspends a member: sessions end, their tee times to come are given up, and they leave tournaments still taking entries. */
export async function suspendMember(db: Database, config: Config, actor: AccountRow, id: number, reason: string, now = new Date()) {
  assertStaff(actor, 'Members');
  return db.transaction(async (tx) => {
    const { account } = await lockedMember(tx, id);
    if (account.deactivatedAt) throw new AppError(409, alreadySuspendedMessage);
    const after = { ...account, deactivatedAt: now, suspensionReason: reason };
    await tx.update(accounts).set({ deactivatedAt: now, suspensionReason: reason }).where(eq(accounts.id, id));
    await endAllSessions(tx, id);
    await tx.delete(signInChallenges).where(eq(signInChallenges.accountId, id));
    await releaseTeeTimesOf(tx, config, actor, id, now);
    await withdrawEntriesOf(tx, id, now);
    await recordStaffAction(tx, actor, { action: 'member.suspended', entity: { type: 'member', id }, before: auditView(account), after: auditView(after), detail: reason }, now);
    return { message: suspendedMessage(account.memberId!) };
  });
}

export async function reactivateMember(db: Database, actor: AccountRow, id: number, now = new Date()) {
  assertStaff(actor, 'Members');
  return db.transaction(async (tx) => {
    const { account } = await lockedMember(tx, id);
    if (!account.deactivatedAt) throw new AppError(409, notSuspendedMessage);
    await tx.update(accounts).set({ deactivatedAt: null, suspensionReason: null }).where(eq(accounts.id, id));
    await recordStaffAction(tx, actor, { action: 'member.reactivated', entity: { type: 'member', id }, before: auditView(account), after: auditView({ ...account, deactivatedAt: null }) }, now);
    // Reinstatement costs a share of the entrance fee, invoiced at once (docs/money.md).
    const invoice = await invoiceReinstatement(tx, { accountId: id, memberId: account.memberId!, suspendedAt: account.deactivatedAt, actor, now });
    return { message: invoice ? reactivatedAndInvoicedMessage(account.memberId!, invoice.number) : reactivatedMessage(account.memberId!) };
  });
}

/**
 * A new temporary password, mailed like the approval's: the old password, every session, any
 * reset link and the printed card's link stop working, and the member chooses their own
 * password at the next sign-in.
 */
export async function sendNewCredentials(db: Database, config: Config, actor: AccountRow, id: number, now = new Date()) {
  assertStaff(actor, 'Members');
  const temporaryPassword = newTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  return db.transaction(async (tx) => {
    const { account, firstName } = await lockedMember(tx, id);
    if (account.deactivatedAt) throw new AppError(409, suspendedNoCredentialsMessage);
    // Whoever had the account may have kept its card's link: the member prints a new card.
    await tx.update(accounts).set({ passwordHash, mustChangePassword: true, cardVersion: sql`${accounts.cardVersion} + 1` }).where(eq(accounts.id, id));
    await endAllSessions(tx, id);
    await tx.delete(passwordResets).where(eq(passwordResets.accountId, id));
    // The earlier credentials mail (approval or a previous one) and any reset link are spent.
    await secretsSpent(tx, account.email, ['credentials', 'password-reset', 'invitation'], now);
    await enqueueMail(tx, newCredentialsMail(config, { to: account.email, firstName, memberId: account.memberId!, temporaryPassword, language: account.language }));
    await recordStaffAction(tx, actor, { action: 'member.credentials-sent', entity: { type: 'member', id }, before: null, after: null, detail: 'New temporary password mailed' }, now);
    return { message: credentialsSentMessage(account.email) };
  });
}
