/** The limits of tournament entries, free of zod so that pages can show them before the form's schema has loaded. */
export const maxHandicap = 54;
export const minField = 2;
export const maxField = 200;
export const minTeeInterval = 5;
export const maxTeeInterval = 30;
