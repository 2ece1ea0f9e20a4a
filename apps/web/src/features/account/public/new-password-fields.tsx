import type { Path, UseFormReturn } from 'react-hook-form';
import type { NewPasswordInput } from '@rgcc/shared/account/account';
import { TextField } from '@/components/ui/form-field';

/** The new password twice: the reset link's page and the first-sign-in change. */
export function NewPasswordFields<Values extends NewPasswordInput>({ form }: { form: UseFormReturn<Values> }) {
  const field = (name: keyof NewPasswordInput) => {
    const path = name as Path<Values>;
    return { ...form.register(path), error: form.getFieldState(path, form.formState).error?.message };
  };
  return (
    <>
      <TextField label="New Password" type="password" autoComplete="new-password" {...field('password')} />
      <TextField label="Confirm Password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
    </>
  );
}
