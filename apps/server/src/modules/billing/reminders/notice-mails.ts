import { accountPagePath } from '@rgcc/shared/billing/account-page';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
import type { Locale } from '@rgcc/shared/format/locale';
import { formatMoney, type Paisa } from '@rgcc/shared/format/money';
import type { Config } from '../../../config';
import { composeMail } from '../../../infra/mail/compose-mail';
import type { QueuedMail } from '../../../infra/mail/outbox';
import { serverTexts } from '../../../texts';
import english from './locales/notice-mails.en.json' with { type: 'json' };
import bangla from './locales/notice-mails.bn.json' with { type: 'json' };

const noticeMailTexts = serverTexts('modules/billing/reminders/notice-mails', { en: english, bn: bangla });

/** A bill's reminder, in the member's language: what is left to pay of it, by when (or since when), and where to pay it. */
export function billReminderMail(config: Config, options: { to: string; number: string; dueOn: string; leftPaisa: Paisa; daysFromDue: number; language: Locale }): QueuedMail {
  const { language } = options;
  const t = noticeMailTexts(language);
  const values = {
    when: options.daysFromDue < 0 ? 'before' : options.daysFromDue === 0 ? 'today' : 'after',
    number: options.number,
    due: formatCalendarDate(options.dueOn, language),
    club: config.CLUB_NAME,
  };
  const mail = composeMail({
    to: options.to,
    subject: t('reminderSubject', values),
    greeting: t('greeting'),
    parts: [
      t('reminder', values),
      { label: t('bill'), value: options.number },
      { label: t('leftToPay'), value: formatMoney(options.leftPaisa, language) },
      t('payOnlineReminder'),
      { label: t('payOnAccountPage'), link: `${config.PUBLIC_URL}${accountPagePath}` },
    ],
    clubName: config.CLUB_NAME,
    language,
  });
  return { ...mail, kind: 'bill-reminder' };
}

/**
 * The letter a member is sent once their oldest unpaid bill is months past due (3 by default), in
 * their language: what is overdue, and that the membership goes on hold if it stays unpaid.
 */
export function paymentDueLetter(
  config: Config,
  options: { to: string; name: string; memberId: string; number: string; dueOn: string; overduePaisa: Paisa; onHoldOn: string; onHoldAlready: boolean; language: Locale },
): QueuedMail {
  const { language } = options;
  const t = noticeMailTexts(language);
  const mail = composeMail({
    to: options.to,
    subject: t('letterSubject', { memberId: options.memberId }),
    greeting: t('letterGreeting', { name: options.name }),
    parts: [
      t('stillUnpaid', { number: options.number, due: formatCalendarDate(options.dueOn, language) }),
      { label: t('overdue'), value: formatMoney(options.overduePaisa, language) },
      options.onHoldAlready ? t('onHold') : t('onHoldOn', { onHoldOn: formatCalendarDate(options.onHoldOn, language) }),
      t('payOnlineLetter'),
      { label: t('payOnAccountPage'), link: `${config.PUBLIC_URL}${accountPagePath}` },
    ],
    clubName: config.CLUB_NAME,
    language,
  });
  return { ...mail, kind: 'payment-due-letter' };
}
