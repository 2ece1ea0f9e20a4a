import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paisa } from '@rgcc/shared/format/money';
import { parseConfig } from '../../config';
import { fakeBkashCredentials, startFakeBkash, type FakeBkash } from '../../../test/fake-bkash';
import { freePort } from '../../../test/free-port';
import { BkashError, BkashPaymentProvider, createBkashProvider, type BkashOptions } from './bkash-provider';
import type { CreatePaymentRequest } from './payment-provider';

const registrationFee: CreatePaymentRequest = {
  invoiceNumber: 'RGCC-REG-000123',
  amount: paisa(132000),
  payerReference: 'M-000123',
  callbackUrl: 'http://localhost:3999/api/payments/bkash/callback',
};

/** The fake's and the provider's clock: a test moves time without waiting for it. */
let clock = 0;
const now = () => clock;
let fake: FakeBkash;

beforeEach(async () => {
  clock = Date.UTC(2025, 0, 1);
  fake = await startFakeBkash({ now });
});

afterEach(async () => {
  await fake.close();
});

function provider(options: BkashOptions = {}) {
  return new BkashPaymentProvider({ baseUrl: fake.baseUrl, ...fakeBkashCredentials }, { now, ...options });
}

/** A payment the payer has authorised in the wallet: ready to execute. */
async function authorisedPayment(bkash: BkashPaymentProvider) {
  const { providerPaymentId } = await bkash.create(registrationFee);
  fake.authorize(providerPaymentId);
  return providerPaymentId;
}

describe('create', () => {
  it('sends the checkout fields with the bare id_token and X-App-Key, and answers paymentID and bkashURL', async () => {
    const created = await provider().create(registrationFee);

    expect(created.redirectUrl).toBe(`${fake.baseUrl}/checkout/${created.providerPaymentId}`);
    expect(fake.payment(created.providerPaymentId)?.transactionStatus).toBe('Initiated');
    const [grant, create] = fake.calls;
    expect(grant?.endpoint).toBe('grant');
    expect(grant?.headers).toMatchObject({ username: fakeBkashCredentials.username, password: fakeBkashCredentials.password });
    expect(grant?.body).toEqual({ app_key: fakeBkashCredentials.appKey, app_secret: fakeBkashCredentials.appSecret });
    expect(create?.endpoint).toBe('create');
    expect(create?.headers.authorization).toMatch(/^fake-id-/);
    expect(create?.headers['x-app-key']).toBe(fakeBkashCredentials.appKey);
    expect(create?.body).toEqual({
      mode: '0011',
      payerReference: 'M-000123',
      callbackURL: registrationFee.callbackUrl,
      amount: '1320.00',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: 'RGCC-REG-000123',
    });
  });

  it('throws bKash’s message when it refuses the payment (2006 invalid amount)', async () => {
    const refused = provider().create({ ...registrationFee, amount: paisa(0) });

    await expect(refused).rejects.toThrow(BkashError);
    await expect(refused).rejects.toMatchObject({ message: 'Invalid Amount', code: '2006' });
  });
});

