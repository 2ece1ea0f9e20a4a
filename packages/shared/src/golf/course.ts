import { listQuerySchema } from '../common/list-query';
import { pagedListSchema } from '../common/page-query';
import { z } from '../common/zod';
import { directoryFilters } from './course-constants';
import { staffTeeSchema } from './scores';

/** The course's tees in the console and the member directory (issue 24); the tee's own shape is in scores.ts. */

/** `POST /api/admin/course/tees` and `PUT /api/admin/course/tees/{id}`: the tee as saved, and what to tell staff. */
export const teeSavedSchema = z.object({ message: z.string(), tee: staffTeeSchema });
export type TeeSaved = z.infer<typeof teeSavedSchema>;

/** `GET /api/member/directory?q=&page=`. */
export const directoryQuerySchema = listQuerySchema(directoryFilters);
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;

const handicapSources = ['official', 'estimate'] as const;

/** A member as other members see them: contact details only where the member allows it (null otherwise). */
export const directoryMemberSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  category: z.string(),
  /** The Federation's index, else the club estimate, with one decimal (a plus index below zero); null: none yet. */
  handicapIndex: z.number().nullable(),
  handicapSource: z.enum(handicapSources).nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
});
export type DirectoryMember = z.infer<typeof directoryMemberSchema>;

export const directoryPageSchema = pagedListSchema(directoryMemberSchema);
export type DirectoryPage = z.infer<typeof directoryPageSchema>;

/** A round in a member's directory entry: what it counted for, and who attested it (null: nobody yet). */
export const directoryRoundSchema = z.object({
  id: z.number(),
  playedOn: z.string(),
  holes: z.number(),
  teeName: z.string(),
  grossScore: z.number(),
  adjustedGrossScore: z.number(),
  differential: z.number(),
  /** Among the differentials the club estimate averages. */
  counted: z.boolean(),
  /** The partner's name, "Club staff", or null: nobody yet. */
  attestedBy: z.string().nullable(),
});
export type DirectoryRound = z.infer<typeof directoryRoundSchema>;

/** `GET /api/member/directory/{memberId}`: the member, the day of the Federation's index, and their recent rounds, newest first. */
export const directoryEntrySchema = directoryMemberSchema.extend({
  handicapAsOf: z.string().nullable(),
  rounds: z.array(directoryRoundSchema),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

/** `PUT /api/member/directory-consent`: whether other members see the member's email and mobile. */
export const directoryConsentSchema = z.object({ showsContact: z.boolean({ error: 'Say whether to show your email and mobile: true or false' }) });
export type DirectoryConsent = z.infer<typeof directoryConsentSchema>;
export const directoryConsentReplySchema = directoryConsentSchema.extend({ message: z.string() });
export type DirectoryConsentReply = z.infer<typeof directoryConsentReplySchema>;
