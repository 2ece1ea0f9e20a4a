import { choiceFilter, searchFilter } from '../common/list-filters';

/** The restaurant's three rating categories (spec 3.6), in the order pages show them. */
export const reviewCategories = ['Ambience & Atmosphere', 'Service & Hospitality', 'Food & Beverages'] as const;
export type ReviewCategory = (typeof reviewCategories)[number];

/** The spec's one alert for a review without a name or phone number. */
export const reviewNamePhoneMessage = 'Please enter your name and phone number.';

/** Staff hide a review from the public list, or show it again. */
export const reviewVisibilities = ['shown', 'hidden'] as const;
export type ReviewVisibility = (typeof reviewVisibilities)[number];

/** The console's Reviews list: a search of names and comments, and which reviews it shows. */
export const staffReviewListFilters = {
  q: searchFilter('Search by name or comment'),
  visibility: choiceFilter('Showing', reviewVisibilities, { any: 'Shown and hidden', optionLabels: { shown: 'Shown only', hidden: 'Hidden only' }, unknown: 'Unknown visibility' }),
};
