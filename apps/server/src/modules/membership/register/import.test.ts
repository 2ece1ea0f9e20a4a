import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import { applicantCategories } from '@rgcc/shared/membership/membership';
import type { ImportCommit, ImportPreview } from '@rgcc/shared/membership/register';
import { importFileMessages, registerColumns, registerMessages } from '@rgcc/shared/membership/register-constants';
import { mobileMessages } from '@rgcc/shared/membership/membership-application';
import { accounts, auditLog, memberImports, members } from '../../../db/schema';
import { createStaff, insertVerifiedApplication, signIn, staffPassword } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { multipartFile } from '../../../../test/uploads';
import { approveApplication } from '../entry';
import { importMessages } from './import';
import { registerCheckMessages } from './register-check';

let testApp: TestApp;
let cookie: string;

const header = registerColumns.join(',');
const csvOf = (...lines: string[]) => Buffer.from([header, ...lines].join('\n'));
const rowOf = (values: Partial<Record<(typeof registerColumns)[number], string>>) =>
  registerColumns
    .map((column) => ({ memberId: '', firstName: 'Karim', lastName: 'Uddin', category: 'Non Military', email: 'karim@example.com', mobile: '01711000001', joinedOn: '2015-03-01', status: 'active', handicapIndex: '', handicapAsOf: '', ...values })[column])
    .join(',');

async function preview(bytes: Buffer, filename = 'members.csv', contentType = 'text/csv') {
  return testApp.app.inject({ method: 'POST', url: '/api/admin/members/imports', headers: { cookie, ...multipartFile(bytes, filename, contentType).headers }, payload: multipartFile(bytes, filename, contentType).payload });
}
const commit = (id: number) => testApp.app.inject({ method: 'POST', url: `/api/admin/members/imports/${id}/commit`, headers: { cookie } });
const registerOf = (email: string) =>
  testApp.database.db.select({ account: accounts, member: members }).from(accounts).innerJoin(members, eq(members.accountId, accounts.id)).where(eq(accounts.email, email));

beforeAll(async () => {
  testApp = await createTestApp();
  await createStaff(testApp, 'membership@example.com', 'membership');
  cookie = (await signIn(testApp, 'membership@example.com', staffPassword)).cookie;
});
afterAll(() => testApp.close());

describe('the import template', () => {
  it('is a CSV whose first line is the columns in their order', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/members/import-template.csv', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.body.split('\r\n')[0]).toBe('memberId,firstName,lastName,category,email,mobile,joinedOn,status,handicapIndex,handicapAsOf');
  });
});

