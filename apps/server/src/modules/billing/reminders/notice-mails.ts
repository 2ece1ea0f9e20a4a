import { accountPagePath } from '@rgcc/shared/billing/account-page';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
import { defaultLocale } from '@rgcc/shared/format/locale';
import { formatMoney, type Paisa } from '@rgcc/shared/format/money';
import type { Config } from '../../../config';
import { composeMail } from '../../../infra/mail/compose-mail';
import type { QueuedMail } from '../../../infra/mail/outbox';

/** A bill's reminder: what is left to pay of it, by when (or since when), and where to pay it. */
export function billReminderMail(config: Config, options: { to: string; number: string; dueOn: string; leftPaisa: Paisa; daysFromDue: number }): QueuedMail {
  const due = formatCalendarDate(options.dueOn, defaultLocale);
  const when =
    options.daysFromDue < 0 ? `is due on ${due}` : options.daysFromDue === 0 ? `is due today, ${due}` : `was due on ${due} and is not paid yet`;
  const mail = composeMail({
    to: options.to,
    subject: options.daysFromDue <= 0 ? `Your bill ${options.number} ${when}` : `Your bill ${options.number} is overdue`,
    greeting: 'Hello,',
    parts: [
      `A reminder from ${config.CLUB_NAME}: your bill ${options.number} ${when}.`,
      { label: 'Bill', value: options.number },
      { label: 'Left to pay', value: formatMoney(options.leftPaisa, defaultLocale) },
      'You can pay it online with your mobile wallet on your Account page, or at the office. If you have paid it meanwhile, thank you, and please ignore this reminder.',
      { label: 'Pay on your Account page', link: `${config.PUBLIC_URL}${accountPagePath}` },
    ],
    clubName: config.CLUB_NAME,
  });
  return { ...mail, kind: 'bill-reminder' };
}

/**
 * The letter a member is sent once their oldest unpaid bill is months past due (3 by default):
 * what is overdue, and that the membership goes on hold if it stays unpaid.
 */
export function paymentDueLetter(
  config: Config,
  options: { to: string; name: string; memberId: string; number: string; dueOn: string; overduePaisa: Paisa; onHoldOn: string; onHoldAlready: boolean },
): QueuedMail {
  const mail = composeMail({
    to: options.to,
    subject: `Payment due on your membership ${options.memberId}`,
    greeting: `Dear ${options.name},`,
    parts: [
      `Our books show that your bill ${options.number}, due on ${formatCalendarDate(options.dueOn, defaultLocale)}, is still unpaid. Your membership card now shows "Payment due".`,
      { label: 'Overdue', value: formatMoney(options.overduePaisa, defaultLocale) },
      options.onHoldAlready
        ? 'Your membership is on hold until it is paid: you cannot book tee times, guest rooms or the convention hall, nor enter tournaments.'
        : `Unless it is paid, your membership will be put on hold on ${formatCalendarDate(options.onHoldOn, defaultLocale)}: you could then no longer book tee times, guest rooms or the convention hall, nor enter tournaments.`,
      'Please pay online with your mobile wallet on your Account page, or at the office. If you have paid it meanwhile, thank you, and please ignore this letter.',
      { label: 'Pay on your Account page', link: `${config.PUBLIC_URL}${accountPagePath}` },
    ],
    clubName: config.CLUB_NAME,
  });
  return { ...mail, kind: 'payment-due-letter' };
}
