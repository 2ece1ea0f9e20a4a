import { eq } from 'drizzle-orm';
import type { MemberProfile, MembershipSummary } from '@rgcc/shared/membership/member-area';
import { answersOf } from '@rgcc/shared/membership/application-fields';
import type { Database } from '../../../db/client';
import { applications, type AccountRow } from '../../../db/schema';
import { assertMember } from '../../account/entry';

async function applicationOf(db: Database, account: AccountRow) {
  const [application] = await db.select().from(applications).where(eq(applications.id, account.applicationId!));
  return application!;
}

/** The unlocked member's own application data (the Profile card). */
export async function memberProfile(db: Database, actor: AccountRow): Promise<MemberProfile> {
  assertMember(actor, { unlocked: true });
  const details = (await applicationOf(db, actor)).details as Record<string, unknown>;
  return { email: actor.email, details: answersOf(details) };
}

/** The unlocked member's membership (the Membership card). */
export async function membershipSummary(db: Database, actor: AccountRow): Promise<MembershipSummary> {
  assertMember(actor, { unlocked: true });
  const application = await applicationOf(db, actor);
  return {
    memberId: actor.memberId!,
    name: application.nameEnglish,
    category: application.category,
    membershipType: application.membershipType,
    status: 'Active',
    memberSince: actor.createdAt.toISOString(),
  };
}
