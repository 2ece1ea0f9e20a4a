import { currencyCode, takaForProvider } from '@rgcc/shared/format/money';
import type { Config } from '../../config';
import type { CreatedPayment, CreatePaymentRequest, PaymentOutcome, PaymentProvider } from './payment-provider';

/**
 * bKash Tokenized Checkout (docs/money.md). Money moves only on `execute`;
 * an answer that leaves any doubt is settled by `query`, and a query that leaves doubt answers
 * `pending`, never `failed`, so that a charged member is never told the payment failed.
 */

export interface BkashCredentials {
  /** e.g. https://tokenized.sandbox.bka.sh/v1.2.0-beta */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
}

export interface BkashLogger {
  warn(details: object, message: string): void;
}

export interface BkashOptions {
  fetch?: typeof fetch;
  /** bKash may take up to about 30 s to execute; after that the outcome is asked for by query. */
  executeTimeoutMs?: number;
  /** Every other call (token, create, query). */
  requestTimeoutMs?: number;
  now?: () => number;
  logger?: BkashLogger;
}

/** bKash refused a request; `message` is bKash's own statusMessage or errorMessage. */
export class BkashError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'BkashError';
  }
}

const paths = {
  grant: '/tokenized/checkout/token/grant',
  refresh: '/tokenized/checkout/token/refresh',
  create: '/tokenized/checkout/create',
  execute: '/tokenized/checkout/execute',
  query: '/tokenized/checkout/payment/status',
} as const;

const success = '0000';
/** Payment already completed, transaction already completed, execution already completed, maintenance. */
const settleByQueryCodes = new Set(['2062', '2068', '2117', '503']);
const invalidPaymentId = '2002';
const finalFailures = new Set(['Failed', 'Cancelled', 'Declined']);
/** The documented token lifetime, for an answer that does not say. */
const defaultTokenLifetimeMs = 3600 * 1000;
/** Renewed early so that no call goes out with a token about to die. */
const refreshMarginMs = 5 * 60 * 1000;

type Json = Record<string, unknown>;

/** One parsed answer; `code` is errorCode when bKash sent one, else statusCode. */
interface Reply {
  httpStatus: number;
  code: string | undefined;
  message: string;
  body: Json;
}

interface Token {
  idToken: string;
  refreshToken: string | undefined;
  renewAt: number;
}

function field(body: Json, key: string): string | undefined {
  const value = body[key];
  if (typeof value === 'string' && value !== '') return value;
  return typeof value === 'number' ? String(value) : undefined;
}

async function readReply(response: Response): Promise<Reply> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`bKash answered HTTP ${response.status} with something other than JSON`);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error(`bKash answered HTTP ${response.status} with JSON that is not an object`);
  }
  const json = body as Json;
  const errorCode = field(json, 'errorCode');
  const message = errorCode
    ? (field(json, 'errorMessage') ?? field(json, 'statusMessage'))
    : (field(json, 'statusMessage') ?? field(json, 'errorMessage') ?? field(json, 'message'));
  return {
    httpStatus: response.status,
    code: errorCode ?? field(json, 'statusCode'),
    message: message ?? `bKash answered HTTP ${response.status} without a message`,
    body: json,
  };
}

/** Paid means statusCode 0000 and transactionStatus Completed with a trxID, nothing less. */
function completedOutcome(reply: Reply): PaymentOutcome | undefined {
  const { body } = reply;
  if (reply.code !== success || field(body, 'transactionStatus') !== 'Completed') return undefined;
  const trxId = field(body, 'trxID');
  const amount = field(body, 'amount');
  const invoiceNumber = field(body, 'merchantInvoiceNumber');
  if (!trxId || !amount || !invoiceNumber) return undefined;
  return { status: 'completed', trxId, amount, invoiceNumber };
}

/**
 * What execute's answer settles, or undefined when only a query can tell. A server error (HTTP
 * 5xx) may have come after the money moved, so its code is not taken as a refusal.
 */
function executeVerdict(reply: Reply): PaymentOutcome | undefined {
  const completed = completedOutcome(reply);
  if (completed) return completed;
  if (reply.httpStatus >= 500 || reply.code === undefined || reply.code === success || settleByQueryCodes.has(reply.code)) return undefined;
  return { status: 'failed', reason: reply.message };
}

