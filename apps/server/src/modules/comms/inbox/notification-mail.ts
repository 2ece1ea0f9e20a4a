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

/** What arrived, for the club's mail: who sent it and where in the console it waits. */
export interface Arrival {
  /** `A new contact message`, `A new membership application`, …: the English of one of `arrivals`. */
  what: string;
  from: string;
  /** The console's path of the item, e.g. `/admin/inbox/contact/12`. */
  consolePath: string;
}

/**
 * The texts of what can arrive. The modules name it in English, as their messages are written
 * (decision 0046); a mail in another language finds its words here by that English.
 */
const arrivals = [
  'newContactMessage',
  'newMembershipApplication',
  'newHallRequest',
  'newRoomRequest',
  'cancelledHallBooking',
  'cancelledRoomStay',
  'newSupportMessage',
  'newSupportThreadMessage',
] as const satisfies readonly (keyof typeof english)[];

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
  const arrived = arrivals.find((key) => english[key] === arrival.what);
  // Without the words of what arrived in another language, the whole mail stays in English.
  const language = arrived ? await languageOfAddress(tx, to) : defaultLocale;
  const t = notificationTexts(language);
  const what = arrived ? t(arrived) : arrival.what;
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
