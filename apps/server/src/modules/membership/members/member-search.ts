import { ilike, or, sql, type SQL } from 'drizzle-orm';
import { fullName, likePattern } from '../../../db/search';
import { accounts, members } from '../../../db/schema';

/** Members whose register row matches `condition`: looked up in the register on its own. */
export const registerMatches = (condition: SQL): SQL => sql`${accounts.id} in (select ${members.accountId} from ${members} where ${condition})`;

/**
 * Members whose name, email or member ID holds the search. Each table is searched on its own,
 * where its trigram indexes serve (db/search.ts): one `or` across the join would compare every
 * member's row.
 */
export function memberMatching(search: string): SQL {
  const pattern = likePattern(search);
  const byAccount = sql`${accounts.id} in (select ${accounts.id} from ${accounts} where ${or(ilike(accounts.email, pattern), ilike(accounts.memberId, pattern))})`;
  return or(registerMatches(or(ilike(members.name, pattern), ilike(fullName(members.firstName, members.lastName), pattern))!), byAccount)!;
}
