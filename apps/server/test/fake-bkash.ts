import crypto from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';

/**
 * A local stand-in for bKash Tokenized Checkout (docs/money.md) on loopback.
 * It checks what the real API checks (credentials, id_token, X-App-Key, the create fields),
 * keeps payments in memory and records every call, and a test steers each payment: the payer
 * authorises or cancels it, an execute fails, answers late, drops the connection or answers
 * garbage. Failures are HTTP 200 with a statusCode or an errorCode, as bKash sends them.
 */

export const fakeBkashCredentials = {
  appKey: 'fake-app-key',
  appSecret: 'fake-app-secret',
  username: 'fake-merchant',
  password: 'fake-merchant-password',
} as const;

type Json = Record<string, unknown>;

export type FakeBkashEndpoint = 'grant' | 'refresh' | 'create' | 'execute' | 'query';

export interface FakeBkashCall {
  endpoint: FakeBkashEndpoint;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface FakePayment {
  paymentID: string;
  payerReference: string;
  callbackURL: string;
  amount: string;
  merchantInvoiceNumber: string;
  transactionStatus: 'Initiated' | 'Authorized' | 'Completed' | 'Cancelled' | 'Expired';
  trxID?: string;
}

export interface FakeBkashOptions {
  /** expires_in of every token issued; 3600 like bKash. */
  tokenLifetimeSeconds?: number;
  /** The fake's clock for token expiry; share one with the provider to move time in a test. */
  now?: () => number;
}

export interface FakeBkash {
  /** Like https://tokenized.sandbox.bka.sh/v1.2.0-beta: the API's paths follow it. */
  baseUrl: string;
  calls: FakeBkashCall[];
  count(endpoint: FakeBkashEndpoint): number;
  payment(paymentID: string): FakePayment | undefined;
  /** The payer entered the wallet number, OTP and PIN. */
  authorize(paymentID: string): void;
  /** The payer pressed cancel in the wallet. */
  cancel(paymentID: string): void;
  /** bKash's own time to pay ran out before the payer finished. */
  expire(paymentID: string): void;
  /** The next execute is refused with this code; `shape` picks statusCode/statusMessage or errorCode/errorMessage. */
  failExecuteWith(paymentID: string, code: string, message: string, shape?: 'status' | 'error'): void;
  /** The next execute completes the payment at once but answers `ms` later (a client timeout). */
  delayExecute(paymentID: string, ms: number): void;
  /** The next execute completes the payment and closes the connection without answering. */
  dropExecute(paymentID: string): void;
  /** The next execute answers this (an object as JSON, a string as an HTML page) and leaves the payment as it is. */
  answerExecuteWith(paymentID: string, httpStatus: number, body: Json | string): void;
  /** Every id_token and refresh_token issued so far stops working (bKash answers 401). */
  expireTokens(): void;
  close(): Promise<void>;
}

type ExecuteSteer =
  | { kind: 'fail'; answer: Json }
  | { kind: 'delay'; ms: number }
  | { kind: 'drop' }
  | { kind: 'raw'; httpStatus: number; body: Json | string };

const basePath = '/v1.2.0-beta';
const endpoints: Record<string, FakeBkashEndpoint> = {
  [`${basePath}/tokenized/checkout/token/grant`]: 'grant',
  [`${basePath}/tokenized/checkout/token/refresh`]: 'refresh',
  [`${basePath}/tokenized/checkout/create`]: 'create',
  [`${basePath}/tokenized/checkout/execute`]: 'execute',
  [`${basePath}/tokenized/checkout/payment/status`]: 'query',
};

const ok = { statusCode: '0000', statusMessage: 'Successful' };
const invalidPaymentId = { statusCode: '2002', statusMessage: 'Invalid Payment ID' };
const invalidRequestBody = (why: string) => ({ errorCode: '2025', errorMessage: `Invalid request body: ${why}` });

function send(response: http.ServerResponse, httpStatus: number, body: Json | string) {
  // The client may have given up (timeout) and closed the socket: there is no one to answer.
  if (response.socket?.destroyed !== false) return;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(httpStatus, { 'Content-Type': typeof body === 'string' ? 'text/html' : 'application/json' });
  response.end(text);
}

async function readJson(request: http.IncomingMessage): Promise<Json | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Json) : undefined;
  } catch {
    return undefined;
  }
}

