/**
 * The members of seeded-members.ts, made on the suite's DATA_DIR before the server holds it
 * (global-setup.ts runs this after the staff command): through the server's own approval, with
 * its clock set back where the past matters, and their own passwords chosen as any member who
 * signs in.
 */
import { eq } from 'drizzle-orm';
import { addDays, clubDateTimeInstant, clubToday } from '@rgcc/shared/format/club-date';
import { sampleApplicant, sampleNid, sampleProposer } from '@rgcc/shared/membership/sample-applications';
import { parseConfig, type Config } from '../../apps/server/src/config';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { accounts, applications, teeTimeBookings, teeTimePlayers, teeTimeSlots, type AccountRow } from '../../apps/server/src/db/schema';
import { hashPassword } from '../../apps/server/src/modules/account/entry';
import { approveApplication } from '../../apps/server/src/modules/membership/entry';
import { golfPartners, onHoldMember } from './seeded-members';
import { suiteStaffEmails } from './suite-staff';

type Seed = { email: string; password: string; category: string; name: string; approvedAt: Date };

/** An applicant approved at `approvedAt`, with their registration fee paid and their password chosen. */
async function approvedMember(db: Database, config: Config, admin: AccountRow, seed: Seed): Promise<AccountRow> {
  const [firstName, lastName] = seed.name.split(' ') as [string, string];
  const [application] = await db
    .insert(applications)
    .values({
      email: seed.email,
      category: seed.category,
      membershipType: sampleApplicant.membershipType,
      firstName,
      lastName,
      nameEnglish: seed.name,
      mobile: sampleApplicant.mobile,
      details: { category: seed.category, ...sampleApplicant, ...sampleNid, ...sampleProposer, firstName, lastName, nameEnglish: seed.name, email: seed.email },
      status: 'awaiting_approval',
      emailVerifiedAt: seed.approvedAt,
      createdAt: seed.approvedAt,
    })
    .returning();
  await approveApplication(db, config, admin, application!.id, null, seed.approvedAt);
  const [member] = await db
    .update(accounts)
    .set({ passwordHash: await hashPassword(seed.password), mustChangePassword: false, dashboardLocked: false })
    .where(eq(accounts.email, seed.email))
    .returning();
  return member!;
}

/** Yesterday's tee time for the two partners, booked by the first: as the booking would have left it. */
async function playedYesterday(db: Database, booker: AccountRow, partner: AccountRow) {
  const yesterday = addDays(clubToday(), -1);
  const startsAt = clubDateTimeInstant(`${yesterday}T${golfPartners.teeTime}`);
  await db.insert(teeTimeSlots).values({ startsAt, capacity: 4, booked: 2 });
  const [booking] = await db.insert(teeTimeBookings).values({ startsAt, bookedBy: booker.id, createdAt: new Date(startsAt.getTime() - 2 * 86_400_000) }).returning();
  await db.insert(teeTimePlayers).values([
    { bookingId: booking!.id, position: 1, accountId: booker.id, clubDate: yesterday },
    { bookingId: booking!.id, position: 2, accountId: partner.id, clubDate: yesterday },
  ]);
}

async function main() {
  const config = parseConfig();
  const database = await openDatabase({ dataDir: config.DATA_DIR });
  try {
    const { db } = database;
    const [admin] = await db.select().from(accounts).where(eq(accounts.email, suiteStaffEmails.admin));
    // Approved 8 months ago (the approval invoiced the entrance fee then, due 15 days later), never paid.
    await approvedMember(db, config, admin!, { ...onHoldMember, name: sampleApplicant.nameEnglish, approvedAt: new Date(Date.now() - 240 * 86_400_000) });
    const joined = new Date(Date.now() - 30 * 86_400_000);
    const booker = await approvedMember(db, config, admin!, { ...golfPartners.booker, category: 'Foreigner/Diplomat', approvedAt: joined });
    const partner = await approvedMember(db, config, admin!, { ...golfPartners.partner, category: 'Foreigner/Diplomat', approvedAt: joined });
    await playedYesterday(db, booker, partner);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
