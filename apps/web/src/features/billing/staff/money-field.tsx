import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextField } from '@/components/ui/form-field';
import { paisa } from '@rgcc/shared/format/money';
import { inputOfPaisa, paisaFromInput } from '@rgcc/shared/format/money-input';

/** What the field shows: what was typed, unless the value was set from outside (a product chosen, the form reset). */
function shownText(typed: string, value: unknown): string {
  if (Object.is(paisaFromInput(typed), value)) return typed;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return inputOfPaisa(paisa(value));
  return Number.isSafeInteger(paisaFromInput(typed)) ? '' : typed;
}

/**
 * An amount typed in taka ("1,200.50") whose form value is paisa, as the shared schemas and the
 * API take it: the schema then says what is wrong with it (0, below 0, a fraction of a paisa).
 */
export function MoneyField<Values extends FieldValues>({ control, name, label, hint }: { control: Control<Values>; name: Path<Values>; label: string; hint?: string }) {
  const {
    field: { name: fieldName, ref, value, onBlur, onChange },
    fieldState: { error },
  } = useController({ control, name });
  const [typed, setTyped] = useState('');
  return (
    <TextField
      label={label}
      hint={hint}
      inputMode="decimal"
      autoComplete="off"
      name={fieldName}
      ref={ref}
      value={shownText(typed, value)}
      onBlur={onBlur}
      onChange={(event) => {
        setTyped(event.target.value);
        onChange(paisaFromInput(event.target.value));
      }}
      error={error?.message}
    />
  );
}
