import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpeningBalancePreview } from '@rgcc/shared/billing/staff-accounts';
import { accounts, auditLog, billingDocuments, ledgerEntries } from '../../../db/schema';
import { createStaff, readyMember, signIn, staffPassword } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { multipartFile } from '../../../../test/uploads';

let testApp: TestApp;
let cookie: string;
const memberIds: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  const admin = await createStaff(testApp, 'admin@example.com', 'admin');
  await createStaff(testApp, 'ledger.keeper@example.com', 'accounts');
  cookie = (await signIn(testApp, 'ledger.keeper@example.com', staffPassword)).cookie;
  for (const name of ['one', 'two', 'three', 'four']) memberIds.push((await readyMember(testApp, admin, `opening.${name}@example.com`, { unlocked: true })).memberId);
});
afterAll(async () => testApp?.close());

const db = () => testApp.database.db;
const preview = (csv: string, filename = 'balances.csv') => {
  const file = multipartFile(Buffer.from(csv), filename, 'text/csv');
  return testApp.app.inject({ method: 'POST', url: '/api/admin/billing/opening-balances/preview', headers: { cookie, ...file.headers }, payload: file.payload });
};
const commit = (entries: { memberId: string; amountPaisa: number }[]) => testApp.app.inject({ method: 'POST', url: '/api/admin/billing/opening-balances', headers: { cookie }, payload: { entries } });
const openings = async () => {
  const ids = (await db().select({ id: accounts.id }).from(accounts).where(inArray(accounts.memberId, memberIds))).map((row) => row.id);
  return db().select().from(ledgerEntries).where(and(inArray(ledgerEntries.accountId, ids), eq(ledgerEntries.kind, 'opening_balance')));
};

describe('opening balances from a CSV', () => {
  it('previews every error by line and column, and writes nothing', async () => {
    const [one, two] = memberIds;
    const csv = ['Amount,Member_ID,note', `1500.5,${one},x`, `abc,${two}`, '12.345,M-0001', '0,m-99999', `-200,${one}`, ',', 'oops,'].join('\n');
    const response = await preview(csv);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<OpeningBalancePreview>();
    expect(answer.errors).toEqual([
      { line: 3, column: 'amount', message: 'Write the amount in taka with up to 2 decimals, such as 1500.50, or -200 for credit.' },
      { line: 4, column: 'amount', message: 'Write the amount in taka with up to 2 decimals, such as 1500.50, or -200 for credit.' },
      { line: 5, column: 'amount', message: 'The opening balance cannot be 0.' },
      { line: 6, column: 'member_id', message: 'This member is on an earlier line of the file too.' },
      { line: 8, column: 'amount', message: 'Write the amount in taka with up to 2 decimals, such as 1500.50, or -200 for credit.' },
      { line: 8, column: 'member_id', message: 'Enter a member ID such as M-0042.' },
    ]);
    expect(answer).toMatchObject({ rows: 6, valid: 1, unchanged: 0, entries: [] });
    expect(await openings()).toEqual([]);

    const unknown = await preview(`member_id,amount\nM-99999,10\n`);
    expect(unknown.json().errors).toEqual([{ line: 2, column: 'member_id', message: 'No member has the ID M-99999.' }]);
  });

  it('refuses a file without the columns, with no rows, empty or not text', async () => {
    for (const [csv, status, message] of [
      ['member,amount\nM-0001,1', 400, 'The header lacks the column member_id.'],
      ['member_id,amount\n', 400, 'The file has a header but no rows.'],
      ['', 400, 'The file is empty.'],
      ['member_id,amount\n\u0000', 415, 'The file must be CSV (.csv), UTF-8.'],
    ] as const) {
      const response = await preview(csv);
      expect(response.statusCode, csv).toBe(status);
      expect(response.json()).toEqual({ message, errors: { file: message } });
    }
  });

  it('commits the rows of a clean preview all at once: owed ones become OB/… bills, credit ones do not; committed twice, written once', async () => {
    const [one, two, three] = memberIds;
    const response = await preview(`member_id;amount\n${one};"1,500.50"\n${two!.toLowerCase()};-200\n${three};75\n`);
    const answer = response.json<OpeningBalancePreview>();
    expect(answer).toMatchObject({ rows: 3, valid: 3, unchanged: 0, owedPaisa: 157550, creditPaisa: 20000, errors: [] });
    expect(answer.entries).toEqual([
      { line: 2, memberId: one, amountPaisa: 150050 },
      { line: 3, memberId: two, amountPaisa: -20000 },
      { line: 4, memberId: three, amountPaisa: 7500 },
    ]);
    const rows = answer.entries.map(({ memberId, amountPaisa }) => ({ memberId, amountPaisa }));
    const [first, second] = await Promise.all([commit(rows), commit(rows)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().created, second.json().created].sort()).toEqual([0, 3]);
    expect([first.json().message, second.json().message].sort()).toEqual([
      '0 opening balances were written; 3 were already there as they are.',
      '3 opening balances were written; 0 were already there as they are.',
    ]);
    const written = await openings();
    expect(written.map((entry) => entry.amountPaisa).sort((a, b) => a - b)).toEqual([-20000, 7500, 150050]);
    const bills = await db().select().from(billingDocuments).where(eq(billingDocuments.kind, 'opening_balance'));
    expect(bills.map((bill) => bill.number)).toHaveLength(2);
    expect(bills.every((bill) => /^OB\/\d{4}-\d{2}\/\d{6}$/.test(bill.number) && bill.status === 'open')).toBe(true);
    const audited = await db().select().from(auditLog).where(eq(auditLog.action, 'billing.opening-balance'));
    expect(audited).toHaveLength(3);

    // The same file again: the preview counts them unchanged; another amount is an error of that line.
    const same = (await preview(`member_id,amount\n${one},1500.50\n`)).json<OpeningBalancePreview>();
    expect(same).toMatchObject({ valid: 1, unchanged: 1, errors: [] });
    const differs = (await preview(`member_id,amount\n${one},1500\n`)).json<OpeningBalancePreview>();
    expect(differs.errors).toEqual([{ line: 2, column: 'amount', message: 'This member already has an opening balance of 1,500.50 BDT.' }]);
  });

  it('writes none of a commit when one row has changed since the preview', async () => {
    const [one, , , four] = memberIds;
    const response = await commit([
      { memberId: four!, amountPaisa: 100 },
      { memberId: one!, amountPaisa: 999 },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'The accounts have changed since the preview: check the file again to see what differs.' });
    const unknown = await commit([{ memberId: 'M-99999', amountPaisa: 100 }]);
    expect(unknown.statusCode).toBe(409);
    const repeated = await commit([
      { memberId: four!, amountPaisa: 100 },
      { memberId: four!, amountPaisa: 100 },
    ]);
    expect(repeated.statusCode).toBe(400);
    expect((await openings()).filter((entry) => entry.amountPaisa === 100)).toEqual([]);
  });
});
