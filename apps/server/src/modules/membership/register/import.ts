import { and, count, desc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { registerEntrySchema, type ImportCommit, type ImportError, type ImportPreview, type MemberImportSummary } from '@rgcc/shared/membership/register';
import { importFileMessages, recentImportsShown, registerColumns, requiredRegisterColumns, type RegisterColumn } from '@rgcc/shared/membership/register-constants';
import type { Database } from '../../../db/client';
import { accounts, memberImports, members, type AccountRow } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/unique-violation';
import { AppError } from '../../../http/errors';
import { assertStaff } from '../../account/entry';
import { recordStaffAction } from '../../audit/entry';
import { checkAgainstRegister, repeatsInFile, type LinedEntry } from './register-check';
import { readRegisterFile, type SheetRows } from './register-file';
import { addToRegister } from './register-writes';

export const importMessages = {
  notFound: 'Import not found.',
  committed: 'This file was already imported.',
  hasErrors: 'This file has errors: correct them and upload it again.',
  registerChanged: 'The register has changed since the preview: upload the file again to see what differs.',
  committedMessage: (created: number, unchanged: number) =>
    `${created} ${created === 1 ? 'member was' : 'members were'} added to the register; ${unchanged} ${unchanged === 1 ? 'was' : 'were'} already there as they are.`,
} as const;

/** A preview nobody committed is kept a day, then swept with the personal data it holds. */
export const importPreviewLifetimeMs = 24 * 60 * 60 * 1000;

const columnOrder = new Map(registerColumns.map((column, index) => [column, index]));
const byLineThenColumn = (a: ImportError, b: ImportError) => a.line - b.line || (columnOrder.get(a.column as RegisterColumn) ?? 99) - (columnOrder.get(b.column as RegisterColumn) ?? 99);

/** The columns are found by name, in any order and any case; others are ignored. */
function entriesOf({ header, rows }: SheetRows): { entries: LinedEntry[]; errors: ImportError[] } {
  const positions = new Map(header.map((name, index) => [name.toLowerCase(), index]));
  const missing = requiredRegisterColumns.filter((column) => !positions.has(column.toLowerCase()));
  if (missing.length > 0) throw new AppError(400, importFileMessages.missingColumns(missing), { file: importFileMessages.missingColumns(missing) });
  if (rows.length === 0) throw new AppError(400, importFileMessages.noRows, { file: importFileMessages.noRows });
  const entries: LinedEntry[] = [];
  const errors: ImportError[] = [];
  for (const { line, cells } of rows) {
    const input = Object.fromEntries(registerColumns.map((column) => [column, cells[positions.get(column.toLowerCase()) ?? -1] ?? '']));
    const parsed = registerEntrySchema.safeParse(input);
    if (parsed.success) entries.push({ line, entry: parsed.data });
    else {
      // A cell's first problem is the one to fix (as the form shows one message a field).
      const firstPerColumn = new Map<string, string>();
      for (const issue of parsed.error.issues) if (!firstPerColumn.has(String(issue.path[0]))) firstPerColumn.set(String(issue.path[0]), issue.message);
      errors.push(...[...firstPerColumn].map(([column, message]) => ({ line, column, message })));
    }
  }
  return { entries, errors };
}

/**
 * Reads and checks an uploaded file, keeping its rows for the commit: nothing is written to the
 * register. The answer lists every error by line and column.
 */
export async function previewImport(db: Database, actor: AccountRow, file: { name: string; mimeType: string; bytes: Buffer }, now = new Date()): Promise<ImportPreview> {
  assertStaff(actor, 'Members');
  const sheet = await readRegisterFile(file);
  const { entries, errors } = entriesOf(sheet);
  const repeats = repeatsInFile(entries);
  const repeatedLines = new Set(repeats.map((error) => error.line));
  const check = await checkAgainstRegister(db, entries.filter((lined) => !repeatedLines.has(lined.line)));
  const allErrors = [...errors, ...repeats, ...check.errors].sort(byLineThenColumn);
  const linesWithErrors = new Set(allErrors.map((error) => error.line));
  const [saved] = await db
    .insert(memberImports)
    .values({ createdBy: actor.id, createdAt: now, fileName: file.name.slice(0, 200), rowCount: sheet.rows.length, errorCount: allErrors.length, entries: allErrors.length === 0 ? entries : null })
    .returning({ id: memberImports.id });
  return { id: saved!.id, rows: sheet.rows.length, valid: sheet.rows.length - linesWithErrors.size, unchanged: check.unchanged, errors: allErrors };
}

/**
 * Writes every new member of a preview without errors in one transaction, or none. The
 * register is checked again inside it: what changed since the preview refuses the whole file.
 */
export async function commitImport(db: Database, actor: AccountRow, id: number, now = new Date()): Promise<ImportCommit> {
  assertStaff(actor, 'Members');
  try {
    return await db.transaction(async (tx) => {
      const [found] = await tx.select().from(memberImports).where(eq(memberImports.id, id)).for('update');
      if (!found) throw new AppError(404, importMessages.notFound);
      if (found.committedAt) throw new AppError(409, importMessages.committed);
      if (found.errorCount > 0 || !found.entries) throw new AppError(409, importMessages.hasErrors);
      const check = await checkAgainstRegister(tx, found.entries);
      if (check.errors.length > 0) throw new AppError(409, importMessages.registerChanged);
      const entries = check.fresh.map((lined) => lined.entry);
      await addToRegister(tx, actor, entries, { action: 'member.imported', importId: id, detail: `Imported from ${found.fileName}` }, now);
      // The rows leave with the commit: the register holds them now.
      await tx.update(memberImports).set({ committedAt: now, created: entries.length, unchanged: check.unchanged, entries: null }).where(eq(memberImports.id, id));
      await recordStaffAction(
        tx,
        actor,
        { action: 'member-import.committed', entity: { type: 'member-import', id }, before: null, after: { created: entries.length, unchanged: check.unchanged }, detail: found.fileName },
        now,
      );
      return { created: entries.length, unchanged: check.unchanged, message: importMessages.committedMessage(entries.length, check.unchanged) };
    });
  } catch (error) {
    // Someone took a member ID or an email in the meantime (an approval, a member added by hand).
    if (isUniqueViolation(error)) throw new AppError(409, importMessages.registerChanged);
    throw error;
  }
}

/** The recent imports, newest first: who uploaded what, what it did, and how far its invitations got. */
export async function listImports(db: Database, actor: AccountRow): Promise<MemberImportSummary[]> {
  assertStaff(actor, 'Members');
  const [rows, progress] = await Promise.all([
    db
      .select({ file: memberImports, by: accounts.email })
      .from(memberImports)
      .leftJoin(accounts, eq(accounts.id, memberImports.createdBy))
      .orderBy(desc(memberImports.createdAt), desc(memberImports.id))
      .limit(recentImportsShown),
    db
      .select({ importId: members.importId, invited: count(members.invitedAt), signedUp: count(accounts.passwordHash) })
      .from(members)
      .innerJoin(accounts, eq(accounts.id, members.accountId))
      .where(isNotNull(members.importId))
      .groupBy(members.importId),
  ]);
  const progressOf = new Map(progress.map((row) => [row.importId, row]));
  return rows.map(({ file, by }) => ({
    id: file.id,
    fileName: file.fileName,
    createdAt: file.createdAt.toISOString(),
    by,
    rows: file.rowCount,
    errors: file.errorCount,
    committedAt: file.committedAt?.toISOString() ?? null,
    created: file.created,
    unchanged: file.unchanged,
    invited: progressOf.get(file.id)?.invited ?? 0,
    signedUp: progressOf.get(file.id)?.signedUp ?? 0,
  }));
}

/** Previews never committed, past their day: swept. */
export async function deleteStalePreviews(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(memberImports)
    .where(and(isNull(memberImports.committedAt), lt(memberImports.createdAt, new Date(now.getTime() - importPreviewLifetimeMs))))
    .returning({ id: memberImports.id });
  return deleted.length;
}
