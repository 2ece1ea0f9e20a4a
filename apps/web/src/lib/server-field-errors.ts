import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiRequestError } from './api-client';

/**
 * Puts the field errors of a 400 (docs/api.md's `{ message, errors }`) under the form's own fields
 * and focuses the first. Answers false when there were none to show, so the caller toasts the
 * message instead. Errors for keys the form does not have are left to the toast.
 */
export function showServerFieldErrors<Values extends FieldValues, Context, Checked extends FieldValues>(
  form: UseFormReturn<Values, Context, Checked>,
  error: unknown,
  fields: readonly Path<Values>[],
): boolean {
  const errors = error instanceof ApiRequestError ? (error.body?.errors ?? {}) : {};
  const known = Object.entries(errors).filter(([field]) => (fields as readonly string[]).includes(field));
  known.forEach(([field, message], index) => form.setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: index === 0 }));
  return known.length > 0;
}
