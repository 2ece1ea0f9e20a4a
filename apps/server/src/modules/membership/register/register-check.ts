import { eq } from 'drizzle-orm';
import { isStaffRole } from '@rgcc/shared/account/staff-roles';
import type { ImportError, RegisterEntry } from '@rgcc/shared/membership/register';
import type { Database } from '../../../db/client';
import { accounts, members } from '../../../db/schema';
import { differences } from './register-rows';

/** An entry of a file (or the one of a form) with its row number. */
export interface LinedEntry {
  line: number;
  entry: RegisterEntry;
}

export const registerCheckMessages = {
  repeatedMemberId: (line: number) => `This member ID is also on line ${line}.`,
  repeatedEmail: (line: number) => `This email is also on line ${line}.`,
  staffEmail: 'This email belongs to a staff account.',
  otherMembersEmail: (memberId: string) => `This email belongs to member ${memberId}.`,
  otherDetails: (memberId: string, columns: string[]) => `${memberId} is already in the register with other details: ${columns.join(', ')}.`,
} as const;

/** The entries that repeat a member ID or an email of an earlier line: the earlier one stands. */
export function repeatsInFile(entries: LinedEntry[]): ImportError[] {
  const errors: ImportError[] = [];
  const firstLineOf = { memberId: new Map<string, number>(), email: new Map<string, number>() };
  for (const { line, entry } of entries) {
    const earlierId = entry.memberId === '' ? undefined : firstLineOf.memberId.get(entry.memberId);
    if (earlierId !== undefined) errors.push({ line, column: 'memberId', message: registerCheckMessages.repeatedMemberId(earlierId) });
    else if (entry.memberId !== '') firstLineOf.memberId.set(entry.memberId, line);
    const earlierEmail = firstLineOf.email.get(entry.email);
    if (earlierEmail !== undefined) errors.push({ line, column: 'email', message: registerCheckMessages.repeatedEmail(earlierEmail) });
    else firstLineOf.email.set(entry.email, line);
  }
  return errors;
}

export interface RegisterCheck {
  errors: ImportError[];
  /** The entries the register does not hold yet. */
  fresh: LinedEntry[];
  /** Entries the register already holds exactly as they are. */
  unchanged: number;
}

/**
 * Each entry against the register: a member it already holds as it is counts as unchanged; one
 * it holds with other details, or an email of someone else (another member, or staff), is an
 * error. The whole register is read once: a club's is a few thousand rows.
 */
export async function checkAgainstRegister(db: Pick<Database, 'select'>, entries: LinedEntry[]): Promise<RegisterCheck> {
  const registered = await db
    .select({ account: { email: accounts.email, memberId: accounts.memberId, deactivatedAt: accounts.deactivatedAt, role: accounts.role }, member: members })
    .from(accounts)
    .leftJoin(members, eq(members.accountId, accounts.id));
  const byEmail = new Map(registered.map((row) => [row.account.email, row]));
  const byMemberId = new Map(registered.filter((row) => row.account.memberId !== null).map((row) => [row.account.memberId!, row]));
  const check: RegisterCheck = { errors: [], fresh: [], unchanged: 0 };
  for (const lined of entries) {
    const { line, entry } = lined;
    const owner = byEmail.get(entry.email);
    const sameId = entry.memberId === '' ? undefined : byMemberId.get(entry.memberId);
    const errorsBefore = check.errors.length;
    if (owner && isStaffRole(owner.account.role)) check.errors.push({ line, column: 'email', message: registerCheckMessages.staffEmail });
    else if (owner && (sameId ? owner !== sameId : entry.memberId !== '')) {
      check.errors.push({ line, column: 'email', message: registerCheckMessages.otherMembersEmail(owner.account.memberId!) });
    }
    const held = sameId ?? (owner && !isStaffRole(owner.account.role) ? owner : undefined);
    if (held?.member) {
      const differing = differences(entry, { account: held.account, member: held.member });
      if (differing.length === 0) check.unchanged += 1;
      else if (sameId) check.errors.push({ line, column: 'memberId', message: registerCheckMessages.otherDetails(entry.memberId, differing) });
      else if (check.errors.length === errorsBefore) check.errors.push({ line, column: 'email', message: registerCheckMessages.otherMembersEmail(held.account.memberId!) });
    } else if (check.errors.length === errorsBefore) check.fresh.push(lined);
  }
  return check;
}
