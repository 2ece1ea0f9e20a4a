/** The console's events values its pages read without zod (the schemas are in club-events.ts). */
import { searchFilter } from '../common/list-filters';

export const eventsPageSize = 20;
export const maxEventPhotos = 60;

/** The console's list of events: a search of their titles. */
export const eventListFilters = { q: searchFilter('Search by title') };
