import { eq } from 'drizzle-orm';
import { categoryPriceKey, type PriceKey } from '@rgcc/shared/billing/account-constants';
import type { ApplicantCategory } from '@rgcc/shared/membership/membership';
import { defaultLocale } from '@rgcc/shared/format/locale';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import type { Transaction } from '../../../db/client';
import { members, type AccountRow } from '../../../db/schema';
import { recordStaffAction } from '../../audit/entry';
import { readSetting } from '../../content/entry';
import { postCharges } from '../ledger/charges';
import { issueInvoices, type DocumentRow } from '../ledger/documents';
import { ledgerLines } from '../ledger/ledger-lines';
import { readPrices } from '../ledger/prices';
import { settleAccounts } from '../ledger/settlement';

/** The share of an entrance fee reinstatement costs, in whole paisa, half up. */
export const reinstatementFee = (entrancePaisa: number, percent: number) => paisa(Math.floor((entrancePaisa * percent + 50) / 100));

/**
 * Reinstatement after a suspension (docs/money.md): the rule's percent (20 % to start with) of
 * the category's entrance fee, charged and invoiced at once on its own invoice. Called by the
 * membership area when staff reactivate a suspended member, in that transaction (which holds the
 * account's row); once per suspension, keyed by when it began. Nothing when the rule or the fee
 * is 0.
 */
export async function invoiceReinstatement(
  tx: Transaction,
  options: { accountId: number; memberId: string; suspendedAt: Date; actor: AccountRow; now: Date },
): Promise<DocumentRow | null> {
  const { accountId, actor, now } = options;
  const rules = await readSetting(tx, 'billing');
  const [member] = await tx.select({ category: members.category }).from(members).where(eq(members.accountId, accountId));
  const entrance = member && (await readPrices(tx)).get(categoryPriceKey('entrance', member.category as ApplicantCategory) as PriceKey);
  if (!entrance || rules.reinstatementPercent === 0) return null;
  const fee = reinstatementFee(entrance.amountPaisa, rules.reinstatementPercent);
  if (fee === 0) return null;
  const [charge] = await postCharges(
    tx,
    [
      {
        accountId,
        service: 'reinstatement',
        line: ledgerLines.reinstatement(rules.reinstatementPercent),
        quantity: 1,
        unitPricePaisa: fee,
        taxCode: entrance.taxCode,
        sourceKey: `reinstatement:${options.suspendedAt.toISOString()}`,
        postedBy: actor.id,
      },
    ],
    now,
  );
  if (!charge) return null;
  const [invoice] = await issueInvoices(tx, [{ accountId, entries: [charge] }], { at: now, dueDays: rules.dueDays, issuedBy: actor.id });
  await settleAccounts(tx, [accountId]);
  await recordStaffAction(
    tx,
    actor,
    {
      action: 'billing.reinstatement-invoiced',
      entity: { type: 'member', id: options.memberId },
      after: { number: invoice!.number, totalPaisa: invoice!.totalPaisa },
      detail: `${invoice!.number}: ${formatMoney(paisa(invoice!.totalPaisa), defaultLocale)}`,
    },
    now,
  );
  return invoice!;
}
