import { accountRoles } from './staff-roles';
import { textAsTyped, text } from '../common/text';
import { chooseLanguageMessage } from '../common/language-query';
import { messageReplySchema } from '../common/message-reply';
import { z } from '../common/zod';
import { locales } from '../format/locale';

/** Spec 5.3 and the security norms: at least 8 characters, at most 128 (argon2 hashes them all). */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;
export const passwordsDontMatchMessage = "Passwords don't match";
export const passwordTooShortMessage = `Password must be at least ${passwordMinLength} characters`;

const email = (requiredMessage: string) =>
  text({ error: requiredMessage }).trim().min(1, requiredMessage).max(254, 'Please enter a valid email address.').toLowerCase();

export const loginSchema = z.object({
  email: email('Email is required'),
  password: textAsTyped({ error: 'Password is required' }).min(1, 'Password is required').max(passwordMaxLength, 'Invalid email or password.'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** `GET /api/me`: who is signed in, as the server sees it. */
export const currentAccountSchema = z.object({
  email: z.string(),
  /** A member's first name in the register; null for staff. */
  firstName: z.string().nullable(),
  role: z.enum(accountRoles),
  memberId: z.string().nullable(),
  dashboardLocked: z.boolean(),
  mustChangePassword: z.boolean(),
  /** The language the person chose to read the site and their mail in. */
  language: z.enum(locales),
});
export type CurrentAccount = z.infer<typeof currentAccountSchema>;

/** Call 3's answer (spec 3.5), plus whether the member must first choose a new password: the account, its token and a sentence. */
export const loginAnswerSchema = currentAccountSchema.extend({ token: z.string(), message: z.string() });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const forgotPasswordSchema = z.object({ email: email('Email is required') });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

const newPassword = textAsTyped({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(passwordMinLength, passwordTooShortMessage)
  .max(passwordMaxLength, `Password must be at most ${passwordMaxLength} characters`);

/** Both passwords of call 6 (and of the first-sign-in change); the mismatch error sits on the second. */
export const newPasswordSchema = z
  .object({
    password: newPassword,
    confirmPassword: textAsTyped({ error: 'Please confirm the password' }).min(1, 'Please confirm the password'),
  })
  .refine((values) => values.password === values.confirmPassword, { message: passwordsDontMatchMessage, path: ['confirmPassword'] });
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: textAsTyped({ error: 'Current password is required' }).min(1, 'Current password is required').max(passwordMaxLength),
    password: newPassword,
    confirmPassword: textAsTyped({ error: 'Please confirm the password' }).min(1, 'Please confirm the password'),
  })
  .refine((values) => values.password === values.confirmPassword, { message: passwordsDontMatchMessage, path: ['confirmPassword'] })
  .refine((values) => values.password !== values.currentPassword, {
    message: 'Please choose a password different from the current one',
    path: ['password'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;


/** `PUT /api/account/language`: the language switch, for someone signed in. */
export const languageChoiceSchema = z.object({ language: z.enum(locales, { error: chooseLanguageMessage }) });
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;

/** `POST /api/account/password`: the account as it is now that the password is changed. */
export const passwordChangedSchema = messageReplySchema.extend({ account: currentAccountSchema });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;
