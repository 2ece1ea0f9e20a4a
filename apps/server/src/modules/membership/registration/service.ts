import { and, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { documentsOf, type ApplicationDocumentLink } from '@rgcc/shared/membership/application-fields';
import type { MembershipApplication } from '@rgcc/shared/membership/membership-application';
import type { Config } from '../../../config';
import type { Database, Transaction } from '../../../db/client';
import { applications, emailVerifications, uploads, verificationCodeSends, type ApplicationRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { isUniqueViolation } from '../../../db/unique-violation';
import { enqueueMail, secretsSpent } from '../../../infra/mail/outbox';
import { notifyClub } from '../../comms/entry';
import { uploadIdFromLink } from '../uploads/signed-link';
import { verificationMail } from './verification-mail';
import {
  codeLifetimeMs,
  linkLifetimeMs,
  matchesHash,
  maxWrongCodes,
  newLinkToken,
  newVerificationCode,
  secretHash,
} from './verification-secrets';
import { keyOf } from '@rgcc/shared/common/keys';
import type { Locale } from '@rgcc/shared/format/locale';
import { pathInLocale } from '@rgcc/shared/common/page-paths';

export const duplicateApplicationMessage = 'An application with this email already exists. Please verify your email or log in.';
export const reuploadMessage = 'Please upload this image again.';
/** One answer to every code that verifies nothing, whatever the email's state: it reveals nothing. */
export const codeNotAcceptedMessage = 'This code is incorrect or has expired. Please check it, or ask for a new code.';
export const verifiedMessage = 'Email verified successfully!';
export const alreadyVerifiedMessage = 'This email address is already verified.';
export const invalidLinkMessage = 'The verification link is invalid or has expired.';
export const resendMessage = 'If this email is waiting for verification, a new code is on its way. Codes go out at most once a minute and five times an hour.';

/** An application that is not rejected: an email has at most one. */
const openApplication = ne(applications.status, 'rejected');
/** What a failed check compares with when there is nothing to compare: the same work, no match. */
const noStoredHash = '0'.repeat(64);

/**
 * Attaches the application's documents (its uploads) to it. Refused, on its field: a link that is
 * not an unclaimed upload of ours, and an upload another field of this form already took (one
 * upload is one document of one application).
 */
async function claimUploads(tx: Transaction, publicUrl: string, applicationId: number, documents: ApplicationDocumentLink[]) {
  const idsByField = documents.map(({ key, link }) => [key, uploadIdFromLink(link, publicUrl)] as const);
  const ids = idsByField.flatMap(([, id]) => (id ? [id] : []));
  const claimed = ids.length
    ? await tx
        .update(uploads)
        .set({ claimedAt: new Date(), applicationId })
        .where(and(inArray(uploads.id, ids), isNull(uploads.claimedAt)))
        .returning({ id: uploads.id })
    : [];
  const claimedIds = new Set(claimed.map((row) => row.id));
  const takenByEarlierField = (id: string, index: number) => idsByField.findIndex(([, other]) => other === id) < index;
  const errors = Object.fromEntries(
    idsByField.filter(([, id], index) => !id || !claimedIds.has(id) || takenByEarlierField(id, index)).map(([field]) => [field, reuploadMessage]),
  );
  if (Object.keys(errors).length > 0) throw new AppError(400, reuploadMessage, errors);
}

/** A new code and link (any earlier ones void), recorded for the resend limit, and the email queued. */
async function issueVerification(tx: Transaction, config: Config, application: ApplicationRow, now: Date) {
  const code = newVerificationCode();
  const token = newLinkToken();
  const values = {
    codeHash: secretHash(application.id, code),
    codeExpiresAt: new Date(now.getTime() + codeLifetimeMs),
    failedAttempts: 0,
    verifiedAt: null,
    linkTokenHash: secretHash(application.id, token),
    linkExpiresAt: new Date(now.getTime() + linkLifetimeMs),
  };
  await tx
    .insert(emailVerifications)
    .values({ applicationId: application.id, ...values })
    .onConflictDoUpdate({ target: emailVerifications.applicationId, set: values });
  await tx.insert(verificationCodeSends).values({ applicationId: application.id, sentAt: now });
  // The earlier code and link no longer work.
  await secretsSpent(tx, application.email, ['verification'], now);
  await enqueueMail(
    tx,
    verificationMail({
      to: application.email,
      firstName: application.firstName,
      code,
      link: `${config.PUBLIC_URL}${pathInLocale(`/user/${application.id}/verify/${token}`, application.language)}`,
      linkExpiresAt: values.linkExpiresAt,
      clubName: config.CLUB_NAME,
      language: application.language,
    }),
  );
}

/**
 * Stores an application with its uploads and queues the verification email and the club's
 * notification, all in one transaction: any failure leaves nothing behind.
 */
export async function submitApplication(db: Database, config: Config, input: MembershipApplication, language: Locale, now = new Date()) {
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: applications.id }).from(applications).where(and(eq(applications.email, input.email), openApplication));
      if (existing) throw new AppError(409, duplicateApplicationMessage, { email: duplicateApplicationMessage });
      const [application] = await tx
        .insert(applications)
        .values({
          email: input.email,
          category: input.category,
          membershipType: input.membershipType,
          firstName: input.firstName,
          lastName: input.lastName,
          nameEnglish: input.nameEnglish,
          mobile: input.mobile,
          details: input,
          language,
        })
        .returning();
      await claimUploads(tx, config.PUBLIC_URL, application!.id, documentsOf(input));
      await issueVerification(tx, config, application!, now);
      await notifyClub(tx, config, { what: 'newMembershipApplication', from: application!.nameEnglish, consolePath: `/admin/applications/${application!.id}` });
      return application!;
    });
  } catch (error) {
    // Two applications with one email at the same moment: the database keeps one.
    if (isUniqueViolation(error)) throw new AppError(409, duplicateApplicationMessage, { email: duplicateApplicationMessage });
    throw error;
  }
}

