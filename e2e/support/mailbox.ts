import type { APIRequestContext } from '@playwright/test';
import type { DevMail } from '@rgcc/shared/comms/dev-mailbox';
import { expect } from './test';

/**
 * The newest mail to an address whose subject has `subjectPart`, from the outbox the site keeps
 * without SMTP (`/api/dev/mailbox`); waits for it, as a person waits for their inbox.
 */
export async function latestMailTo(request: APIRequestContext, email: string, subjectPart = ''): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/api/dev/mailbox')).json()) as DevMail[];
      found = mails.find((mail) => mail.to === email && mail.subject.includes(subjectPart));
      return found !== undefined;
    }, { message: `a mail to ${email} about "${subjectPart}"` })
    .toBe(true);
  return found!;
}

export async function verificationCodeFor(request: APIRequestContext, email: string): Promise<string> {
  return /verification code is (\d{6})/.exec((await latestMailTo(request, email, 'Verify')).text)![1]!;
}
