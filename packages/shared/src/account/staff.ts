import { staffRoles, type StaffRole } from './staff-roles';
import type { LoginAnswer } from './account';
import { text } from '../common/text';
import { z } from '../common/zod';

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
export interface TotpSetup {
  /** Base32, in groups of four for reading. */
  key: string;
  /** The `otpauth://` URI the QR code holds. */
  uri: string;
  /** An SVG data URL of the QR code. */
  qrCode: string;
}

/**
 * `POST /api/login` for staff whose password is right: no session yet, but a challenge for
 * `POST /api/login/code`; with `setup`, the second factor is set up first.
 */
export interface CodeNeededAnswer {
  message: string;
  secondFactor: 'code' | 'setup';
  challenge: string;
  email: string;
  setup?: TotpSetup;
}

/** What `POST /api/login` answers: the member's answer (spec call 3) or the staff's code step. */
export type LoginStepAnswer = LoginAnswer | CodeNeededAnswer;

export const isCodeNeeded = (answer: LoginStepAnswer): answer is CodeNeededAnswer => 'challenge' in answer;

/** `POST /api/login/code`: the session; after a set-up, the recovery codes, shown this once. */
export type CodeAnswer = LoginAnswer & { recoveryCodes?: string[] };

export const staffStatuses = ['active', 'deactivated', 'invited'] as const;
export type StaffStatus = (typeof staffStatuses)[number];

export const staffStatusLabels: Record<StaffStatus, string> = { active: 'Active', deactivated: 'Deactivated', invited: 'Invited' };

/** One row of the Staff page: an account, or an invitation not yet accepted (`id` null). */
export interface StaffMember {
  id: number | null;
  email: string;
  role: StaffRole;
  status: StaffStatus;
  lastSignInAt: string | null;
  /** For an invitation: its id (to cancel it), and until when its link works. */
  invitationId: number | null;
  inviteExpiresAt: string | null;
}

export interface StaffList {
  items: StaffMember[];
}

/** The invitation link's page: whom it is for, or why it no longer works. */
export interface StaffInvitation {
  email: string;
  role: StaffRole;
}