describe('execute', () => {
  it('completes an authorised payment with its trxID, amount and invoice, without a query', async () => {
    const bkash = provider();
    const paymentId = await authorisedPayment(bkash);

    const outcome = await bkash.execute(paymentId);

    const trxId = fake.payment(paymentId)?.trxID;
    expect(trxId).toMatch(/^[0-9A-F]{10}$/);
    expect(outcome).toEqual({ status: 'completed', trxId, amount: '1320.00', invoiceNumber: 'RGCC-REG-000123' });
    expect(fake.count('query')).toBe(0);
  });

  it('fails on insufficient balance (2023) with bKash’s message, without a query', async () => {
    const bkash = provider();
    const paymentId = await authorisedPayment(bkash);
    fake.failExecuteWith(paymentId, '2023', 'Insufficient Balance');

    expect(await bkash.execute(paymentId)).toEqual({ status: 'failed', reason: 'Insufficient Balance' });
    expect(fake.count('query')).toBe(0);
  });

  it('fails on a wrong PIN sent as errorCode/errorMessage (2014), without a query', async () => {
    const bkash = provider();
    const paymentId = await authorisedPayment(bkash);
    fake.failExecuteWith(paymentId, '2014', 'Wrong PIN', 'error');

    expect(await bkash.execute(paymentId)).toEqual({ status: 'failed', reason: 'Wrong PIN' });
    expect(fake.count('query')).toBe(0);
  });

  it('fails a payment the payer never authorised (2056 invalid payment state), without a query', async () => {
    const bkash = provider();
    const { providerPaymentId } = await bkash.create(registrationFee);

    expect(await bkash.execute(providerPaymentId)).toEqual({ status: 'failed', reason: 'Invalid Payment State' });
    expect(fake.count('query')).toBe(0);
  });

  it('settles an execute that times out by exactly one query', async () => {
    const bkash = provider({ executeTimeoutMs: 200 });
    const paymentId = await authorisedPayment(bkash);
    fake.delayExecute(paymentId, 1000);

    const outcome = await bkash.execute(paymentId);

    expect(outcome).toEqual({ status: 'completed', trxId: fake.payment(paymentId)?.trxID, amount: '1320.00', invoiceNumber: 'RGCC-REG-000123' });
    expect(fake.count('execute')).toBe(1);
    expect(fake.count('query')).toBe(1);
  });

  it('settles an execute whose connection drops by one query', async () => {
    const bkash = provider();
    const paymentId = await authorisedPayment(bkash);
    fake.dropExecute(paymentId);

    const outcome = await bkash.execute(paymentId);

    expect(outcome).toMatchObject({ status: 'completed', trxId: fake.payment(paymentId)?.trxID });
    expect(fake.count('execute')).toBe(1);
    expect(fake.count('query')).toBe(1);
  });

  it('settles a second execute of one payment (2117) by query, with the first trxID', async () => {
    const bkash = provider();
    const paymentId = await authorisedPayment(bkash);
    const first = await bkash.execute(paymentId);

    const second = await bkash.execute(paymentId);

    expect(first.status).toBe('completed');
    expect(second).toEqual(first);
    expect(fake.count('execute')).toBe(2);
    expect(fake.count('query')).toBe(1);
  });

  it.each([
    ['2062', 'Payment already completed'],
    ['2068', 'Transaction already completed'],
    ['2117', 'Execution already completed'],
  ])('treats %s (%s) as "query and settle"', async (code, message) => {
    const bkash = provider();
    const paymentId = await authorisedPayment(bkash);
    const first = await bkash.execute(paymentId);
    fake.failExecuteWith(paymentId, code, message);

    expect(await bkash.execute(paymentId)).toEqual(first);
    expect(fake.count('query')).toBe(1);
  });

  it('queries when bKash answers 503 (maintenance), and leaves an unsettled payment pending', async () => {
    const bkash = provider();
    const paymentId = await authorisedPayment(bkash);
    fake.failExecuteWith(paymentId, '503', 'System is undergoing maintenance');

    expect(await bkash.execute(paymentId)).toEqual({ status: 'pending' });
    expect(fake.count('query')).toBe(1);
  });

  it('queries when execute answers something other than JSON', async () => {
    const bkash = provider();
    const paymentId = await authorisedPayment(bkash);
    fake.answerExecuteWith(paymentId, 502, '<html><body>Bad Gateway</body></html>');

    expect(await bkash.execute(paymentId)).toEqual({ status: 'pending' });
    expect(fake.count('query')).toBe(1);
  });

  it('queries when execute answers a server error (HTTP 500) even with a code', async () => {
    const bkash = provider();
    const paymentId = await authorisedPayment(bkash);
    fake.answerExecuteWith(paymentId, 500, { statusCode: '2020', statusMessage: 'Exception Occurred' });

    expect(await bkash.execute(paymentId)).toEqual({ status: 'pending' });
    expect(fake.count('query')).toBe(1);
  });

  it('queries when execute answers without a statusCode', async () => {
    const bkash = provider();
    const paymentId = await authorisedPayment(bkash);
    fake.answerExecuteWith(paymentId, 200, { paymentID: paymentId });

    expect(await bkash.execute(paymentId)).toEqual({ status: 'pending' });
    expect(fake.count('query')).toBe(1);
  });
});

describe('query', () => {
  it('answers pending while the payer has not authorised, and while the payment awaits execute', async () => {
    const bkash = provider();
    const { providerPaymentId } = await bkash.create(registrationFee);

    expect(await bkash.query(providerPaymentId)).toEqual({ status: 'pending' });
    fake.authorize(providerPaymentId);
    expect(await bkash.query(providerPaymentId)).toEqual({ status: 'pending' });
    expect(fake.count('query')).toBe(2);
  });

  it('answers completed for an executed payment', async () => {
    const bkash = provider();
    const paymentId = await authorisedPayment(bkash);
    const executed = await bkash.execute(paymentId);

    expect(await bkash.query(paymentId)).toEqual(executed);
  });

  it('answers failed for a payment the payer cancelled', async () => {
    const bkash = provider();
    const { providerPaymentId } = await bkash.create(registrationFee);
    fake.cancel(providerPaymentId);

    expect(await bkash.query(providerPaymentId)).toEqual({ status: 'failed', reason: 'Payment cancelled' });
  });

  it('answers expired for a payment whose time at bKash ran out', async () => {
    const bkash = provider();
    const { providerPaymentId } = await bkash.create(registrationFee);
    fake.expire(providerPaymentId);

    expect(await bkash.query(providerPaymentId)).toEqual({ status: 'expired' });
  });

  it('answers failed for a paymentID bKash does not know (2002)', async () => {
    expect(await provider().query('TR0011NOSUCHPAYMENT')).toEqual({ status: 'failed', reason: 'Invalid Payment ID' });
  });

  it('answers pending, unanswered, when bKash cannot be reached: the payment may be paid, so it must not expire', async () => {
    const unreachable = new BkashPaymentProvider({ ...fakeBkashCredentials, baseUrl: `http://127.0.0.1:${await freePort()}/v1.2.0-beta` });

    expect(await unreachable.query('TR0011ANYTHING')).toEqual({ status: 'pending', unanswered: true });
  });
});

