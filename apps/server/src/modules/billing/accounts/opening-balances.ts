import { and, eq, inArray } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import type { OpeningBalanceCommit, OpeningBalanceCommitted, OpeningBalancePreview, OpeningBalanceRequest } from '@rgcc/shared/billing/staff-accounts';
import {
  openingBalanceColumns,
  openingBalanceFileMessages as fileMessages,
  openingBalanceMaxRows,
  openingBalanceSourceKey,
  staffBillingMessages,
  staffBillingReplies,
} from '@rgcc/shared/billing/staff-account-constants';
import { memberIdSchema } from '@rgcc/shared/membership/member-id';
import { clubToday } from '@rgcc/shared/format/club-date';
import { defaultLocale } from '@rgcc/shared/format/locale';
import { formatMoney, paisa, sumPaisa } from '@rgcc/shared/format/money';
import { paisaFromInput } from '@rgcc/shared/format/money-input';
import type { Database, Transaction } from '../../../db/client';
import { accounts, billingDocuments, documentLines, ledgerEntries, members, type AccountRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { assertStaff } from '../../account/entry';
import { recordStaffAction, recordStaffActions } from '../../audit/entry';
import { ledgerLines } from '../ledger/ledger-lines';
import { takeDocumentNumbers } from '../ledger/numbering';
import { lockAccountMoney } from '../ledger/money-in';
import { settleAccounts } from '../ledger/settlement';
import { memberAccountOf } from './member-account-of';

const money = (amount: number) => formatMoney(paisa(amount), defaultLocale);
const batchSize = 1000;

interface Opening {
  accountId: number;
  memberId: string;
  amountPaisa: number;
}

/** The opening balances the accounts have already, by account. */
async function existingOpenings(db: Pick<Database, 'select'>, accountIds: number[]): Promise<Map<number, number>> {
  const found = new Map<number, number>();
  for (let start = 0; start < accountIds.length; start += batchSize) {
    const rows = await db
      .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amountPaisa })
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.accountId, accountIds.slice(start, start + batchSize)), eq(ledgerEntries.sourceKey, openingBalanceSourceKey)));
    for (const row of rows) found.set(row.accountId, row.amount);
  }
  return found;
}

/**
 * Writes opening balances (the caller holds the accounts' locks and left out those that have
 * one): an `opening_balance` entry each, keyed once per member; one owed is also a bill (OB/…,
 * due that day, one line), and one in credit is money the next bill takes.
 */
async function writeOpenings(tx: Transaction, openings: Opening[], actor: AccountRow, now: Date) {
  if (openings.length === 0) return;
  const owed = openings.filter((opening) => opening.amountPaisa > 0);
  const numbers = await takeDocumentNumbers(tx, 'OB', now, owed.length);
  const numberOf = new Map(owed.map((opening, index) => [opening.accountId, numbers[index]!]));
  const buyers = new Map<number, { name: string; address: string | null }>();
  for (let start = 0; start < owed.length; start += batchSize) {
    const rows = await tx
      .select({ accountId: members.accountId, name: members.name, address: members.presentAddress })
      .from(members)
      .where(inArray(members.accountId, owed.slice(start, start + batchSize).map((opening) => opening.accountId)));
    for (const row of rows) buyers.set(row.accountId, row);
  }
  const dueOn = clubToday(now);
  for (let start = 0; start < openings.length; start += batchSize) {
    const chunk = openings.slice(start, start + batchSize);
    const entries = await tx
      .insert(ledgerEntries)
      .values(
        chunk.map((opening) => ({
          accountId: opening.accountId,
          kind: 'opening_balance' as const,
          amountPaisa: paisa(opening.amountPaisa),
          ...ledgerLines.openingBalance(),
          postedAt: now,
          sourceKey: openingBalanceSourceKey,
          postedBy: actor.id,
        })),
      )
      .returning({ id: ledgerEntries.id, accountId: ledgerEntries.accountId, amountPaisa: ledgerEntries.amountPaisa });
    const bills = entries.filter((entry) => entry.amountPaisa > 0);
    if (bills.length === 0) continue;
    const documents = await tx
      .insert(billingDocuments)
      .values(
        bills.map((entry) => {
          const opening = chunk.find((candidate) => candidate.accountId === entry.accountId)!;
          return {
            kind: 'opening_balance' as const,
            number: numberOf.get(entry.accountId)!,
            accountId: entry.accountId,
            buyerMemberId: opening.memberId,
            buyerName: buyers.get(entry.accountId)?.name ?? opening.memberId,
            buyerAddress: buyers.get(entry.accountId)?.address ?? null,
            issuedAt: now,
            dueOn,
            netPaisa: entry.amountPaisa,
            taxPaisa: 0,
            totalPaisa: entry.amountPaisa,
            issuedBy: actor.id,
            status: 'open' as const,
          };
        }),
      )
      .returning({ id: billingDocuments.id, accountId: billingDocuments.accountId });
    const entryOf = new Map(bills.map((entry) => [entry.accountId, entry.id]));
    await tx.insert(documentLines).values(documents.map((document) => ({ documentId: document.id, position: 1, entryId: entryOf.get(document.accountId)! })));
  }
  await settleAccounts(tx, openings.map((opening) => opening.accountId));
}

