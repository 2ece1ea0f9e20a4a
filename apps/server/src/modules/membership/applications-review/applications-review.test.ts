import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSections } from '@rgcc/shared/membership/application-fields';
import { sampleApplicant, sampleNid, sampleProposer } from '@rgcc/shared/membership/sample-applications';
import { accounts, applications, auditLog, outgoingMail, uploads } from '../../../db/schema';
import { createFileStorage } from '../../../infra/storage/file-storage';
import { uploadIdFromLink } from '../uploads/signed-link';
import { deleteExpiredRejections } from './service';
import { createStaff, insertVerifiedApplication, latestMailTo, readyMember, signIn, staffPassword } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { uploadedImageLink } from '../../../../test/uploads';

/** The audit entries about one application. */
const auditOf = (applicationId: number) => and(eq(auditLog.entityType, 'application'), eq(auditLog.entityId, String(applicationId)));

let testApp: TestApp;
let staffCookie: string;

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000', UPLOAD_RATE_LIMIT_PER_MINUTE: '10000' });
  await createStaff(testApp);
  staffCookie = (await signIn(testApp, 'staff@example.com', staffPassword)).cookie;
});
afterAll(async () => testApp?.close());

const asStaff = (method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: { cookie: staffCookie } });

describe('staff roles', () => {
  it('let membership staff review applications, and tell content staff their role does not include it', async () => {
    for (const role of ['membership', 'content'] as const) {
      const email = `roles.${role}@example.com`;
      await createStaff(testApp, email);
      await testApp.database.db.update(accounts).set({ role }).where(eq(accounts.email, email));
      const { cookie } = await signIn(testApp, email, staffPassword);
      const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/applications', headers: { cookie } });
      if (role === 'membership') expect(response.statusCode).toBe(200);
      else expect([response.statusCode, response.json()]).toEqual([403, { message: 'Your staff role does not include Applications.' }]);
    }
  });
});

