import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/form-field';
import { maxHandicap } from '@rgcc/shared/golf/tournament-constants';

/** A handicap index input (0 to 54, one decimal place), registered in a react-hook-form form. */
export function HandicapField({ label, error, registration }: { label: string; error: string | undefined; registration: UseFormRegisterReturn }) {
  return <TextField label={label} type="number" inputMode="decimal" step="0.1" min={0} max={maxHandicap} {...registration} error={error} />;
}