function queryVerdict(reply: Reply): PaymentOutcome {
  const completed = completedOutcome(reply);
  if (completed) return completed;
  if (reply.code === invalidPaymentId) return { status: 'failed', reason: reply.message };
  const transactionStatus = field(reply.body, 'transactionStatus');
  if (reply.code === success && transactionStatus === 'Expired') return { status: 'expired' };
  if (reply.code === success && transactionStatus && finalFailures.has(transactionStatus)) {
    return { status: 'failed', reason: `Payment ${transactionStatus.toLowerCase()}` };
  }
  // Initiated or Authorized: bKash says it is not paid. Anything else tells nothing of the payment.
  return reply.code === success && transactionStatus ? { status: 'pending' } : { status: 'pending', unanswered: true };
}

/**
 * One id_token for the whole provider: bKash may block a merchant that asks for tokens more
 * than about twice an hour, so concurrent callers share one request in flight.
 */
class TokenCache {
  private token: Token | undefined;
  private renewal: Promise<Token> | undefined;

  constructor(
    private readonly request: (path: string, body: Json) => Promise<Reply>,
    private readonly credentials: BkashCredentials,
    private readonly now: () => number,
    private readonly logger: BkashLogger,
  ) {}

  async idToken(): Promise<string> {
    if (this.token && this.now() < this.token.renewAt) return this.token.idToken;
    this.renewal ??= this.renew().finally(() => {
      this.renewal = undefined;
    });
    return (await this.renewal).idToken;
  }

  /** Forgets a token bKash refused (HTTP 401), unless another caller has replaced it already. */
  discard(idToken: string) {
    if (this.token?.idToken === idToken) this.token = undefined;
  }

  private async renew(): Promise<Token> {
    const refreshToken = this.token?.refreshToken;
    this.token = refreshToken ? await this.refreshOrGrant(refreshToken) : await this.obtain(paths.grant, {});
    return this.token;
  }

  private async refreshOrGrant(refreshToken: string): Promise<Token> {
    try {
      return await this.obtain(paths.refresh, { refresh_token: refreshToken });
    } catch (error) {
      this.logger.warn({ err: error }, 'bKash token refresh failed; granting a new token');
      return this.obtain(paths.grant, {});
    }
  }

  private async obtain(path: string, extra: Json): Promise<Token> {
    const { appKey, appSecret } = this.credentials;
    const reply = await this.request(path, { app_key: appKey, app_secret: appSecret, ...extra });
    const idToken = field(reply.body, 'id_token');
    // Some bKash versions answer a token without statusCode: the id_token is what counts.
    if (reply.httpStatus !== 200 || !idToken || (reply.code !== undefined && reply.code !== success)) {
      throw new BkashError(`bKash token request refused: ${reply.message}`, reply.code);
    }
    const seconds = Number(reply.body.expires_in);
    const lifetimeMs = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : defaultTokenLifetimeMs;
    // A short-lived token (a test double's) would otherwise be renewed before every call.
    const renewAt = this.now() + lifetimeMs - Math.min(refreshMarginMs, lifetimeMs / 2);
    return { idToken, refreshToken: field(reply.body, 'refresh_token'), renewAt };
  }
}

export class BkashPaymentProvider implements PaymentProvider {
  readonly name = 'bkash' as const;
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;
  private readonly executeTimeoutMs: number;
  private readonly requestTimeoutMs: number;
  private readonly logger: BkashLogger;
  private readonly tokens: TokenCache;

