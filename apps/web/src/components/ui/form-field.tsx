import { useId, type ComponentProps, type ReactNode } from 'react';

const controlClass =
  'w-full rounded-lg border border-fairway-200 bg-white px-4 py-3 text-ink placeholder:text-ink-muted/70 focus:border-fairway-500 aria-[invalid=true]:border-red-700';

interface FieldProps {
  label: string;
  /** A line under the label saying what to enter; read out with the control. */
  hint?: string;
  error?: string;
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; className: string }) => ReactNode;
}

/** A label, a control and its error message, wired together for screen readers. */
export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fairway-800">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, className: controlClass })}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

// `ref` included: react-hook-form's register() hands one over.
type LabelledProps<Element extends 'input' | 'textarea'> = Omit<ComponentProps<Element>, 'className' | 'id'> & { label: string; hint?: string; error?: string };

export function TextField({ label, hint, error, ...input }: LabelledProps<'input'>) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <input {...input} {...control} />}
    </Field>
  );
}

export function TextAreaField({ label, hint, error, ...textarea }: LabelledProps<'textarea'>) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <textarea {...textarea} {...control} />}
    </Field>
  );
}
