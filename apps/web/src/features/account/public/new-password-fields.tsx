import type { Path, UseFormReturn } from 'react-hook-form';
import type { NewPasswordInput } from '@rgcc/shared/account/account';
import { TextField } from '@/components/ui/form-field';
import { useTexts } from '@/lib/texts';
import { accountTexts } from './account-texts';

/** The new password twice: the reset link's page and the first-sign-in change. */
export function NewPasswordFields<Values extends NewPasswordInput>({ form }: { form: UseFormReturn<Values> }) {
  const t = useTexts(accountTexts);
  const field = (name: keyof NewPasswordInput) => {
    const path = name as Path<Values>;
    return { ...form.register(path), error: form.getFieldState(path, form.formState).error?.message };
  };
  return (
    <>
      <TextField label={t('newPassword')} type="password" autoComplete="new-password" {...field('password')} />
      <TextField label={t('confirmPassword')} type="password" autoComplete="new-password" {...field('confirmPassword')} />
    </>
  );
}
