import { text } from '../common/text';

/** A member ID as the club issues it and members write it (any case, spaces around). */

export const memberIdMessage = 'Enter a member ID such as M-0042.';
export const unknownMemberIdMessage = (memberId: string) => `No member has the ID ${memberId}.`;

export const memberIdSchema = text({ error: memberIdMessage })
  .trim()
  .toUpperCase()
  .regex(/^M-\d{4,9}$/, memberIdMessage)
  .meta({ examples: ['M-0042'] });
