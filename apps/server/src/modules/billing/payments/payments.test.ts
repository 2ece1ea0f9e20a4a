import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, outgoingMail, payments, receipts, sandboxWalletPayments } from '../../../db/schema';
import { paymentExpiredReason } from '@rgcc/shared/billing/payment-constants';
import { approvedMember, createStaff, readyMember, signIn, staffPassword } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { payAtWallet as payAtSandboxWallet, walletPost as walletPostAt } from '../../../../test/wallet';
import { SandboxPaymentProvider } from '../../../infra/payments/sandbox-provider';
import { settleOpenPayments } from './service';

let testApp: TestApp;
let staff: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  staff = await createStaff(testApp);
});
afterAll(async () => testApp?.close());

function inject(method: 'GET' | 'POST', url: string, cookie?: string, payload?: string | object, contentType?: string) {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (contentType) headers['content-type'] = contentType;
  return testApp.app.inject({ method, url, headers, payload });
}

const walletPost = (walletPath: string, fields: Record<string, string>) => walletPostAt(testApp, walletPath, fields);
const payAtWallet = (walletPath: string, walletNumber?: string) => payAtSandboxWallet(testApp, walletPath, walletNumber);

async function startPayment(cookie: string) {
  const started = await inject('POST', '/api/payments/registration-fee', cookie);
  expect(started.statusCode).toBe(200);
  const { paymentId, redirectUrl } = started.json<{ paymentId: number; redirectUrl: string }>();
  return { paymentId, walletPath: new URL(redirectUrl).pathname };
}


const accountOf = async (email: string) => (await testApp.database.db.select().from(accounts).where(eq(accounts.email, email)))[0]!;
const receiptMailsTo = (email: string) => testApp.database.db.select().from(outgoingMail).where(and(eq(outgoingMail.kind, 'receipt'), eq(outgoingMail.toAddress, email)));
const receiptsOf = async (email: string) => testApp.database.db.select().from(receipts).where(eq(receipts.accountId, (await accountOf(email)).id));