  constructor(
    private readonly credentials: BkashCredentials,
    options: BkashOptions = {},
  ) {
    this.baseUrl = credentials.baseUrl.replace(/\/+$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
    this.executeTimeoutMs = options.executeTimeoutMs ?? 30_000;
    this.requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
    this.logger = options.logger ?? { warn() {} };
    const tokenHeaders = { username: credentials.username, password: credentials.password };
    this.tokens = new TokenCache(
      async (path, body) => readReply(await this.post(path, body, tokenHeaders, this.requestTimeoutMs)),
      credentials,
      options.now ?? Date.now,
      this.logger,
    );
  }

  async create(request: CreatePaymentRequest): Promise<CreatedPayment> {
    const reply = await this.authorised(
      paths.create,
      {
        mode: '0011',
        payerReference: request.payerReference,
        callbackURL: request.callbackUrl,
        amount: takaForProvider(request.amount),
        currency: currencyCode,
        intent: 'sale',
        merchantInvoiceNumber: request.invoiceNumber,
      },
      this.requestTimeoutMs,
    );
    if (reply.code !== success) throw new BkashError(reply.message, reply.code);
    const providerPaymentId = field(reply.body, 'paymentID');
    const redirectUrl = field(reply.body, 'bkashURL');
    if (!providerPaymentId || !redirectUrl) {
      throw new BkashError('bKash answered create without a paymentID or bkashURL', reply.code);
    }
    return { providerPaymentId, redirectUrl };
  }

  async execute(providerPaymentId: string): Promise<PaymentOutcome> {
    let reply: Reply;
    try {
      reply = await this.authorised(paths.execute, { paymentID: providerPaymentId }, this.executeTimeoutMs);
    } catch (error) {
      this.logger.warn({ err: error, paymentID: providerPaymentId }, 'bKash execute gave no answer; querying');
      return this.query(providerPaymentId);
    }
    const verdict = executeVerdict(reply);
    if (verdict) return verdict;
    this.logger.warn({ paymentID: providerPaymentId, code: reply.code }, 'bKash execute answer is unclear; querying');
    return this.query(providerPaymentId);
  }

  async query(providerPaymentId: string): Promise<PaymentOutcome> {
    try {
      const reply = await this.authorised(paths.query, { paymentID: providerPaymentId }, this.requestTimeoutMs);
      if (reply.code !== success) {
        this.logger.warn({ paymentID: providerPaymentId, code: reply.code, message: reply.message }, 'bKash query refused');
      }
      return queryVerdict(reply);
    } catch (error) {
      this.logger.warn({ err: error, paymentID: providerPaymentId }, 'bKash query gave no answer; the payment stays pending');
      return { status: 'pending', unanswered: true };
    }
  }

  /** A call with the cached token; after a 401 (bKash dropped the token) one new grant and one retry. */
  private async authorised(path: string, body: Json, timeoutMs: number): Promise<Reply> {
    const idToken = await this.tokens.idToken();
    const response = await this.post(path, body, this.authHeaders(idToken), timeoutMs);
    if (response.status !== 401) return readReply(response);
    await response.body?.cancel();
    this.logger.warn({ path }, 'bKash refused the token (HTTP 401); granting a new one');
    this.tokens.discard(idToken);
    const retry = await this.post(path, body, this.authHeaders(await this.tokens.idToken()), timeoutMs);
    if (retry.status === 401) {
      await retry.body?.cancel();
      throw new BkashError('bKash refused a newly granted token (HTTP 401)', undefined);
    }
    return readReply(retry);
  }

  private authHeaders(idToken: string) {
    // The official plugin sends the bare id_token, without "Bearer ".
    return { Authorization: idToken, 'X-App-Key': this.credentials.appKey };
  }

  private post(path: string, body: Json, headers: Record<string, string>, timeoutMs: number): Promise<Response> {
    return this.fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      // Covers the answer's body too: a connection that stalls mid-answer counts as a timeout.
      signal: AbortSignal.timeout(timeoutMs),
    });
  }
}

export function createBkashProvider(config: Config, options: BkashOptions = {}): BkashPaymentProvider {
  const { BKASH_BASE_URL, BKASH_APP_KEY, BKASH_APP_SECRET, BKASH_USERNAME, BKASH_PASSWORD } = config;
  // parseConfig requires them all when PAYMENT_PROVIDER=bkash; this guards a call in any other case.
  if (!BKASH_BASE_URL || !BKASH_APP_KEY || !BKASH_APP_SECRET || !BKASH_USERNAME || !BKASH_PASSWORD) {
    throw new Error('The bKash provider needs BKASH_BASE_URL, BKASH_APP_KEY, BKASH_APP_SECRET, BKASH_USERNAME and BKASH_PASSWORD.');
  }
  return new BkashPaymentProvider(
    { baseUrl: BKASH_BASE_URL, appKey: BKASH_APP_KEY, appSecret: BKASH_APP_SECRET, username: BKASH_USERNAME, password: BKASH_PASSWORD },
    options,
  );
}
