import crypto from 'node:crypto';
import { and, eq, gt, ne } from 'drizzle-orm';
import { pathInLocale } from '@rgcc/shared/common/page-paths';
import type { NewsletterInput } from '@rgcc/shared/comms/contact';
import type { NewsletterConfirmInput, NewsletterUnsubscribeInput } from '@rgcc/shared/comms/inbox';
import type { Locale } from '@rgcc/shared/format/locale';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { newsletterSubscribers } from '../../../db/schema';
import { signingKey } from '../../../db/signing-keys';
import { AppError } from '../../../http/errors';
import { composeMail } from '../../../infra/mail/compose-mail';
import { enqueueMail, secretsSpent } from '../../../infra/mail/outbox';
import { serverTexts } from '../../../texts';
import english from './locales/newsletter.en.json' with { type: 'json' };
import bangla from './locales/newsletter.bn.json' with { type: 'json' };

/**
 * The newsletter, double opt-in: a sign-up is mailed a confirmation link and counts as subscribed
 * only once it is confirmed. Every mail carries an unsubscribe link that works at once and for
 * good: an HMAC of the subscriber's id, so any later mail can carry it without storing it.
 */

export const confirmedMessage = 'Thank you! Your subscription to our newsletter is confirmed.';
export const invalidConfirmLinkMessage = 'This confirmation link is invalid or has expired. Please subscribe again from the form at the foot of any page.';
export const unsubscribedMessage = 'You are unsubscribed. We will send you no more newsletters.';
export const invalidUnsubscribeLinkMessage = 'This unsubscribe link is not valid. Please use the link in the latest email from us.';

/** A confirmation link works for a week: long enough for a holiday, short enough to be forgotten. */
export const confirmLinkLifetimeMs = 7 * 24 * 60 * 60 * 1000;
/** A pending address asked again within this time gets no second mail: the form cannot be used to flood a mailbox. */
const resendAfterMs = 10 * 60 * 1000;

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Read before any transaction: with PGlite, a query outside an open transaction would wait for it. */
const linkKey = (db: Database) => signingKey(db, 'newsletter_link_signing_key');

const unsubscribeToken = (key: Buffer, id: number) => crypto.createHmac('sha256', key).update(`newsletter-unsubscribe.${id}`).digest('base64url');

/**
 * The page's link (the page sends it on with one click: a mail scanner following links
 * unsubscribes no one), in the language the address signed up in.
 */
const unsubscribeLink = (config: Config, key: Buffer, id: number, language: Locale) =>
  `${config.PUBLIC_URL}${pathInLocale('/newsletter/unsubscribe', language)}?id=${id}&token=${unsubscribeToken(key, id)}`;

/**
 * Each subscriber's own unsubscribe link, for the subscriber export: a newsletter sent from a
 * mailing tool with the exported list puts it in every mail, and the opt-out lands here.
 */
export async function unsubscribeLinks(db: Database, config: Config): Promise<(id: number, language: Locale) => string> {
  const key = await linkKey(db);
  return (id, language) => unsubscribeLink(config, key, id, language);
}

const newsletterTexts = serverTexts('modules/comms/submissions/newsletter', { en: english, bn: bangla });

/** In the language of the page the address signed up from. */
function confirmationMail(config: Config, options: { to: string; confirmLink: string; unsubscribe: string; expiresAt: Date; language: Locale }) {
  const { language } = options;
  const t = newsletterTexts(language);
  const mail = composeMail({
    to: options.to,
    subject: t('subject', { club: config.CLUB_NAME }),
    greeting: t('greeting'),
    parts: [
      t('someoneAsked', { club: config.CLUB_NAME }),
      { label: t('confirm'), link: options.confirmLink },
      t('notYou'),
      { label: t('unsubscribe'), link: options.unsubscribe },
    ],
    clubName: config.CLUB_NAME,
    language,
  });
  return { ...mail, kind: 'newsletter-confirmation' as const, secret: { expiresAt: options.expiresAt } };
}

