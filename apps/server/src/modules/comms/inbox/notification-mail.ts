import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { composeMail } from '../../../infra/mail/compose-mail';
import { enqueueMail } from '../../../infra/mail/outbox';
import { notificationAddress } from '../../content/entry';

/** What arrived, for the club's mail: who sent it and where in the console it waits. */
export interface Arrival {
  /** `A new contact message`, `A new membership application`, … */
  what: string;
  from: string;
  /** The console's path of the item, e.g. `/admin/inbox/contact/12`. */
  consolePath: string;
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
  const mail = composeMail({
    to: await notificationAddress(tx),
    subject: `${arrival.what} from ${from}`,
    greeting: 'Hello,',
    parts: [`${arrival.what} from ${from} has arrived. Sign in to the staff console to read it.`, { label: 'Open it in the console', link: `${config.PUBLIC_URL}${arrival.consolePath}` }],
    clubName: config.CLUB_NAME,
  });
  await enqueueMail(tx, { ...mail, kind: 'staff-notification' });
}
