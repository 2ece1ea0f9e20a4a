import { pathInLocale } from '@rgcc/shared/common/page-paths';
import type { Locale } from '@rgcc/shared/format/locale';
import type { Config } from '../../../config';
import { composeMail } from '../../../infra/mail/compose-mail';
import type { QueuedMail } from '../../../infra/mail/outbox';
import { serverTexts } from '../../../texts';
import english from './locales/credentials-mail.en.json' with { type: 'json' };
import bangla from './locales/credentials-mail.bn.json' with { type: 'json' };

const credentialsMailTexts = serverTexts('modules/membership/members/credentials-mail', { en: english, bn: bangla });

/** New credentials sent by staff, in the member's language: like the approval mail, the password is a secret in the body. */
export function newCredentialsMail(config: Config, options: { to: string; firstName: string; memberId: string; temporaryPassword: string; language: Locale }): QueuedMail {
  const { language } = options;
  const t = credentialsMailTexts(language);
  const mail = composeMail({
    to: options.to,
    subject: t('subject', { club: config.CLUB_NAME }),
    greeting: t('greeting', { firstName: options.firstName }),
    parts: [
      t('newPassword', { memberId: options.memberId }),
      { label: t('userId'), value: options.to },
      { label: t('password'), value: options.temporaryPassword },
      t('chooseOwn'),
      { label: t('signIn'), link: `${config.PUBLIC_URL}${pathInLocale('/login', language)}` },
      t('notAsked'),
    ],
    clubName: config.CLUB_NAME,
    language,
  });
  // Same kind as the approval mail: replacing the password (or new credentials again) spends it.
  return { ...mail, kind: 'credentials', secret: { expiresAt: null } };
}
