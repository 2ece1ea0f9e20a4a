import { optionalDate } from './calendar-date';
import { invalidMonthMessage, isoMonthPattern, type ChoiceFilter, type ListFilter, type ListFilters, type OrderFilter } from './list-filters';
import { pageQuery } from './page-query';
import { text } from './text';
import { z } from './zod';

type FilterSchema<F extends ListFilter> =
  F extends OrderFilter<infer Option> ? z.ZodDefault<z.ZodType<Option>> : z.ZodOptional<z.ZodType<F extends ChoiceFilter<infer Option> ? Option : string>>;
type FiltersShape<F extends ListFilters> = { -readonly [K in keyof F]: FilterSchema<F[K]> };

function schemaOf(filter: ListFilter): z.ZodType {
  if (filter.kind === 'search') return text().trim().max(filter.maxLength, filter.tooLong).optional();
  if (filter.kind === 'choice') return z.enum(filter.options as [string, ...string[]], { error: filter.unknown }).optional();
  if (filter.kind === 'order') return z.enum(filter.options, { error: filter.unknown }).default(filter.options[0]);
  if (filter.kind === 'month') return text().trim().regex(isoMonthPattern, invalidMonthMessage(filter.label)).optional();
  return optionalDate(filter.label).optional();
}

/** The server's check of a list's filters (a CSV export reads them without a page). */
export function listFilterSchema<F extends ListFilters>(filters: F): z.ZodObject<FiltersShape<F>> {
  return z.object(Object.fromEntries(Object.entries(filters).map(([name, filter]) => [name, schemaOf(filter)]))) as unknown as z.ZodObject<FiltersShape<F>>;
}

/** The server's check of a list's query string: its filters and the page. */
export const listQuerySchema = <F extends ListFilters>(filters: F) => listFilterSchema(filters).extend({ page: pageQuery });
