import { eq } from 'drizzle-orm';
import type { MemberProfile, MembershipSummary } from '@rgcc/shared/membership/member-area';
import { answersOf } from '@rgcc/shared/membership/application-fields';
import type { Database } from '../../../db/client';
import { applications, members, type AccountRow } from '../../../db/schema';
import { assertMember } from '../../account/entry';
import { contactOf, handicapOf } from '../register/register-rows';

async function registerRowOf(db: Database, account: AccountRow) {
  const [member] = await db.select().from(members).where(eq(members.accountId, account.id));
  return member!;
}

/** The unlocked member's Profile: their register row, and their application as sent when they applied here. */
export async function memberProfile(db: Database, actor: AccountRow): Promise<MemberProfile> {
  assertMember(actor, { unlocked: true });
  const [member, [application]] = await Promise.all([
    registerRowOf(db, actor),
    actor.applicationId === null ? [] : db.select({ details: applications.details }).from(applications).where(eq(applications.id, actor.applicationId)),
  ]);
  return {
    email: actor.email,
    memberId: actor.memberId!,
    name: member.name,
    category: member.category,
    handicap: handicapOf(member),
    directoryShowsContact: member.directoryShowsContact,
    ...contactOf(member),
    details: application ? answersOf(application.details as Record<string, unknown>) : null,
  };
}

/** The unlocked member's membership (the Membership card). */
export async function membershipSummary(db: Database, actor: AccountRow): Promise<MembershipSummary> {
  assertMember(actor, { unlocked: true });
  const member = await registerRowOf(db, actor);
  return {
    memberId: actor.memberId!,
    name: member.name,
    category: member.category,
    membershipType: member.membershipType,
    status: 'Active',
    memberSince: member.joinedOn,
  };
}