/**
 * Records a sign-up, made from a page in `language`, and mails the confirmation link in it. The
 * answer is the same for a new, pending, confirmed or unsubscribed address (the form tells nobody
 * who is on the list): a confirmed one gets no mail; a pending one a new link (at most every ten
 * minutes); an unsubscribed one is pending again and gets a link, since signing up again is
 * asking again. The row keeps the language of the sign-up its latest link was mailed for.
 */
export async function subscribeToNewsletter(db: Database, config: Config, input: NewsletterInput, language: Locale, now = new Date()): Promise<void> {
  const email = input.email.toLowerCase();
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + confirmLinkLifetimeMs);
  const key = await linkKey(db);
  const pending = { status: 'pending' as const, confirmTokenHash: sha256(token), confirmTokenExpiresAt: expiresAt, unsubscribedAt: null, language };
  await db.transaction(async (tx) => {
    await tx.insert(newsletterSubscribers).values({ email, createdAt: now, language }).onConflictDoNothing({ target: newsletterSubscribers.email });
    // The row is locked from here: two sign-ups of one address at once send one mail.
    const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).for('update');
    if (!row || row.status === 'confirmed') return;
    const issuedAt = row.confirmTokenExpiresAt ? row.confirmTokenExpiresAt.getTime() - confirmLinkLifetimeMs : 0;
    if (row.status === 'pending' && row.confirmTokenHash && now.getTime() - issuedAt < resendAfterMs) return;
    await tx.update(newsletterSubscribers).set(pending).where(eq(newsletterSubscribers.id, row.id));
    // An earlier link no longer works.
    await secretsSpent(tx, email, ['newsletter-confirmation'], now);
    const confirmLink = `${config.PUBLIC_URL}${pathInLocale('/newsletter/confirm', language)}?token=${token}`;
    await enqueueMail(tx, confirmationMail(config, { to: email, confirmLink, unsubscribe: unsubscribeLink(config, key, row.id, language), expiresAt, language }));
  });
}

/** Confirms a pending sign-up; following the link again answers the same, so long as it has not expired. */
export async function confirmSubscription(db: Database, input: NewsletterConfirmInput, now = new Date()): Promise<{ message: string }> {
  const hash = sha256(input.token);
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.confirmTokenHash, hash), gt(newsletterSubscribers.confirmTokenExpiresAt, now)));
  if (!row || row.status === 'unsubscribed') throw new AppError(400, invalidConfirmLinkMessage);
  if (row.status === 'pending') {
    await db.transaction(async (tx) => {
      await tx
        .update(newsletterSubscribers)
        .set({ status: 'confirmed', confirmedAt: now })
        .where(and(eq(newsletterSubscribers.id, row.id), eq(newsletterSubscribers.status, 'pending')));
      await secretsSpent(tx, row.email, ['newsletter-confirmation'], now);
    });
  }
  return { message: confirmedMessage };
}

/**
 * Unsubscribes for good, whatever the state: pending (the confirmation link stops working),
 * confirmed or already unsubscribed (nothing changes). Only a link we signed is accepted.
 */
export async function unsubscribe(db: Database, input: NewsletterUnsubscribeInput, now = new Date()): Promise<{ message: string }> {
  const expected = Buffer.from(unsubscribeToken(await linkKey(db), input.id));
  const given = Buffer.from(input.token);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw new AppError(400, invalidUnsubscribeLinkMessage);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null, confirmTokenExpiresAt: null })
      .where(and(eq(newsletterSubscribers.id, input.id), ne(newsletterSubscribers.status, 'unsubscribed')))
      .returning({ email: newsletterSubscribers.email });
    // The confirmation link no longer works: its mail's body goes.
    if (row) await secretsSpent(tx, row.email, ['newsletter-confirmation'], now);
  });
  return { message: unsubscribedMessage };
}
