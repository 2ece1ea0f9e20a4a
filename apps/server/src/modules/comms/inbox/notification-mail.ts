import { and, eq, inArray } from 'drizzle-orm';
import { staffRoles } from '@rgcc/shared/account/staff-roles';
import { defaultLocale, type Locale } from '@rgcc/shared/format/locale';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { accounts } from '../../../db/schema';
import { composeMail } from '../../../infra/mail/compose-mail';
import { enqueueMail } from '../../../infra/mail/outbox';
import { serverTexts } from '../../../texts';
import { notificationAddress } from '../../content/entry';
import english from './locales/notification-mail.en.json' with { type: 'json' };
import bangla from './locales/notification-mail.bn.json' with { type: 'json' };

const notificationTexts = serverTexts('modules/comms/inbox/notification-mail', { en: english, bn: bangla });

/** What arrived, for the club's mail: what it is, who sent it and where in the console it waits. */
export interface Arrival {
  what: ArrivalKind;
  from: string;
  /** The console's path of the item, e.g. `/admin/inbox/contact/12`. */
  consolePath: string;
}

/** What can arrive: each of the mail's texts beside its own four, worded in both languages. */
export type ArrivalKind = Exclude<keyof typeof english, 'subject' | 'greeting' | 'arrived' | 'openInConsole'>;

/**
 * The club's mailbox is read by many in English; an address that is one staff account's is read
 * by that member of staff, in their language.
 */
async function languageOfAddress(tx: Pick<Database, 'select'>, address: string): Promise<Locale> {
  const [staff] = await tx
    .select({ language: accounts.language })
    .from(accounts)
    .where(and(eq(accounts.email, address), inArray(accounts.role, [...staffRoles])));
  return staff?.language ?? defaultLocale;
}

/**
 * Tells the club that something arrived. Short on purpose: the sender's name and a link to the
 * console, where staff sign in to read it. Never the message, an applicant's documents or any
 * secret: the club's mailbox is read by more people, on more devices, than the console.
 * Call it in the transaction that stores what arrived.
 */
export async function notifyClub(tx: Pick<Database, 'insert' | 'select' | 'execute'>, config: Config, arrival: Arrival): Promise<void> {
  // A name is one line in a subject, whatever was typed.
  const from = arrival.from.replace(/\s+/g, ' ').trim();
  const to = await notificationAddress(tx);
  const language = await languageOfAddress(tx, to);
  const t = notificationTexts(language);
  const what = t(arrival.what);
  const mail = composeMail({
    to,
    subject: t('subject', { what, from }),
    greeting: t('greeting'),
    parts: [t('arrived', { what, from }), { label: t('openInConsole'), link: `${config.PUBLIC_URL}${arrival.consolePath}` }],
    clubName: config.CLUB_NAME,
    language,
  });
  await enqueueMail(tx, { ...mail, kind: 'staff-notification' });
}
