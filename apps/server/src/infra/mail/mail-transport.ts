import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { MailMessage } from './outbox';

/** Hands one mail to the outside world; throws when it could not (the worker retries). */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  deliver(message: MailMessage): Promise<void>;
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // Short timeouts: a hung SMTP server must not hold mail back longer than a retry would.
  const transporter = nodemailer.createTransport(
    { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from },
  );
  return {
    kind: 'smtp',
    async deliver(message) {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, attachments: message.attachments });
    },
  };
}

/**
 * Without SMTP_URL the database outbox is the mailbox: a mail counts as delivered once logged,
 * and anyone running the site locally reads it at /dev/mailbox.
 */
export function outboxTransport(log: () => void): MailTransport {
  return {
    kind: 'outbox',
    async deliver() {
      log();
    },
  };
}

export function createMailTransport(config: Config, log: () => void): MailTransport {
  return config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : outboxTransport(log);
}
