import type { ChangePasswordInput, CurrentAccount, ForgotPasswordInput, LoginInput, NewPasswordInput } from '@rgcc/shared/account/account';
import type { CodeAnswer, LoginStepAnswer, SignInCodeInput } from '@rgcc/shared/account/staff';
import { api } from '@/lib/api-client';

/** A member is signed in by this; staff are asked for their code next (`submitSignInCode`). */
export const login = (input: LoginInput) => api.post<LoginStepAnswer>('/api/login', input);

export const submitSignInCode = (input: SignInCodeInput) => api.post<CodeAnswer>('/api/login/code', input);

export const requestPasswordReset = (input: ForgotPasswordInput) => api.post<{ message: string }>('/api/user/forgot-password', input);

export const resetPassword = (id: string, token: string, input: NewPasswordInput) =>
  api.post<{ message: string }>(`/api/user/reset-password/${encodeURIComponent(id)}/${encodeURIComponent(token)}`, input);

export const changePassword = (input: ChangePasswordInput) => api.post<{ message: string; account: CurrentAccount }>('/api/account/password', input);
