import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, TextField } from '@/components/ui/form-field';
import { defaultAllowancePercent, tournamentFormats, type TournamentFormat } from '@rgcc/shared/golf/golf-constants';
import { maxDivisionHandicap, maxDivisions } from '@rgcc/shared/golf/tournament-constants';
// Types only: the schema module would pull zod into the page's first load.
import type { TournamentSettingsForm } from '@rgcc/shared/golf/tournaments';
import { useTexts } from '@/lib/texts';
import { tournamentTexts } from './tournament-texts';

/** The server's field errors these fields show (the rest go to the toast). */
export const formatFieldPaths = ['format', 'allowancePercent', 'divisions', ...Array.from({ length: maxDivisions }, (_, index) => [`divisions.${index}.name`, `divisions.${index}.maxHandicap`] as const).flat()] as const;

const numberOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/**
 * The format, the handicap allowance and the divisions by playing handicap (issue 24): changing the
 * format puts its default allowance in (Appendix C); divisions go from the lowest handicaps up,
 * the last open-ended.
 */
export function TournamentFormatFields({ form }: { form: UseFormReturn<TournamentSettingsForm> }) {
  const t = useTexts(tournamentTexts);
  const { errors } = form.formState;
  const divisions = useFieldArray({ control: form.control, name: 'divisions' });
  const divisionErrors = errors.divisions;
  return (
    <fieldset className="space-y-5 border-t border-fairway-100 pt-5">
      <legend className="sr-only">{t('formatAndDivisions')}</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('format')} error={errors.format?.message}>
          {(control) => (
            <select
              {...control}
              {...form.register('format', { onChange: (event) => form.setValue('allowancePercent', defaultAllowancePercent[event.target.value as TournamentFormat]) })}
            >
              {tournamentFormats.map((format) => (
                <option key={format} value={format}>
                  {t('formatName', { format })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label={t('allowance')}
          hint={t('allowanceHint')}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          {...form.register('allowancePercent', { setValueAs: (value: unknown) => numberOrNull(value) ?? undefined })}
          error={errors.allowancePercent?.message}
        />
      </div>
      <div className="space-y-3">
        <h3 className="font-sans text-base font-semibold text-fairway-800">{t('divisionsHeading')}</h3>
        <p className="text-sm text-ink-muted">{t('divisionsNote')}</p>
        {divisions.fields.map((field, index) => (
          <div key={field.id} className="flex flex-wrap items-end gap-4">
            <div className="w-36">
              <TextField label={t('divisionName', { number: index + 1 })} autoComplete="off" {...form.register(`divisions.${index}.name`)} error={divisionErrors?.[index]?.name?.message} />
            </div>
            <div className="w-48">
              <TextField
                label={t('divisionHighest', { number: index + 1 })}
                type="number"
                inputMode="numeric"
                min={0}
                max={maxDivisionHandicap}
                {...form.register(`divisions.${index}.maxHandicap`, { setValueAs: numberOrNull })}
                error={divisionErrors?.[index]?.maxHandicap?.message}
              />
            </div>
            <Button variant="ghost" aria-label={t('removeDivision', { number: index + 1 })} onClick={() => divisions.remove(index)}>
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ))}
        {(divisionErrors?.message ?? divisionErrors?.root?.message) && (
          <p role="alert" className="text-sm text-red-700">
            {divisionErrors.message ?? divisionErrors.root?.message}
          </p>
        )}
        {divisions.fields.length < maxDivisions && (
          <Button variant="secondary" onClick={() => divisions.append({ name: '', maxHandicap: null })}>
            <Plus aria-hidden="true" className="size-4" /> {t('addDivision')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
