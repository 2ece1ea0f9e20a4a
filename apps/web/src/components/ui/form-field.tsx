import { forwardRef, useId, type ComponentProps, type ReactNode } from 'react';

const controlClass =
  'w-full rounded-lg border border-fairway-200 bg-white px-4 py-3 text-ink placeholder:text-ink-muted/70 focus:border-fairway-500 aria-[invalid=true]:border-red-700';

interface FieldProps {
  label: string;
  error?: string;
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; className: string }) => ReactNode;
}

/** A label, a control and its error message, wired together for screen readers. */
export function Field({ label, error, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fairway-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined, className: controlClass })}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type LabelledProps<Element extends 'input' | 'textarea'> = Omit<ComponentProps<Element>, 'className' | 'id' | 'ref'> & { label: string; error?: string };

// forwardRef, not a plain `ref` prop: react-hook-form's register() hands over a ref, and Preact
// (decision 0008) passes `ref` to function components only through forwardRef.
export const TextField = forwardRef<HTMLInputElement, LabelledProps<'input'>>(function TextField({ label, error, ...input }, ref) {
  return <Field label={label} error={error}>{(control) => <input {...input} {...control} ref={ref} />}</Field>;
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, LabelledProps<'textarea'>>(function TextAreaField({ label, error, ...textarea }, ref) {
  return <Field label={label} error={error}>{(control) => <textarea {...textarea} {...control} ref={ref} />}</Field>;
});
