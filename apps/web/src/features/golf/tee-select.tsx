import type { SelectHTMLAttributes } from 'react';
import { Field } from '@/components/ui/form-field';

/** The tees a round is played from, as a labelled choice (posting a round, entering a tournament). */
export function TeeSelect({
  label = 'Tees',
  tees,
  error,
  ...select
}: { label?: string; tees: readonly { id: number; name: string }[]; error?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select {...control} {...select}>
          {tees.map((tee) => (
            <option key={tee.id} value={tee.id}>
              {tee.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
