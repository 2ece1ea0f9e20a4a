/**
 * A staff list's search and filters, described once: the query string its page writes and the
 * server reads, the zod schema that checks it (list-query.ts) and the page's filter bar all come
 * from one description. Free of zod, so a console page reads and writes its filters without it.
 */

export interface SearchFilter {
  kind: 'search';
  label: string;
  maxLength: number;
  tooLong: string;
  /** A free-text search box, or a plain text box for an exact value (an id). */
  input: 'search' | 'text';
}

export interface ChoiceFilter<Option extends string = string> {
  kind: 'choice';
  label: string;
  options: readonly Option[];
  /** How each option reads in the list; an option without one reads as itself. */
  optionLabels?: Readonly<Partial<Record<Option, string>>>;
  /** The choice that does not filter: "Any status". */
  any: string;
  /** The server's answer to an option it does not know. */
  unknown: string;
}

/** A choice that always holds one option, the first when none is asked for: a list's order. */
export interface OrderFilter<Option extends string = string> {
  kind: 'order';
  label: string;
  options: readonly [Option, ...Option[]];
  optionLabels: Readonly<Record<Option, string>>;
  unknown: string;
}

export interface DateFilter {
  kind: 'date';
  /** Its label on the page and in the server's messages ("Joined from is not a valid date"). */
  label: string;
}

/** A month of the club's calendar, `YYYY-MM` (a month input): what was issued in it. */
export interface MonthFilter {
  kind: 'month';
  /** Its label on the page and in the server's message ("Month is not a month"). */
  label: string;
}

export type ListFilter = SearchFilter | ChoiceFilter | OrderFilter | DateFilter | MonthFilter;
export type ListFilters = Readonly<Record<string, ListFilter>>;

export const searchFilter = (label: string, options: { maxLength?: number; tooLong?: string; input?: 'search' | 'text' } = {}): SearchFilter => ({
  kind: 'search',
  label,
  maxLength: options.maxLength ?? 100,
  tooLong: options.tooLong ?? 'The search is limited to 100 characters',
  input: options.input ?? 'search',
});

export const choiceFilter = <Option extends string>(label: string, options: readonly Option[], rest: Omit<ChoiceFilter<Option>, 'kind' | 'label' | 'options'>): ChoiceFilter<Option> => ({
  kind: 'choice',
  label,
  options,
  ...rest,
});

export const orderFilter = <Option extends string>(label: string, options: readonly [Option, ...Option[]], rest: Omit<OrderFilter<Option>, 'kind' | 'label' | 'options'>): OrderFilter<Option> => ({
  kind: 'order',
  label,
  options,
  ...rest,
});

export const dateFilter = (label: string): DateFilter => ({ kind: 'date', label });

export const monthFilter = (label: string): MonthFilter => ({ kind: 'month', label });

/** A month as a month input gives it, `YYYY-MM` (January to December). */
export const isoMonthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** What the server answers a month filter that is not one. */
export const invalidMonthMessage = (label: string) => `${label} must be a month, as YYYY-MM`;

/** What a list's filters hold: '' where a filter is not set; an order is always set. */
export type FilterValues<F extends ListFilters> = {
  [K in keyof F]: F[K] extends OrderFilter<infer Option> ? Option : F[K] extends ChoiceFilter<infer Option> ? Option | '' : string;
};
/** The filters and the page, as a list's page reads them from its address. */
export type ListState<F extends ListFilters> = FilterValues<F> & { page: number };

/** The last page a list's address may ask for (the server's `pageQuery` refuses more). */
export const maxListPage = 10_000;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function valueOf(filter: ListFilter, raw: string): string {
  if (filter.kind === 'search') return raw.trim().slice(0, filter.maxLength);
  if (filter.kind === 'choice') return filter.options.includes(raw) ? raw : '';
  if (filter.kind === 'order') return filter.options.includes(raw) ? raw : filter.options[0];
  if (filter.kind === 'month') return isoMonthPattern.test(raw) ? raw : '';
  return isoDate.test(raw) ? raw : '';
}

/** What the address leaves out: a filter not set, or an order as it is when none is asked for. */
const isUnset = (filter: ListFilter, value: unknown) => value === '' || (filter.kind === 'order' && value === filter.options[0]);

/** A list's filters and page from its address; what the server would refuse reads as not set. */
export function readListState<F extends ListFilters>(filters: F, params: URLSearchParams): ListState<F> {
  const page = Number(params.get('page'));
  const values = Object.fromEntries(Object.entries(filters).map(([name, filter]) => [name, valueOf(filter, params.get(name) ?? '')]));
  return { ...values, page: Number.isInteger(page) && page >= 1 && page <= maxListPage ? page : 1 } as ListState<F>;
}

/**
 * The query string of a list's state: only the filters that are set, and the page past the first.
 * `fixed` goes first: what picks the list itself (the Inbox's tab), which no filter changes.
 */
export function listParams<F extends ListFilters>(filters: F, state: ListState<F>, fixed: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams(fixed);
  for (const [name, filter] of Object.entries(filters)) {
    const value = (state as Record<string, unknown>)[name];
    if (typeof value === 'string' && !isUnset(filter, value)) params.set(name, value);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** An address of the list's API (or its CSV) for that state. */
export function listUrl<F extends ListFilters>(path: string, filters: F, state: ListState<F>, fixed: Record<string, string> = {}): string {
  const query = listParams(filters, state, fixed).toString();
  return query ? `${path}?${query}` : path;
}
