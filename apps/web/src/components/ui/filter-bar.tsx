import { Search } from 'lucide-react';
import { Form } from 'react-router';
import { listParams, type ListFilter, type ListFilters, type ListState } from '@rgcc/shared/common/list-filters';
import { Button } from './button';
import { Field, TextField } from './form-field';

function FilterField({ name, filter, value }: { name: string; filter: ListFilter; value: string }) {
  if (filter.kind === 'date') return <TextField label={filter.label} name={name} type="date" defaultValue={value} />;
  // A browser without a month picker shows a text box: the placeholder says what to type.
  if (filter.kind === 'month') return <TextField label={filter.label} name={name} type="month" placeholder="YYYY-MM" defaultValue={value} />;
  if (filter.kind === 'search') return <TextField label={filter.label} name={name} type={filter.input === 'search' ? 'search' : undefined} defaultValue={value} maxLength={filter.maxLength} />;
  return (
    <Field label={filter.label}>
      {(control) => (
        <select {...control} name={name} defaultValue={value}>
          {filter.kind === 'choice' && <option value="">{filter.any}</option>}
          {filter.options.map((option: string) => (
            <option key={option} value={option}>
              {(filter.optionLabels as Partial<Record<string, string>> | undefined)?.[option] ?? option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * A staff list's search form, drawn from the list's description (common/list-filters.ts): a GET
 * to the page itself, so the address holds the filters and the list can be shared or reloaded.
 * `fixed` is what picks the list itself (the Inbox's tab), kept as the filters change.
 */
export function FilterBar<F extends ListFilters>({
  label,
  filters,
  state,
  fixed = {},
  columns = 'sm:grid-cols-3',
}: {
  label: string;
  filters: F;
  state: ListState<F>;
  fixed?: Record<string, string>;
  columns?: string;
}) {
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
        <FilterField key={name} name={name} filter={filter} value={String(values[name] ?? '')} />
      ))}
      <Button type="submit" className="py-3.5">
        <Search aria-hidden="true" className="size-4" />
        Search
      </Button>
    </Form>
  );
}
