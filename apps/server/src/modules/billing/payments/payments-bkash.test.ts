import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, payments, receipts } from '../../../db/schema';
import { BkashPaymentProvider } from '../../../infra/payments/bkash-provider';
import { createStaff, readyMember } from '../../../../test/accounts';
import { fakeBkashCredentials, startFakeBkash, type FakeBkash } from '../../../../test/fake-bkash';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { settleOpenPayments } from './service';

/** The whole payment through the app with PAYMENT_PROVIDER=bkash, against the local fake of bKash. */
let bkash: FakeBkash;
let testApp: TestApp;
let staff: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  bkash = await startFakeBkash();
  testApp = await createTestApp({
    WRITE_RATE_LIMIT_PER_MINUTE: '10000',
    PAYMENT_PROVIDER: 'bkash',
    BKASH_BASE_URL: bkash.baseUrl,
    BKASH_APP_KEY: fakeBkashCredentials.appKey,
    BKASH_APP_SECRET: fakeBkashCredentials.appSecret,
    BKASH_USERNAME: fakeBkashCredentials.username,
    BKASH_PASSWORD: fakeBkashCredentials.password,
  });
  staff = await createStaff(testApp);
});
afterAll(async () => {
  await testApp?.close();
  await bkash?.close();
});

async function start(email: string) {
  const member = await readyMember(testApp, staff, email, { unlocked: false });
  const started = await testApp.app.inject({ method: 'POST', url: '/api/payments/registration-fee', headers: { cookie: member.cookie } });
  expect(started.statusCode).toBe(200);
  const { paymentId, redirectUrl } = started.json<{ paymentId: number; redirectUrl: string }>();
  const createCall = [...bkash.calls].reverse().find((call) => call.endpoint === 'create')!;
  const created = bkash.payment(redirectUrl.split('/').pop()!)!;
  return { member, paymentId, redirectUrl, created, createCall };
}

const callback = (paymentID: string, status: string) =>
  testApp.app.inject({ method: 'GET', url: `/api/payments/callback?paymentID=${paymentID}&status=${status}` });
const accountOf = async (email: string) => (await testApp.database.db.select().from(accounts).where(eq(accounts.email, email)))[0]!;

describe('paying through bKash', () => {
  it('creates the payment with the server amount, sends the browser to bkashURL, executes on the success callback', async () => {
    const { member, paymentId, redirectUrl, created, createCall } = await start('bkash.payer@example.com');
    expect(redirectUrl).toBe(`${bkash.baseUrl}/checkout/${created.paymentID}`);
    expect(createCall.body).toMatchObject({ mode: '0011', intent: 'sale', currency: 'BDT', amount: '1320.00', callbackURL: `${testApp.publicUrl}/api/payments/callback`, payerReference: member.memberId });
    bkash.authorize(created.paymentID);
    const answer = await callback(created.paymentID, 'success');
    expect(answer.headers.location).toBe(`/payment-status?payment=${paymentId}`);
    const [receipt] = await testApp.database.db.select().from(receipts).where(eq(receipts.paymentId, paymentId));
    expect(receipt!.trxId).toBe(bkash.payment(created.paymentID)!.trxID);
    expect((await accountOf('bkash.payer@example.com')).dashboardLocked).toBe(false);
  });

  it('a doubled callback executes once and records one receipt', async () => {
    const { paymentId, created } = await start('bkash.double@example.com');
    bkash.authorize(created.paymentID);
    const executesBefore = bkash.count('execute');
    await Promise.all(Array.from({ length: 10 }, () => callback(created.paymentID, 'success')));
    expect(bkash.count('execute')).toBe(executesBefore + 1);
    expect(await testApp.database.db.$count(receipts, eq(receipts.paymentId, paymentId))).toBe(1);
  });

  it('insufficient balance at execute: failed with the wallet message, locked, nothing recorded', async () => {
    const { member, paymentId, created } = await start('bkash.poor@example.com');
    bkash.authorize(created.paymentID);
    bkash.failExecuteWith(created.paymentID, '2023', 'Insufficient Balance');
    await callback(created.paymentID, 'success');
    const state = await testApp.app.inject({ method: 'GET', url: `/api/payments/${paymentId}`, headers: { cookie: member.cookie } });
    expect(state.json()).toMatchObject({ status: 'failed', failureReason: 'Insufficient Balance', receiptNumber: null });
    expect((await accountOf('bkash.poor@example.com')).dashboardLocked).toBe(true);
  });

  it('a cancel callback never executes', async () => {
    const { created } = await start('bkash.cancel@example.com');
    const executesBefore = bkash.count('execute');
    await callback(created.paymentID, 'cancel');
    expect(bkash.count('execute')).toBe(executesBefore);
    expect((await accountOf('bkash.cancel@example.com')).dashboardLocked).toBe(true);
  });
});