describe('the token', () => {
  it('is granted once for many calls', async () => {
    const bkash = provider();
    const paymentId = await authorisedPayment(bkash);
    await bkash.query(paymentId);
    await bkash.execute(paymentId);
    await bkash.create({ ...registrationFee, invoiceNumber: 'RGCC-REG-000124' });

    expect(fake.count('grant')).toBe(1);
    expect(fake.count('refresh')).toBe(0);
    const tokens = new Set(fake.calls.filter((call) => call.endpoint !== 'grant').map((call) => call.headers.authorization));
    expect(tokens.size).toBe(1);
  });

  it('is shared by concurrent first calls: one grant', async () => {
    const bkash = provider();

    const outcomes = await Promise.all(['A', 'B', 'C', 'D', 'E'].map((id) => bkash.query(`TR0011${id}`)));

    expect(outcomes.every((outcome) => outcome.status === 'failed')).toBe(true);
    expect(fake.count('grant')).toBe(1);
  });

  it('is refreshed about five minutes before it expires, without a second grant', async () => {
    const bkash = provider();
    await bkash.query('TR0011A');
    const [grant] = fake.calls;
    clock += 54 * 60 * 1000;
    await bkash.query('TR0011B');
    expect(fake.count('refresh')).toBe(0);

    clock += 2 * 60 * 1000;
    await bkash.query('TR0011C');

    expect(fake.count('grant')).toBe(1);
    expect(fake.count('refresh')).toBe(1);
    const refresh = fake.calls.find((call) => call.endpoint === 'refresh');
    expect(refresh?.headers).toMatchObject({ username: fakeBkashCredentials.username, password: fakeBkashCredentials.password });
    expect(refresh?.body).toEqual({
      app_key: fakeBkashCredentials.appKey,
      app_secret: fakeBkashCredentials.appSecret,
      refresh_token: expect.stringMatching(/^fake-refresh-/),
    });
    const queries = fake.calls.filter((call) => call.endpoint === 'query').map((call) => call.headers.authorization);
    expect(queries[0]).toBe(queries[1]);
    expect(queries[2]).not.toBe(queries[0]);
    expect(grant?.endpoint).toBe('grant');
  });

  it('is granted anew when the refresh is refused', async () => {
    const bkash = provider();
    await bkash.query('TR0011A');
    fake.expireTokens();
    clock += 56 * 60 * 1000;

    expect(await bkash.query('TR0011B')).toEqual({ status: 'failed', reason: 'Invalid Payment ID' });
    expect(fake.count('refresh')).toBe(1);
    expect(fake.count('grant')).toBe(2);
  });

  it('is granted anew after a 401, and the refused call is retried once', async () => {
    const bkash = provider();
    await bkash.query('TR0011A');
    fake.expireTokens();

    const created = await bkash.create(registrationFee);

    expect(fake.payment(created.providerPaymentId)?.amount).toBe('1320.00');
    expect(fake.count('grant')).toBe(2);
    expect(fake.count('refresh')).toBe(0);
    expect(fake.count('create')).toBe(2);
  });

  it('is not granted a third time when bKash refuses the new token too', async () => {
    const creates: string[] = [];
    // A fake that refuses every create with 401: the provider must give up after one retry.
    const refusingCreate: typeof fetch = async (input, init) => {
      if (String(input).endsWith('/tokenized/checkout/create')) {
        creates.push(String(input));
        return new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401 });
      }
      return fetch(input, init);
    };

    await expect(provider({ fetch: refusingCreate }).create(registrationFee)).rejects.toThrow(/HTTP 401/);
    expect(creates).toHaveLength(2);
    expect(fake.count('grant')).toBe(2);
  });

  it('throws when bKash refuses the merchant’s username and password, and asks once', async () => {
    const wrongPassword = new BkashPaymentProvider({ ...fakeBkashCredentials, password: 'wrong', baseUrl: fake.baseUrl });

    await expect(wrongPassword.create(registrationFee)).rejects.toThrow(/token request refused/);
    expect(fake.count('grant')).toBe(1);
    expect(fake.count('create')).toBe(0);
  });
});

describe('createBkashProvider', () => {
  it('builds the provider from the BKASH_* settings', async () => {
    const config = parseConfig({
      PAYMENT_PROVIDER: 'bkash',
      BKASH_BASE_URL: fake.baseUrl,
      BKASH_APP_KEY: fakeBkashCredentials.appKey,
      BKASH_APP_SECRET: fakeBkashCredentials.appSecret,
      BKASH_USERNAME: fakeBkashCredentials.username,
      BKASH_PASSWORD: fakeBkashCredentials.password,
    });
    const bkash = createBkashProvider(config);

    const created = await bkash.create(registrationFee);

    expect(bkash.name).toBe('bkash');
    expect(fake.payment(created.providerPaymentId)?.merchantInvoiceNumber).toBe('RGCC-REG-000123');
  });

  it('refuses a configuration without the bKash settings', () => {
    expect(() => createBkashProvider(parseConfig({}))).toThrow(/BKASH_BASE_URL/);
  });
});
