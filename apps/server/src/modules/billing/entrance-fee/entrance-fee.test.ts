import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entranceInstalmentsMessage } from '@rgcc/shared/billing/account-constants';
import { addMonths, monthOf } from '@rgcc/shared/billing/fiscal-year';
import { addDays, clubToday } from '@rgcc/shared/format/club-date';
import { paisa, sumPaisa } from '@rgcc/shared/format/money';
import { accounts, applications, auditLog, billingDocuments, ledgerEntries, scheduledCharges, type AccountRow } from '../../../db/schema';
import { createStaff, insertVerifiedApplication, signIn, staffPassword } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { runBilling } from '../runs/billing-run';
import { instalmentsOf } from './entrance-fee';

let testApp: TestApp;
let staffCookie: string;
let staff: AccountRow;
const db = () => testApp.database.db;

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  staff = await createStaff(testApp, 'approver@example.com', 'membership');
  staffCookie = (await signIn(testApp, 'approver@example.com', staffPassword)).cookie;
});
afterAll(async () => testApp?.close());

const approve = (id: number, payload?: unknown) =>
  testApp.app.inject({ method: 'POST', url: `/api/admin/applications/${id}/approve`, headers: { cookie: staffCookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
const accountOf = async (email: string) => (await db().select().from(accounts).where(eq(accounts.email, email)))[0]!;
const invoicesOf = (accountId: number) => db().select().from(billingDocuments).where(eq(billingDocuments.accountId, accountId)).orderBy(asc(billingDocuments.id));

describe('instalments', () => {
  it('add up exactly to the fee, the paisa left over on the first', () => {
    expect(instalmentsOf(paisa(10_000_000), 3)).toEqual([3_333_334, 3_333_333, 3_333_333]);
    for (const [fee, count] of [[500_000, 7], [100_000_000, 12], [1, 2], [60_000_000, 1], [99_999_999, 11]] as const) {
      const parts = instalmentsOf(paisa(fee), count);
      expect(parts).toHaveLength(count);
      expect(sumPaisa(parts)).toBe(fee);
      expect(Math.max(...parts) - Math.min(...parts)).toBeLessThan(count);
    }
    expect(() => instalmentsOf(paisa(100), 13)).toThrow(RangeError);
    expect(() => instalmentsOf(paisa(100), 0)).toThrow(RangeError);
  });
});

describe('the entrance fee at approval', () => {
  it("an empty body, as before, means in full: the category's fee plus VAT on its own invoice, due after the rule's 15 days", async () => {
    const application = await insertVerifiedApplication(testApp, 'in.full@example.com', 'Government Officer');
    const approved = await approve(application.id);
    expect(approved.statusCode, approved.body).toBe(200);
    const account = await accountOf('in.full@example.com');
    // Government Officer: 1,00,000.00, VAT 15,000.00.
    expect(await invoicesOf(account.id)).toEqual([
      expect.objectContaining({ kind: 'invoice', number: expect.stringMatching(/^INV\//), netPaisa: 10_000_000, taxPaisa: 1_500_000, totalPaisa: 11_500_000, dueOn: addDays(clubToday(), 15), status: 'open', period: null }),
    ]);
    expect((await db().select().from(ledgerEntries).where(eq(ledgerEntries.accountId, account.id)))[0]).toMatchObject({ service: 'entrance_fee', description: 'Entrance fee', postedBy: staff.id });
    expect(await db().select().from(scheduledCharges).where(eq(scheduledCharges.accountId, account.id))).toEqual([]);
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'application'), eq(auditLog.entityId, String(application.id))));
    expect(audit).toMatchObject({ action: 'application.approved', detail: expect.stringContaining('entrance fee in full') });
  });

  it('in instalments: the first invoiced at once, the others posted by the runs of the following months; together exactly the fee', async () => {
    const application = await insertVerifiedApplication(testApp, 'in.parts@example.com', 'Serving Defence Officer');
    const approved = await approve(application.id, { entranceInstalments: 3 });
    expect(approved.statusCode, approved.body).toBe(200);
    const account = await accountOf('in.parts@example.com');
    const month = monthOf(clubToday());
    // Defence officers: 5,000.00 in 3 parts: 1,666.68, 1,666.66, 1,666.66.
    const [first] = await db().select().from(ledgerEntries).where(eq(ledgerEntries.accountId, account.id));
    expect(first).toMatchObject({ description: 'Entrance fee, instalment 1 of 3', netPaisa: 166_668, taxPaisa: 25_000 });
    expect(await invoicesOf(account.id)).toEqual([expect.objectContaining({ netPaisa: 166_668, totalPaisa: 191_668 })]);
    const later = await db().select().from(scheduledCharges).where(eq(scheduledCharges.accountId, account.id)).orderBy(asc(scheduledCharges.month));
    expect(later.map((charge) => [charge.month, charge.unitPricePaisa, charge.description])).toEqual([
      [addMonths(month, 1), 166_666, 'Entrance fee, instalment 2 of 3'],
      [addMonths(month, 2), 166_666, 'Entrance fee, instalment 3 of 3'],
    ]);
    expect(first!.netPaisa! + later.reduce((total, charge) => total + charge.unitPricePaisa, 0)).toBe(500_000);

    // The next month's run bills the second instalment with the subscription (once the registration fee is paid).
    await db().update(accounts).set({ dashboardLocked: false }).where(eq(accounts.id, account.id));
    await runBilling(db(), { period: addMonths(month, 1), now: new Date(), startedBy: null });
    const lines = await db().select().from(ledgerEntries).where(and(eq(ledgerEntries.accountId, account.id), eq(ledgerEntries.service, 'entrance_fee')));
    expect(lines.map((entry) => entry.description)).toEqual(['Entrance fee, instalment 1 of 3', 'Entrance fee, instalment 2 of 3']);
    // Each in Bangla too, the instalment waiting for its run as much as the one posted at once.
    expect(lines.map((entry) => entry.descriptionBn)).toEqual(['প্রবেশ ফি, কিস্তি ১ (মোট ৩)', 'প্রবেশ ফি, কিস্তি ২ (মোট ৩)']);
  });

  it('refuses a number of instalments other than 1 to 12 with a 400 and the message; nothing is approved', async () => {
    const application = await insertVerifiedApplication(testApp, 'bad.parts@example.com');
    for (const entranceInstalments of [0, 13, 2.5, '3', null]) {
      const refused = await approve(application.id, { entranceInstalments });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: entranceInstalmentsMessage, errors: { entranceInstalments: entranceInstalmentsMessage } });
    }
    const [row] = await db().select({ status: applications.status }).from(applications).where(eq(applications.id, application.id));
    expect(row!.status).toBe('awaiting_approval');
    expect((await approve(application.id, {})).statusCode).toBe(200);
  });
});
