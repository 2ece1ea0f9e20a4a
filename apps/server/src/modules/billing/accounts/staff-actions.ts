import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { billingMessages, chargeServiceLabels, paymentMethodLabels, type CounterService } from '@rgcc/shared/billing/account-constants';
import type { CounterCharge, CreditNoteRequest, PaymentReversalRequest, RefundRequest } from '@rgcc/shared/billing/staff-accounts';
import { counterAmountLine, staffBillingMessages, staffBillingReplies } from '@rgcc/shared/billing/staff-account-constants';
import type { BanglaTexts } from '@rgcc/shared/content/bangla-texts';
import { defaultLocale } from '@rgcc/shared/format/locale';
import { formatMoney, paisa, sumPaisa } from '@rgcc/shared/format/money';
import type { Database, Transaction } from '../../../db/client';
import { billingDocuments, documentLines, ledgerEntries, products, receipts, type AccountRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { assertStaff } from '../../account/entry';
import { recordStaffAction, type StaffAction } from '../../audit/entry';
import { balanceOf } from '../ledger/account-summary';
import { postCharges } from '../ledger/charges';
import { issueCreditNote, type CreditLine } from '../ledger/documents';
import { ledgerLines, typedLine, type LineText } from '../ledger/ledger-lines';
import { lockAccountMoney } from '../ledger/money-in';
import { settleAccounts } from '../ledger/settlement';
import { memberAccountOf } from './member-account-of';
import { creditedNetOf, creditOf } from './staff-account';

const money = (amount: number) => formatMoney(paisa(amount), defaultLocale);

/**
 * A change of a member's money by staff: the member found by the ID on their card (404 when no
 * member has it), their account's money locked, the change, the settlement of their bills, and
 * the audit log's entry, together or not at all.
 */
async function changeMoney<T>(
  db: Database,
  actor: AccountRow,
  memberId: string,
  change: (tx: Transaction, member: AccountRow) => Promise<{ answer: T; audit: Omit<StaffAction, 'entity'> }>,
  now: Date,
): Promise<T> {
  assertStaff(actor, 'Billing');
  const member = await memberAccountOf(db, memberId);
  return db.transaction(async (tx) => {
    await lockAccountMoney(tx, member.id);
    const { answer, audit } = await change(tx, member);
    await settleAccounts(tx, [member.id]);
    await recordStaffAction(tx, actor, { ...audit, entity: { type: 'member', id: member.memberId } }, now);
    return answer;
  });
}

/**
 * A counter item's line: as staff typed it, with the club's Bangla where the text is still what
 * the form put in (the pro-shop product's name, or the line of one amount).
 */
function counterLine(item: CounterCharge['items'][number], service: CounterService, product: { name: string; bn: BanglaTexts<'name'> } | undefined): LineText {
  if (product && item.description === product.name) return { description: item.description, descriptionBn: product.bn.name?.trim() || null };
  if (item.description === counterAmountLine[service]) return ledgerLines.counterAmount(service);
  return typedLine(item.description);
}

/**
 * Restaurant or pro-shop items posted at the counter (`charge` entries, before VAT at the code's
 * rate today), each with its own key: they wait for the next monthly invoice, which the run
 * issues with the month's subscription.
 */
export function postCounterCharge(db: Database, actor: AccountRow, memberId: string, input: CounterCharge, now = new Date()) {
  return changeMoney(
    db,
    actor,
    memberId,
    async (tx, member) => {
      const productIds = [...new Set(input.items.flatMap((item) => (item.productId ? [item.productId] : [])))];
      const chosen = productIds.length === 0 ? [] : await tx.select({ id: products.id, name: products.name, bn: products.bn }).from(products).where(inArray(products.id, productIds));
      if (chosen.length !== productIds.length) throw new AppError(404, staffBillingMessages.productNotFound);
      const productOf = new Map(chosen.map((product) => [product.id, product]));
      const key = `counter:${crypto.randomUUID()}`;
      const posted = await postCharges(
        tx,
        input.items.map((item, index) => ({
          accountId: member.id,
          service: input.service,
          line: counterLine(item, input.service, item.productId ? productOf.get(item.productId) : undefined),
          quantity: item.quantity,
          unitPricePaisa: paisa(item.unitPricePaisa),
          taxCode: input.taxCode,
          sourceKey: `${key}:${index + 1}`,
          postedBy: actor.id,
        })),
        now,
      );
      const totalPaisa = sumPaisa(posted.map((entry) => paisa(entry.amountPaisa)));
      return {
        answer: { message: staffBillingReplies.charged(posted.length, money(totalPaisa)), totalPaisa },
        audit: {
          action: 'billing.charge-posted',
          after: { service: input.service, taxCode: input.taxCode, items: input.items, totalPaisa },
          detail: `${chargeServiceLabels[input.service]}: ${money(totalPaisa)}`,
        },
      };
    },
    now,
  );
}

/**
 * A credit note (Mushak-6.7) against one of the member's invoices: every line in full (what is
 * left of each), or part of one line before VAT. What it frees of a paid invoice becomes credit,
 * which the next bill takes or a refund pays back.
 */
export function creditInvoice(db: Database, actor: AccountRow, memberId: string, input: CreditNoteRequest, now = new Date()) {
  return changeMoney(
    db,
    actor,
    memberId,
    async (tx, member) => {
      const [invoice] = await tx
        .select()
        .from(billingDocuments)
        .where(and(eq(billingDocuments.id, input.invoiceId), eq(billingDocuments.accountId, member.id)));
      if (!invoice) throw new AppError(404, billingMessages.invoiceNotFound);
      if (invoice.kind !== 'invoice') throw new AppError(409, staffBillingMessages.notAnInvoice);
      if (invoice.status === 'void') throw new AppError(409, staffBillingMessages.invoiceVoid);
      const lines = (
        await tx
          .select({ entry: ledgerEntries })
          .from(documentLines)
          .innerJoin(ledgerEntries, eq(ledgerEntries.id, documentLines.entryId))
          .where(eq(documentLines.documentId, invoice.id))
          .orderBy(documentLines.position)
      ).map((row) => row.entry);
      const credited = await creditedNetOf(tx, lines.map((line) => line.id));
      const leftOf = (line: (typeof lines)[number]) => (line.netPaisa ?? line.amountPaisa) - (credited.get(line.id) ?? 0);
      let credits: CreditLine[];
      if (input.part) {
        const { entryId, netPaisa } = input.part;
        const line = lines.find((candidate) => candidate.id === entryId);
        if (!line) throw new AppError(404, staffBillingMessages.lineNotOnInvoice);
        if (netPaisa > leftOf(line)) throw new AppError(400, staffBillingMessages.creditOverLine, { 'part.netPaisa': staffBillingMessages.creditOverLine });
        credits = [{ charge: line, netPaisa }];
      } else {
        credits = lines.filter((line) => leftOf(line) > 0).map((line) => ({ charge: line, netPaisa: leftOf(line) }));
        if (credits.length === 0) throw new AppError(409, staffBillingMessages.nothingLeftToCredit);
      }
      const note = await issueCreditNote(tx, invoice, credits, { at: now, reason: input.reason, issuedBy: actor.id });
      return {
        answer: { message: staffBillingReplies.creditNote(note.number, money(-note.totalPaisa)), number: note.number, totalPaisa: note.totalPaisa },
        audit: {
          action: 'billing.credit-note-issued',
          after: { number: note.number, invoice: invoice.number, netPaisa: note.netPaisa, taxPaisa: note.taxPaisa, totalPaisa: note.totalPaisa, reason: input.reason },
          detail: `${note.number} against ${invoice.number}: ${money(note.totalPaisa)}. ${input.reason}`,
        },
      };
    },
    now,
  );
}

/** Credit on the account paid back to the member (a `refund` entry), never more than the credit. */
export function refundCredit(db: Database, actor: AccountRow, memberId: string, input: RefundRequest, now = new Date()) {
  return changeMoney(
    db,
    actor,
    memberId,
    async (tx, member) => {
      const credit = creditOf(await balanceOf(tx, member.id));
      if (input.amountPaisa > credit) throw new AppError(400, billingMessages.refundOverCredit, { amountPaisa: billingMessages.refundOverCredit });
      const method = paymentMethodLabels[input.method].toLowerCase();
      await tx.insert(ledgerEntries).values({
        accountId: member.id,
        kind: 'refund',
        amountPaisa: paisa(input.amountPaisa),
        ...ledgerLines.refund(input.method, input.reference),
        postedAt: now,
        reason: input.reason,
        postedBy: actor.id,
      });
      return {
        answer: { message: staffBillingReplies.refund(money(input.amountPaisa)) },
        audit: { action: 'billing.refund', after: { ...input }, detail: `${money(input.amountPaisa)} by ${method} (${input.reference}). ${input.reason}` },
      };
    },
    now,
  );
}

/**
 * A payment taken back (recorded by mistake, a cheque that bounced): a `payment_reversal` entry
 * naming it, once; the bills it paid are open again. Only money taken at the office.
 */
export function reversePayment(db: Database, actor: AccountRow, memberId: string, input: PaymentReversalRequest, now = new Date()) {
  return changeMoney(
    db,
    actor,
    memberId,
    async (tx, member) => {
      const [found] = await tx
        .select({ receipt: receipts, payment: ledgerEntries })
        .from(receipts)
        .innerJoin(ledgerEntries, and(eq(ledgerEntries.receiptId, receipts.id), eq(ledgerEntries.kind, 'payment')))
        .where(and(eq(receipts.receiptNumber, input.receiptNumber), eq(receipts.accountId, member.id)));
      if (!found) throw new AppError(404, staffBillingMessages.receiptNotFound);
      if (found.receipt.method === 'wallet') throw new AppError(409, staffBillingMessages.walletNotReversible);
      const [reversal] = await tx
        .insert(ledgerEntries)
        .values({
          accountId: member.id,
          kind: 'payment_reversal',
          amountPaisa: paisa(-found.payment.amountPaisa),
          ...ledgerLines.paymentReversed(found.receipt.receiptNumber),
          postedAt: now,
          receiptId: found.receipt.id,
          correctsEntryId: found.payment.id,
          sourceKey: `payment-reversal:${found.receipt.id}`,
          reason: input.reason,
          postedBy: actor.id,
        })
        .onConflictDoNothing()
        .returning();
      if (!reversal) throw new AppError(409, staffBillingMessages.alreadyReversed);
      return {
        answer: { message: staffBillingReplies.reversed(found.receipt.receiptNumber) },
        audit: {
          action: 'billing.payment-reversed',
          after: { receipt: found.receipt.receiptNumber, amountPaisa: reversal.amountPaisa, reason: input.reason },
          detail: `${found.receipt.receiptNumber}, ${money(found.receipt.amountPaisa)}. ${input.reason}`,
        },
      };
    },
    now,
  );
}
