import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';

/** A member ID from the sequence, at least four digits: M-0246. */
export const nextMemberId = sql<string>`(select 'M-' || lpad(n::text, greatest(4, length(n::text)), '0') from nextval('member_number_seq') as n)`;

const numberOf = (memberId: string) => Number(memberId.slice(2));

/**
 * After member IDs given by staff (an import, a member added by hand), the sequence goes on
 * after the highest: a new application is never given an ID the register already holds.
 */
export async function numberAfter(tx: Transaction, memberIds: string[]) {
  const highest = Math.max(0, ...memberIds.filter((id) => id !== '').map(numberOf));
  if (highest === 0) return;
  await tx.execute(
    sql`select setval('member_number_seq', greatest(${highest}::bigint, (select case when is_called then last_value else last_value - 1 end from member_number_seq)))`,
  );
}