describe('the preview', () => {
  it('lists every error by line and column, with its message, and writes nothing to the register', async () => {
    const response = await preview(
      csvOf(
        rowOf({ memberId: 'M-0001', email: 'first@example.com' }),
        rowOf({ memberId: 'X-1', firstName: '', email: 'second@example.com' }),
        rowOf({ category: 'Golfer', email: 'not-an-email' }),
        rowOf({ joinedOn: '2023-02-30', email: 'fourth@example.com', mobile: '0171-100' }),
        rowOf({ memberId: 'M-0001', email: 'first@example.com' }),
        rowOf({ email: 'sixth@example.com', status: 'gone', handicapIndex: '60', handicapAsOf: '2026-01-01' }),
        rowOf({ email: 'seventh@example.com', handicapIndex: '12.5' }),
        rowOf({ email: 'eighth@example.com', joinedOn: '2999-01-01', handicapAsOf: '2020-01-01' }),
      ),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<ImportPreview>();
    expect(body).toMatchObject({ rows: 8, valid: 1, unchanged: 0 });
    expect(body.errors).toEqual([
      { line: 3, column: 'memberId', message: 'Enter a member ID such as M-0042.' },
      { line: 3, column: 'firstName', message: registerMessages.firstName },
      { line: 4, column: 'category', message: registerMessages.category },
      { line: 4, column: 'email', message: 'Invalid email' },
      { line: 5, column: 'mobile', message: mobileMessages.digits },
      { line: 5, column: 'joinedOn', message: 'Joined on must be a real date' },
      { line: 6, column: 'memberId', message: registerCheckMessages.repeatedMemberId(2) },
      { line: 6, column: 'email', message: registerCheckMessages.repeatedEmail(2) },
      { line: 7, column: 'status', message: registerMessages.status },
      { line: 7, column: 'handicapIndex', message: registerMessages.handicapIndex },
      { line: 8, column: 'handicapAsOf', message: registerMessages.handicapAsOf },
      { line: 9, column: 'joinedOn', message: 'Joined on cannot be in the future' },
      { line: 9, column: 'handicapAsOf', message: registerMessages.handicapAsOfAlone },
    ]);
    expect(await registerOf('first@example.com')).toEqual([]);
    expect((await commit(body.id)).json()).toEqual({ message: importMessages.hasErrors });
    expect((await commit(body.id)).statusCode).toBe(409);
  });

  it('names a missing value by its column', async () => {
    const body = (await preview(csvOf(rowOf({ email: '', mobile: '', joinedOn: '' })))).json<ImportPreview>();
    expect(body.errors).toEqual([
      { line: 2, column: 'email', message: 'Email is required' },
      { line: 2, column: 'mobile', message: mobileMessages.required },
      { line: 2, column: 'joinedOn', message: registerMessages.joinedOn },
    ]);
  });

  it('refuses a bad file with a 4xx and a message, writing nothing', async () => {
    const before = await testApp.database.db.select({ id: memberImports.id }).from(memberImports);
    const cases: [Buffer, string, string, number, string][] = [
      [Buffer.alloc(0), 'members.csv', 'text/csv', 400, importFileMessages.empty],
      [Buffer.from('%PDF-1.7 not a register'), 'members.pdf', 'application/pdf', 415, importFileMessages.type],
      [Buffer.from('memberId,firstName,email\nM-0001,Karim,k@example.com'), 'members.csv', 'text/csv', 400, importFileMessages.missingColumns(['lastName', 'category', 'mobile', 'joinedOn', 'status'])],
      [Buffer.from(header + '\n'), 'members.csv', 'text/csv', 400, importFileMessages.noRows],
      [Buffer.from([0xff, 0xfe, 0x00, 0x41]), 'members.csv', 'text/csv', 400, importFileMessages.unreadable],
      [Buffer.from('PK\u0003\u0004 not really a workbook'), 'members.xlsx', 'application/octet-stream', 400, importFileMessages.unreadable],
      [Buffer.alloc(10 * 1024 * 1024 + 1, 'a'), 'members.csv', 'text/csv', 413, importFileMessages.tooLarge],
    ];
    for (const [bytes, filename, type, status, message] of cases) {
      const response = await preview(bytes, filename, type);
      expect({ filename, status: response.statusCode, message: response.json().message }).toEqual({ filename, status, message });
    }
    const missing = await testApp.app.inject({ method: 'POST', url: '/api/admin/members/imports', headers: { cookie } });
    expect(missing.statusCode).toBe(400);
    expect(await testApp.database.db.select({ id: memberImports.id }).from(memberImports)).toEqual(before);
  });
});

describe('file formats', () => {
  it('reads a byte-order mark, semicolons and CRLF, and keeps Bengali names intact', async () => {
    const lines = [registerColumns.join(';'), `M-0101;রহিম;উদ্দিন;Government Officer;bom@example.com;01711000101;2010-06-15;active;12.4;2026-11-01`];
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines.join('\r\n') + '\r\n')]);
    const body = (await preview(bytes)).json<ImportPreview>();
    expect(body).toMatchObject({ rows: 1, valid: 1, errors: [] });
    expect((await commit(body.id)).json()).toMatchObject({ created: 1, unchanged: 0 });
    const [row] = await registerOf('bom@example.com');
    expect(row!.member).toMatchObject({ firstName: 'রহিম', lastName: 'উদ্দিন', name: 'রহিম উদ্দিন', handicapIndexTenths: 124, handicapAsOf: '2026-11-01', joinedOn: '2010-06-15' });
    expect(row!.account).toMatchObject({ memberId: 'M-0101', passwordHash: null, dashboardLocked: false, deactivatedAt: null });
  });

  it('reads an Excel workbook, dates and numbers as their cells hold them', async () => {
    const data = [
      registerColumns.map((column) => ({ value: column })),
      [
        { value: 'M-0102' },
        { value: 'Nasrin' },
        { value: 'Akter' },
        { value: 'Corporate/Business' },
        { value: 'nasrin@example.com' },
        { value: '01811000102' },
        { value: new Date(Date.UTC(2012, 0, 31)), type: Date, format: 'yyyy-mm-dd' },
        { value: 'suspended' },
        { value: 8.1, type: Number },
        { value: new Date(Date.UTC(2026, 9, 15)), type: Date, format: 'yyyy-mm-dd' },
      ],
    ];
    const bytes = await writeXlsxFile(data).toBuffer();
    const body = (await preview(bytes, 'members.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).json<ImportPreview>();
    expect(body).toMatchObject({ rows: 1, valid: 1, errors: [] });
    await commit(body.id);
    const [row] = await registerOf('nasrin@example.com');
    expect(row!.member).toMatchObject({ joinedOn: '2012-01-31', handicapIndexTenths: 81, handicapAsOf: '2026-10-15', category: 'Corporate/Business' });
    expect(row!.account.deactivatedAt).not.toBeNull();
  });
});

