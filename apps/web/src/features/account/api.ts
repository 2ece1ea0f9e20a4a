import type { ChangePasswordInput, CurrentAccount, ForgotPasswordInput, LoginAnswer, LoginInput, NewPasswordInput } from '@rgcc/shared/schemas/account';
import { api } from '@/lib/api-client';

export const login = (input: LoginInput) => api.post<LoginAnswer>('/api/login', input);

export const requestPasswordReset = (input: ForgotPasswordInput) => api.post<{ message: string }>('/api/user/forgot-password', input);

export const resetPassword = (id: string, token: string, input: NewPasswordInput) =>
  api.post<{ message: string }>(`/api/user/reset-password/${encodeURIComponent(id)}/${encodeURIComponent(token)}`, input);

export const changePassword = (input: ChangePasswordInput) => api.post<{ message: string; account: CurrentAccount }>('/api/account/password', input);