/** `POST /api/admin/billing/members/{memberId}/opening-balance`: by hand, once per member. */
export async function addOpeningBalance(db: Database, actor: AccountRow, memberId: string, input: OpeningBalanceRequest, now = new Date()) {
  assertStaff(actor, 'Billing');
  const member = await memberAccountOf(db, memberId);
  return db.transaction(async (tx) => {
    await lockAccountMoney(tx, member.id);
    if ((await existingOpenings(tx, [member.id])).size > 0) throw new AppError(409, staffBillingMessages.openingBalanceExists);
    await writeOpenings(tx, [{ accountId: member.id, memberId: member.memberId!, amountPaisa: input.amountPaisa }], actor, now);
    const [bill] = await tx.select({ number: billingDocuments.number }).from(billingDocuments).where(and(eq(billingDocuments.accountId, member.id), eq(billingDocuments.kind, 'opening_balance')));
    await recordStaffAction(
      tx,
      actor,
      { action: 'billing.opening-balance', entity: { type: 'member', id: member.memberId }, after: { amountPaisa: input.amountPaisa, number: bill?.number ?? null }, detail: money(input.amountPaisa) },
      now,
    );
    const message = bill ? staffBillingReplies.openingOwed(bill.number, money(input.amountPaisa)) : staffBillingReplies.openingCredit(money(-input.amountPaisa));
    return { message };
  });
}

/** A file's cell of taka (up to two decimals, negative for credit) in paisa, or why not. */
function amountOfCell(cell: string): number | string {
  const amount = paisaFromInput(cell.trim());
  if (!Number.isSafeInteger(amount)) return staffBillingMessages.openingBalanceAmount;
  if (amount === 0) return staffBillingMessages.openingBalanceZero;
  return amount;
}

function readCsv(bytes: Buffer): string[][] {
  if (bytes.length === 0) throw new AppError(400, fileMessages.empty, { file: fileMessages.empty });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError(400, fileMessages.unreadable, { file: fileMessages.unreadable });
  }
  if (text.includes('\0')) throw new AppError(415, fileMessages.type, { file: fileMessages.type });
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  try {
    return parse(text, { bom: true, delimiter, relax_column_count: true, skip_empty_lines: false });
  } catch {
    throw new AppError(400, fileMessages.unreadable, { file: fileMessages.unreadable });
  }
}

/**
 * `POST /api/admin/billing/opening-balances/preview`: a CSV of `member_id,amount` (taka, up to
 * two decimals; negative is credit) checked line by line and column by column, as the register's
 * import is. Nothing is written: the answer holds the rows a commit writes.
 */
