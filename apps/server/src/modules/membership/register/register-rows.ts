import type { HandicapRecord, MemberContact } from '@rgcc/shared/membership/member-area';
import type { RegisterEntry } from '@rgcc/shared/membership/register';
import type { AccountRow, MemberRow } from '../../../db/schema';

/** How the register's rows read in answers, and how an entry of a file or form becomes one. */

export const contactOf = (member: Pick<MemberRow, 'mobile' | 'presentAddress' | 'emergencyContact'>): MemberContact => ({
  mobile: member.mobile,
  presentAddress: member.presentAddress ?? '',
  emergencyContact: member.emergencyContact ?? '',
});

export const handicapOf = (member: Pick<MemberRow, 'handicapIndexTenths' | 'handicapAsOf'>): HandicapRecord | null =>
  member.handicapIndexTenths === null || member.handicapAsOf === null ? null : { index: member.handicapIndexTenths / 10, asOf: member.handicapAsOf };

/** A suspended member of an imported file: sign-in is refused with this as the reason. */
export const importedSuspensionReason = "Suspended in the club's register.";

/** The register's columns for an entry (the account's are `accountValuesOf`). */
export const memberValuesOf = (entry: RegisterEntry) => ({
  firstName: entry.firstName,
  lastName: entry.lastName,
  name: `${entry.firstName} ${entry.lastName}`,
  category: entry.category,
  mobile: entry.mobile,
  joinedOn: entry.joinedOn,
  handicapIndexTenths: entry.handicapIndex === '' ? null : Math.round(Number(entry.handicapIndex) * 10),
  handicapAsOf: entry.handicapAsOf === '' ? null : entry.handicapAsOf,
});

/** A member brought in has no password until they take their invitation, and owes no registration fee. */
export const accountValuesOf = (entry: RegisterEntry, now: Date) => ({
  email: entry.email,
  role: 'member' as const,
  passwordHash: null,
  dashboardLocked: false,
  createdAt: now,
  deactivatedAt: entry.status === 'suspended' ? now : null,
  suspensionReason: entry.status === 'suspended' ? importedSuspensionReason : null,
});

type Registered = { account: Pick<AccountRow, 'email' | 'memberId' | 'deactivatedAt'>; member: MemberRow };

/** The columns on which an entry differs from the member the register holds (none: unchanged). */
export function differences(entry: RegisterEntry, { account, member }: Registered): string[] {
  const held = memberValuesOf(entry);
  const differing: string[] = [];
  if (entry.memberId !== '' && entry.memberId !== account.memberId) differing.push('memberId');
  if (held.firstName !== member.firstName) differing.push('firstName');
  if (held.lastName !== member.lastName) differing.push('lastName');
  if (held.category !== member.category) differing.push('category');
  if (entry.email !== account.email) differing.push('email');
  if (held.mobile !== member.mobile) differing.push('mobile');
  if (held.joinedOn !== member.joinedOn) differing.push('joinedOn');
  if ((entry.status === 'suspended') !== (account.deactivatedAt !== null)) differing.push('status');
  if (held.handicapIndexTenths !== member.handicapIndexTenths) differing.push('handicapIndex');
  if (held.handicapAsOf !== member.handicapAsOf) differing.push('handicapAsOf');
  return differing;
}
