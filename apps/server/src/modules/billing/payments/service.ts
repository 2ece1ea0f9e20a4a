import crypto from 'node:crypto';
import { and, desc, eq, inArray, lt, ne } from 'drizzle-orm';
import { paisa, paisaFromProvider, type Paisa } from '@rgcc/shared/format/money';
import { billingMessages } from '@rgcc/shared/billing/account-constants';
import { registrationFee } from '@rgcc/shared/membership/membership';
import type { PaymentState, Receipt, StartedPayment } from '@rgcc/shared/billing/payments';
import { paymentExpiredReason, paymentTimeLimitMinutes, type PaymentPurpose } from '@rgcc/shared/billing/payment-constants';
import type { Config } from '../../../config';
import type { Database, Transaction } from '../../../db/client';
import { accounts, payments, receipts, type AccountRow, type PaymentRow } from '../../../db/schema';
import { billRegistrationFee, lockAccountMoney, recordPayment } from '../ledger/money-in';
import { accountPaymentStillDue } from './account-payment-due';
import { isUniqueViolation } from '../../../db/unique-violation';
import { AppError } from '../../../http/errors';
import type { PaymentOutcome, PaymentProvider } from '../../../infra/payments/payment-provider';
import { assertMember } from '../../account/entry';
import { enqueueMail } from '../../../infra/mail/outbox';
import { receiptMail } from './receipt-mail';

export const alreadyPaidMessage = 'Your membership registration fee is already paid.';
export const walletUnavailableMessage = 'The mobile wallet is not answering. Please try again in a few minutes.';
export const paymentNotFoundMessage = 'Payment not found.';
export const anotherPaymentRunningMessage = 'Another payment of yours is being completed.';

/** A payment still at the wallet after this long expires: the payer closed the tab, or gave up. */
const expiresAfterMs = paymentTimeLimitMinutes * 60 * 1000;
/** An execute whose answer never came (a crash, a timeout) is asked about after this long. */
const unsettledAfterMs = 60 * 1000;
/** Why a payment the wallet itself expired did (its limit may be shorter than ours). */
const walletExpiredReason = 'The time the wallet gives to finish the payment ran out.';

type Logger = { warn(details: object, message: string): void; error(details: object, message: string): void };

export interface PaymentDeps {
  db: Database;
  config: Config;
  provider: PaymentProvider;
  log: Logger;
}

/**
 * Starts the registration-fee payment of a locked member: the amount is the server's constant,
 * the invoice number unique; answers where to send the browser (the wallet's page).
 */
export async function startRegistrationFeePayment(deps: PaymentDeps, actor: AccountRow): Promise<StartedPayment> {
  assertMember(actor, { unlocked: false });
  if (!actor.dashboardLocked) throw new AppError(409, alreadyPaidMessage);
  return sendToWallet(deps, actor, { purpose: 'registration_fee', amountPaisa: registrationFee.totalPaisa });
}

/**
 * Creates a payment of the member's and asks the wallet to create it too, with a unique invoice
 * number; answers where to send the browser. `record` writes, in the payment's transaction, what
 * else it needs (what it pays for).
 */
export async function sendToWallet(
  { db, config, provider, log }: PaymentDeps,
  actor: AccountRow,
  what: { purpose: PaymentPurpose; amountPaisa: Paisa },
  record?: (tx: Transaction, payment: PaymentRow) => Promise<void>,
): Promise<StartedPayment> {
  const invoiceNumber = `${actor.memberId}-${crypto.randomBytes(6).toString('hex').toUpperCase()}`;
  const payment = await db.transaction(async (tx) => {
    const [created] = await tx.insert(payments).values({ accountId: actor.id, provider: provider.name, invoiceNumber, ...what }).returning();
    await record?.(tx, created!);
    return created!;
  });
  try {
    const created = await provider.create({
      invoiceNumber,
      amount: what.amountPaisa,
      payerReference: actor.memberId ?? actor.email,
      callbackUrl: `${config.PUBLIC_URL}/api/payments/callback`,
    });
    await db.update(payments).set({ providerPaymentId: created.providerPaymentId }).where(eq(payments.id, payment.id));
    return { paymentId: payment.id, redirectUrl: created.redirectUrl };
  } catch (error) {
    log.error({ err: error, paymentId: payment.id }, 'the wallet could not create a payment');
    await db.update(payments).set({ status: 'failed', failureReason: 'The wallet could not start the payment.', settledAt: new Date() }).where(eq(payments.id, payment.id));
    throw new AppError(502, walletUnavailableMessage);
  }
}

