import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSections } from '@rgcc/shared/membership/application-fields';
import { sampleApplicant, sampleDefence, sampleNid, samplePassport, sampleProposer } from '@rgcc/shared/membership/sample-applications';
import { applications, emailVerifications, outgoingMail, uploads, verificationCodeSends } from '../../../db/schema';
import { freePort } from '../../../../test/free-port';
import { startSmtpServer, type ReceivedMail } from '../../../../test/smtp-catcher';
import { createStaff, signIn, staffPassword } from '../../../../test/accounts';
import { createTestApp, ownAppTimeout, type TestApp } from '../../../../test/test-app';
import { uploadedImageLink } from '../../../../test/uploads';

/** A real image link, as each image field of the forms gets one. */
const uploadedLink = () => uploadedImageLink(testApp);

let testApp: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, WRITE_RATE_LIMIT_PER_MINUTE: '10000', UPLOAD_RATE_LIMIT_PER_MINUTE: '10000' });
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

const inject = (options: InjectOptions) => testApp.app.inject(options);
const codeNotAccepted = 'This code is incorrect or has expired. Please check it, or ask for a new code.';

const common = { ...sampleApplicant, children: [{ name: 'Arif', dob: '2012-03-01', gender: 'Son' }] };

type Form = 'civilian' | 'defence' | 'passport';

async function application(form: Form, email: string): Promise<Record<string, unknown>> {
  const base = { ...common, email, incomeTaxReturn: await uploadedLink(), photo: await uploadedLink() };
  if (form === 'civilian') {
    return {
      category: 'Government Officer', ...base, ...sampleNid, nidCopy: await uploadedLink(), ...sampleProposer, proposerSignature: await uploadedLink(),
    };
  }
  if (form === 'defence') return { category: 'Retired Defence Officer', ...base, ...sampleNid, nidCopy: await uploadedLink(), ...sampleDefence };
  return { category: 'Foreigner/Diplomat', ...base, ...samplePassport };
}

const register = (body: Record<string, unknown>) => inject({ method: 'POST', url: '/api/registration/membership', payload: body });
const verifyCode = (email: string, code: string) =>
  inject({ method: 'POST', url: `/api/verify-email?email=${encodeURIComponent(email)}&code=${encodeURIComponent(code)}` });

/** Waits for the mail worker to deliver the `nth` mail to an address; answers its code and link. */
async function mailTo(address: string, nth = 1): Promise<{ mail: ReceivedMail; code: string; linkPath: string }> {
  await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(address)).length, { timeout: 8_000 }).toBeGreaterThanOrEqual(nth);
  const mail = smtp.received.filter((m) => m.to.includes(address))[nth - 1]!;
  const code = /verification code is (\d{6})/.exec(mail.text)?.[1];
  const link = /(http:\/\/\S+\/user\/\d+\/verify\/[0-9a-f]{32})/.exec(mail.text)?.[1];
  expect(code).toBeDefined();
  expect(link).toBeDefined();
  return { mail, code: code!, linkPath: new URL(link!).pathname };
}

const stored = async () => ({
  applications: await testApp.database.db.$count(applications),
  mail: await testApp.database.db.$count(outgoingMail),
});

describe('applying and verifying by code', () => {
  it.each<Form>(['civilian', 'defence', 'passport'])('the %s form: 201, an email with a code, verified by it', async (form) => {
    const email = `${form}.applicant@example.com`;
    const response = await register(await application(form, email));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Registration submitted! Please check your email for verification.' });

    const [row] = await testApp.database.db.select().from(applications).where(eq(applications.email, email));
    expect(row).toMatchObject({ status: 'awaiting_verification', emailVerifiedAt: null, firstName: 'Rafiqul' });
    const attached = await testApp.database.db.select().from(uploads).where(eq(uploads.applicationId, row!.id));
    expect(attached).toHaveLength(form === 'civilian' ? 4 : form === 'defence' ? 3 : 2);
    expect(attached.every((upload) => upload.claimedAt !== null)).toBe(true);

    const { mail, code } = await mailTo(email);
    expect(mail.subject).toBe('Verify your email for Riverside Golf & Country Club');
    expect(mail.html).toContain(code);
    expect(mail.html).not.toMatch(/<img/i);

    const verified = await verifyCode(email.toUpperCase(), code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: 'Email verified successfully!' });
    const [after] = await testApp.database.db.select().from(applications).where(eq(applications.email, email));
    expect(after).toMatchObject({ status: 'awaiting_approval' });
    expect(after!.emailVerifiedAt).toBeInstanceOf(Date);

    const again = await verifyCode(email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: codeNotAccepted });
  });
});

