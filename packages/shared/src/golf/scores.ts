import { banglaTextsSchema, banglaTextsViewSchema } from '../content/bangla-texts-schema';
import { addDays, clubToday, isCalendarDate, isoDatePattern } from '../format/club-date';
import { text } from '../common/text';
import { z } from '../common/zod';
import { maxHoleStrokes, maxIndexTenths, maxSlopeRating, minHoleStrokes, minIndexTenths, minSlopeRating, postingWindowDays, teeGenders } from './golf-constants';

/**
 * The golf record's contract (issue 24): tees, posting a score, the handicap record. Indexes,
 * ratings and differentials travel as numbers with one decimal; the server keeps them in tenths.
 */

export const holeStrokesMessage = `Each hole's strokes must be a whole number from ${minHoleStrokes} to ${maxHoleStrokes}`;
export const holesCountMessage = 'Give the strokes of 9 or 18 holes';
export const playedOnRequiredMessage = 'The day you played is required';
export const playedOnFutureMessage = 'The round cannot be on a day to come';
export const playedOnTooOldMessage = `Scores are posted within ${postingWindowDays} days of the round`;
export const teeRequiredMessage = 'Choose the tees you played';
export const unknownTeeMessage = 'There are no such tees';
export const indexRangeMessage = 'A Handicap Index is from +10.0 to 54.0';
export const oneDecimalMessage = 'Give at most one decimal place';

/** A number to one decimal as tenths, exactly (12.4 → 124). */
export const toTenths = (value: number) => Math.round(value * 10);
export const fromTenths = (tenths: number) => tenths / 10;
const hasOneDecimal = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

/** A Handicap Index as the Federation publishes it: +10.0 (−10 here) to 54.0, one decimal. */
export const handicapIndexSchema = z
  .number({ error: indexRangeMessage })
  .min(minIndexTenths / 10, indexRangeMessage)
  .max(maxIndexTenths / 10, indexRangeMessage)
  .refine(hasOneDecimal, { message: oneDecimalMessage });

export const holeStrokesSchema = z.int({ error: holeStrokesMessage }).min(minHoleStrokes, holeStrokesMessage).max(maxHoleStrokes, holeStrokesMessage);

/** A day at the club, within the posting window: not to come, at most `postingWindowDays` back. */
export const playedOnSchema = text({ error: playedOnRequiredMessage })
  .trim()
  .regex(isoDatePattern, playedOnRequiredMessage)
  .refine(isCalendarDate, { message: 'The day must be a real date', abort: true })
  .refine((value) => value <= clubToday(), { message: playedOnFutureMessage, abort: true })
  .refine((value) => value >= addDays(clubToday(), -postingWindowDays), { message: playedOnTooOldMessage });

/** `GET /api/course/tees`: each tee's 9-hole values. */
export const teeSchema = z.object({
  id: z.number(),
  name: z.string(),
  gender: z.enum(teeGenders),
  holes: z.literal(9),
  par: z.number(),
  courseRating: z.number(),
  slopeRating: z.number(),
  /** False: the Federation has still to confirm the ratings. */
  ratingConfirmed: z.boolean(),
});
export type Tee = z.infer<typeof teeSchema>;

/** `GET /api/admin/course/tees`: a tee as staff edit it, with its name's Bangla. */
export const staffTeeSchema = teeSchema.extend({ bn: banglaTextsViewSchema });
export type StaffTee = z.infer<typeof staffTeeSchema>;

export const courseRatingMessage = 'The 9-hole Course Rating is from 20.0 to 60.0, to one decimal';
export const slopeRatingMessage = `The Slope Rating is a whole number from ${minSlopeRating} to ${maxSlopeRating}`;
export const teeParMessage = 'The par of the nine is a whole number from 27 to 45';
export const teeNameMessage = 'Name the tees';

/** Staff set a tee's 9-hole ratings in the console. */
export const teeFormSchema = z.object({
  name: text({ error: teeNameMessage }).trim().min(1, teeNameMessage).max(40, 'The name must be at most 40 characters'),
  gender: z.enum(teeGenders, { error: 'Choose men or women' }),
  courseRating: z.number({ error: courseRatingMessage }).min(20, courseRatingMessage).max(60, courseRatingMessage).refine(hasOneDecimal, { message: courseRatingMessage }),
  slopeRating: z.int({ error: slopeRatingMessage }).min(minSlopeRating, slopeRatingMessage).max(maxSlopeRating, slopeRatingMessage),
  par: z.int({ error: teeParMessage }).min(27, teeParMessage).max(45, teeParMessage),
  ratingConfirmed: z.boolean(),
  /** Left out: an update keeps the Bangla it has. */
  bn: banglaTextsSchema([{ name: 'name', label: 'The name', max: 40 }]).optional(),
});
export type TeeFormInput = z.input<typeof teeFormSchema>;
export type TeeForm = z.output<typeof teeFormSchema>;

/** `POST /api/member/scores`: a round hole by hole, in playing order. */
export const postScoreSchema = z.object({
  playedOn: playedOnSchema,
  teeId: z.int({ error: teeRequiredMessage }).positive(teeRequiredMessage),
  strokes: z.array(holeStrokesSchema, { error: holesCountMessage }).refine((strokes) => strokes.length === 9 || strokes.length === 18, { message: holesCountMessage }),
});
export type PostScoreBody = z.infer<typeof postScoreSchema>;

export const postedScoreSchema = z.object({ id: z.number(), grossScore: z.number(), adjustedGrossScore: z.number(), differential: z.number() });
export type PostedScore = z.infer<typeof postedScoreSchema>;

/** `PUT /api/admin/members/{memberId}/handicap`: the Federation's index and the day it was published. */
export const officialIndexSchema = z.object({
  officialIndex: handicapIndexSchema,
  asOf: text({ error: 'The day the Federation published it is required' })
    .trim()
    .regex(isoDatePattern, 'The day the Federation published it is required')
    .refine(isCalendarDate, { message: 'The day must be a real date', abort: true })
    .refine((value) => value <= clubToday(), { message: 'The day cannot be in the future' }),
});
export type OfficialIndexBody = z.infer<typeof officialIndexSchema>;
