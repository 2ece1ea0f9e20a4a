/** Staff accounts' values the console's pages read without zod (the schemas are in staff.ts). */
export const staffStatuses = ['active', 'deactivated', 'invited'] as const;
export type StaffStatus = (typeof staffStatuses)[number];

/** A password accepted for staff asks for the second factor next. */
export const isCodeNeeded = <Answer extends object>(answer: Answer): answer is Extract<Answer, { challenge: string }> => 'challenge' in answer;