async function markVerified(tx: Transaction, applicationId: number, now: Date) {
  const [application] = await tx
    .update(applications)
    .set({ status: 'awaiting_approval', emailVerifiedAt: now })
    .where(eq(applications.id, applicationId))
    .returning({ email: applications.email });
  await tx.update(emailVerifications).set({ verifiedAt: now }).where(eq(emailVerifications.applicationId, applicationId));
  await secretsSpent(tx, application!.email, ['verification'], now);
}

/**
 * Checks a 6-digit code (call 9). Unknown, verified and rejected emails, wrong, expired and
 * used-up codes all get one answer after the same work (one statement and one hash), so the
 * answer tells nothing about whether an email applied. Each check uses up one of the code's
 * five tries before the comparison, in that one statement: parallel guesses cannot share a try.
 */
export async function verifyByCode(db: Database, email: string, code: string, now = new Date()) {
  const verified = await db.transaction(async (tx) => {
    const applicationOfEmail = tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.email, email.trim().toLowerCase()), openApplication));
    const [counted] = await tx
      .update(emailVerifications)
      .set({ failedAttempts: sql`${emailVerifications.failedAttempts} + 1` })
      .where(
        and(
          inArray(emailVerifications.applicationId, applicationOfEmail),
          isNull(emailVerifications.verifiedAt),
          gte(emailVerifications.codeExpiresAt, now),
          lt(emailVerifications.failedAttempts, maxWrongCodes),
        ),
      )
      .returning({ applicationId: emailVerifications.applicationId, codeHash: emailVerifications.codeHash });
    const matches = matchesHash(counted?.applicationId ?? 0, code, counted?.codeHash ?? noStoredHash);
    if (!counted || !matches) return false;
    await markVerified(tx, counted.applicationId, now);
    return true;
  });
  // Refused outside the transaction, so that the used try is kept.
  if (!verified) throw new AppError(400, codeNotAcceptedMessage);
  return { message: verifiedMessage };
}

/**
 * Verifies by the emailed link (call 4); any failure is one answer, as the page shows one. The
 * same link opened again says the email is verified: only its holder learns that.
 */
export async function verifyByLink(db: Database, id: string, token: string, now = new Date()) {
  const applicationId = keyOf(id);
  if (applicationId === null || !/^[0-9a-f]{32}$/.test(token)) throw new AppError(404, invalidLinkMessage);
  return db.transaction(async (tx) => {
    const [verification] = await tx.select().from(emailVerifications).where(eq(emailVerifications.applicationId, applicationId)).for('update');
    if (!verification || !matchesHash(applicationId, token, verification.linkTokenHash)) throw new AppError(404, invalidLinkMessage);
    if (verification.verifiedAt) return { message: alreadyVerifiedMessage, alreadyVerified: true };
    if (verification.linkExpiresAt < now) throw new AppError(404, invalidLinkMessage);
    await markVerified(tx, applicationId, now);
    return { message: verifiedMessage, alreadyVerified: false };
  });
}

/**
 * A new code for an application still waiting for verification; one a minute, five an hour.
 * Every email gets the same answer, whether it applied, is verified, or asked too often: the
 * endpoint reveals nothing (the limits are stated in the answer instead).
 */
export async function resendVerification(db: Database, config: Config, email: string, now = new Date()) {
  await db.transaction(async (tx) => {
    // Locks the application's row, so two requests at once cannot both pass the limit.
    const [application] = await tx
      .select()
      .from(applications)
      .where(and(eq(applications.email, email.trim().toLowerCase()), openApplication, isNull(applications.emailVerifiedAt)))
      .for('update');
    const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
    const recent = await tx
      .select({ sentAt: verificationCodeSends.sentAt })
      .from(verificationCodeSends)
      .where(and(eq(verificationCodeSends.applicationId, application?.id ?? 0), gte(verificationCodeSends.sentAt, hourAgo)))
      .orderBy(desc(verificationCodeSends.sentAt));
    const tooSoon = recent[0] !== undefined && now.getTime() - recent[0].sentAt.getTime() < 60 * 1000;
    if (!application || tooSoon || recent.length >= 5) return;
    await issueVerification(tx, config, application, now);
  });
  return { message: resendMessage };
}
