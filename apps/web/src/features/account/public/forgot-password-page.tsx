import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Link } from '@/lib/links';
import { toast } from '@/lib/toast';
import type { ForgotPasswordInput } from '@rgcc/shared/account/account';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { ApiRequestError, NetworkError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { AccountCard } from './account-card';
import { requestPasswordReset } from './api';
import type { CheckEmailState } from './check-email-page';
import { useSubmission } from '@/lib/use-submission';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const form = useForm<ForgotPasswordInput>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/account/account').then((module) => module.forgotPasswordSchema)),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const requestLink = useSubmission({
    send: requestPasswordReset,
    onSuccess: (_answer, input) => {
      toast.success('Password reset link sent to your email!');
      void navigate('/check-email', { state: { email: input.email, label: 'password reset' } satisfies CheckEmailState });
    },
    onError: (error) => {
      if (error instanceof NetworkError) toast.error('Network error. Please try again.');
      else toast.error((error instanceof ApiRequestError && error.body?.message) || 'Error sending reset link');
    },
  });

  return (
    <AccountCard title="Forgot Password" intro="We will email you a link to choose a new password.">
      <form noValidate onSubmit={form.handleSubmit((values) => requestLink.submit(values))} className="space-y-5">
        <TextField label="Email" type="email" autoComplete="email" {...form.register('email')} error={form.formState.errors.email?.message} />
        <Button type="submit" disabled={requestLink.isPending} className="w-full">
          {requestLink.isPending ? 'Sending…' : 'Send Reset Link'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-river-700 underline underline-offset-4">
          Back to Login
        </Link>
      </p>
    </AccountCard>
  );
}
