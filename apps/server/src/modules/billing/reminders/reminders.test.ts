import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubDayStart } from '@rgcc/shared/format/club-date';
import { paisa } from '@rgcc/shared/format/money';
import { accounts, billingDocuments, billingNotices, outgoingMail, type AccountRow } from '../../../db/schema';
import { createStaff, readyMember, signIn, staffPassword, withoutEntranceFees } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { postCharges } from '../ledger/charges';
import { typedLine } from '../ledger/ledger-lines';
import { issueInvoices } from '../ledger/documents';
import { sendBillReminders, sendPaymentDueLetters } from './notices';

/**
 * Bill reminders, by a clock the test sets: 7 days before the due date, on it, 7 and 30 days
 * after; each once, however often the job runs and on however many instances at once; none for a
 * bill paid or void.
 */

let testApp: TestApp;
let admin: AccountRow;
let adminCookie: string;
const db = () => testApp.database.db;
const config = () => testApp.app.deps.config;

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  admin = await createStaff(testApp, 'reminders.admin@example.com', 'admin');
  adminCookie = (await signIn(testApp, 'reminders.admin@example.com', staffPassword)).cookie;
  await withoutEntranceFees(testApp);
}, 60_000);
afterAll(async () => testApp?.close());

async function member(email: string) {
  const ready = await readyMember(testApp, admin, email, { unlocked: true });
  const [account] = await db().select().from(accounts).where(eq(accounts.email, email));
  return { ...ready, email, accountId: account!.id };
}

let bills = 0;
/** A bill of 1,150.00 issued on `issuedOn`, due 15 days later. */
async function billIssuedOn(accountId: number, issuedOn: string) {
  const at = clubDayStart(issuedOn);
  return db().transaction(async (tx) => {
    const entries = await postCharges(tx, [{ accountId, service: 'other', line: typedLine('Dues'), quantity: 1, unitPricePaisa: paisa(100_000), taxCode: 'vat_standard', sourceKey: `bill:${++bills}` }], at);
    return (await issueInvoices(tx, [{ accountId, entries }], { at, dueDays: 15 }))[0]!;
  });
}

const at = (day: string) => new Date(`${day}T09:00:00+06:00`);
const remindersTo = (email: string) =>
  db()
    .select({ subject: outgoingMail.subject, text: outgoingMail.textBody, html: outgoingMail.htmlBody })
    .from(outgoingMail)
    .where(and(eq(outgoingMail.toAddress, email), eq(outgoingMail.kind, 'bill-reminder')))
    .orderBy(asc(outgoingMail.id));

