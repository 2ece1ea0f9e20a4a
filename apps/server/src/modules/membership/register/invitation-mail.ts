import { pathInLocale } from '@rgcc/shared/common/page-paths';
import { formatClubDateTimeLabelled } from '@rgcc/shared/format/dates';
import type { Locale } from '@rgcc/shared/format/locale';
import type { Config } from '../../../config';
import { composeMail } from '../../../infra/mail/compose-mail';
import type { QueuedMail } from '../../../infra/mail/outbox';
import { serverTexts } from '../../../texts';
import english from './locales/invitation-mail.en.json' with { type: 'json' };
import bangla from './locales/invitation-mail.bn.json' with { type: 'json' };

const invitationMailTexts = serverTexts('modules/membership/register/invitation-mail', { en: english, bn: bangla });

/**
 * A member of the register is asked to choose a password: the link is the reset page's (its
 * English address), for 7 days, and leads to the page in the language of the member's account.
 */
export function memberInvitationMail(
  config: Config,
  options: { to: string; firstName: string; memberId: string; link: string; expiresAt: Date; language: Locale },
): QueuedMail {
  const { language } = options;
  const t = invitationMailTexts(language);
  const page = new URL(options.link);
  page.pathname = pathInLocale(page.pathname, language);
  const mail = composeMail({
    to: options.to,
    subject: t('subject', { club: config.CLUB_NAME }),
    greeting: t('greeting', { firstName: options.firstName }),
    parts: [
      t('accountReady', { memberId: options.memberId, expires: formatClubDateTimeLabelled(options.expiresAt, language) }),
      { label: t('choosePassword'), link: page.href },
      { label: t('thenSignInWith'), value: options.to },
      t('linkExpired'),
    ],
    clubName: config.CLUB_NAME,
    language,
  });
  return { ...mail, kind: 'invitation', secret: { expiresAt: options.expiresAt } };
}