describe('the commit', () => {
  it('writes every row in one transaction: a failure on the last row writes nothing', async () => {
    const db = testApp.database.db;
    await db.execute(sql`create function refuse_last_row() returns trigger language plpgsql as $$ begin if new.first_name = 'Last' then raise exception 'refused'; end if; return new; end $$`);
    await db.execute(sql`create trigger refuse_last_row before insert on members for each row execute function refuse_last_row()`);
    try {
      const body = (await preview(csvOf(rowOf({ email: 'tx1@example.com' }), rowOf({ email: 'tx2@example.com' }), rowOf({ email: 'tx3@example.com', firstName: 'Last' })))).json<ImportPreview>();
      expect(body.errors).toEqual([]);
      expect((await commit(body.id)).statusCode).toBe(500);
      expect(await registerOf('tx1@example.com')).toEqual([]);
      expect(await db.select().from(accounts).where(eq(accounts.email, 'tx1@example.com'))).toEqual([]);
      const [kept] = await db.select().from(memberImports).where(eq(memberImports.id, body.id));
      expect(kept!.committedAt).toBeNull();
    } finally {
      await db.execute(sql`drop trigger refuse_last_row on members`);
    }
  });

  it('imports a file again as unchanged, and refuses an ID or email the register holds with other details', async () => {
    const file = csvOf(rowOf({ memberId: 'M-0007', email: 'again@example.com', firstName: 'Again' }), rowOf({ email: 'noid@example.com' }));
    const first = (await preview(file)).json<ImportPreview>();
    expect((await commit(first.id)).json<ImportCommit>()).toEqual({ created: 2, unchanged: 0, message: importMessages.committedMessage(2, 0) });
    expect((await commit(first.id)).json()).toEqual({ message: importMessages.committed });

    const second = (await preview(file)).json<ImportPreview>();
    expect(second).toMatchObject({ rows: 2, valid: 2, unchanged: 2, errors: [] });
    expect((await commit(second.id)).json<ImportCommit>()).toEqual({ created: 0, unchanged: 2, message: importMessages.committedMessage(0, 2) });

    const changed = (await preview(csvOf(rowOf({ memberId: 'M-0007', email: 'again@example.com', firstName: 'Again', mobile: '01799999999' }), rowOf({ memberId: 'M-0008', email: 'again@example.com' })))).json<ImportPreview>();
    expect(changed.errors).toEqual([
      { line: 2, column: 'memberId', message: registerCheckMessages.otherDetails('M-0007', ['mobile']) },
      { line: 3, column: 'email', message: registerCheckMessages.repeatedEmail(2) },
    ]);
    const takenEmail = (await preview(csvOf(rowOf({ memberId: 'M-0009', email: 'again@example.com' })))).json<ImportPreview>();
    expect(takenEmail.errors).toEqual([{ line: 2, column: 'email', message: registerCheckMessages.otherMembersEmail('M-0007') }]);
    const staffEmail = (await preview(csvOf(rowOf({ email: 'membership@example.com' })))).json<ImportPreview>();
    expect(staffEmail.errors).toEqual([{ line: 2, column: 'email', message: registerCheckMessages.staffEmail }]);
  });

  it('commits a preview once when staff confirm it twice at once, and two files naming one member once', async () => {
    const body = (await preview(csvOf(rowOf({ email: 'twice@example.com' })))).json<ImportPreview>();
    const other = (await preview(csvOf(rowOf({ email: 'twice@example.com', firstName: 'Other' })))).json<ImportPreview>();
    const answers = await Promise.all([commit(body.id), commit(body.id), commit(other.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await registerOf('twice@example.com')).toHaveLength(1);
  });

  it('refuses a preview when the register changed before the commit', async () => {
    const body = (await preview(csvOf(rowOf({ memberId: 'M-0011', email: 'race@example.com' })))).json<ImportPreview>();
    const other = (await preview(csvOf(rowOf({ memberId: 'M-0011', email: 'race.other@example.com' })))).json<ImportPreview>();
    await commit(other.id);
    const response = await commit(body.id);
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 409, body: { message: importMessages.registerChanged } });
    expect(await registerOf('race@example.com')).toEqual([]);
  });

  it('numbers new applications after the highest member ID in the register, and audits every member', async () => {
    const body = (await preview(csvOf(rowOf({ memberId: 'M-0900', email: 'high@example.com' }), rowOf({ email: 'blank.id@example.com' })))).json<ImportPreview>();
    await commit(body.id);
    const [blank] = await registerOf('blank.id@example.com');
    expect(blank!.account.memberId).toBe('M-0901');
    const admin = await createStaff(testApp, 'approver@example.com');
    const application = await insertVerifiedApplication(testApp, 'after.import@example.com');
    const { memberId } = await approveApplication(testApp.database.db, testApp.app.deps.config, admin, application.id);
    expect(memberId).toBe('M-0902');
    const trail = await testApp.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(blank!.account.id)));
    expect(trail.map((entry) => entry.action)).toContain('member.imported');
  });

  it('takes every application category', async () => {
    const lines = applicantCategories.map((category, index) => rowOf({ category, email: `category${index}@example.com` }));
    expect((await preview(csvOf(...lines))).json<ImportPreview>().errors).toEqual([]);
  });
});
