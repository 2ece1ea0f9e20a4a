import type { Config } from '../../../config';
import { composeMail } from '../../../infra/mail/compose-mail';
import type { QueuedMail } from '../../../infra/mail/outbox';

/** Staff's answer to a room or hall request, with their note, to the one who asked. */
export function bookingAnswerMail(
  config: Config,
  options: { to: string; name: string | null; what: string; confirmed: boolean; details: { label: string; value: string }[]; note: string },
): QueuedMail {
  const answer = options.confirmed ? 'confirmed' : 'declined';
  const mail = composeMail({
    to: options.to,
    subject: `Your ${options.what} request at ${config.CLUB_NAME} is ${answer}`,
    greeting: options.name ? `Dear ${options.name},` : 'Hello,',
    parts: [
      options.confirmed ? `Your ${options.what} request is confirmed.` : `We are sorry: we cannot confirm your ${options.what} request.`,
      ...options.details,
      ...options.note.split(/\n+/).filter((line) => line.trim() !== ''),
    ],
    clubName: config.CLUB_NAME,
  });
  return { ...mail, kind: 'booking-answer' };
}
