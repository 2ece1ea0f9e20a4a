/**
 * A member whose membership is on hold, for e2e/billing-standing.spec.ts: approved 8 months ago
 * (the approval invoiced the entrance fee then, due 15 days later) and never paid it. The club's
 * books as they would be; made through the server's own approval, with its clock set back, on the
 * suite's DATA_DIR before the server holds it (global-setup.ts runs it after the staff command).
 */
import { eq } from 'drizzle-orm';
import { sampleApplicant, sampleNid, sampleProposer } from '@rgcc/shared/membership/sample-applications';
import { parseConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { accounts, applications } from '../../apps/server/src/db/schema';
import { hashPassword } from '../../apps/server/src/modules/account/entry';
import { approveApplication } from '../../apps/server/src/modules/membership/entry';
import { onHoldMember } from './on-hold-member';
import { suiteStaffEmails } from './suite-staff';

async function main() {
  const config = parseConfig();
  const database = await openDatabase({ dataDir: config.DATA_DIR });
  try {
    const { db } = database;
    const [admin] = await db.select().from(accounts).where(eq(accounts.email, suiteStaffEmails.admin));
    const approvedAt = new Date(Date.now() - 240 * 86_400_000);
    const [application] = await db
      .insert(applications)
      .values({
        email: onHoldMember.email,
        category: onHoldMember.category,
        membershipType: sampleApplicant.membershipType,
        firstName: sampleApplicant.firstName,
        lastName: sampleApplicant.lastName,
        nameEnglish: sampleApplicant.nameEnglish,
        mobile: sampleApplicant.mobile,
        details: { category: onHoldMember.category, ...sampleApplicant, ...sampleNid, ...sampleProposer, email: onHoldMember.email },
        status: 'awaiting_approval',
        emailVerifiedAt: approvedAt,
        createdAt: approvedAt,
      })
      .returning();
    await approveApplication(db, config, admin!, application!.id, null, approvedAt);
    // Their registration fee paid and their own password chosen, as any member who signs in.
    await db
      .update(accounts)
      .set({ passwordHash: await hashPassword(onHoldMember.password), mustChangePassword: false, dashboardLocked: false })
      .where(eq(accounts.email, onHoldMember.email));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