/**
 * Records what the provider said of a payment. Completed: the payment, its one receipt and the
 * unlocked dashboard in one transaction, once, whatever the payment's state was (money taken is
 * always recorded); a completion that does not match what we asked for is refused. Failed or
 * expired: closes a payment that is not completed. Pending: nothing changes.
 */
export async function settlePayment({ db, config, log }: Pick<PaymentDeps, 'db' | 'config' | 'log'>, payment: PaymentRow, outcome: PaymentOutcome, now = new Date()) {
  if (outcome.status === 'pending') return;
  if (outcome.status === 'expired') {
    await expirePayment(db, payment, walletExpiredReason, now, ['pending', 'executing']);
    return;
  }
  if (outcome.status === 'failed') {
    await db
      .update(payments)
      .set({ status: 'failed', failureReason: outcome.reason, settledAt: now })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'executing'])));
    return;
  }
  if (paisaFromProvider(outcome.amount) !== paisa(payment.amountPaisa) || outcome.invoiceNumber !== payment.invoiceNumber) {
    log.error({ paymentId: payment.id, outcome }, 'the wallet completed a payment that does not match ours: not accepted, check it by hand');
    await settlePayment({ db, config, log }, payment, { status: 'failed', reason: 'The amount paid does not match the fee.' }, now);
    return;
  }
  try {
    await db.transaction(async (tx) => {
      await lockAccountMoney(tx, payment.accountId);
      const [completed] = await tx
        .update(payments)
        .set({ status: 'completed', trxId: outcome.trxId, settledAt: now, failureReason: null })
        .where(and(eq(payments.id, payment.id), ne(payments.status, 'completed')))
        .returning();
      if (!completed) return;
      // The fee's invoice first, so that the payment settles it.
      if (completed.purpose === 'registration_fee') await billRegistrationFee(tx, completed.accountId, now);
      const receipt = await recordPayment(tx, { paymentId: completed.id, accountId: completed.accountId, amountPaisa: completed.amountPaisa, method: 'wallet', trxId: outcome.trxId, paidAt: now });
      const unlock = completed.purpose === 'registration_fee';
      const [member] = unlock
        ? await tx.update(accounts).set({ dashboardLocked: false }).where(eq(accounts.id, completed.accountId)).returning({ email: accounts.email, language: accounts.language })
        : await tx.select({ email: accounts.email, language: accounts.language }).from(accounts).where(eq(accounts.id, completed.accountId));
      await enqueueMail(tx, receiptMail(config, { to: member!.email, receipt, purpose: completed.purpose, language: member!.language }));
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A transaction id we already recorded for another payment, or a second completed payment of
    // the account: never a second receipt. Staff must look at it (a refund may be due).
    log.error({ err: error, paymentId: payment.id, trxId: outcome.trxId }, 'a completed payment collides with one already recorded: check it by hand');
  }
}

/**
 * The wallet's callback (`?paymentID=…&status=success|failure|cancel`): only a cue. A success
 * cue executes the payment, once: the payment is claimed (pending → executing) first, so doubled
 * callbacks, replays and a second tab never execute twice. A callback for an expired payment asks
 * the wallet instead (recheckExpired). Answers the payment for the redirect.
 */
export async function handleWalletCallback(deps: PaymentDeps, providerPaymentId: string, cue: string): Promise<PaymentRow | null> {
  const { db, provider } = deps;
  const [payment] = await db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
  if (!payment) return null;
  if (payment.status === 'expired') return recheckExpired(deps, payment, providerPaymentId);
  if (payment.status !== 'pending') return payment;
  if (cue !== 'success') {
    const status = cue === 'cancel' ? 'cancelled' : 'failed';
    const reason = cue === 'cancel' ? 'You cancelled the payment.' : 'The wallet could not complete the payment.';
    await db.update(payments).set({ status, failureReason: reason, settledAt: new Date() }).where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
    return (await findPayment(db, payment.id))!;
  }
  const claimed = await claimForExecution(db, payment);
  if (claimed) await settlePayment(deps, claimed, await provider.execute(providerPaymentId));
  return (await findPayment(db, payment.id))!;
}

/**
 * A callback after the payment expired, whatever its cue: never executed now (the member was told
 * nothing was charged, and may have paid again), but the wallet is asked, so that money it took
 * all the same is recorded, once, as any completion is. Otherwise it stays expired.
 */
async function recheckExpired(deps: PaymentDeps, payment: PaymentRow, providerPaymentId: string): Promise<PaymentRow> {
  const outcome = await deps.provider.query(providerPaymentId);
  if (outcome.status === 'completed') await settlePayment(deps, payment, outcome);
  return (await findPayment(deps.db, payment.id))!;
}

async function findPayment(db: Database, id: number) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, id));
  return payment ?? null;
}