const randomId = (bytes: number) => crypto.randomBytes(bytes).toString('hex').toUpperCase();

/** Why the create body is malformed, or undefined when it is as the API expects. */
function createBodyProblem(body: Json): string | undefined {
  if (body.mode !== '0011') return 'mode must be "0011"';
  if (body.currency !== 'BDT') return 'currency must be "BDT"';
  if (body.intent !== 'sale') return 'intent must be "sale"';
  if (typeof body.amount !== 'string') return 'amount must be a string';
  for (const name of ['payerReference', 'callbackURL', 'merchantInvoiceNumber']) {
    if (typeof body[name] !== 'string' || body[name] === '') return `${name} is required`;
  }
  const invoice = body.merchantInvoiceNumber as string;
  if (invoice.length > 255 || /[<>&]/.test(invoice)) return 'merchantInvoiceNumber is too long or has < > &';
  return undefined;
}

const validAmount = (amount: string) => /^\d+(\.\d{1,2})?$/.test(amount) && Number(amount) > 0;

function paymentAnswer(payment: FakePayment): Json {
  return {
    paymentID: payment.paymentID,
    payerReference: payment.payerReference,
    amount: payment.amount,
    currency: 'BDT',
    intent: 'sale',
    merchantInvoiceNumber: payment.merchantInvoiceNumber,
    transactionStatus: payment.transactionStatus,
    ...(payment.trxID ? { trxID: payment.trxID, customerMsisdn: '01770618575', paymentExecuteTime: new Date().toISOString() } : {}),
    ...ok,
  };
}