describe('the registration fee', () => {
  it('GET /api/payments/registration-fee: 1,200.00 BDT, tax 10% 120.00, total 1,320.00, from the server constants', async () => {
    const response = await inject('GET', '/api/payments/registration-fee');
    expect(response.json()).toEqual({ amountPaisa: 120000, taxRatePercent: 10, taxPaisa: 12000, totalPaisa: 132000, currency: 'BDT' });
  });

  it('paid through the sandbox wallet: completed once, one receipt, the dashboard unlocked; replays change nothing', async () => {
    const email = 'payer@example.com';
    const member = await readyMember(testApp, staff, email, { unlocked: false });
    const { paymentId, walletPath } = await startPayment(member.cookie);
    expect(walletPath).toMatch(/^\/sandbox-wallet\/SBX[0-9A-F]{20}$/);

    const page = await inject('GET', walletPath);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('1,320.00 BDT');
    expect(page.body).toContain(member.memberId);

    const callbackPath = await payAtWallet(walletPath);
    expect(callbackPath).toMatch(/^\/api\/payments\/callback\?paymentID=SBX[0-9A-F]{20}&status=success$/);
    const callback = await inject('GET', callbackPath);
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe(`/payment-status?payment=${paymentId}`);

    const state = await inject('GET', `/api/payments/${paymentId}`, member.cookie);
    expect(state.json()).toEqual({ id: paymentId, status: 'completed', amountPaisa: 132000, failureReason: null, receiptNumber: expect.stringMatching(/^R-\d{6}$/), purpose: 'registration_fee' });
    expect((await inject('GET', '/api/me', member.cookie)).json()).toMatchObject({ dashboardLocked: false });
    const listed = await inject('GET', '/api/member/receipts', member.cookie);
    expect(listed.json()).toEqual([
      { receiptNumber: state.json().receiptNumber, amountPaisa: 132000, trxId: expect.stringMatching(/^SBX/), paidAt: expect.any(String), provider: 'sandbox', purpose: 'registration_fee' },
    ]);

    // The same callback again, a cancel after the fact, and the wallet page: nothing changes.
    for (const replay of [callbackPath, callbackPath.replace('status=success', 'status=cancel'), callbackPath.replace('status=success', 'status=failure')]) {
      expect((await inject('GET', replay)).headers.location).toBe(`/payment-status?payment=${paymentId}`);
    }
    expect(await receiptsOf(email)).toHaveLength(1);
    expect((await inject('GET', `/api/payments/${paymentId}`, member.cookie)).json().status).toBe('completed');
    expect((await inject('GET', walletPath)).body).toContain('This payment is already finished.');

    // The receipt is mailed to the member, once, with its number and amount.
    const receiptMails = await receiptMailsTo(email);
    expect(receiptMails).toHaveLength(1);
    expect(receiptMails[0]!.subject).toBe(`Your receipt ${state.json().receiptNumber} from Riverside Golf & Country Club`);
    expect(receiptMails[0]!.textBody).toContain(`Receipt: ${state.json().receiptNumber}`);
    expect(receiptMails[0]!.textBody).toContain('Amount: 1,320.00 BDT');
    expect(receiptMails[0]!.textBody).toMatch(/Wallet transaction: SBX/);
    expect(receiptMails[0]!.textBody).toContain(`${testApp.publicUrl}/dashboard/payments`);

    const again = await inject('POST', '/api/payments/registration-fee', member.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Your membership registration fee is already paid.' });
  });

  it('mails the receipt in the member’s language: Bangla words, the amount and time in Bengali digits, the numbers as they are', async () => {
    const email = 'payer.bangla@example.com';
    const member = await readyMember(testApp, staff, email, { unlocked: false });
    await testApp.database.db.update(accounts).set({ language: 'bn' }).where(eq(accounts.email, email));
    const { walletPath } = await startPayment(member.cookie);
    expect((await inject('GET', await payAtWallet(walletPath))).statusCode).toBe(303);
    const [receipt] = await receiptsOf(email);
    const [mail] = await receiptMailsTo(email);
    expect(mail!.subject).toBe(`Riverside Golf & Country Club থেকে আপনার রসিদ ${receipt!.receiptNumber}`);
    expect(mail!.textBody).toContain('ধন্যবাদ: সদস্যপদ রেজিস্ট্রেশন ফি বাবদ আপনার পেমেন্ট পাওয়া গেছে, এবং আপনার ড্যাশবোর্ড চালু হয়েছে।');
    expect(mail!.textBody).toContain(`রসিদ: ${receipt!.receiptNumber}`);
    expect(mail!.textBody).toContain('পরিমাণ: ১,৩২০.০০ ৳');
    expect(mail!.textBody).toContain(`ওয়ালেট লেনদেন: ${receipt!.trxId}`);
    expect(mail!.textBody).toMatch(/পরিশোধের সময়: [০-৯]{1,2} \S+ [০-৯]{4}, [০-৯]{2}:[০-৯]{2}/);
    expect(mail!.textBody).toContain(`আপনার অ্যাকাউন্ট:\n${testApp.publicUrl}/dashboard/payments`);
    expect(mail!.htmlBody).toContain('<html lang="bn">');
  });

  it('the wallet page refuses a bad number, a wrong code and a bad PIN, keeping the payment open', async () => {
    const member = await readyMember(testApp, staff, 'careless.payer@example.com', { unlocked: false });
    const { walletPath } = await startPayment(member.cookie);
    const badNumber = await walletPost(walletPath, { action: 'number', walletNumber: '12345' });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.body).toContain('Please enter a valid 11-digit wallet number (01XXXXXXXXX).');
    const wrongCode = await walletPost(walletPath, { action: 'confirm', walletNumber: '01711223344', code: '000000', pin: '12345' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.body).toContain('The verification code is incorrect.');
    const badPin = await walletPost(walletPath, { action: 'confirm', walletNumber: '01711223344', code: '123456', pin: '12' });
    expect(badPin.statusCode).toBe(400);
    expect(badPin.body).toContain('Please enter your 5-digit PIN.');
    const [wallet] = await testApp.database.db.select().from(sandboxWalletPayments).where(eq(sandboxWalletPayments.paymentId, walletPath.split('/').pop()!));
    expect(wallet!.status).toBe('initiated');
  });

  it('insufficient balance (at execute, as bKash answers 2023): the payment fails, the dashboard stays locked', async () => {
    const email = 'poor.payer@example.com';
    const member = await readyMember(testApp, staff, email, { unlocked: false });
    const { paymentId, walletPath } = await startPayment(member.cookie);
    await inject('GET', await payAtWallet(walletPath, '01700000023'));
    expect((await inject('GET', `/api/payments/${paymentId}`, member.cookie)).json()).toMatchObject({
      status: 'failed',
      failureReason: 'Insufficient balance.',
      receiptNumber: null,
    });
    expect((await accountOf(email)).dashboardLocked).toBe(true);
    // A failed payment can be tried again.
    expect((await inject('POST', '/api/payments/registration-fee', member.cookie)).statusCode).toBe(200);
  });

  it('cancel at the wallet: cancelled, locked; a forged success for it changes nothing', async () => {
    const email = 'cancelling.payer@example.com';
    const member = await readyMember(testApp, staff, email, { unlocked: false });
    const { paymentId, walletPath } = await startPayment(member.cookie);
    const cancelled = await walletPost(walletPath, { action: 'cancel' });
    expect(cancelled.statusCode).toBe(303);
    const callback = new URL(cancelled.headers.location as string);
    expect(callback.searchParams.get('status')).toBe('cancel');
    await inject('GET', `${callback.pathname}${callback.search}`);
    await inject('GET', `${callback.pathname}?paymentID=${callback.searchParams.get('paymentID')}&status=success`);
    expect((await inject('GET', `/api/payments/${paymentId}`, member.cookie)).json()).toMatchObject({ status: 'cancelled' });
    expect((await accountOf(email)).dashboardLocked).toBe(true);
  });

  it('a forged success callback for a payment nobody authorised executes nothing and unlocks nothing', async () => {
    const email = 'forger@example.com';
    const member = await readyMember(testApp, staff, email, { unlocked: false });
    const { paymentId, walletPath } = await startPayment(member.cookie);
    await inject('GET', `/api/payments/callback?paymentID=${walletPath.split('/').pop()}&status=success`);
    expect((await inject('GET', `/api/payments/${paymentId}`, member.cookie)).json()).toMatchObject({ status: 'failed', failureReason: 'The payment was not authorised in the wallet.' });
    expect((await accountOf(email)).dashboardLocked).toBe(true);
    expect((await inject('GET', '/api/payments/callback?paymentID=SBXNOSUCHPAYMENT&status=success')).headers.location).toBe('/payment-status');
  });

  it('a completion for another amount or invoice is not accepted', async () => {
    const email = 'tampered@example.com';
    const member = await readyMember(testApp, staff, email, { unlocked: false });
    const { paymentId, walletPath } = await startPayment(member.cookie);
    const providerPaymentId = walletPath.split('/').pop()!;
    await testApp.database.db.update(sandboxWalletPayments).set({ amount: '1.00' }).where(eq(sandboxWalletPayments.paymentId, providerPaymentId));
    await inject('GET', await payAtWallet(walletPath));
    expect((await inject('GET', `/api/payments/${paymentId}`, member.cookie)).json()).toMatchObject({ status: 'failed', failureReason: 'The amount paid does not match the fee.' });
    expect(await receiptsOf(email)).toHaveLength(0);
    expect((await accountOf(email)).dashboardLocked).toBe(true);
  });

  it('payments are private: 401 anonymous, 404 for another member, 403 before the first password change', async () => {
    const owner = await readyMember(testApp, staff, 'owner.payer@example.com', { unlocked: false });
    const other = await readyMember(testApp, staff, 'other.payer@example.com', { unlocked: false });
    const { paymentId } = await startPayment(owner.cookie);
    expect((await inject('GET', `/api/payments/${paymentId}`)).statusCode).toBe(401);
    expect((await inject('POST', '/api/payments/registration-fee')).statusCode).toBe(401);
    const foreign = await inject('GET', `/api/payments/${paymentId}`, other.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Payment not found.' });
    const fresh = await approvedMember(testApp, staff, 'fresh.payer@example.com');
    const { cookie } = await signIn(testApp, 'fresh.payer@example.com', fresh.temporaryPassword);
    const refused = await inject('POST', '/api/payments/registration-fee', cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Please choose a new password first.' });
  });
});

describe('races', () => {
  it('50 simultaneous callbacks for one payment: one execute, one receipt', async () => {
    const email = 'double.clicker@example.com';
    const member = await readyMember(testApp, staff, email, { unlocked: false });
    const { paymentId, walletPath } = await startPayment(member.cookie);
    const callbackPath = await payAtWallet(walletPath);
    const answers = await Promise.all(Array.from({ length: 50 }, () => inject('GET', callbackPath)));
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.headers.location}`))).toEqual(new Set([`303 /payment-status?payment=${paymentId}`]));
    expect(await receiptsOf(email)).toHaveLength(1);
    expect(await receiptMailsTo(email)).toHaveLength(1);
    expect((await inject('GET', `/api/payments/${paymentId}`, member.cookie)).json().status).toBe('completed');
  });

  it('two payments authorised in two tabs: one is charged, the other is never executed', async () => {
    const email = 'two.tabs@example.com';
    const member = await readyMember(testApp, staff, email, { unlocked: false });
    const first = await startPayment(member.cookie);
    const second = await startPayment(member.cookie);
    const callbacks = [await payAtWallet(first.walletPath), await payAtWallet(second.walletPath)];
    await Promise.all(callbacks.map((path) => inject('GET', path)));
    const states = await Promise.all([first, second].map(async ({ paymentId }) => (await inject('GET', `/api/payments/${paymentId}`, member.cookie)).json()));
    expect(states.map((state) => state.status).sort()).toEqual(['cancelled', 'completed']);
    expect(states.find((state) => state.status === 'cancelled').failureReason).toBe('Another payment of yours is being completed.');
    expect(await receiptsOf(email)).toHaveLength(1);
    const wallets = await testApp.database.db.select().from(sandboxWalletPayments).where(eq(sandboxWalletPayments.payerReference, member.memberId));
    expect(wallets.map((wallet) => wallet.status).sort()).toEqual(['authorized', 'completed']);
  });
});

/** What the server's minutely settling runs with; tests call it with a later clock. */
const settleDeps = () => ({
  db: testApp.database.db,
  config: testApp.app.deps.config,
  provider: new SandboxPaymentProvider(testApp.database.db, testApp.publicUrl),
  log: testApp.app.log,
});

describe('payments the callback left open', () => {
  it('an execute whose answer was lost is settled by querying the wallet', async () => {
    const email = 'lost.answer@example.com';
    const member = await readyMember(testApp, staff, email, { unlocked: false });
    const { paymentId, walletPath } = await startPayment(member.cookie);
    await payAtWallet(walletPath);
    // As if the server stopped after the wallet executed, before it recorded the answer.
    await testApp.database.db.update(payments).set({ status: 'executing' }).where(eq(payments.id, paymentId));
    await testApp.database.db.update(sandboxWalletPayments).set({ status: 'completed', trxId: 'SBXLOSTANSWER' }).where(eq(sandboxWalletPayments.paymentId, walletPath.split('/').pop()!));
    await settleOpenPayments(settleDeps(), new Date(Date.now() + 2 * 60 * 1000));
    expect((await inject('GET', `/api/payments/${paymentId}`, member.cookie)).json()).toMatchObject({ status: 'completed', receiptNumber: expect.any(String) });
    expect((await receiptsOf(email))[0]!.trxId).toBe('SBXLOSTANSWER');
    expect((await accountOf(email)).dashboardLocked).toBe(false);
  });

});

describe('payment expiry with a late callback', () => {
  const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60 * 1000);
  const stateOf = async (paymentId: number, cookie: string) => (await inject('GET', `/api/payments/${paymentId}`, cookie)).json();
  const walletOf = async (walletPath: string) =>
    (await testApp.database.db.select().from(sandboxWalletPayments).where(eq(sandboxWalletPayments.paymentId, walletPath.split('/').pop()!)))[0]!;

  /** A payment left at the wallet, expired by the minutely settling 31 minutes on. */
  async function expiredPayment(email: string) {
    const member = await readyMember(testApp, staff, email, { unlocked: false });
    const started = await startPayment(member.cookie);
    await settleOpenPayments(settleDeps(), minutesFromNow(31));
    expect((await stateOf(started.paymentId, member.cookie)).status).toBe('expired');
    return { member, ...started, callbackPath: `/api/payments/callback?paymentID=${started.walletPath.split('/').pop()}&status=success` };
  }

  /** The wallet completed the payment all the same: an answer of it we never had. */
  const walletTookTheMoney = (walletPath: string, trxId: string) =>
    testApp.database.db.update(sandboxWalletPayments).set({ status: 'completed', trxId }).where(eq(sandboxWalletPayments.paymentId, walletPath.split('/').pop()!));

  it('a payment not finished at the wallet within 30 minutes expires, for the member and for staff; one still young stays open', async () => {
    const email = 'closed.tab@example.com';
    const member = await readyMember(testApp, staff, email, { unlocked: false });
    const { paymentId } = await startPayment(member.cookie);
    await settleOpenPayments(settleDeps(), minutesFromNow(5));
    expect((await stateOf(paymentId, member.cookie)).status).toBe('pending');

    const at = minutesFromNow(31);
    await settleOpenPayments(settleDeps(), at);
    expect(await stateOf(paymentId, member.cookie)).toEqual({ id: paymentId, status: 'expired', amountPaisa: 132000, failureReason: paymentExpiredReason, receiptNumber: null, purpose: 'registration_fee' });
    expect(paymentExpiredReason).toBe('The payment was not finished at the wallet within 30 minutes.');
    const [row] = await testApp.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row!.settledAt).toEqual(at);

    const { cookie } = await signIn(testApp, 'staff@example.com', staffPassword);
    const listed = await inject('GET', `/api/admin/payments?status=expired&q=${member.memberId}`, cookie);
    expect(listed.json().items).toEqual([expect.objectContaining({ id: paymentId, status: 'expired', settledAt: at.toISOString() })]);
    const exported = await inject('GET', `/api/admin/payments/export?status=expired&q=${member.memberId}`, cookie);
    expect(exported.body).toContain(',Expired,');
    // An expired payment is over: the member may start another.
    expect((await inject('POST', '/api/payments/registration-fee', member.cookie)).statusCode).toBe(200);
  });

  it('while the wallet does not answer, a payment past the time limit stays pending (it may be paid); it expires once the wallet says it is not', async () => {
    const member = await readyMember(testApp, staff, 'silent.wallet@example.com', { unlocked: false });
    const { paymentId } = await startPayment(member.cookie);
    const silentWallet = Object.assign(new SandboxPaymentProvider(testApp.database.db, testApp.publicUrl), { query: () => Promise.reject(new Error('the wallet does not answer')) });
    await settleOpenPayments({ ...settleDeps(), provider: silentWallet }, minutesFromNow(31));
    expect((await stateOf(paymentId, member.cookie)).status).toBe('pending');
    await settleOpenPayments(settleDeps(), minutesFromNow(32));
    expect((await stateOf(paymentId, member.cookie)).status).toBe('expired');
  });

  it('a late success callback finds the money taken: completed once, one receipt, one receipt mail, the dashboard unlocked', async () => {
    const email = 'late.payer@example.com';
    const { member, paymentId, walletPath, callbackPath } = await expiredPayment(email);
    await walletTookTheMoney(walletPath, 'SBXLATEMONEY1');

    const callback = await inject('GET', callbackPath);
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe(`/payment-status?payment=${paymentId}`);
    expect(await stateOf(paymentId, member.cookie)).toMatchObject({ status: 'completed', failureReason: null, receiptNumber: expect.stringMatching(/^R-\d{6}$/), purpose: 'registration_fee' });
    expect((await accountOf(email)).dashboardLocked).toBe(false);

    // Replays, a cancel after the fact and the minutely settling change nothing.
    await inject('GET', callbackPath);
    await inject('GET', callbackPath.replace('status=success', 'status=cancel'));
    await settleOpenPayments(settleDeps(), minutesFromNow(60));
    expect((await stateOf(paymentId, member.cookie)).status).toBe('completed');
    expect((await receiptsOf(email)).map((receipt) => receipt.trxId)).toEqual(['SBXLATEMONEY1']);
    expect(await receiptMailsTo(email)).toHaveLength(1);
  });

  it('two late callbacks at once: completed once, one receipt, one receipt mail', async () => {
    const email = 'late.double@example.com';
    const { member, paymentId, walletPath, callbackPath } = await expiredPayment(email);
    await walletTookTheMoney(walletPath, 'SBXLATEMONEY2');

    const answers = await Promise.all([inject('GET', callbackPath), inject('GET', callbackPath)]);
    expect(answers.map((answer) => answer.headers.location)).toEqual([`/payment-status?payment=${paymentId}`, `/payment-status?payment=${paymentId}`]);
    expect((await stateOf(paymentId, member.cookie)).status).toBe('completed');
    expect(await receiptsOf(email)).toHaveLength(1);
    expect(await receiptMailsTo(email)).toHaveLength(1);
  });

  it('a late callback where the wallet took nothing: still expired, and the payment is never executed (the payer authorised too late)', async () => {
    const email = 'too.late@example.com';
    const { member, paymentId, walletPath } = await expiredPayment(email);
    const callbackPath = await payAtWallet(walletPath);

    expect((await inject('GET', callbackPath)).headers.location).toBe(`/payment-status?payment=${paymentId}`);
    expect(await stateOf(paymentId, member.cookie)).toMatchObject({ status: 'expired', failureReason: paymentExpiredReason, receiptNumber: null });
    expect((await walletOf(walletPath)).status).toBe('authorized');
    expect(await receiptsOf(email)).toHaveLength(0);
    expect(await receiptMailsTo(email)).toHaveLength(0);
    expect((await accountOf(email)).dashboardLocked).toBe(true);
  });
});