/**
 * pending → executing for one caller only; null when another callback or payment got there
 * first, or (a payment of the account) when what it pays was paid meanwhile: a second tab, or
 * money staff took at the office. Checked and claimed under the account's lock, which a
 * completion holds too, so the two never interleave.
 */
async function claimForExecution(db: Database, payment: PaymentRow): Promise<PaymentRow | null> {
  try {
    return await db.transaction(async (tx) => {
      await lockAccountMoney(tx, payment.accountId);
      if (payment.purpose === 'account' && !(await accountPaymentStillDue(tx, payment))) {
        await cancelPending(tx, payment, billingMessages.alreadyPaid);
        return null;
      }
      const [claimed] = await tx
        .update(payments)
        .set({ status: 'executing' })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
        .returning();
      return claimed ?? null;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another payment of the account is executing, or the fee is paid already: this one is never charged.
    await cancelPending(db, payment, anotherPaymentRunningMessage);
    return null;
  }
}

async function cancelPending(db: Pick<Database, 'update'>, payment: PaymentRow, reason: string) {
  await db
    .update(payments)
    .set({ status: 'cancelled', failureReason: reason, settledAt: new Date() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
}

/**
 * Settles what callbacks left open, by asking the provider: executions whose answer never came,
 * and payments whose payer closed the tab at the wallet, which expire after the time limit once
 * the wallet says they are not completed (while it does not answer, they may have been paid).
 */
export async function settleOpenPayments(deps: PaymentDeps, now = new Date()): Promise<number> {
  const { db, provider } = deps;
  const open = await db
    .select()
    .from(payments)
    .where(and(inArray(payments.status, ['pending', 'executing']), lt(payments.createdAt, new Date(now.getTime() - unsettledAfterMs))))
    .limit(100);
  for (const payment of open) {
    if (!payment.providerPaymentId) {
      await settlePayment(deps, payment, { status: 'failed', reason: 'The wallet could not start the payment.' }, now);
      continue;
    }
    const outcome: PaymentOutcome = await provider.query(payment.providerPaymentId).catch(() => ({ status: 'pending', unanswered: true }) as const);
    const overdue = payment.status === 'pending' && payment.createdAt.getTime() < now.getTime() - expiresAfterMs;
    // Only from pending on our limit: a payment a callback has just claimed is being charged.
    if (overdue && outcome.status === 'pending' && !outcome.unanswered) await expirePayment(db, payment, paymentExpiredReason, now, ['pending']);
    else await settlePayment(deps, payment, outcome, now);
  }
  return open.length;
}

async function expirePayment(db: Database, payment: PaymentRow, reason: string, now: Date, from: PaymentRow['status'][]) {
  await db
    .update(payments)
    .set({ status: 'expired', failureReason: reason, settledAt: now })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, from)));
}

/** One payment of the signed-in member (someone else's is "not found"). */
export async function paymentState(db: Database, actor: AccountRow, id: number): Promise<PaymentState> {
  const [row] = await db
    .select({ payment: payments, receiptNumber: receipts.receiptNumber })
    .from(payments)
    .leftJoin(receipts, eq(receipts.paymentId, payments.id))
    .where(and(eq(payments.id, id), eq(payments.accountId, actor.id)));
  if (!row) throw new AppError(404, paymentNotFoundMessage);
  return {
    id: row.payment.id,
    status: row.payment.status,
    amountPaisa: row.payment.amountPaisa,
    failureReason: row.payment.failureReason,
    receiptNumber: row.receiptNumber,
    purpose: row.payment.purpose,
  };
}

/** The signed-in member's receipts, newest first. */
export async function listReceipts(db: Database, actor: AccountRow): Promise<Receipt[]> {
  assertMember(actor, { unlocked: true });
  const rows = await db
    .select({ receipt: receipts, provider: payments.provider, purpose: payments.purpose })
    .from(receipts)
    .leftJoin(payments, eq(payments.id, receipts.paymentId))
    .where(eq(receipts.accountId, actor.id))
    .orderBy(desc(receipts.paidAt));
  return rows.map(({ receipt, provider, purpose }) => ({
    receiptNumber: receipt.receiptNumber,
    amountPaisa: receipt.amountPaisa,
    trxId: receipt.trxId,
    paidAt: receipt.paidAt.toISOString(),
    provider: provider ?? receipt.method,
    purpose: purpose ?? 'account',
  }));
}
