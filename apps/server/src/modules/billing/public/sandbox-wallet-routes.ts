import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { text } from '@rgcc/shared/common/text';
import type { AppInstance } from '../../../http/app-instance';
import { sandboxWalletPayments } from '../../../db/schema';
import { sandboxCode } from '../../../infra/payments/sandbox-provider';
import { walletPage, type WalletStep } from '../sandbox-wallet/wallet-page';

const walletNumberPattern = /^01[3-9]\d{8}$/;
const params = z.object({ paymentId: text().regex(/^SBX[0-9A-F]{20}$/) });
const form = z.object({
  action: z.enum(['number', 'confirm', 'cancel']).default('number'),
  walletNumber: text().trim().max(20).default(''),
  code: text().trim().max(20).default(''),
  pin: text().trim().max(20).default(''),
});

/**
 * The sandbox provider's wallet (PAYMENT_PROVIDER=sandbox only): the page the browser is sent to,
 * which returns it to our callback exactly as the real wallet does.
 */
export async function sandboxWalletRoutes(app: AppInstance) {
  const { db, config } = app.deps;
  // The wallet page posts plain HTML forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const find = async (paymentId: string) => {
    const [payment] = await db.select().from(sandboxWalletPayments).where(eq(sandboxWalletPayments.paymentId, paymentId));
    return payment;
  };
  const returnUrl = (payment: { callbackUrl: string; paymentId: string }, status: 'success' | 'failure' | 'cancel') =>
    `${payment.callbackUrl}?paymentID=${encodeURIComponent(payment.paymentId)}&status=${status}`;
  const finishedStatus = { authorized: 'success', completed: 'success', failed: 'failure', cancelled: 'cancel' } as const;

  app.get('/sandbox-wallet/:paymentId', { schema: { hide: true, params } }, async (request, reply) => {
    const payment = await find(request.params.paymentId);
    if (!payment) return reply.code(404).type('text/plain').send('No such payment.');
    const step: WalletStep = payment.status === 'initiated' ? { kind: 'number' } : { kind: 'finished' };
    const back = payment.status === 'initiated' ? undefined : returnUrl(payment, finishedStatus[payment.status]);
    return reply.type('text/html').header('cache-control', 'no-store').send(walletPage({ clubName: config.CLUB_NAME, invoiceNumber: payment.invoiceNumber, amount: payment.amount, step, returnUrl: back }));
  });

  app.post('/sandbox-wallet/:paymentId', { schema: { hide: true, params, body: form } }, async (request, reply) => {
    const payment = await find(request.params.paymentId);
    if (!payment) return reply.code(404).type('text/plain').send('No such payment.');
    const { action, walletNumber, code, pin } = request.body;
    const page = (status: number, step: WalletStep, error?: string) =>
      reply
        .code(status)
        .type('text/html')
        .header('cache-control', 'no-store')
        .send(walletPage({ clubName: config.CLUB_NAME, invoiceNumber: payment.invoiceNumber, amount: payment.amount, step, error }));
    const finish = async (status: 'authorized' | 'cancelled', failureReason?: string) => {
      const [changed] = await db
        .update(sandboxWalletPayments)
        .set({ status, walletNumber: walletNumber || null, failureReason })
        .where(and(eq(sandboxWalletPayments.paymentId, payment.paymentId), eq(sandboxWalletPayments.status, 'initiated')))
        .returning();
      if (!changed) return page(409, { kind: 'finished' });
      return reply.redirect(returnUrl(payment, finishedStatus[status]), 303);
    };

    if (payment.status !== 'initiated') return page(409, { kind: 'finished' });
    if (action === 'cancel') return finish('cancelled', 'The payer cancelled the payment.');
    if (!walletNumberPattern.test(walletNumber)) return page(400, { kind: 'number' }, 'Please enter a valid 11-digit wallet number (01XXXXXXXXX).');
    if (action === 'number') return page(200, { kind: 'confirm', walletNumber });
    if (code !== sandboxCode) return page(400, { kind: 'confirm', walletNumber }, 'The verification code is incorrect.');
    if (!/^\d{5}$/.test(pin)) return page(400, { kind: 'confirm', walletNumber }, 'Please enter your 5-digit PIN.');
    return finish('authorized');
  });
}
