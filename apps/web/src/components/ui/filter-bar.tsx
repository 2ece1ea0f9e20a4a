import { Search } from 'lucide-react';
import { Form } from 'react-router';
import { listParams, type ChoiceFilter, type ListFilter, type ListFilters, type ListState, type OrderFilter } from '@rgcc/shared/common/list-filters';
import { useTexts } from '@/lib/texts';
import { Button } from './button';
import { Field, TextField } from './form-field';
import { listsTexts } from './lists-texts';

/**
 * What one filter says in the page's language: its label and, for a choice, its "any" and its
 * options' labels (an option without one reads as itself).
 */
export type FilterText<Filter extends ListFilter> =
  Filter extends ChoiceFilter<infer Option>
    ? { label: string; any: string; optionLabels?: Readonly<Partial<Record<Option, string>>> }
    : Filter extends OrderFilter<infer Option>
      ? { label: string; optionLabels: Readonly<Record<Option, string>> }
      : { label: string };

/** A list's filters as its page's catalogue words them, filter by filter. */
export type FilterTexts<F extends ListFilters> = { readonly [K in keyof F]: FilterText<F[K]> };

interface Words {
  label: string;
  any?: string;
  optionLabels?: Readonly<Partial<Record<string, string>>>;
}

function FilterField({ name, filter, words, value }: { name: string; filter: ListFilter; words: Words; value: string }) {
  const t = useTexts(listsTexts);
  if (filter.kind === 'date') return <TextField label={words.label} name={name} type="date" defaultValue={value} />;
  // A browser without a month picker shows a text box: the placeholder says what to type.
  if (filter.kind === 'month') return <TextField label={words.label} name={name} type="month" placeholder={t('monthPlaceholder')} defaultValue={value} />;
  if (filter.kind === 'search') return <TextField label={words.label} name={name} type={filter.input === 'search' ? 'search' : undefined} defaultValue={value} maxLength={filter.maxLength} />;
  return (
    <Field label={words.label}>
      {(control) => (
        <select {...control} name={name} defaultValue={value}>
          {filter.kind === 'choice' && <option value="">{words.any}</option>}
          {filter.options.map((option: string) => (
            <option key={option} value={option}>
              {words.optionLabels?.[option] ?? option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The description's own (English) words, for a page whose catalogue does not word its filters yet. */
function wordsOf(filter: ListFilter): Words {
  if (filter.kind === 'choice') return { label: filter.label, any: filter.any, optionLabels: filter.optionLabels };
  if (filter.kind === 'order') return { label: filter.label, optionLabels: filter.optionLabels };
  return { label: filter.label };
}

/**
 * A staff list's search form, drawn from the list's description (common/list-filters.ts): a GET
 * to the page itself, so the address holds the filters and the list can be shared or reloaded.
 * `fixed` is what picks the list itself (the Inbox's tab), kept as the filters change. `texts`
 * words the filters in the page's language, from the page's catalogue; without it they read as
 * the description's English.
 */
export function FilterBar<F extends ListFilters>({
  label,
  filters,
  state,
  texts,
  fixed = {},
  columns = 'sm:grid-cols-3',
}: {
  label: string;
  filters: F;
  texts?: FilterTexts<F>;
  state: ListState<F>;
  fixed?: Record<string, string>;
  columns?: string;
}) {
  const t = useTexts(listsTexts);
  const words = texts as Readonly<Record<string, Words>> | undefined;
  const values = state as Record<string, unknown>;
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      // A new address resets the fields to what it holds (the browser's back button included).
      key={listParams(filters, state, fixed).toString()}
      className={`grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:items-end sm:p-6 ${columns}`}
    >
      {Object.entries(fixed).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {Object.entries(filters).map(([name, filter]) => (
        <FilterField key={name} name={name} filter={filter} words={words?.[name] ?? wordsOf(filter)} value={String(values[name] ?? '')} />
      ))}
      <Button type="submit" className="py-3.5">
        <Search aria-hidden="true" className="size-4" />
        {t('search')}
      </Button>
    </Form>
  );
}
