import type { Database } from '../../db/client';
import { outgoingMail } from '../../db/schema';

/** One email, in plain text and HTML (no tracking pixels, no remote images). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A database or an open transaction: mail is written beside the change that causes it. */
type Writer = Pick<Database, 'insert'>;

/**
 * Queues a mail for the mail worker. Call it inside the transaction of the change that causes
 * the mail: if the change rolls back, no mail goes; if it commits, the mail will be sent.
 */
export async function enqueueMail(writer: Writer, message: MailMessage): Promise<void> {
  await writer.insert(outgoingMail).values({ toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html });
}
