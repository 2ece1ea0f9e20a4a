import { searchFilter } from '../common/list-filters';

/**
 * The course's tees and the member directory (issue 24), free of zod: the messages and labels the
 * console's Tees page and the members' directory show before a form's schema has loaded.
 */

/** A tee's name is unique whatever its case ("Men" and "men" are one). */
export const teeNameTakenMessage = 'There are already tees of this name';
export const teeAddedMessage = (name: string) => `The ${name} tees are added.`;
export const teeSavedMessage = (name: string) => `The ${name} tees are saved.`;
export const teeUnchangedMessage = 'Nothing changed.';

/** The member directory: 20 members a page, searched by name or member ID (never by email: a search must not reveal an address its member keeps private). */
export const directoryPageSize = 20;
export const directoryRecentRounds = 10;
export const directoryNotFoundMessage = 'No member with this ID is in the directory.';
export const directoryConsentOnMessage = 'Other members now see your email and mobile in the directory.';
export const directoryConsentOffMessage = 'Your email and mobile are now hidden from other members.';
export const directoryContactHidden = 'Not shared';

/** The directory's one search box (common/list-filters.ts): the address, the filter bar and the server's query read it. */
export const directoryFilters = { q: searchFilter('Name or member ID') };
