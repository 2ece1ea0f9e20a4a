import { text } from '../common/text';
import { memberIdPattern } from './member-id-pattern';

/** A member ID as the club issues it and members write it (any case, spaces around). */

export const memberIdMessage = 'Enter a member ID such as M-0042.';
export const unknownMemberIdMessage = (memberId: string) => `No member has the ID ${memberId}.`;

export const memberIdSchema = text({ error: memberIdMessage })
  .trim()
  .toUpperCase()
  .regex(memberIdPattern, memberIdMessage)
  .meta({ examples: ['M-0042'] });
