import { staffRoles } from './staff-roles';
import { loginAnswerSchema } from './account';
import { text } from '../common/text';
import { z } from '../common/zod';
import { staffStatuses } from './staff-constants';

export const staffEmailRequiredMessage = 'Email is required';
export const staffEmailInvalidMessage = 'Please enter a valid email address.';
export const staffRoleRequiredMessage = 'Please choose a role';
export const codeRequiredMessage = 'Code is required';

const staffRole = z.enum(staffRoles, { error: staffRoleRequiredMessage });

/** The Staff page's invitation form: Email and Role. */
export const inviteStaffSchema = z.object({
  email: text({ error: staffEmailRequiredMessage })
    .trim()
    .min(1, staffEmailRequiredMessage)
    .max(254, staffEmailInvalidMessage)
    .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, staffEmailInvalidMessage)
    .toLowerCase(),
  role: staffRole,
});
export type InviteStaffInput = z.infer<typeof inviteStaffSchema>;

export const changeStaffRoleSchema = z.object({ role: staffRole });
export type ChangeStaffRoleInput = z.infer<typeof changeStaffRoleSchema>;

/**
 * The second step of a staff sign-in: the challenge the password step answered, and the Code
 * field, which takes a 6-digit code from the authenticator app or one of the recovery codes.
 */
export const signInCodeSchema = z.object({
  challenge: text().min(20).max(100),
  code: text({ error: codeRequiredMessage }).trim().min(1, codeRequiredMessage).max(40, 'The code is not correct.'),
});
export type SignInCodeInput = z.infer<typeof signInCodeSchema>;

/** The form's side of `signInCodeSchema`: the challenge is not typed by anyone. */
export const codeFieldSchema = signInCodeSchema.pick({ code: true });
export type CodeFieldInput = z.infer<typeof codeFieldSchema>;

/** A new authenticator key, as the set-up step shows it: a QR code, and the key for typing in. */
export const totpSetupSchema = z.object({
  /** Base32, in groups of four for reading. */
  key: z.string(),
  /** The `otpauth://` URI the QR code holds. */
  uri: z.string(),
  /** An SVG data URL of the QR code. */
  qrCode: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/**
 * `POST /api/login` for staff whose password is right: no session yet, but a challenge for
 * `POST /api/login/code`; with `setup`, the second factor is set up first.
 */
export const codeNeededAnswerSchema = z.object({
  message: z.string(),
  secondFactor: z.enum(['code', 'setup']),
  challenge: z.string(),
  email: z.string(),
  setup: totpSetupSchema.optional(),
});
export type CodeNeededAnswer = z.infer<typeof codeNeededAnswerSchema>;

/** What `POST /api/login` answers: the member's answer (spec call 3) or the staff's code step. */
export const loginStepAnswerSchema = z.union([loginAnswerSchema, codeNeededAnswerSchema]);
export type LoginStepAnswer = z.infer<typeof loginStepAnswerSchema>;

/** `POST /api/login/code`: the session; after a set-up, the recovery codes, shown this once. */
export const codeAnswerSchema = loginAnswerSchema.extend({ recoveryCodes: z.array(z.string()).optional() });
export type CodeAnswer = z.infer<typeof codeAnswerSchema>;

/** One row of the Staff page: an account, or an invitation not yet accepted (`id` null). */
export const staffMemberSchema = z.object({
  id: z.number().nullable(),
  email: z.string(),
  role: z.enum(staffRoles),
  status: z.enum(staffStatuses),
  lastSignInAt: z.string().nullable(),
  /** For an invitation: its id (to cancel it), and until when its link works. */
  invitationId: z.number().nullable(),
  inviteExpiresAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** `GET /api/admin/staff`: the accounts, then the open invitations. */
export const staffListSchema = z.object({ items: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

/** The invitation link's page: whom it is for, or why it no longer works. */
export const staffInvitationSchema = z.object({ email: z.string(), role: z.enum(staffRoles) });
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;