describe('the staff list of applications', () => {
  beforeAll(async () => {
    await insertVerifiedApplication(testApp, 'list.one@example.com', 'Government Officer');
    await insertVerifiedApplication(testApp, 'list.two@example.com', 'Serving Defence Officer');
    const unverified = await insertVerifiedApplication(testApp, 'list.unverified@example.com', 'Non Military');
    await testApp.database.db.update(applications).set({ status: 'awaiting_verification', emailVerifiedAt: null }).where(eq(applications.id, unverified.id));
    for (let i = 0; i < 22; i++) await insertVerifiedApplication(testApp, `bulk${String(i).padStart(2, '0')}@example.com`, 'Corporate/Business');
  });

  it('lists newest first, 20 a page, with the total', async () => {
    const first = await asStaff('GET', '/api/admin/applications');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.total).toBeGreaterThanOrEqual(25);
    expect(body.items).toHaveLength(20);
    expect(body.items[0]).toEqual({
      id: expect.any(Number),
      name: sampleApplicant.nameEnglish,
      email: 'bulk21@example.com',
      category: 'Corporate/Business',
      membershipType: 'Full Membership',
      status: 'awaiting_approval',
      createdAt: expect.any(String),
    });
    const last = (await asStaff('GET', `/api/admin/applications?page=${Math.ceil(body.total / 20)}`)).json();
    expect(last.items.length).toBe(body.total - 20 * (last.page - 1));
  });

  it('searches by email or name, and filters by status and category', async () => {
    expect((await asStaff('GET', '/api/admin/applications?q=LIST.TWO')).json().items.map((item: { email: string }) => item.email)).toEqual(['list.two@example.com']);
    const byName = (await asStaff('GET', `/api/admin/applications?q=${encodeURIComponent('rafiqul islam')}`)).json();
    expect(byName.total).toBeGreaterThanOrEqual(25);
    expect((await asStaff('GET', '/api/admin/applications?q=100%25')).json().total).toBe(0);
    const unverified = (await asStaff('GET', '/api/admin/applications?status=awaiting_verification')).json();
    expect(unverified.items.map((item: { email: string }) => item.email)).toEqual(['list.unverified@example.com']);
    const defence = (await asStaff('GET', `/api/admin/applications?category=${encodeURIComponent('Serving Defence Officer')}`)).json();
    expect(defence.items.map((item: { email: string }) => item.email)).toEqual(['list.two@example.com']);
  });

  it.each([
    ['status=lost', 'Unknown status'],
    ['category=Pilots', 'Unknown category'],
    ['page=0', 'Page must be 1 or more'],
    ['page=abc', 'Page must be a number'],
  ])('answers 400 for ?%s', async (query, message) => {
    const response = await asStaff('GET', `/api/admin/applications?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('one application', () => {
  it('shows every field, and its documents to staff only', async () => {
    const email = 'documents@example.com';
    const links = { photo: await uploadedImageLink(testApp, '#1d4e67', 16), incomeTaxReturn: await uploadedImageLink(testApp, '#aa3311', 16), nidCopy: await uploadedImageLink(testApp, '#22aa33', 16), proposerSignature: await uploadedImageLink(testApp, '#000000', 16) };
    const registered = await testApp.app.inject({
      method: 'POST',
      url: '/api/registration/membership',
      payload: { category: 'Government Officer', ...sampleApplicant, ...sampleNid, ...sampleProposer, email, ...links },
    });
    expect(registered.statusCode).toBe(201);
    const [row] = await testApp.database.db.select().from(applications).where(eq(applications.email, email));

    const detail = await asStaff('GET', `/api/admin/applications/${row!.id}`);
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body).toMatchObject({ email, status: 'awaiting_verification', emailVerifiedAt: null, memberId: null, audit: [] });
    expect(body.details).toMatchObject({ nationalId: sampleNid.nationalId, proposerName: sampleProposer.proposerName, mobile: sampleApplicant.mobile });
    expect(body.details.photo).toBeUndefined();
    expect(body.documents.map((document: { label: string }) => document.label).sort()).toEqual(['Income tax return', 'National ID', 'Photo', "Proposer's signature"]);
    // The documents are the fields the description calls images, in the form's order, and none is among the answers.
    const imageKeys = formSections('civilian').flatMap((section) => section.fields.filter((field) => field.kind === 'image').map((field) => field.key));
    expect(body.documents.map((document: { field: string }) => document.field)).toEqual(imageKeys);
    for (const key of imageKeys) expect(body.details, key).not.toHaveProperty(key);

    const photo = body.documents.find((document: { field: string }) => document.field === 'photo');
    const image = await asStaff('GET', photo.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(16);
    expect((await testApp.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(401);
    expect((await asStaff('GET', `/api/admin/applications/${row!.id}/documents/nationalId`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and 400 for one that is not a number', async () => {
    expect((await asStaff('GET', '/api/admin/applications/999999')).json()).toEqual({ message: 'Application not found.' });
    expect((await asStaff('GET', '/api/admin/applications/999999')).statusCode).toBe(404);
    expect((await asStaff('GET', '/api/admin/applications/abc')).statusCode).toBe(400);
  });
});

describe('approve and reject', () => {
  it('approve: a member account with a member ID, a temporary password by email, the audit entry; twice is 409', async () => {
    const application = await insertVerifiedApplication(testApp, 'approve.me@example.com');
    const approved = await asStaff('POST', `/api/admin/applications/${application.id}/approve`);
    expect(approved.statusCode).toBe(200);
    const { memberId, message } = approved.json();
    expect(message).toBe('The application is approved and the member has been emailed their User ID and password.');
    expect(memberId).toMatch(/^M-0\d{3}$/);
    expect(Number(memberId.slice(2))).toBeGreaterThanOrEqual(246);

    const [account] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, 'approve.me@example.com'));
    expect(account).toMatchObject({ role: 'member', memberId, mustChangePassword: true, dashboardLocked: true, applicationId: application.id });
    const mail = await latestMailTo(testApp, 'approve.me@example.com', 'approved');
    expect(mail.textBody).toContain('User ID: approve.me@example.com');
    const password = /Password: (\S+)/.exec(mail.textBody)![1]!;
    expect(password).toHaveLength(14);
    expect(account!.passwordHash).not.toContain(password);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'approve.me@example.com', password } })).statusCode).toBe(200);

    const detail = (await asStaff('GET', `/api/admin/applications/${application.id}`)).json();
    expect(detail).toMatchObject({ status: 'approved', memberId, decidedAt: expect.any(String) });
    expect(detail.audit).toEqual([{ action: 'application.approved', actor: 'staff@example.com', detail: `Member ID ${memberId}; entrance fee in full`, at: expect.any(String) }]);

    const again = await asStaff('POST', `/api/admin/applications/${application.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This application is already approved.' });
    expect((await asStaff('POST', `/api/admin/applications/${application.id}/reject`, { reason: 'Too late' })).statusCode).toBe(409);
  });

  it('an unverified application cannot be approved (409) nor an unknown one (404)', async () => {
    const application = await insertVerifiedApplication(testApp, 'not.verified@example.com');
    await testApp.database.db.update(applications).set({ status: 'awaiting_verification' }).where(eq(applications.id, application.id));
    const response = await asStaff('POST', `/api/admin/applications/${application.id}/approve`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'The applicant has not verified their email yet.' });
    expect(await testApp.database.db.$count(accounts, eq(accounts.email, 'not.verified@example.com'))).toBe(0);
    expect((await asStaff('POST', '/api/admin/applications/999999/approve')).statusCode).toBe(404);
  });

  it('reject needs a reason (400); with one, the applicant is emailed it and the audit log has it', async () => {
    const application = await insertVerifiedApplication(testApp, 'reject.me@example.com');
    for (const payload of [{}, { reason: '   ' }]) {
      const refused = await asStaff('POST', `/api/admin/applications/${application.id}/reject`, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('A reason is required to reject an application.');
    }
    const rejected = await asStaff('POST', `/api/admin/applications/${application.id}/reject`, { reason: 'The proposer is not a member of the club.' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toEqual({ message: 'The application is rejected and the applicant has been emailed the reason.' });
    expect((await latestMailTo(testApp, 'reject.me@example.com', 'application')).textBody).toContain('Reason: The proposer is not a member of the club.');
    const [entry] = await testApp.database.db.select().from(auditLog).where(auditOf(application.id));
    expect(entry).toMatchObject({
      action: 'application.rejected',
      detail: 'The proposer is not a member of the club.',
      before: { status: 'awaiting_approval' },
      after: { status: 'rejected', reason: 'The proposer is not a member of the club.' },
    });
    expect((await asStaff('POST', `/api/admin/applications/${application.id}/approve`)).json()).toEqual({ message: 'This application is already rejected.' });
    expect(await testApp.database.db.$count(accounts, eq(accounts.email, 'reject.me@example.com'))).toBe(0);
  });

  it('50 simultaneous approvals of one application make exactly one account, one mail, one audit entry', async () => {
    const email = 'race.approval@example.com';
    const application = await insertVerifiedApplication(testApp, email);
    const answers = await Promise.all(Array.from({ length: 50 }, () => asStaff('POST', `/api/admin/applications/${application.id}/approve`)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await testApp.database.db.$count(accounts, eq(accounts.email, email))).toBe(1);
    expect(await testApp.database.db.$count(outgoingMail, eq(outgoingMail.toAddress, email))).toBe(1);
    expect(await testApp.database.db.$count(auditLog, auditOf(application.id))).toBe(1);
  });

  it('members and anonymous visitors are refused: 403 and 401', async () => {
    const application = await insertVerifiedApplication(testApp, 'guarded@example.com');
    const staffRow = (await testApp.database.db.select().from(accounts).where(eq(accounts.email, 'staff@example.com')))[0]!;
    const member = await readyMember(testApp, staffRow, 'nosy.member@example.com', { unlocked: true });
    const asMember = await testApp.app.inject({ method: 'POST', url: `/api/admin/applications/${application.id}/approve`, headers: { cookie: member.cookie } });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ message: 'This is for club staff only.' });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/applications' })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'POST', url: `/api/admin/applications/${application.id}/reject`, payload: {} })).statusCode).toBe(401);
  });
});

describe('rejected applications past the privacy page\'s 12 months', () => {
  const monthsAgo = (months: number) => new Date(Date.now() - months * 30.5 * 24 * 60 * 60 * 1000);

  /** A rejected application with a real photo, decided `months` ago. */
  async function rejectedWithPhoto(email: string, months: number) {
    const photo = await uploadedImageLink(testApp);
    const application = await insertVerifiedApplication(testApp, email);
    const uploadId = uploadIdFromLink(photo, testApp.publicUrl)!;
    await testApp.database.db.update(applications).set({ details: { ...(application.details as object), photo } }).where(eq(applications.id, application.id));
    await testApp.database.db.update(uploads).set({ applicationId: application.id, claimedAt: new Date() }).where(eq(uploads.id, uploadId));
    expect((await asStaff('POST', `/api/admin/applications/${application.id}/reject`, { reason: `Reason for ${email}` })).statusCode).toBe(200);
    await testApp.database.db.update(applications).set({ decidedAt: monthsAgo(months) }).where(eq(applications.id, application.id));
    const [upload] = await testApp.database.db.select().from(uploads).where(eq(uploads.id, uploadId));
    return { application, upload: upload! };
  }

  it('are deleted with their documents and reasons; the audit log keeps that they were rejected; newer and approved ones stay', async () => {
    const storage = createFileStorage(testApp.app.deps.config);
    const old = await rejectedWithPhoto('rejected.long.ago@example.com', 13);
    const recent = await rejectedWithPhoto('rejected.lately@example.com', 11);
    const approved = await insertVerifiedApplication(testApp, 'approved.long.ago@example.com');
    expect((await asStaff('POST', `/api/admin/applications/${approved.id}/approve`)).statusCode).toBe(200);
    await testApp.database.db.update(applications).set({ decidedAt: monthsAgo(24) }).where(eq(applications.id, approved.id));

    expect(await deleteExpiredRejections(testApp.database.db, storage, new Date())).toBe(1);
    const remaining = await testApp.database.db.select({ id: applications.id }).from(applications).where(inArray(applications.id, [old.application.id, recent.application.id, approved.id]));
    expect(remaining.map((row) => row.id).sort()).toEqual([recent.application.id, approved.id].sort());
    expect(await testApp.database.db.$count(uploads, eq(uploads.id, old.upload.id))).toBe(0);
    expect(await storage.read(old.upload.storageKey)).toBeNull();
    expect(await storage.read(recent.upload.storageKey)).not.toBeNull();
    const log = await testApp.database.db.select().from(auditLog).where(eq(auditLog.action, 'application.rejected'));
    // The entry stays, erased of the reason; the rest of the log cannot be changed.
    expect(log.filter((entry) => entry.entityId === String(old.application.id))).toEqual([expect.objectContaining({ detail: null, before: null, after: null })]);
    expect(log.some((entry) => entry.detail === 'Reason for rejected.lately@example.com')).toBe(true);
    // Nothing more to do on a second round.
    expect(await deleteExpiredRejections(testApp.database.db, storage, new Date())).toBe(0);
  });
});
