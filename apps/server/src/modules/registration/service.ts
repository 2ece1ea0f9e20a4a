import { and, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { MembershipApplication } from '@rgcc/shared/schemas/membership-application';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { applications, emailVerifications, uploads, verificationCodeSends, type ApplicationRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import { isUniqueViolation } from '../../db/unique-violation';
import { enqueueMail } from '../../infra/mail/outbox';
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

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export const duplicateApplicationMessage = 'An application with this email already exists. Please verify your email or log in.';
export const reuploadMessage = 'Please upload this image again.';
export const wrongCodeMessage = 'The code is incorrect.';
export const expiredCodeMessage = 'The code has expired. Please ask for a new code.';
export const tooManyWrongCodesMessage = 'Too many wrong codes. Please ask for a new code.';
export const alreadyVerifiedMessage = "This email is already verified. Please wait for the club's approval.";
export const verifiedMessage = 'Email verified successfully!';
export const invalidLinkMessage = 'The verification link is invalid or has expired.';
export const resendMessage = 'If this email is waiting for verification, a new code is on its way.';
export const resendTooSoonMessage = 'Please wait a minute before asking for a new code.';
export const resendTooOftenMessage = 'You have asked for five codes in an hour. Please try again later.';

/** The image fields each form has; their values are links `POST /api/uploads` answered. */
export function imageFieldsOf(application: MembershipApplication): Record<string, string> {
  const fields: Record<string, string> = { incomeTaxReturn: application.incomeTaxReturn, photo: application.photo };
  if ('nidCopy' in application) fields.nidCopy = application.nidCopy;
  if ('proposerSignature' in application) fields.proposerSignature = application.proposerSignature;
  return fields;
}

/** Attaches the application's uploads to it; a link that is not an unclaimed upload of ours is refused. */
async function claimUploads(tx: Transaction, publicUrl: string, applicationId: number, fields: Record<string, string>) {
  const idsByField = Object.entries(fields).map(([field, link]) => [field, uploadIdFromLink(link, publicUrl)] as const);
  const ids = idsByField.flatMap(([, id]) => (id ? [id] : []));
  const claimed = ids.length
    ? await tx
        .update(uploads)
        .set({ claimedAt: new Date(), applicationId })
        .where(and(inArray(uploads.id, ids), isNull(uploads.claimedAt)))
        .returning({ id: uploads.id })
    : [];
  const claimedIds = new Set(claimed.map((row) => row.id));
  const errors = Object.fromEntries(idsByField.filter(([, id]) => !id || !claimedIds.has(id)).map(([field]) => [field, reuploadMessage]));
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
    linkTokenHash: secretHash(application.id, token),
    linkExpiresAt: new Date(now.getTime() + linkLifetimeMs),
  };
  await tx
    .insert(emailVerifications)
    .values({ applicationId: application.id, ...values })
    .onConflictDoUpdate({ target: emailVerifications.applicationId, set: values });
  await tx.insert(verificationCodeSends).values({ applicationId: application.id, sentAt: now });
  await enqueueMail(
    tx,
    verificationMail({
      to: application.email,
      firstName: application.firstName,
      code,
      link: `${config.PUBLIC_URL}/user/${application.id}/verify/${token}`,
      clubName: config.CLUB_NAME,
    }),
  );
}

/**
 * Stores an application with its uploads and queues the verification email, all in one
 * transaction: any failure leaves nothing behind.
 */
export async function submitApplication(db: Database, config: Config, input: MembershipApplication, now = new Date()) {
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: applications.id }).from(applications).where(eq(applications.email, input.email));
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
        })
        .returning();
      await claimUploads(tx, config.PUBLIC_URL, application!.id, imageFieldsOf(input));
      await issueVerification(tx, config, application!, now);
      return application!;
    });
  } catch (error) {
    // Two applications with one email at the same moment: the database keeps one.
    if (isUniqueViolation(error)) throw new AppError(409, duplicateApplicationMessage, { email: duplicateApplicationMessage });
    throw error;
  }
}

