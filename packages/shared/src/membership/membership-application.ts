import { civilianCategories, defenceCategories, membershipTypes, passportCategories } from './membership';
import { birthDate, expiryDate, optionalBirthDate } from '../common/calendar-date';
import { text } from '../common/text';
import { messageReplySchema } from '../common/message-reply';
import { z } from '../common/zod';

/**
 * The membership application (spec 3.1 and 5.1): one schema per form, used by the form in the
 * browser and by `POST /api/registration/membership`, with the spec's messages word for word.
 * These are the rules of the fields `applications/application-fields.ts` describes; its test
 * fails when the two disagree on a form's fields, on which are optional or on which are images.
 */

/** A text the applicant must fill in; blank or spaces only is refused with `message`. */
const required = (message: string, max = 200) => text({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);
const optional = (max = 200) => text().trim().max(max, `At most ${max} characters`).optional();
const address = (message: string) => required(message, 500);
/** How the API document describes an image field; the test of the fields' description finds them by it. */
export const imageLinkDescription = 'The secure_url that POST /api/uploads answered; the server checks it is an unclaimed upload of its own.';
const imageLink = (message: string) => text({ error: message }).trim().min(1, message).max(1000, message).describe(imageLinkDescription);

export const mobileMessages = {
  required: 'Mobile number is required',
  digits: 'Must be only digits',
  length: 'Must be at least 11 digits',
} as const;

/** The spec's order: required, then digits only, then at least 11 of them. Also the register's and the member's own. */
export const mobileSchema = text({ error: mobileMessages.required })
  .trim()
  .min(1, mobileMessages.required)
  .regex(/^\d*$/, mobileMessages.digits)
  .min(11, mobileMessages.length)
  .max(20, 'At most 20 digits');

export const emailSchema = text({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Invalid email')
  .pipe(z.email('Invalid email'))
  .transform((value) => value.toLowerCase());

export const childSchema = z.object({
  name: required('Child name is required'),
  dob: optionalBirthDate('Date of birth').optional(),
  /** Labelled "Relationship" on the form (spec 3.1). */
  gender: optional(50),
});
export type Child = z.infer<typeof childSchema>;

/** Fields every form has (spec 3.1). */
const commonFields = {
  membershipType: z.enum(membershipTypes, { error: 'Membership type is required' }),
  nameEnglish: required('Name is required'),
  fatherOrHusbandName: required("Father's/Husband's Name is required"),
  nationality: required('Nationality is required'),
  occupation: required('Occupation is required'),
  bloodGroup: required('Blood Group is required', 10),
  mobile: mobileSchema,
  officialAddress: address('Official Address is required'),
  presentAddress: address('Present Address is required'),
  permanentAddress: address('Permanent Address is required'),
  monthlyIncome: z.number({ error: 'Monthly Income is required' }).nonnegative('Monthly Income cannot be negative').max(1e12, 'Monthly Income is too large'),
  incomeTaxReturn: imageLink('Tax return document is required'),
  spouseName: optional(),
  spouseOccupation: optional(),
  spouseAddress: optional(500),
  children: z.array(childSchema).max(20, 'At most 20 children and dependants').optional(),
  golfClubMembership: optional(),
  officialHandicap: optional(20),
  photo: imageLink('Photo is required'),
  firstName: required('First Name is required', 100),
  lastName: required('Last Name is required', 100),
  email: emailSchema,
};

const nidFields = {
  nationalId: required('National ID is required', 30),
  nidName: required('NID Name is required'),
  nidFathersName: required("Father's Name (from NID) is required"),
  nidMothersName: required("Mother's Name (from NID) is required"),
  nidDob: birthDate('Date of Birth (from NID) is required', 'Date of Birth (from NID)'),
  nidCopy: imageLink('NID image is required'),
};

export const civilianApplicationSchema = z.object({
  category: z.enum(civilianCategories, { error: 'Please choose your category' }),
  ...commonFields,
  ...nidFields,
  proposerName: required('Proposer name is required'),
  proposerMembership: required('Proposer name is required'),
  proposerClubName: required('Proposer club name info is required'),
  proposerSignature: imageLink('Proposer signature is required'),
});

export const defenceApplicationSchema = z.object({
  category: z.enum(defenceCategories, { error: 'Please choose your category' }),
  ...commonFields,
  fatherOrHusbandName: required("Father's / Husband's Name is required"),
  ...nidFields,
  rank: required('Rank is required', 100),
  baNumber: required('BA Number is required', 50),
});

/** Passport and visa instead of the national ID; the later sections as the civilian form, without a proposer. */
export const passportApplicationSchema = z.object({
  category: z.enum(passportCategories, { error: 'Please choose your category' }),
  ...commonFields,
  passportNumber: required('Passport Number is required', 30),
  passportType: required('Passport Type is required', 50),
  passportPlaceOfIssue: required('Passport Place of Issue is required'),
  passportExpiry: expiryDate('Passport Expiry Date is required', 'Passport Expiry Date'),
  visaType: required('Visa type is required', 50),
  visaExpiry: expiryDate('Visa expiry date is required', 'Visa expiry date'),
});

/** What `POST /api/registration/membership` accepts: the form that goes with the category. */
export const membershipApplicationSchema = z.discriminatedUnion('category', [
  civilianApplicationSchema,
  defenceApplicationSchema,
  passportApplicationSchema,
], { error: 'Please choose your category' });
export type MembershipApplication = z.infer<typeof membershipApplicationSchema>;
export type MembershipApplicationInput = z.input<typeof membershipApplicationSchema>;

/** `GET /api/user/{id}/verify/{token}` (call 4): the link opened again answers `alreadyVerified`. */
export const emailVerifiedSchema = messageReplySchema.extend({ alreadyVerified: z.boolean() });
export type EmailVerified = z.infer<typeof emailVerifiedSchema>;