describe('an applicant who applied in Bangla', () => {
  it('gets the verification mail in Bangla, with the code and link as they are, and the application keeps the language', async () => {
    const email = 'bangla.applicant@example.com';
    const response = await inject({ method: 'POST', url: '/api/registration/membership', payload: await application('civilian', email), headers: { 'accept-language': 'bn' } });
    expect(response.statusCode).toBe(201);
    const [row] = await testApp.database.db.select().from(applications).where(eq(applications.email, email));
    expect(row!.language).toBe('bn');

    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(email)).length, { timeout: 8_000 }).toBe(1);
    const mail = smtp.received.find((m) => m.to.includes(email))!;
    expect(mail.subject).toBe('Riverside Golf & Country Club-এর জন্য আপনার ইমেইল যাচাই করুন');
    expect(mail.text).toContain('প্রিয় Rafiqul,');
    const code = /আপনার যাচাই কোড (\d{6})।/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    expect(mail.text).toMatch(/http:\/\/\S+\/bn\/user\/\d+\/verify\/[0-9a-f]{32}/);
    expect(mail.html).toContain('<html lang="bn">');
    expect(mail.html).toMatch(/<a href="http:[^"]+">এই লিংকে আপনার ইমেইল যাচাই করুন<\/a>/);
    expect((await verifyCode(email, code!)).statusCode).toBe(200);
  });

  it('an English browser without the site’s choice gets English: only a language the club writes counts', async () => {
    const email = 'french.browser@example.com';
    const response = await inject({ method: 'POST', url: '/api/registration/membership', payload: await application('passport', email), headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(response.statusCode).toBe(201);
    const [row] = await testApp.database.db.select().from(applications).where(eq(applications.email, email));
    expect(row!.language).toBe('en');
    expect((await mailTo(email)).mail.subject).toBe('Verify your email for Riverside Golf & Country Club');
  });
});

