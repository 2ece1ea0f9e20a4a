import type { ChangePasswordInput, ForgotPasswordInput, LoginInput, NewPasswordInput, PasswordChanged } from '@rgcc/shared/account/account';
import type { MessageReply } from '@rgcc/shared/common/message-reply';
import type { CodeAnswer, LoginStepAnswer, SignInCodeInput } from '@rgcc/shared/account/staff';
import { api } from '@/lib/api-client';

/** A member is signed in by this; staff are asked for their code next (`submitSignInCode`). */
export const login = (input: LoginInput) => api.post<LoginStepAnswer>('/api/login', input);

export const submitSignInCode = (input: SignInCodeInput) => api.post<CodeAnswer>('/api/login/code', input);

export const requestPasswordReset = (input: ForgotPasswordInput) => api.post<MessageReply>('/api/user/forgot-password', input);

export const resetPassword = (id: string, token: string, input: NewPasswordInput) =>
  api.post<MessageReply>(`/api/user/reset-password/${encodeURIComponent(id)}/${encodeURIComponent(token)}`, input);

export const changePassword = (input: ChangePasswordInput) => api.post<PasswordChanged>('/api/account/password', input);
