import { isCalendarDate, isoDatePattern, clubToday } from '../format/club-date';
import { text } from '../common/text';
import { z } from '../common/zod';
import { reasonRequiredMessage, reasonTooLongMessage, staffPlayedOnFutureMessage } from './handicap-record-constants';
import { holeStrokesSchema, holesCountMessage, playedOnRequiredMessage, postedScoreSchema, postScoreSchema } from './scores';

/**
 * The handicap record's contract beyond the fixed shapes (scores.ts): the member's record
 * page, attestation, and staff posting, correcting and voiding with a reason.
 */

/** One round as the record lists it. `differential` is against its own ratings (a nine's is a 9-hole differential); `countingDifferential` is the 18-hole one the record counts. */
export const recordRoundSchema = z.object({
  id: z.number(),
  playedOn: z.string(),
  holes: z.number(),
  teeName: z.string(),
  strokes: z.array(z.number()),
  grossScore: z.number(),
  adjustedGrossScore: z.number(),
  differential: z.number(),
  /** Null: a 9-hole score waiting to be paired with the next (decision 0035). */
  countingDifferential: z.number().nullable(),
  /** The earlier 9-hole score this one was paired with. */
  pairedWith: z.number().nullable(),
  counted: z.boolean(),
  /** The partner's name, "Club staff", or null: not attested. */
  attestedBy: z.string().nullable(),
  voided: z.boolean(),
  voidReason: z.string().nullable(),
  corrected: z.boolean(),
  /** A tournament's round. */
  tournament: z.boolean(),
});
export type RecordRound = z.infer<typeof recordRoundSchema>;

export const handicapRecordSchema = z.object({
  officialIndex: z.number().nullable(),
  officialAsOf: z.string().nullable(),
  /** Null until 54 holes of scores count. */
  estimatedIndex: z.number().nullable(),
  /** The index that counts: the Federation's where recorded, else the estimate. */
  indexSource: z.enum(['official', 'estimate']).nullable(),
  rounds: z.array(recordRoundSchema),
  /** The club estimate after each day's scores, oldest first (the chart). */
  history: z.array(z.object({ playedOn: z.string(), index: z.number() })),
  /** Course Handicap with the index that counts, per tee; null without an index. */
  courseHandicaps: z.array(z.object({ teeId: z.number(), teeName: z.string(), holes9: z.number().nullable(), holes18: z.number().nullable() })),
});
export type HandicapRecordReply = z.infer<typeof handicapRecordSchema>;

/** The console's view: the same, with whose record it is. */
export const staffHandicapRecordSchema = handicapRecordSchema.extend({ memberId: z.string(), name: z.string() });
export type StaffHandicapRecord = z.infer<typeof staffHandicapRecordSchema>;

/** `POST /api/member/scores`'s answer: the issue's shape, with the 18-hole differential it counts as (null: waiting for the next nine). */
export const postedRoundSchema = postedScoreSchema.extend({ countingDifferential: z.number().nullable(), holes: z.number() });
export type PostedRound = z.infer<typeof postedRoundSchema>;

/** A round a partner of the member's tee-time booking posted, waiting for the member's attestation. */
export const roundToAttestSchema = z.object({
  id: z.number(),
  playedOn: z.string(),
  name: z.string(),
  memberId: z.string(),
  holes: z.number(),
  teeName: z.string(),
  grossScore: z.number(),
});
export type RoundToAttest = z.infer<typeof roundToAttestSchema>;

export const reasonSchema = text({ error: reasonRequiredMessage }).trim().min(1, reasonRequiredMessage).max(300, reasonTooLongMessage);

/** Staff post a round for a member: any day up to today (a card handed in late), with the reason. */
export const staffPostScoreSchema = postScoreSchema.extend({
  playedOn: text({ error: playedOnRequiredMessage })
    .trim()
    .regex(isoDatePattern, playedOnRequiredMessage)
    .refine(isCalendarDate, { message: 'The day must be a real date', abort: true })
    .refine((value) => value <= clubToday(), { message: staffPlayedOnFutureMessage }),
  reason: reasonSchema,
});
export type StaffPostScoreBody = z.infer<typeof staffPostScoreSchema>;

/** `PUT /api/admin/scores/{id}`: the corrected strokes, hole by hole, and why. */
export const scoreCorrectionSchema = z.object({
  strokes: z.array(holeStrokesSchema, { error: holesCountMessage }).refine((strokes) => strokes.length === 9 || strokes.length === 18, { message: holesCountMessage }),
  reason: reasonSchema,
});
export type ScoreCorrectionBody = z.infer<typeof scoreCorrectionSchema>;

export const scoreVoidSchema = z.object({ reason: reasonSchema });
export type ScoreVoidBody = z.infer<typeof scoreVoidSchema>;
