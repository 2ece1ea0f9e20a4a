import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { directoryConsentOffMessage, directoryConsentOnMessage, directoryNotFoundMessage, directoryPageSize, directoryRecentRounds } from '@rgcc/shared/golf/course-constants';
import type { DirectoryConsent, DirectoryConsentReply, DirectoryEntry, DirectoryMember, DirectoryPage, DirectoryQuery } from '@rgcc/shared/golf/course';
import { fromTenths } from '@rgcc/shared/golf/scores';
import type { Database } from '../../../db/client';
import { accounts, members, scores, tees, type AccountRow } from '../../../db/schema';
import { fullName, likePattern } from '../../../db/search';
import { AppError } from '../../../http/errors';
import { assertMember } from '../../account/entry';

/**
 * The member directory (issue 24, item 3): every active member as other members see them: name,
 * member ID, category and handicap, and their email and mobile only where they allow it
 * (`members.directory_shows_contact`, off until they switch it on). Only members who have paid
 * the registration fee and are not suspended read it, and only they are listed.
 */

/** Listed: a member who may use the club (not suspended, the registration fee paid). */
const listed = and(eq(accounts.role, 'member'), isNull(accounts.deactivatedAt), eq(accounts.dashboardLocked, false))!;

/**
 * By name or member ID, never by email: a search that matched addresses would tell who holds one
 * even where its member keeps it private.
 */
function matching(search: string): SQL {
  const pattern = likePattern(search);
  // Each table searched on its own, where its trigram indexes serve (db/search.ts).
  const byName = sql`${accounts.id} in (select ${members.accountId} from ${members} where ${or(ilike(members.name, pattern), ilike(fullName(members.firstName, members.lastName), pattern))})`;
  return or(byName, ilike(accounts.memberId, pattern))!;
}

const columns = {
  memberId: accounts.memberId,
  email: accounts.email,
  name: members.name,
  category: members.category,
  mobile: members.mobile,
  showsContact: members.directoryShowsContact,
  indexTenths: members.handicapIndexTenths,
  indexAsOf: members.handicapAsOf,
  accountId: accounts.id,
};
type Row = { memberId: string | null; email: string; name: string; category: string; mobile: string; showsContact: boolean; indexTenths: number | null; indexAsOf: string | null; accountId: number };

/** The handicap that counts: the Federation's index where the register holds one (the club estimate comes with the record). */
const handicapOf = (row: Row): Pick<DirectoryMember, 'handicapIndex' | 'handicapSource'> =>
  row.indexTenths === null ? { handicapIndex: null, handicapSource: null } : { handicapIndex: fromTenths(row.indexTenths), handicapSource: 'official' };

/** Contact details are the member's to share: null unless they said yes. */
const memberOf = (row: Row): DirectoryMember => ({
  memberId: row.memberId!,
  name: row.name,
  category: row.category,
  ...handicapOf(row),
  email: row.showsContact ? row.email : null,
  mobile: row.showsContact ? row.mobile : null,
});

const directoryRows = (db: Database) => db.select(columns).from(accounts).innerJoin(members, eq(members.accountId, accounts.id));

/** `GET /api/member/directory`: active members by name, searched by name or member ID, 20 a page. */
export async function listDirectory(db: Database, viewer: AccountRow, query: DirectoryQuery): Promise<DirectoryPage> {
  assertMember(viewer, { unlocked: true });
  const where = query.q ? and(listed, matching(query.q))! : listed;
  const [rows, [total]] = await Promise.all([
    directoryRows(db)
      .where(where)
      .orderBy(asc(members.name), asc(accounts.memberId))
      .limit(directoryPageSize)
      .offset((query.page - 1) * directoryPageSize),
    db.select({ value: count() }).from(accounts).innerJoin(members, eq(members.accountId, accounts.id)).where(where),
  ]);
  return { items: rows.map(memberOf), total: total!.value, page: query.page, pageSize: directoryPageSize };
}

const attesters = alias(accounts, 'attesters');
const attesterMembers = alias(members, 'attester_members');

/** `GET /api/member/directory/{memberId}`: the member, their index's day, and their recent rounds (void ones left out). */
export async function directoryEntry(db: Database, viewer: AccountRow, memberId: string): Promise<DirectoryEntry> {
  assertMember(viewer, { unlocked: true });
  const [row] = await directoryRows(db).where(and(listed, eq(accounts.memberId, memberId)));
  if (!row) throw new AppError(404, directoryNotFoundMessage);
  const rounds = await db
    .select({
      id: scores.id,
      playedOn: scores.playedOn,
      holes: scores.holes,
      teeName: tees.name,
      grossScore: scores.grossScore,
      adjustedGrossScore: scores.adjustedGrossScore,
      differentialTenths: scores.differentialTenths,
      attestedById: scores.attestedBy,
      attesterName: attesterMembers.name,
    })
    .from(scores)
    .innerJoin(tees, eq(tees.id, scores.teeId))
    .leftJoin(attesters, eq(attesters.id, scores.attestedBy))
    .leftJoin(attesterMembers, eq(attesterMembers.accountId, attesters.id))
    .where(and(eq(scores.accountId, row.accountId), isNull(scores.voidedAt)))
    .orderBy(desc(scores.playedOn), desc(scores.id))
    .limit(directoryRecentRounds);
  return {
    ...memberOf(row),
    handicapAsOf: row.indexTenths === null ? null : row.indexAsOf,
    rounds: rounds.map((round) => ({
      id: round.id,
      playedOn: round.playedOn,
      holes: round.holes,
      teeName: round.teeName,
      grossScore: round.grossScore,
      adjustedGrossScore: round.adjustedGrossScore,
      differential: fromTenths(round.differentialTenths),
      // A member of staff who attested has no register row.
      attestedBy: round.attestedById === null ? null : (round.attesterName ?? 'Club staff'),
    })),
  };
}

/** `PUT /api/member/directory-consent`: the member says whether other members see their email and mobile. */
export async function setDirectoryConsent(db: Database, member: AccountRow, input: DirectoryConsent): Promise<DirectoryConsentReply> {
  assertMember(member, { unlocked: true });
  await db.update(members).set({ directoryShowsContact: input.showsContact }).where(eq(members.accountId, member.id));
  return { showsContact: input.showsContact, message: input.showsContact ? directoryConsentOnMessage : directoryConsentOffMessage };
}
