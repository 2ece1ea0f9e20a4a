import type { RegisterEntry } from '@rgcc/shared/membership/register';
import type { Transaction } from '../../../db/client';
import { accounts, members, type AccountRow } from '../../../db/schema';
import { recordStaffActions } from '../../audit/entry';
import { nextMemberId, numberAfter } from './member-numbers';
import { accountValuesOf, memberValuesOf } from './register-rows';

/** Rows per statement: well under PostgreSQL's 65,535 parameters for any of the three tables. */
const chunkSize = 500;

const chunks = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / chunkSize) }, (_, index) => items.slice(index * chunkSize, (index + 1) * chunkSize));

/**
 * Adds members to the register in the caller's transaction: an account each (no password yet,
 * no fee owed), their register row, and an audit entry each. A blank member ID takes the next
 * number, after any given here.
 */
export async function addToRegister(
  tx: Transaction,
  actor: Pick<AccountRow, 'id'>,
  entries: RegisterEntry[],
  how: { action: 'member.imported' | 'member.added'; importId: number | null; detail: string },
  now: Date,
): Promise<{ accountId: number; memberId: string }[]> {
  await numberAfter(tx, entries.map((entry) => entry.memberId));
  const added: { accountId: number; memberId: string }[] = [];
  for (const chunk of chunks(entries)) {
    const created = await tx
      .insert(accounts)
      .values(chunk.map((entry) => ({ ...accountValuesOf(entry, now), memberId: entry.memberId === '' ? nextMemberId : entry.memberId })))
      .returning({ accountId: accounts.id, memberId: accounts.memberId, email: accounts.email });
    // Emails are unique: each entry finds its account whatever order the rows come back in.
    const byEmail = new Map(created.map((row) => [row.email, { accountId: row.accountId, memberId: row.memberId! }]));
    const rows = chunk.map((entry) => ({ entry, ...byEmail.get(entry.email)! }));
    await tx.insert(members).values(rows.map(({ entry, accountId }) => ({ accountId, ...memberValuesOf(entry), importId: how.importId })));
    await recordStaffActions(
      tx,
      actor,
      rows.map(({ entry, accountId, memberId }) => ({ action: how.action, entity: { type: 'member' as const, id: accountId }, before: null, after: { ...entry, memberId }, detail: how.detail })),
      now,
    );
    added.push(...rows.map(({ accountId, memberId }) => ({ accountId, memberId })));
  }
  return added;
}