async function markVerified(tx: Transaction, applicationId: number, now: Date) {
  await tx.update(applications).set({ status: 'awaiting_approval', emailVerifiedAt: now }).where(eq(applications.id, applicationId));
  await tx.delete(emailVerifications).where(eq(emailVerifications.applicationId, applicationId));
}

/** Checks a 6-digit code (call 9). Each check uses up one of the code's five tries first. */
export async function verifyByCode(db: Database, email: string, code: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [application] = await tx.select().from(applications).where(eq(applications.email, email.trim().toLowerCase()));
    if (!application) throw new AppError(400, wrongCodeMessage);
    if (application.emailVerifiedAt) throw new AppError(409, alreadyVerifiedMessage);
    const [verification] = await tx.select().from(emailVerifications).where(eq(emailVerifications.applicationId, application.id));
    if (!verification) throw new AppError(400, expiredCodeMessage);
    if (verification.codeExpiresAt < now) throw new AppError(400, expiredCodeMessage);
    // Counted before the comparison, in one statement: parallel guesses cannot share a try.
    const [counted] = await tx
      .update(emailVerifications)
      .set({ failedAttempts: sql`${emailVerifications.failedAttempts} + 1` })
      .where(and(eq(emailVerifications.applicationId, application.id), lt(emailVerifications.failedAttempts, maxWrongCodes)))
      .returning({ applicationId: emailVerifications.applicationId });
    if (!counted) throw new AppError(429, tooManyWrongCodesMessage);
    if (!matchesHash(application.id, code, verification.codeHash)) return { verified: false as const };
    await markVerified(tx, application.id, now);
    return { verified: true as const };
  }).then((result) => {
    // Outside the transaction, so that the used try is kept when the code is wrong.
    if (!result.verified) throw new AppError(400, wrongCodeMessage);
    return { message: verifiedMessage };
  });
}

/** Verifies by the emailed link (call 4); any failure is one answer, as the page shows one. */
export async function verifyByLink(db: Database, id: string, token: string, now = new Date()) {
  const applicationId = Number(id);
  if (!/^[1-9]\d{0,9}$/.test(id) || !/^[0-9a-f]{32}$/.test(token)) throw new AppError(404, invalidLinkMessage);
  return db.transaction(async (tx) => {
    const [verification] = await tx.select().from(emailVerifications).where(eq(emailVerifications.applicationId, applicationId));
    if (!verification || verification.linkExpiresAt < now || !matchesHash(applicationId, token, verification.linkTokenHash)) {
      throw new AppError(404, invalidLinkMessage);
    }
    await markVerified(tx, applicationId, now);
    return { message: verifiedMessage };
  });
}

/** A new code for an application still waiting for verification; one a minute, five an hour. */
export async function resendVerification(db: Database, config: Config, email: string, now = new Date()) {
  await db.transaction(async (tx) => {
    // Locks the application's row, so two requests at once cannot both pass the limit.
    const [application] = await tx
      .select()
      .from(applications)
      .where(eq(applications.email, email.trim().toLowerCase()))
      .for('update');
    // The same answer whether or not the email applied: the endpoint reveals nothing.
    if (!application || application.emailVerifiedAt) return;
    const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
    const recent = await tx
      .select({ sentAt: verificationCodeSends.sentAt })
      .from(verificationCodeSends)
      .where(and(eq(verificationCodeSends.applicationId, application.id), gte(verificationCodeSends.sentAt, hourAgo)))
      .orderBy(desc(verificationCodeSends.sentAt));
    if (recent[0] && now.getTime() - recent[0].sentAt.getTime() < 60 * 1000) throw new AppError(429, resendTooSoonMessage);
    if (recent.length >= 5) throw new AppError(429, resendTooOftenMessage);
    await issueVerification(tx, config, application, now);
  });
  return { message: resendMessage };
}