export async function previewOpeningBalances(db: Database, actor: AccountRow, file: { bytes: Buffer }): Promise<OpeningBalancePreview> {
  assertStaff(actor, 'Billing');
  const [header, ...records] = readCsv(file.bytes);
  const positions = new Map((header ?? []).map((name, index) => [name.trim().toLowerCase(), index]));
  const missing = openingBalanceColumns.filter((column) => !positions.has(column));
  if (missing.length > 0) throw new AppError(400, fileMessages.missingColumns(missing), { file: fileMessages.missingColumns(missing) });
  const rows = records.map((cells, index) => ({ line: index + 2, cells })).filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) throw new AppError(400, fileMessages.noRows, { file: fileMessages.noRows });
  if (rows.length > openingBalanceMaxRows) throw new AppError(400, staffBillingMessages.tooManyRows, { file: staffBillingMessages.tooManyRows });

  const errors: OpeningBalancePreview['errors'] = [];
  const parsed: { line: number; memberId: string; amountPaisa: number }[] = [];
  for (const { line, cells } of rows) {
    const memberId = memberIdSchema.safeParse(cells[positions.get('member_id')!] ?? '');
    const amount = amountOfCell(cells[positions.get('amount')!] ?? '');
    if (!memberId.success) errors.push({ line, column: 'member_id', message: memberId.error.issues[0]!.message });
    if (typeof amount === 'string') errors.push({ line, column: 'amount', message: amount });
    if (memberId.success && typeof amount === 'number') parsed.push({ line, memberId: memberId.data, amountPaisa: amount });
  }
  const accountOf = await accountsByMemberId(db, parsed.map((row) => row.memberId));
  const existing = await existingOpenings(db, [...accountOf.values()]);
  const seen = new Set<string>();
  const entries: OpeningBalancePreview['entries'] = [];
  let unchanged = 0;
  for (const row of parsed) {
    const accountId = accountOf.get(row.memberId);
    const before = accountId === undefined ? undefined : existing.get(accountId);
    if (accountId === undefined) errors.push({ line: row.line, column: 'member_id', message: staffBillingMessages.unknownMemberInFile(row.memberId) });
    else if (seen.has(row.memberId)) errors.push({ line: row.line, column: 'member_id', message: staffBillingMessages.openingBalanceRepeated });
    else if (before !== undefined && before !== row.amountPaisa) errors.push({ line: row.line, column: 'amount', message: staffBillingMessages.openingBalanceDiffers(money(before)) });
    else {
      if (before !== undefined) unchanged += 1;
      entries.push(row);
    }
    seen.add(row.memberId);
  }
  errors.sort((a, b) => a.line - b.line || a.column.localeCompare(b.column));
  const linesWithErrors = new Set(errors.map((error) => error.line));
  return {
    rows: rows.length,
    valid: rows.length - linesWithErrors.size,
    unchanged,
    owedPaisa: sumPaisa(entries.filter((row) => row.amountPaisa > 0).map((row) => paisa(row.amountPaisa))),
    creditPaisa: sumPaisa(entries.filter((row) => row.amountPaisa < 0).map((row) => paisa(-row.amountPaisa))),
    errors,
    entries: errors.length === 0 ? entries : [],
  };
}

async function accountsByMemberId(db: Pick<Database, 'select'>, memberIds: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const unique = [...new Set(memberIds)];
  for (let start = 0; start < unique.length; start += batchSize) {
    const rows = await db
      .select({ id: accounts.id, memberId: accounts.memberId })
      .from(accounts)
      .where(and(inArray(accounts.memberId, unique.slice(start, start + batchSize)), eq(accounts.role, 'member')));
    for (const row of rows) found.set(row.memberId!, row.id);
  }
  return found;
}

/**
 * `POST /api/admin/billing/opening-balances`: a preview's rows, written all or none. Checked
 * again under the accounts' locks: a member who has that balance already is left as it is (so a
 * commit sent twice writes once), and any other difference since the preview refuses the whole.
 */
export async function commitOpeningBalances(db: Database, actor: AccountRow, input: OpeningBalanceCommit, now = new Date()): Promise<OpeningBalanceCommitted> {
  assertStaff(actor, 'Billing');
  if (new Set(input.entries.map((entry) => entry.memberId)).size !== input.entries.length) throw new AppError(400, staffBillingMessages.openingBalanceRepeated);
  return db.transaction(async (tx) => {
    const accountOf = await accountsByMemberId(tx, input.entries.map((entry) => entry.memberId));
    if (accountOf.size !== input.entries.length) throw new AppError(409, staffBillingMessages.rowsChanged);
    const ids = [...accountOf.values()].sort((a, b) => a - b);
    // In one order, so two commits at once wait for each other rather than deadlock.
    for (let start = 0; start < ids.length; start += batchSize) {
      await tx.select({ id: accounts.id }).from(accounts).where(inArray(accounts.id, ids.slice(start, start + batchSize))).orderBy(accounts.id).for('update');
    }
    const existing = await existingOpenings(tx, ids);
    const fresh: Opening[] = [];
    for (const entry of input.entries) {
      const accountId = accountOf.get(entry.memberId)!;
      const before = existing.get(accountId);
      if (before === undefined) fresh.push({ accountId, memberId: entry.memberId, amountPaisa: entry.amountPaisa });
      else if (before !== entry.amountPaisa) throw new AppError(409, staffBillingMessages.rowsChanged);
    }
    await writeOpenings(tx, fresh, actor, now);
    await recordStaffActions(
      tx,
      actor,
      fresh.map((opening) => ({ action: 'billing.opening-balance', entity: { type: 'member', id: opening.memberId }, after: { amountPaisa: opening.amountPaisa }, detail: `${money(opening.amountPaisa)}, from a file` })),
      now,
    );
    const unchanged = input.entries.length - fresh.length;
    return { created: fresh.length, unchanged, message: staffBillingReplies.imported(fresh.length, unchanged) };
  });
}
