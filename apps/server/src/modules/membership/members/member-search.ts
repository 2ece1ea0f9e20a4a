import { ilike, or, sql, type SQL } from 'drizzle-orm';
import { fullName, likePattern } from '../../../db/search';
import { accounts, applications } from '../../../db/schema';

/** Members whose application matches `condition`: looked up in the applications on their own. */
export const applicationMatches = (condition: SQL): SQL => sql`${accounts.applicationId} in (select ${applications.id} from ${applications} where ${condition})`;

/**
 * Members whose name, email or member ID holds the search. Each table is searched on its own,
 * where its trigram indexes serve (db/search.ts): one `or` across the join would compare every
 * member's row.
 */
export function memberMatching(search: string): SQL {
  const pattern = likePattern(search);
  const byAccount = sql`${accounts.id} in (select ${accounts.id} from ${accounts} where ${or(ilike(accounts.email, pattern), ilike(accounts.memberId, pattern))})`;
  return or(applicationMatches(or(ilike(applications.nameEnglish, pattern), ilike(fullName(applications.firstName, applications.lastName), pattern))!), byAccount)!;
}

