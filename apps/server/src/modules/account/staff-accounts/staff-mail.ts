import { pathInLocale } from '@rgcc/shared/common/page-paths';
import type { StaffRole } from '@rgcc/shared/account/staff-roles';
import type { Locale } from '@rgcc/shared/format/locale';
import type { Config } from '../../../config';
import { composeMail } from '../../../infra/mail/compose-mail';
import type { QueuedMail } from '../../../infra/mail/outbox';
import { serverTexts } from '../../../texts';
import english from './locales/staff-mail.en.json' with { type: 'json' };
import bangla from './locales/staff-mail.bn.json' with { type: 'json' };

const staffMailTexts = serverTexts('modules/account/staff-accounts/staff-mail', { en: english, bn: bangla });

/** Names of apps, the same in every language. */
const authenticatorApps = { google: 'Google Authenticator', microsoft: 'Microsoft Authenticator' };

/** The invitation carries a secret link: its body goes once delivered, or once the link is used or expires. */
export function staffInvitationMail(config: Config, options: { to: string; role: StaffRole; link: string; expiresAt: Date; language: Locale }): QueuedMail {
  const { language } = options;
  const t = staffMailTexts(language);
  const page = new URL(options.link);
  page.pathname = pathInLocale(page.pathname, language);
  const mail = composeMail({
    to: options.to,
    subject: t('invitationSubject', { club: config.CLUB_NAME }),
    greeting: t('greeting'),
    parts: [t('invited', { role: options.role }), { label: t('choosePassword'), link: page.href }, t('authenticatorAtFirstSignIn', authenticatorApps), t('notExpected')],
    clubName: config.CLUB_NAME,
    language,
  });
  return { ...mail, kind: 'staff-invitation', secret: { expiresAt: options.expiresAt } };
}

/** After an admin's reset of the authenticator, in the staff account's language: no secret in it, only what happened and what comes next. */
export function secondFactorResetMail(config: Config, to: string, language: Locale): QueuedMail {
  const t = staffMailTexts(language);
  const mail = composeMail({
    to,
    subject: t('resetSubject', { club: config.CLUB_NAME }),
    greeting: t('greeting'),
    parts: [t('resetDone'), t('setUpAgain'), { label: t('signIn'), link: `${config.PUBLIC_URL}${pathInLocale('/login', language)}` }, t('notAsked')],
    clubName: config.CLUB_NAME,
    language,
  });
  return { ...mail, kind: 'second-factor-reset' };
}
