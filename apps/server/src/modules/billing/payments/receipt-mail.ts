import { formatClubDateTimeLabelled } from '@rgcc/shared/format/dates';
import { defaultLocale } from '@rgcc/shared/format/locale';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import type { PaymentPurpose } from '@rgcc/shared/billing/payment-constants';
import type { Config } from '../../../config';
import type { ReceiptRow } from '../../../db/schema';
import { composeMail } from '../../../infra/mail/compose-mail';
import type { QueuedMail } from '../../../infra/mail/outbox';

/** The member's receipt, mailed when the payment completes: its number, the amount and the wallet's transaction. */
export function receiptMail(config: Config, options: { to: string; receipt: ReceiptRow; purpose: PaymentPurpose }): QueuedMail {
  const { receipt } = options;
  const mail = composeMail({
    to: options.to,
    subject: `Your receipt ${receipt.receiptNumber} from ${config.CLUB_NAME}`,
    greeting: 'Hello,',
    parts: [
      options.purpose === 'registration_fee'
        ? 'Thank you: your payment of the membership registration fee is received, and your dashboard is unlocked.'
        : 'Thank you: your payment is received, and your account is updated.',
      { label: 'Receipt', value: receipt.receiptNumber },
      { label: 'Amount', value: formatMoney(paisa(receipt.amountPaisa), defaultLocale) },
      { label: 'Wallet transaction', value: receipt.trxId ?? '' },
      { label: 'Paid', value: formatClubDateTimeLabelled(receipt.paidAt, defaultLocale) },
      { label: 'Your account', link: `${config.PUBLIC_URL}/dashboard/payments` },
    ],
    clubName: config.CLUB_NAME,
  });
  return { ...mail, kind: 'receipt' };
}
