import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { AuditEntityType } from '@rgcc/shared/audit/audit-log-constants';
import { clubDayEnd, clubDayStart } from '@rgcc/shared/format/club-date';
import { auditLogPageSize, type AuditLogPage, type AuditLogQuery } from '@rgcc/shared/audit/audit-log';
import type { Database } from '../../db/client';
import { accounts, auditLog, type AccountRow } from '../../db/schema';
import { assertStaff } from '../account/entry';
import { likePattern } from '../../db/search';

/** One staff action: what it changed, and that thing before and after (null where it did not exist). */
export interface StaffAction {
  action: string;
  entity: { type: AuditEntityType; id: string | number | null };
  before?: unknown;
  after?: unknown;
  detail?: string | null;
}

/**
 * Writes one entry of the audit log. Call it with the transaction that makes the change, so that
 * the change and its entry are kept together or not at all.
 */
export async function recordStaffAction(tx: Pick<Database, 'insert'>, actor: Pick<AccountRow, 'id'>, change: StaffAction, at = new Date()) {
  await recordStaffActions(tx, actor, [change], at);
}

/** Many entries at once, for one action on many things (an import of the register). */
export async function recordStaffActions(tx: Pick<Database, 'insert'>, actor: Pick<AccountRow, 'id'>, changes: StaffAction[], at = new Date()) {
  if (changes.length === 0) return;
  await tx.insert(auditLog).values(
    changes.map((change) => ({
      actorAccountId: actor.id,
      action: change.action,
      entityType: change.entity.type,
      entityId: change.entity.id === null ? null : String(change.entity.id),
      detail: change.detail ?? null,
      before: change.before ?? null,
      after: change.after ?? null,
      createdAt: at,
    })),
  );
}

/** The entries about one thing, oldest first: an application's trail, a member's history. */
export async function auditTrailOf(db: Database, entity: StaffAction['entity']) {
  const rows = await db
    .select({ action: auditLog.action, actor: accounts.email, detail: auditLog.detail, at: auditLog.createdAt })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.actorAccountId))
    .where(and(eq(auditLog.entityType, entity.type), eq(auditLog.entityId, String(entity.id))))
    .orderBy(auditLog.createdAt, auditLog.id);
  return rows.map((entry) => ({ ...entry, at: entry.at.toISOString() }));
}

/** The log, newest first, searched by actor (part of the email), entity and days at the club. */
export async function listAuditLog(db: Database, viewer: AccountRow, query: AuditLogQuery): Promise<AuditLogPage> {
  assertStaff(viewer, 'Audit log');
  const conditions: SQL[] = [];
  if (query.actor) conditions.push(ilike(accounts.email, likePattern(query.actor)));
  if (query.entityType) conditions.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.from) conditions.push(gte(auditLog.createdAt, clubDayStart(query.from)));
  if (query.to) conditions.push(lt(auditLog.createdAt, clubDayEnd(query.to)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.createdAt,
        actor: accounts.email,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        detail: auditLog.detail,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .leftJoin(accounts, eq(accounts.id, auditLog.actorAccountId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(auditLogPageSize)
      .offset((query.page - 1) * auditLogPageSize),
    db.select({ value: count() }).from(auditLog).leftJoin(accounts, eq(accounts.id, auditLog.actorAccountId)).where(where),
  ]);
  return { items: rows.map((row) => ({ ...row, at: row.at.toISOString() })), total: total?.value ?? 0, page: query.page, pageSize: auditLogPageSize };
}
