import { formatClubDateTimeLabelled } from '@rgcc/shared/format/dates';
import type { Locale } from '@rgcc/shared/format/locale';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import type { PaymentPurpose } from '@rgcc/shared/billing/payment-constants';
import type { Config } from '../../../config';
import type { ReceiptRow } from '../../../db/schema';
import { composeMail } from '../../../infra/mail/compose-mail';
import type { QueuedMail } from '../../../infra/mail/outbox';
import { serverTexts } from '../../../texts';
import english from './locales/receipt-mail.en.json' with { type: 'json' };
import bangla from './locales/receipt-mail.bn.json' with { type: 'json' };

const receiptMailTexts = serverTexts('modules/billing/payments/receipt-mail', { en: english, bn: bangla });

/** The member's receipt, mailed when the payment completes, in their language: its number, the amount and the wallet's transaction. */
export function receiptMail(config: Config, options: { to: string; receipt: ReceiptRow; purpose: PaymentPurpose; language: Locale }): QueuedMail {
  const { receipt, language } = options;
  const t = receiptMailTexts(language);
  const mail = composeMail({
    to: options.to,
    subject: t('subject', { number: receipt.receiptNumber, club: config.CLUB_NAME }),
    greeting: t('greeting'),
    parts: [
      options.purpose === 'registration_fee' ? t('registrationFeePaid') : t('accountPaid'),
      { label: t('receipt'), value: receipt.receiptNumber },
      { label: t('amount'), value: formatMoney(paisa(receipt.amountPaisa), language) },
      { label: t('walletTransaction'), value: receipt.trxId ?? '' },
      { label: t('paid'), value: formatClubDateTimeLabelled(receipt.paidAt, language) },
      { label: t('yourAccount'), link: `${config.PUBLIC_URL}/dashboard/payments` },
    ],
    clubName: config.CLUB_NAME,
    language,
  });
  return { ...mail, kind: 'receipt' };
}
