import { text } from './text';
import { z } from './zod';

/** The page of a server-paged list, as every list's query string gives it (1 when absent). */
export const pageQuery = z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be 1 or more').max(10_000).default(1);

/** A paged list's search box (its `q`), matched anywhere in the columns each list names. */
export const searchQuery = text().trim().max(100, 'The search is limited to 100 characters').optional();

/** One page of a server-paged list: its items, how many the filter finds in all, and where this page is. */
export const pagedListSchema = <Item extends z.ZodType>(item: Item) => z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
/** Such a page with items of a type, for code that shows any list's page. */
export type PagedList<Item> = Omit<z.infer<ReturnType<typeof pagedListSchema>>, 'items'> & { items: Item[] };
