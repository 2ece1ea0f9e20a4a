import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { directoryConsentOffMessage, directoryConsentOnMessage, directoryNotFoundMessage, directoryPageSize, directoryRecentRounds } from '@rgcc/shared/golf/course-constants';
import type { DirectoryConsent, DirectoryConsentReply, DirectoryEntry, DirectoryMember, DirectoryPage, DirectoryQuery } from '@rgcc/shared/golf/course';
import { fromTenths } from '@rgcc/shared/golf/scores';
import type { Database } from '../../../db/client';
import { accounts, members, type AccountRow } from '../../../db/schema';
import { fullName, likePattern } from '../../../db/search';
import { AppError } from '../../../http/errors';
import { assertMember } from '../../account/entry';
import { currentIndexOf } from '../handicap/current-index';
import { recordOf } from '../handicap/service';

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

/** The handicap that counts: the Federation's index where the register holds one, else the club estimate from the member's scores. */
async function handicapOf(db: Database, row: Row): Promise<Pick<DirectoryMember, 'handicapIndex' | 'handicapSource'>> {
  const { indexTenths, source } = row.indexTenths === null ? await currentIndexOf(db, row.accountId) : { indexTenths: row.indexTenths, source: 'official' as const };
  return { handicapIndex: indexTenths === null ? null : fromTenths(indexTenths), handicapSource: source };
}

/** Contact details are the member's to share: null unless they said yes. */
const memberOf = (row: Row, handicap: Pick<DirectoryMember, 'handicapIndex' | 'handicapSource'>): DirectoryMember => ({
  memberId: row.memberId!,
  name: row.name,
  category: row.category,
  ...handicap,
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
  const items = await Promise.all(rows.map(async (row) => memberOf(row, await handicapOf(db, row))));
  return { items, total: total!.value, page: query.page, pageSize: directoryPageSize };
}

/**
 * `GET /api/member/directory/{memberId}`: the member, their index's day, and their recent rounds
 * from their handicap record (void ones left out), newest first, each with who attested it and its
 * tees named in the viewer's language.
 */
export async function directoryEntry(db: Database, viewer: AccountRow, memberId: string): Promise<DirectoryEntry> {
  assertMember(viewer, { unlocked: true });
  const [row] = await directoryRows(db).where(and(listed, eq(accounts.memberId, memberId)));
  if (!row) throw new AppError(404, directoryNotFoundMessage);
  const record = await recordOf(db, row.accountId, viewer.language);
  const handicapIndex = record.officialIndex ?? record.estimatedIndex;
  return {
    ...memberOf(row, { handicapIndex, handicapSource: record.indexSource }),
    handicapAsOf: record.officialAsOf,
    rounds: record.rounds
      .filter((round) => !round.voided)
      .slice(0, directoryRecentRounds)
      .map((round) => ({
        id: round.id,
        playedOn: round.playedOn,
        holes: round.holes,
        teeName: round.teeName,
        grossScore: round.grossScore,
        adjustedGrossScore: round.adjustedGrossScore,
        differential: round.differential,
        counted: round.counted,
        attestedBy: round.attestedBy,
      })),
  };
}

/** `PUT /api/member/directory-consent`: the member says whether other members see their email and mobile. */
export async function setDirectoryConsent(db: Database, member: AccountRow, input: DirectoryConsent): Promise<DirectoryConsentReply> {
  assertMember(member, { unlocked: true });
  await db.update(members).set({ directoryShowsContact: input.showsContact }).where(eq(members.accountId, member.id));
  return { showsContact: input.showsContact, message: input.showsContact ? directoryConsentOnMessage : directoryConsentOffMessage };
}