describe('a bKash payment past the time limit', () => {
  const settleLater = (minutes = 31) =>
    settleOpenPayments(
      {
        db: testApp.database.db,
        config: testApp.app.deps.config,
        provider: new BkashPaymentProvider({ ...fakeBkashCredentials, baseUrl: bkash.baseUrl }),
        log: testApp.app.log,
      },
      new Date(Date.now() + minutes * 60 * 1000),
    );
  const statusOf = async (paymentId: number) => (await testApp.database.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!.status;

  it('expires once bKash says it is not completed; a success callback after that asks bKash and never executes', async () => {
    const { paymentId, created } = await start('bkash.late@example.com');
    await settleLater();
    expect(await statusOf(paymentId)).toBe('expired');

    bkash.authorize(created.paymentID);
    const [executesBefore, queriesBefore] = [bkash.count('execute'), bkash.count('query')];
    expect((await callback(created.paymentID, 'success')).headers.location).toBe(`/payment-status?payment=${paymentId}`);
    expect(bkash.count('execute')).toBe(executesBefore);
    expect(bkash.count('query')).toBe(queriesBefore + 1);
    expect(bkash.payment(created.paymentID)!.transactionStatus).toBe('Authorized');
    expect(await statusOf(paymentId)).toBe('expired');
    expect((await accountOf('bkash.late@example.com')).dashboardLocked).toBe(true);
  });

  it("expires when bKash's own time to pay ran out, even before ours; a late callback leaves it so", async () => {
    const { member, paymentId, created } = await start('bkash.wallet.limit@example.com');
    bkash.expire(created.paymentID);
    await settleLater(2);
    const state = async () => (await testApp.app.inject({ method: 'GET', url: `/api/payments/${paymentId}`, headers: { cookie: member.cookie } })).json();
    expect(await state()).toMatchObject({ status: 'expired', failureReason: 'The time the wallet gives to finish the payment ran out.' });
    const executesBefore = bkash.count('execute');
    await callback(created.paymentID, 'success');
    expect(bkash.count('execute')).toBe(executesBefore);
    expect((await state()).status).toBe('expired');
  });

  it('a late callback for a payment bKash completed all the same records it, once', async () => {
    const { paymentId, created } = await start('bkash.late.paid@example.com');
    await settleLater();
    expect(await statusOf(paymentId)).toBe('expired');
    // An execute of it we never heard back from: bKash took the money.
    Object.assign(bkash.payment(created.paymentID)!, { transactionStatus: 'Completed', trxID: 'TRXLATE0001' });

    await Promise.all([callback(created.paymentID, 'success'), callback(created.paymentID, 'success')]);
    expect(await statusOf(paymentId)).toBe('completed');
    expect((await testApp.database.db.select().from(receipts).where(eq(receipts.paymentId, paymentId))).map((receipt) => receipt.trxId)).toEqual(['TRXLATE0001']);
    expect((await accountOf('bkash.late.paid@example.com')).dashboardLocked).toBe(false);
  });
});
