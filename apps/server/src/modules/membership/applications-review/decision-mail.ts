import { pathInLocale } from '@rgcc/shared/common/page-paths';
import type { Locale } from '@rgcc/shared/format/locale';
import type { Config } from '../../../config';
import { composeMail } from '../../../infra/mail/compose-mail';
import type { QueuedMail } from '../../../infra/mail/outbox';
import { serverTexts } from '../../../texts';
import english from './locales/decision-mail.en.json' with { type: 'json' };
import bangla from './locales/decision-mail.bn.json' with { type: 'json' };

const decisionMailTexts = serverTexts('modules/membership/applications-review/decision-mail', { en: english, bn: bangla });

/** The email the spec promises after approval: the User ID and a temporary password, in the language the applicant applied in. */
export function approvalMail(config: Config, options: { to: string; firstName: string; memberId: string; temporaryPassword: string; language: Locale }): QueuedMail {
  const { language } = options;
  const t = decisionMailTexts(language);
  const mail = composeMail({
    to: options.to,
    subject: t('approvedSubject', { club: config.CLUB_NAME }),
    greeting: t('greeting', { firstName: options.firstName }),
    parts: [
      t('approved', { memberId: options.memberId }),
      { label: t('userId'), value: options.to },
      { label: t('password'), value: options.temporaryPassword },
      t('temporaryPassword'),
      { label: t('signIn'), link: `${config.PUBLIC_URL}${pathInLocale('/login', language)}` },
    ],
    clubName: config.CLUB_NAME,
    language,
  });
  // The temporary password works until the member replaces it at first sign-in.
  return { ...mail, kind: 'credentials', secret: { expiresAt: null } };
}

export function rejectionMail(config: Config, options: { to: string; firstName: string; reason: string; language: Locale }): QueuedMail {
  const { language } = options;
  const t = decisionMailTexts(language);
  const mail = composeMail({
    to: options.to,
    subject: t('rejectedSubject', { club: config.CLUB_NAME }),
    greeting: t('greeting', { firstName: options.firstName }),
    parts: [
      t('rejected'),
      { label: t('reason'), value: options.reason },
      t('applyAgainText'),
      { label: t('applyAgain'), link: `${config.PUBLIC_URL}${pathInLocale('/membership-registration', language)}` },
      t('questions'),
    ],
    clubName: config.CLUB_NAME,
    language,
  });
  return { ...mail, kind: 'rejection' };
}
