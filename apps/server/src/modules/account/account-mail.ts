import { pathInLocale } from '@rgcc/shared/common/page-paths';
import type { Locale } from '@rgcc/shared/format/locale';
import type { Config } from '../../config';
import { composeMail } from '../../infra/mail/compose-mail';
import type { QueuedMail } from '../../infra/mail/outbox';
import { serverTexts } from '../../texts';
import english from './locales/account-mail.en.json' with { type: 'json' };
import bangla from './locales/account-mail.bn.json' with { type: 'json' };

const accountMailTexts = serverTexts('modules/account/account-mail', { en: english, bn: bangla });

/** The link to the reset page (its English address), which leads to the page in the recipient's language. */
export function passwordResetMail(config: Config, to: string, link: string, expiresAt: Date, language: Locale): QueuedMail {
  const t = accountMailTexts(language);
  const page = new URL(link);
  page.pathname = pathInLocale(page.pathname, language);
  const mail = composeMail({
    to,
    subject: t('resetSubject', { club: config.CLUB_NAME }),
    greeting: t('greeting'),
    parts: [t('resetRequested'), { label: t('chooseNewPassword'), link: page.href }, t('notAsked')],
    clubName: config.CLUB_NAME,
    language,
  });
  return { ...mail, kind: 'password-reset', secret: { expiresAt } };
}

export function passwordChangedMail(config: Config, to: string, language: Locale): QueuedMail {
  const t = accountMailTexts(language);
  const mail = composeMail({
    to,
    subject: t('changedSubject', { club: config.CLUB_NAME }),
    greeting: t('greeting'),
    parts: [t('changed'), t('notYou'), { label: t('resetYourPassword'), link: `${config.PUBLIC_URL}${pathInLocale('/forgot-password', language)}` }],
    clubName: config.CLUB_NAME,
    language,
  });
  return { ...mail, kind: 'password-changed' };
}
