import { z } from './zod';

/** The page of a server-paged list, as every list's query string gives it (1 when absent). */
export const pageQuery = z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be 1 or more').max(10_000).default(1);
