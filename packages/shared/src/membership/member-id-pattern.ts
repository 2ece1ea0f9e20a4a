/**
 * A member ID as the club issues it (M-0042), once upper-cased. Apart from the schema in
 * member-id.ts, so that a page can check an ID without loading zod.
 */
export const memberIdPattern = /^M-\d{4,9}$/;
