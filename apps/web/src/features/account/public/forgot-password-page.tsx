import { formLoadedOnFirstUse } from '@/lib/form-on-first-use';

/** `/forgot-password`: the form's code (react-hook-form with it) loads when the visitor reaches for it. */
export const ForgotPasswordPage = formLoadedOnFirstUse(() => import('./forgot-password-form').then((module) => module.ForgotPasswordForm));