describe('bill reminders', () => {
  it('are mailed 7 days before the due date, on it, 7 and 30 days after: each on its day, not before, and once', async () => {
    const payer = await member('reminded@example.com');
    const bill = await billIssuedOn(payer.accountId, '2030-01-01');
    expect(bill.dueOn).toBe('2030-01-16');
    const days: [string, number][] = [
      ['2030-01-08', 0],
      ['2030-01-09', 1],
      ['2030-01-09', 1],
      ['2030-01-15', 1],
      ['2030-01-16', 2],
      ['2030-01-22', 2],
      ['2030-01-23', 3],
      ['2030-02-14', 3],
      ['2030-02-15', 4],
      ['2030-02-15', 4],
      ['2030-03-30', 4],
    ];
    for (const [day, count] of days) {
      await sendBillReminders(db(), config(), at(day));
      expect((await remindersTo(payer.email)).length, day).toBe(count);
    }
    const mails = await remindersTo(payer.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your bill ${bill.number} is due on 16 January 2030`,
      `Your bill ${bill.number} is due today, 16 January 2030`,
      `Your bill ${bill.number} is overdue`,
      `Your bill ${bill.number} is overdue`,
    ]);
    expect(mails[0]!.text).toContain('Left to pay: 1,150.00 BDT');
    expect(mails[0]!.text).toContain(`${testApp.publicUrl}/dashboard/payments`);
    expect(mails[2]!.text).toContain('was due on 16 January 2030 and is not paid yet');
    const notices = await db().select().from(billingNotices).where(eq(billingNotices.documentId, bill.id));
    expect(notices.map((notice) => notice.notice).sort()).toEqual(['reminder:-7', 'reminder:0', 'reminder:30', 'reminder:7']);
  });

  it('a bill paid or void gets no more; what is left of one partly paid is what the reminder asks', async () => {
    const payer = await member('paid.up@example.com');
    const paid = await billIssuedOn(payer.accountId, '2031-01-01');
    await sendBillReminders(db(), config(), at('2031-01-09'));
    expect(await remindersTo(payer.email)).toHaveLength(1);
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/members/${payer.memberId}/payments`,
      headers: { cookie: adminCookie },
      payload: { amountPaisa: 115_000, method: 'cash', reference: 'Book 1' },
    });
    expect(response.statusCode).toBe(201);
    expect((await db().select().from(billingDocuments).where(eq(billingDocuments.id, paid.id)))[0]!.status).toBe('paid');
    await sendBillReminders(db(), config(), at('2031-01-16'));
    await sendBillReminders(db(), config(), at('2031-01-23'));
    expect(await remindersTo(payer.email)).toHaveLength(1);

    const partly = await member('partly.paid@example.com');
    await billIssuedOn(partly.accountId, '2031-03-01');
    await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/members/${partly.memberId}/payments`,
      headers: { cookie: adminCookie },
      payload: { amountPaisa: 15_000, method: 'cash', reference: 'Book 2' },
    });
    await sendBillReminders(db(), config(), at('2031-03-16'));
    expect((await remindersTo(partly.email))[0]!.text).toContain('Left to pay: 1,000.00 BDT');
  });

  it('two instances at once send each reminder once', async () => {
    const payer = await member('two.instances@example.com');
    await billIssuedOn(payer.accountId, '2032-05-01');
    const second = await testApp.sameDatabase();
    const counts = await Promise.all([
      sendBillReminders(db(), config(), at('2032-05-16')),
      sendBillReminders(second, config(), at('2032-05-16')),
      sendBillReminders(db(), config(), at('2032-05-16')),
    ]);
    expect(counts.reduce((total, count) => total + count, 0)).toBe(1);
    expect(await remindersTo(payer.email)).toHaveLength(1);
  });
});

describe('in the member’s language', () => {
  it('a Bangla account’s reminders are in Bangla: the due date and the amount in Bengali digits, the bill number as it is', async () => {
    const payer = await member('reminded.bangla@example.com');
    await db().update(accounts).set({ language: 'bn' }).where(eq(accounts.id, payer.accountId));
    const bill = await billIssuedOn(payer.accountId, '2033-01-01');
    await sendBillReminders(db(), config(), at('2033-01-09'));
    await sendBillReminders(db(), config(), at('2033-01-23'));
    const mails = await remindersTo(payer.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`আপনার বিল ${bill.number} পরিশোধের শেষ তারিখ ১৬ জানুয়ারি, ২০৩৩`, `আপনার বিল ${bill.number} পরিশোধের মেয়াদ পেরিয়ে গেছে`]);
    expect(mails[0]!.text).toContain(`বিল: ${bill.number}`);
    expect(mails[0]!.text).toContain('পরিশোধ বাকি: ১,১৫০.০০ ৳');
    expect(mails[0]!.text).toContain(`অ্যাকাউন্ট পেজে পরিশোধ করুন:\n${testApp.publicUrl}/dashboard/payments`);
    expect(mails[1]!.text).toContain(`আপনার বিল ${bill.number} পরিশোধের শেষ তারিখ ছিল ১৬ জানুয়ারি, ২০৩৩, এবং এটি এখনো পরিশোধ করা হয়নি।`);
    expect(mails[1]!.html).toContain('<html lang="bn">');
  });

  it('so is the payment-due letter: its dates and amount in Bengali digits, the member ID as it is', async () => {
    const behind = await member('letter.bangla@example.com');
    await db().update(accounts).set({ language: 'bn' }).where(eq(accounts.id, behind.accountId));
    const bill = await billIssuedOn(behind.accountId, '2034-01-26');
    await sendPaymentDueLetters(db(), config(), at('2034-05-10'));
    const [letter] = await db().select().from(outgoingMail).where(and(eq(outgoingMail.toAddress, behind.email), eq(outgoingMail.kind, 'payment-due-letter')));
    expect(letter!.subject).toBe(`আপনার সদস্যপদে (${behind.memberId}) বকেয়া আছে`);
    expect(letter!.textBody).toContain(`আমাদের হিসাবে দেখা যাচ্ছে, ১০ ফেব্রুয়ারি, ২০৩৪ তারিখের মধ্যে পরিশোধযোগ্য আপনার বিল ${bill.number} এখনো পরিশোধ করা হয়নি।`);
    expect(letter!.textBody).toContain('মেয়াদোত্তীর্ণ বকেয়া: ১,১৫০.০০ ৳');
    expect(letter!.textBody).toContain('পরিশোধ না করলে ১০ আগস্ট, ২০৩৪ তারিখে আপনার সদস্যপদ সাময়িকভাবে বন্ধ করা হবে');
    expect(letter!.htmlBody).toContain('<html lang="bn">');
  });
});
