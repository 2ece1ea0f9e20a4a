import { and, count, desc, eq, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import { applicationsPageSize, type ApplicationDetail, type ApproveApplicationInput, type ApplicationList, type ApplicationListQuery } from '@rgcc/shared/membership/applications-review';
import { answersOf, documentsOf } from '@rgcc/shared/membership/application-fields';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { accounts, applications, auditLog, members, uploads, type AccountRow, type ApplicationRow } from '../../../db/schema';
import { clubToday } from '@rgcc/shared/format/club-date';
import { nextMemberId } from '../register/member-numbers';
import { AppError } from '../../../http/errors';
import { isUniqueViolation } from '../../../db/unique-violation';
import { enqueueMail } from '../../../infra/mail/outbox';
import type { FileStorage } from '../../../infra/storage/file-storage';
import { assertStaff } from '../../account/entry';
import { billEntranceFee } from '../../billing/entry';
import { auditTrailOf, recordStaffAction } from '../../audit/entry';
import { fullName, likePattern } from '../../../db/search';
import { hashPassword, newTemporaryPassword } from '../../account/entry';
import { uploadIdFromLink } from '../uploads/signed-link';
import { readUpload } from '../uploads/service';
import { approvalMail, rejectionMail } from './decision-mail';

export const applicationNotFoundMessage = 'Application not found.';
export const approvedMessage = 'The application is approved and the member has been emailed their User ID and password.';
export const rejectedMessage = 'The application is rejected and the applicant has been emailed the reason.';
export const accountEmailTakenMessage = 'An account with this email already exists.';
const conflictMessages = {
  awaiting_verification: 'The applicant has not verified their email yet.',
  approved: 'This application is already approved.',
  rejected: 'This application is already rejected.',
} as const;

/** The list's columns only: the answers (`details`) are large, and the list never shows them. */
const summaryColumns = {
  id: applications.id,
  nameEnglish: applications.nameEnglish,
  email: applications.email,
  category: applications.category,
  membershipType: applications.membershipType,
  status: applications.status,
  createdAt: applications.createdAt,
};

const summaryOf = (row: Pick<ApplicationRow, keyof typeof summaryColumns>) => ({
  id: row.id,
  name: row.nameEnglish,
  email: row.email,
  category: row.category,
  membershipType: row.membershipType,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** The staff list: newest first, searched by name or email, filtered by status and category. */
export async function listApplications(db: Database, actor: AccountRow, query: ApplicationListQuery): Promise<ApplicationList> {
  assertStaff(actor, 'Applications');
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(
        ilike(applications.nameEnglish, pattern),
        ilike(applications.email, pattern),
        ilike(fullName(applications.firstName, applications.lastName), pattern),
      )!,
    );
  }
  if (query.status) conditions.push(eq(applications.status, query.status));
  if (query.category) conditions.push(eq(applications.category, query.category));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(applications)
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(applicationsPageSize)
      .offset((query.page - 1) * applicationsPageSize),
    db.select({ value: count() }).from(applications).where(where),
  ]);
  return { items: rows.map(summaryOf), total: total?.value ?? 0, page: query.page, pageSize: applicationsPageSize };
}

async function findApplication(db: Database, id: number): Promise<ApplicationRow> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw new AppError(404, applicationNotFoundMessage);
  return row;
}

/** Every field of one application, its documents (served to staff only) and what staff did with it. */
export async function getApplication(db: Database, actor: AccountRow, id: number): Promise<ApplicationDetail> {
  assertStaff(actor, 'Applications');
  const row = await findApplication(db, id);
  const details = row.details as Record<string, unknown>;
  const [account] = await db
    .select({ id: accounts.id, memberId: accounts.memberId, dashboardLocked: accounts.dashboardLocked })
    .from(accounts)
    .where(eq(accounts.applicationId, id));
  const audit = await auditTrailOf(db, { type: 'application', id });
  return {
    ...summaryOf(row),
    details: answersOf(details),
    documents: documentsOf(details).map(({ key, label }) => ({ field: key, label, url: `/api/admin/applications/${id}/documents/${key}` })),
    emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    memberId: account?.memberId ?? null,
    // A member from an application is locked until the registration fee is paid.
    member: account ? { id: account.id, paid: !account.dashboardLocked } : null,
    audit,
  };
}

/** One identity document of an application, for staff only (never through a public link). */
export async function readApplicationDocument(db: Database, config: Config, storage: FileStorage, actor: AccountRow, id: number, field: string) {
  assertStaff(actor, 'Applications');
  const row = await findApplication(db, id);
  const link = documentsOf(row.details as Record<string, unknown>).find((document) => document.key === field)?.link;
  const uploadId = link ? uploadIdFromLink(link, config.PUBLIC_URL) : null;
  const [upload] = uploadId ? await db.select().from(uploads).where(and(eq(uploads.id, uploadId), eq(uploads.applicationId, id))) : [];
  const found = upload ? await readUpload(db, storage, upload.id) : null;
  if (!found) throw new AppError(404, 'Document not found.');
  return found;
}

/** Why an application cannot be decided: it does not exist, or it is not awaiting approval. */
async function notDecidable(db: Pick<Database, 'select'>, id: number): Promise<AppError> {
  const [row] = await db.select({ status: applications.status }).from(applications).where(eq(applications.id, id));
  if (!row) return new AppError(404, applicationNotFoundMessage);
  return new AppError(409, conflictMessages[row.status as keyof typeof conflictMessages] ?? 'This application cannot be decided now.');
}


