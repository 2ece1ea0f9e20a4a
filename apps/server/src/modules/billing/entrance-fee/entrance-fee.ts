import { categoryPriceKey, entranceInstalments, type PriceKey } from '@rgcc/shared/billing/account-constants';
import { addMonths, monthOf } from '@rgcc/shared/billing/fiscal-year';
import type { ApplicantCategory } from '@rgcc/shared/membership/membership';
import { clubToday } from '@rgcc/shared/format/club-date';
import { paisa, type Paisa } from '@rgcc/shared/format/money';
import type { Transaction } from '../../../db/client';
import { scheduledCharges } from '../../../db/schema';
import { readSetting } from '../../content/entry';
import { postCharges } from '../ledger/charges';
import { issueInvoices } from '../ledger/documents';
import { ledgerLines } from '../ledger/ledger-lines';
import { readPrices } from '../ledger/prices';
import { settleAccounts } from '../ledger/settlement';

/**
 * A fee in `count` parts that add up to it exactly: equal whole paisa, and the paisa left over on
 * the first part (100,000.00 in 3: 33,333.34, 33,333.33, 33,333.33).
 */
export function instalmentsOf(total: Paisa, count: number): Paisa[] {
  if (!Number.isInteger(count) || count < entranceInstalments.min || count > entranceInstalments.max) throw new RangeError(`Instalments are ${entranceInstalments.min} to ${entranceInstalments.max}: ${count} is not.`);
  const part = Math.floor(total / count);
  return Array.from({ length: count }, (_, index) => paisa(index === 0 ? total - part * (count - 1) : part));
}

/**
 * The entrance fee of the member's category (its price `entrance:<category>`), charged when staff
 * approve the application: in full, or in `instalments` monthly parts. The first (or the whole
 * fee) is invoiced at once on its own invoice, due after the rules' days; the others wait as
 * scheduled charges for the runs of the following months. In the approval's transaction. Answers
 * the parts, or none when the category has no fee.
 */
export async function billEntranceFee(
  tx: Transaction,
  options: { accountId: number; category: string; instalments: number; at: Date; by: number | null },
): Promise<Paisa[]> {
  const price = (await readPrices(tx)).get(categoryPriceKey('entrance', options.category as ApplicantCategory) as PriceKey);
  if (!price || price.amountPaisa <= 0) return [];
  const parts = instalmentsOf(price.amountPaisa, options.instalments);
  const [first, ...rest] = parts;
  const charges = await postCharges(
    tx,
    [{ accountId: options.accountId, service: 'entrance_fee', line: ledgerLines.entranceFee(1, parts.length), quantity: 1, unitPricePaisa: first!, taxCode: price.taxCode, sourceKey: 'entrance-fee:1', postedBy: options.by }],
    options.at,
  );
  const { dueDays } = await readSetting(tx, 'billing');
  await issueInvoices(tx, [{ accountId: options.accountId, entries: charges }], { at: options.at, dueDays, issuedBy: options.by });
  await settleAccounts(tx, [options.accountId]);
  const month = monthOf(clubToday(options.at));
  if (rest.length > 0) {
    await tx.insert(scheduledCharges).values(
      rest.map((amount, index) => ({
        accountId: options.accountId,
        month: addMonths(month, index + 1),
        service: 'entrance_fee' as const,
        ...ledgerLines.entranceFee(index + 2, parts.length),
        unitPricePaisa: amount,
        taxCode: price.taxCode,
      })),
    );
  }
  return parts;
}