describe('verifying by link', () => {
  it('verifies once; the same link then answers 404, as does any made-up link', async () => {
    const email = 'link.applicant@example.com';
    expect((await register(await application('civilian', email))).statusCode).toBe(201);
    const { linkPath } = await mailTo(email);
    const first = await inject({ method: 'GET', url: `/api${linkPath}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Email verified successfully!', alreadyVerified: false });
    const again = await inject({ method: 'GET', url: `/api${linkPath}` });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'This email address is already verified.', alreadyVerified: true });
    const [id] = linkPath.split('/').slice(2, 3);
    for (const url of [`/api/user/${id}/verify/${'0'.repeat(32)}`, `/api/user/1/verify/${'0'.repeat(32)}`, '/api/user/abc/verify/xyz', `/api/user/999999/verify/${'a'.repeat(32)}`]) {
      const response = await inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'The verification link is invalid or has expired.' });
    }
  });

  it('a link opened after the code verified the email says it is verified; an expired unused one does not', async () => {
    const email = 'code.then.link@example.com';
    expect((await register(await application('passport', email))).statusCode).toBe(201);
    const { code, linkPath } = await mailTo(email);
    expect((await verifyCode(email, code)).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: `/api${linkPath}` })).json()).toEqual({ message: 'This email address is already verified.', alreadyVerified: true });

    const late = 'late.link@example.com';
    expect((await register(await application('passport', late))).statusCode).toBe(201);
    const { linkPath: lateLink } = await mailTo(late);
    const [row] = await testApp.database.db.select().from(applications).where(eq(applications.email, late));
    await testApp.database.db.update(emailVerifications).set({ linkExpiresAt: new Date(Date.now() - 1000) }).where(eq(emailVerifications.applicationId, row!.id));
    const expired = await inject({ method: 'GET', url: `/api${lateLink}` });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ message: 'The verification link is invalid or has expired.' });
  });
});

describe('refused applications store nothing', () => {
  const required: Record<Form, string[]> = {
    civilian: ['membershipType', 'nameEnglish', 'fatherOrHusbandName', 'nationality', 'occupation', 'bloodGroup', 'mobile', 'officialAddress', 'presentAddress', 'permanentAddress', 'monthlyIncome', 'incomeTaxReturn', 'nationalId', 'nidName', 'nidFathersName', 'nidMothersName', 'nidDob', 'nidCopy', 'photo', 'proposerName', 'proposerMembership', 'proposerClubName', 'proposerSignature', 'firstName', 'lastName', 'email'],
    defence: ['fatherOrHusbandName', 'nationalId', 'nidCopy', 'rank', 'baNumber', 'email'],
    passport: ['passportNumber', 'passportType', 'passportPlaceOfIssue', 'passportExpiry', 'visaType', 'visaExpiry', 'email'],
  };

  it.each<Form>(['civilian', 'defence', 'passport'])('the %s form without each required field in turn: 400 naming the field', async (form) => {
    const valid = await application(form, `missing.${form}@example.com`);
    const before = await stored();
    for (const field of required[form]) {
      const body = { ...valid };
      delete body[field];
      const response = await register(body);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors), field).toContain(field);
    }
    expect(await stored()).toEqual(before);
  });

  it('wrong types and an unknown category: 400 with the field messages', async () => {
    const valid = await application('civilian', 'types@example.com');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ monthlyIncome: '150000' }, 'monthlyIncome', 'Monthly Income is required'],
      [{ mobile: '01711-000000' }, 'mobile', 'Must be only digits'],
      [{ mobile: '0171100' }, 'mobile', 'Must be at least 11 digits'],
      [{ email: 'not-an-email' }, 'email', 'Invalid email'],
      [{ membershipType: 'Select Type of Membership' }, 'membershipType', 'Membership type is required'],
      [{ category: 'Astronaut' }, 'category', 'Please choose your category'],
    ];
    const before = await stored();
    for (const [change, field, message] of cases) {
      const response = await register({ ...valid, ...change });
      expect(response.statusCode, field).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors[field], field).toBe(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('impossible dates: 400 with the field message, nothing stored', async () => {
    const nid = await application('civilian', 'dates.nid@example.com');
    const passport = await application('passport', 'dates.passport@example.com');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...nid, nidDob: '2023-02-31' }, 'nidDob', 'Date of Birth (from NID) must be a real date'],
      [{ ...nid, nidDob: '2023-04-31' }, 'nidDob', 'Date of Birth (from NID) must be a real date'],
      [{ ...nid, nidDob: '0000-01-01' }, 'nidDob', 'Date of Birth (from NID) must be a real date'],
      [{ ...nid, nidDob: '2999-01-01' }, 'nidDob', 'Date of Birth (from NID) must be in the past'],
      [{ ...nid, nidDob: '1850-06-01' }, 'nidDob', 'Date of Birth (from NID) must be after 1900'],
      [{ ...nid, children: [{ name: 'Arif', dob: '2999-01-01' }] }, 'children.0.dob', 'Date of birth must be in the past'],
      [{ ...passport, passportExpiry: '2020-01-31' }, 'passportExpiry', 'Passport Expiry Date has already passed'],
      [{ ...passport, visaExpiry: '2021-02-29' }, 'visaExpiry', 'Visa expiry date must be a real date'],
      [{ ...passport, visaExpiry: '2024-06-30' }, 'visaExpiry', 'Visa expiry date has already passed'],
    ];
    const before = await stored();
    for (const [body, field, message] of cases) {
      const response = await register(body);
      expect(response.statusCode, `${field} ${JSON.stringify(body[field])}`).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors[field], field).toBe(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('an image link that is not an upload of ours, or one already used: 400 on that field, nothing kept', async () => {
    const used = await application('civilian', 'first.user@example.com');
    expect((await register(used)).statusCode).toBe(201);
    const before = await stored();
    const valid = await application('civilian', 'second.user@example.com');
    for (const [field, link] of [
      ['photo', 'https://images.example.com/photo.png'],
      ['nidCopy', used.nidCopy as string],
      ['proposerSignature', 'not a link'],
    ] as const) {
      const response = await register({ ...valid, [field]: link });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toEqual({ message: 'Please upload this image again.', errors: { [field]: 'Please upload this image again.' } });
    }
    // One upload in two fields of one form: the later field is asked for its own.
    const twice = await register({ ...valid, nidCopy: valid.photo });
    expect(twice.statusCode).toBe(400);
    expect(Object.values(twice.json<{ errors: Record<string, string> }>().errors)).toEqual(['Please upload this image again.']);
    expect(Object.keys(twice.json<{ errors: Record<string, string> }>().errors)).toEqual([expect.stringMatching(/^(photo|nidCopy)$/)]);
    expect(await stored()).toEqual(before);
    // The refused attempts left the new uploads free for the real submission.
    expect((await register(valid)).statusCode).toBe(201);
  });

  it.each<Form>(['civilian', 'defence', 'passport'])('the %s form: each field the description calls an image must be an unclaimed upload of ours, and only those are claimed', async (form) => {
    const imageKeys = formSections(form).flatMap((section) => section.fields.filter((field) => field.kind === 'image').map((field) => field.key));
    const valid = await application(form, `images.${form}@example.com`);
    const before = await stored();
    for (const key of imageKeys) {
      const response = await register({ ...valid, [key]: 'https://images.example.com/elsewhere.png' });
      expect(response.statusCode, key).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors, key).toEqual({ [key]: 'Please upload this image again.' });
    }
    expect(await stored()).toEqual(before);
    expect((await register(valid)).statusCode).toBe(201);
    const [row] = await testApp.database.db.select({ id: applications.id }).from(applications).where(eq(applications.email, valid.email as string));
    const claimed = await testApp.database.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.applicationId, row!.id));
    expect(claimed).toHaveLength(imageKeys.length);
  });

  it('a second application with the same email, in any case: 409', async () => {
    expect((await register(await application('passport', 'twice@example.com'))).statusCode).toBe(201);
    const before = await stored();
    const response = await register(await application('civilian', 'TWICE@example.com'));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An application with this email already exists. Please verify your email or log in.');
    expect(await stored()).toEqual(before);
  });
});

describe('after a rejection', () => {
  it('the email may apply again: a new application, the old one and its documents kept; the rejection mail says so', async () => {
    await createStaff(testApp);
    const { cookie } = await signIn(testApp, 'staff@example.com', staffPassword);
    const email = 'second.chance@example.com';
    expect((await register(await application('civilian', email))).statusCode).toBe(201);
    expect((await verifyCode(email, (await mailTo(email)).code)).statusCode).toBe(200);
    const [first] = await testApp.database.db.select().from(applications).where(eq(applications.email, email));
    const reject = await inject({ method: 'POST', url: `/api/admin/applications/${first!.id}/reject`, headers: { cookie }, payload: { reason: 'The proposer is not a member.' } });
    expect(reject.statusCode).toBe(200);
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(email) && mail.subject.includes('application')).length, { timeout: 8_000 }).toBe(1);
    const rejection = smtp.received.find((mail) => mail.to.includes(email) && mail.subject.includes('application'))!;
    expect(rejection.text).toContain('You are welcome to apply again with the same email address');
    expect(rejection.text).toContain(`${testApp.publicUrl}/membership-registration`);

    const again = await register(await application('passport', email.toUpperCase()));
    expect(again.statusCode).toBe(201);
    const rows = await testApp.database.db.select().from(applications).where(eq(applications.email, email));
    expect(rows.map((row) => row.status).sort()).toEqual(['awaiting_verification', 'rejected']);
    expect(await testApp.database.db.$count(uploads, eq(uploads.applicationId, first!.id))).toBe(4);
    // Its code (the third mail, after the first code and the rejection) verifies the new one; a third application waits its turn.
    expect((await verifyCode(email, (await mailTo(email, 3)).code)).statusCode).toBe(200);
    const third = await register(await application('passport', email));
    expect(third.statusCode).toBe(409);
  });
});

describe('at the same moment', () => {
  it('two applications with one email: one 201, one 409, one application kept', async () => {
    const [first, second] = [await application('passport', 'race@example.com'), await application('passport', 'race@example.com')];
    const statuses = (await Promise.all([register(first), register(second)])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    expect(await testApp.database.db.$count(applications, eq(applications.email, 'race@example.com'))).toBe(1);
  });

  it('ten wrong guesses at once use up five tries, no more', async () => {
    const email = 'parallel.guesser@example.com';
    expect((await register(await application('passport', email))).statusCode).toBe(201);
    const { code } = await mailTo(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => verifyCode(email, wrong)))).map((r) => r.statusCode);
    expect(statuses).toEqual(Array(10).fill(400));
    const [row] = await testApp.database.db.select().from(applications).where(eq(applications.email, email));
    const [verification] = await testApp.database.db.select().from(emailVerifications).where(eq(emailVerifications.applicationId, row!.id));
    expect(verification!.failedAttempts).toBe(5);
    expect((await verifyCode(email, code)).statusCode).toBe(400);
  });
});

describe('codes that do not verify', () => {
  async function applied(email: string) {
    expect((await register(await application('passport', email))).statusCode).toBe(201);
    return mailTo(email);
  }

  it('a wrong code: 400; after five wrong codes even the right one: 400', async () => {
    const email = 'guesser@example.com';
    const { code } = await applied(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await verifyCode(email, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: codeNotAccepted });
    }
    const sixth = await verifyCode(email, code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual({ message: codeNotAccepted });
  });

  it('one answer, no sooner than 250 ms, whatever the email: unknown, waiting with a wrong or expired code, verified, rejected', async () => {
    const waiting = 'state.waiting@example.com';
    const { code } = await applied(waiting);
    const wrong = code === '000000' ? '111111' : '000000';
    const expired = 'state.expired@example.com';
    const { code: expiredCode } = await applied(expired);
    const [expiredRow] = await testApp.database.db.select().from(applications).where(eq(applications.email, expired));
    await testApp.database.db.update(emailVerifications).set({ codeExpiresAt: new Date(Date.now() - 1000) }).where(eq(emailVerifications.applicationId, expiredRow!.id));
    const verified = 'state.verified@example.com';
    const { code: verifiedCode } = await applied(verified);
    expect((await verifyCode(verified, verifiedCode)).statusCode).toBe(200);
    const rejected = 'state.rejected@example.com';
    await applied(rejected);
    await testApp.database.db.update(applications).set({ status: 'rejected', decidedAt: new Date(), rejectionReason: 'Incomplete' }).where(eq(applications.email, rejected));

    // Each no sooner than 250 ms after its request: the try a waiting code writes does not show in the timing.
    const timedVerify = async (email: string, code: string) => {
      const started = performance.now();
      const answer = await verifyCode(email, code);
      expect(performance.now() - started, email).toBeGreaterThanOrEqual(245);
      return answer;
    };
    const answers = await Promise.all([
      timedVerify('state.unknown@example.com', wrong),
      timedVerify(waiting, wrong),
      timedVerify(expired, expiredCode),
      timedVerify(verified, verifiedCode),
      timedVerify(rejected, wrong),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: codeNotAccepted });
      expect(answer.headers['content-length']).toBe(answers[0]!.headers['content-length']);
    }
  });

  it('a code that is not 6 digits: 400 asking for the full code', async () => {
    for (const code of ['12345', '12345a', '']) {
      const response = await verifyCode('late@example.com', code);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().message).toBe('Please enter the full 6-digit code.');
    }
  });
});

describe('asking for a new code', () => {
  const resend = (email: string) => inject({ method: 'POST', url: '/api/verify-email/resend', payload: { email } });
  const resendAnswer = { message: 'If this email is waiting for verification, a new code is on its way. Codes go out at most once a minute and five times an hour.' };
  const sentTo = (email: string) => testApp.database.db.$count(outgoingMail, eq(outgoingMail.toAddress, email));

  it('voids the old code, at most once a minute and five times an hour, answering the same each time', async () => {
    const email = 'resend@example.com';
    expect((await register(await application('defence', email))).statusCode).toBe(201);
    const { code: oldCode } = await mailTo(email);

    const tooSoon = await resend(email);
    expect(tooSoon.statusCode).toBe(200);
    expect(tooSoon.json()).toEqual(resendAnswer);
    expect(await sentTo(email)).toBe(1);

    const [row] = await testApp.database.db.select().from(applications).where(eq(applications.email, email));
    const sends = testApp.database.db.update(verificationCodeSends).set({ sentAt: new Date(Date.now() - 2 * 60_000) });
    await sends.where(eq(verificationCodeSends.applicationId, row!.id));
    const fresh = await resend(email);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual(resendAnswer);
    const { code: newCode } = await mailTo(email, 2);
    if (newCode !== oldCode) expect((await verifyCode(email, oldCode)).statusCode).toBe(400);

    await sends.where(eq(verificationCodeSends.applicationId, row!.id));
    await testApp.database.db
      .insert(verificationCodeSends)
      .values([1, 2, 3, 4].map((minutes) => ({ applicationId: row!.id, sentAt: new Date(Date.now() - (5 + minutes) * 60_000) })));
    const tooOften = await resend(email);
    expect(tooOften.statusCode).toBe(200);
    expect(tooOften.json()).toEqual(resendAnswer);
    expect(await sentTo(email)).toBe(2);

    expect((await verifyCode(email, newCode)).statusCode).toBe(200);
  });

  it('answers no sooner than 250 ms after the request, whether or not a code is sent, so its timing says nothing either', async () => {
    const email = 'resend.timing@example.com';
    expect((await register(await application('passport', email))).statusCode).toBe(201);
    await testApp.database.db.update(verificationCodeSends).set({ sentAt: new Date(Date.now() - 2 * 60 * 60_000) });
    for (const address of [email, 'resend.timing.stranger@example.com']) {
      const started = performance.now();
      expect((await resend(address)).statusCode).toBe(200);
      expect(performance.now() - started, address).toBeGreaterThanOrEqual(245);
    }
    expect(await sentTo(email)).toBe(2);
  });

  it('answers the same for an email that never applied, one already verified and one rejected, and sends nothing', async () => {
    const verified = 'resend.verified@example.com';
    expect((await register(await application('passport', verified))).statusCode).toBe(201);
    expect((await verifyCode(verified, (await mailTo(verified)).code)).statusCode).toBe(200);
    const rejected = 'resend.rejected@example.com';
    expect((await register(await application('passport', rejected))).statusCode).toBe(201);
    await testApp.database.db.update(applications).set({ status: 'rejected', decidedAt: new Date() }).where(eq(applications.email, rejected));
    await testApp.database.db.update(verificationCodeSends).set({ sentAt: new Date(Date.now() - 2 * 60 * 60_000) });

    const mailBefore = await testApp.database.db.$count(outgoingMail);
    for (const email of ['stranger@example.com', verified, rejected]) {
      const response = await resend(email);
      expect(response.statusCode, email).toBe(200);
      expect(response.json()).toEqual(resendAnswer);
    }
    expect(await testApp.database.db.$count(outgoingMail)).toBe(mailBefore);
  });
});

describe('an SMTP outage', () => {
  it('loses no verification mail: registered while the server is down, delivered once it is back', async () => {
    const port = await freePort();
    const outage = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, WRITE_RATE_LIMIT_PER_MINUTE: '10000', UPLOAD_RATE_LIMIT_PER_MINUTE: '10000' });
    let restarted: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    // The helpers talk to `testApp`: point them at the app whose SMTP server is down.
    const usual = testApp;
    testApp = outage;
    try {
      const email = 'during.outage@example.com';
      expect((await register(await application('passport', email))).statusCode).toBe(201);
      const [mail] = await outage.database.db.select().from(outgoingMail).where(eq(outgoingMail.toAddress, email));
      await expect
        .poll(async () => (await outage.database.db.select().from(outgoingMail).where(eq(outgoingMail.id, mail!.id)))[0]!.attempts, { timeout: 5_000 })
        .toBeGreaterThan(0);

      restarted = await startSmtpServer(port);
      const arrived = restarted.received;
      await expect.poll(() => arrived.filter((m) => m.to.includes(email)).length, { timeout: 15_000 }).toBe(1);
      // Each mail is its own job: the club's notice of the application may arrive first.
      expect(arrived.find((m) => m.to.includes(email))!.text).toMatch(/verification code is \d{6}/);
    } finally {
      testApp = usual;
      await outage.close();
      await restarted?.close();
    }
  }, ownAppTimeout);
});