/**
 * Approves an application awaiting approval, in one transaction: the member's account with a
 * member ID and a temporary password (known only from the email), the email, and the audit
 * entry, and the category's entrance fee: in full, or its first instalment, invoiced at once
 * (billing/entrance-fee). Only one of any number of simultaneous approvals gets past the status
 * change.
 */
export async function approveApplication(db: Database, config: Config, actor: AccountRow, id: number, input: ApproveApplicationInput = null, now = new Date()) {
  const instalments = input?.entranceInstalments ?? 1;
  assertStaff(actor, 'Applications');
  // Refused early, before the costly hash; the status change below still decides races.
  const [current] = await db.select({ status: applications.status }).from(applications).where(eq(applications.id, id));
  if (current?.status !== 'awaiting_approval') throw await notDecidable(db, id);
  const temporaryPassword = newTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  try {
    return await db.transaction(async (tx) => {
      const [application] = await tx
        .update(applications)
        .set({ status: 'approved', decidedAt: now })
        .where(and(eq(applications.id, id), eq(applications.status, 'awaiting_approval')))
        .returning();
      if (!application) throw await notDecidable(tx, id);
      const [account] = await tx
        .insert(accounts)
        .values({
          email: application.email,
          role: 'member',
          passwordHash,
          mustChangePassword: true,
          dashboardLocked: true,
          applicationId: application.id,
          memberId: nextMemberId,
          language: application.language,
          createdAt: now,
        })
        .returning();
      const memberId = account!.memberId!;
      await tx.insert(members).values({
        accountId: account!.id,
        firstName: application.firstName,
        lastName: application.lastName,
        name: application.nameEnglish,
        category: application.category,
        membershipType: application.membershipType,
        mobile: application.mobile,
        presentAddress: (application.details as { presentAddress?: string }).presentAddress ?? null,
        joinedOn: clubToday(now),
      });
      await billEntranceFee(tx, { accountId: account!.id, category: application.category, instalments, at: now, by: actor.id });
      await enqueueMail(tx, approvalMail(config, { to: application.email, firstName: application.firstName, memberId, temporaryPassword, language: application.language }));
      await recordStaffAction(
        tx,
        actor,
        {
          action: 'application.approved',
          entity: { type: 'application', id },
          before: { status: 'awaiting_approval' },
          after: { status: 'approved', memberId, entranceInstalments: instalments },
          detail: instalments === 1 ? `Member ID ${memberId}; entrance fee in full` : `Member ID ${memberId}; entrance fee in ${instalments} monthly instalments`,
        },
        now,
      );
      return { message: approvedMessage, memberId };
    });
  } catch (error) {
    // The only unique column left to collide on is the email: a staff account already has it.
    if (isUniqueViolation(error)) throw new AppError(409, accountEmailTakenMessage);
    throw error;
  }
}

/** Rejects an application awaiting approval with the reason staff gave, emailed to the applicant. */
export async function rejectApplication(db: Database, config: Config, actor: AccountRow, id: number, reason: string, now = new Date()) {
  assertStaff(actor, 'Applications');
  return db.transaction(async (tx) => {
    const [application] = await tx
      .update(applications)
      .set({ status: 'rejected', decidedAt: now, rejectionReason: reason })
      .where(and(eq(applications.id, id), eq(applications.status, 'awaiting_approval')))
      .returning();
    if (!application) throw await notDecidable(tx, id);
    await enqueueMail(tx, rejectionMail(config, { to: application.email, firstName: application.firstName, reason, language: application.language }));
    await recordStaffAction(
      tx,
      actor,
      { action: 'application.rejected', entity: { type: 'application', id }, before: { status: 'awaiting_approval' }, after: { status: 'rejected', reason }, detail: reason },
      now,
    );
    return { message: rejectedMessage };
  });
}

/** The privacy page: "Applications that are not approved, with their documents: 12 months after the decision." */
const rejectedApplicationRetentionMs = 365 * 24 * 60 * 60 * 1000;

/**
 * Deletes rejected applications decided more than 12 months ago, with their documents (rows and
 * files) and the reasons staff gave; the audit log keeps that a rejection happened. Answers how
 * many applications went.
 */
export async function deleteExpiredRejections(db: Database, storage: FileStorage, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - rejectedApplicationRetentionMs);
  const removedKeys = await db.transaction(async (tx) => {
    const expired = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.status, 'rejected'), lt(applications.decidedAt, cutoff)))
      .for('update');
    const ids = expired.map((row) => row.id);
    if (ids.length === 0) return null;
    const documents = await tx.delete(uploads).where(inArray(uploads.applicationId, ids)).returning({ storageKey: uploads.storageKey });
    await tx
      .update(auditLog)
      .set({ detail: null, before: null, after: null })
      .where(and(eq(auditLog.entityType, 'application'), inArray(auditLog.entityId, ids.map(String))));
    await tx.delete(applications).where(inArray(applications.id, ids));
    return { count: ids.length, keys: documents.map((document) => document.storageKey) };
  });
  if (!removedKeys) return 0;
  // Files after the rows: a file no row names is never served, and removing one twice is harmless.
  for (const key of removedKeys.keys) await storage.remove(key);
  return removedKeys.count;
}