export async function startFakeBkash(options: FakeBkashOptions = {}): Promise<FakeBkash> {
  const lifetimeSeconds = options.tokenLifetimeSeconds ?? 3600;
  const now = options.now ?? Date.now;
  const credentials = fakeBkashCredentials;
  const calls: FakeBkashCall[] = [];
  const payments = new Map<string, FakePayment>();
  const steers = new Map<string, ExecuteSteer>();
  /** id_token → when it expires on the fake's clock. */
  const idTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  let baseUrl = '';

  const paymentOrThrow = (paymentID: string) => {
    const payment = payments.get(paymentID);
    if (!payment) throw new Error(`the fake bKash has no payment ${paymentID}`);
    return payment;
  };

  const complete = (payment: FakePayment) => {
    payment.transactionStatus = 'Completed';
    payment.trxID = randomId(5);
  };

  function issueToken(refreshToken: string) {
    const idToken = `fake-id-${randomId(12)}`;
    idTokens.set(idToken, now() + lifetimeSeconds * 1000);
    refreshTokens.add(refreshToken);
    return { ...ok, id_token: idToken, token_type: 'Bearer', expires_in: lifetimeSeconds, refresh_token: refreshToken };
  }

  function tokenCall(endpoint: 'grant' | 'refresh', headers: http.IncomingHttpHeaders, body: Json): [number, Json] {
    if (headers.username !== credentials.username || headers.password !== credentials.password) {
      return [401, { message: 'Unauthorized' }];
    }
    if (body.app_key !== credentials.appKey || body.app_secret !== credentials.appSecret) {
      return [200, { statusCode: '2001', statusMessage: 'Invalid App Key' }];
    }
    if (endpoint === 'grant') return [200, issueToken(`fake-refresh-${randomId(12)}`)];
    const refreshToken = body.refresh_token;
    if (typeof refreshToken !== 'string' || !refreshTokens.has(refreshToken)) return [401, { message: 'Unauthorized' }];
    return [200, issueToken(refreshToken)];
  }

  function tokenAccepted(headers: http.IncomingHttpHeaders) {
    const expiresAt = idTokens.get(headers.authorization ?? '');
    return expiresAt !== undefined && now() < expiresAt;
  }

  function create(body: Json): Json {
    const problem = createBodyProblem(body);
    if (problem) return invalidRequestBody(problem);
    const amount = body.amount as string;
    if (!validAmount(amount)) return { statusCode: '2006', statusMessage: 'Invalid Amount' };
    const paymentID = `TR0011${randomId(8)}`;
    const payment: FakePayment = {
      paymentID,
      payerReference: body.payerReference as string,
      callbackURL: body.callbackURL as string,
      amount,
      merchantInvoiceNumber: body.merchantInvoiceNumber as string,
      transactionStatus: 'Initiated',
    };
    payments.set(paymentID, payment);
    return { ...paymentAnswer(payment), bkashURL: `${baseUrl}/checkout/${paymentID}`, callbackURL: payment.callbackURL };
  }

  /** The answer a plain execute gets, moving the payment on when it was authorised. */
  function executeAnswer(payment: FakePayment): Json {
    if (payment.transactionStatus === 'Completed') return { statusCode: '2117', statusMessage: 'Execution already completed' };
    if (payment.transactionStatus !== 'Authorized') return { statusCode: '2056', statusMessage: 'Invalid Payment State' };
    complete(payment);
    return paymentAnswer(payment);
  }

  function execute(body: Json, response: http.ServerResponse) {
    const payment = payments.get(typeof body.paymentID === 'string' ? body.paymentID : '');
    if (!payment) return send(response, 200, invalidPaymentId);
    const steer = steers.get(payment.paymentID);
    steers.delete(payment.paymentID);
    if (steer?.kind === 'fail') return send(response, 200, steer.answer);
    if (steer?.kind === 'raw') return send(response, steer.httpStatus, steer.body);
    const answer = executeAnswer(payment);
    if (steer?.kind === 'drop') {
      response.socket?.destroy();
      return;
    }
    if (steer?.kind !== 'delay') return send(response, 200, answer);
    const timer = setTimeout(() => {
      timers.delete(timer);
      send(response, 200, answer);
    }, steer.ms);
    timers.add(timer);
  }

  function query(body: Json): Json {
    const payment = payments.get(typeof body.paymentID === 'string' ? body.paymentID : '');
    return payment ? paymentAnswer(payment) : invalidPaymentId;
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const endpoint = request.method === 'POST' ? endpoints[request.url ?? ''] : undefined;
    if (!endpoint) return send(response, 404, { message: 'Not Found' });
    const body = await readJson(request);
    calls.push({ endpoint, headers: request.headers, body: body ?? {} });
    if (!body) return send(response, 400, invalidRequestBody('not a JSON object'));
    if (endpoint === 'grant' || endpoint === 'refresh') return send(response, ...tokenCall(endpoint, request.headers, body));
    if (!tokenAccepted(request.headers)) return send(response, 401, { message: 'Unauthorized' });
    if (request.headers['x-app-key'] !== credentials.appKey) {
      return send(response, 200, { statusCode: '2001', statusMessage: 'Invalid App Key' });
    }
    if (endpoint === 'create') return send(response, 200, create(body));
    if (endpoint === 'query') return send(response, 200, query(body));
    execute(body, response);
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}${basePath}`;

  return {
    baseUrl,
    calls,
    count: (endpoint) => calls.filter((call) => call.endpoint === endpoint).length,
    payment: (paymentID) => payments.get(paymentID),
    authorize(paymentID) {
      const payment = paymentOrThrow(paymentID);
      if (payment.transactionStatus !== 'Initiated') throw new Error(`payment ${paymentID} is ${payment.transactionStatus}`);
      payment.transactionStatus = 'Authorized';
    },
    cancel(paymentID) {
      paymentOrThrow(paymentID).transactionStatus = 'Cancelled';
    },
    expire(paymentID) {
      paymentOrThrow(paymentID).transactionStatus = 'Expired';
    },
    failExecuteWith(paymentID, code, message, shape = 'status') {
      paymentOrThrow(paymentID);
      const answer = shape === 'status' ? { statusCode: code, statusMessage: message } : { errorCode: code, errorMessage: message };
      steers.set(paymentID, { kind: 'fail', answer });
    },
    delayExecute(paymentID, ms) {
      paymentOrThrow(paymentID);
      steers.set(paymentID, { kind: 'delay', ms });
    },
    dropExecute(paymentID) {
      paymentOrThrow(paymentID);
      steers.set(paymentID, { kind: 'drop' });
    },
    answerExecuteWith(paymentID, httpStatus, body) {
      paymentOrThrow(paymentID);
      steers.set(paymentID, { kind: 'raw', httpStatus, body });
    },
    expireTokens() {
      idTokens.clear();
      refreshTokens.clear();
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
