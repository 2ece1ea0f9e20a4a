import {
  entryFeeMessage,
  maxDivisionHandicap,
  maxDivisions,
  maxEntryFeePaisa,
  maxField,
  maxHandicap,
  maxTeeInterval,
  minDivisionHandicap,
  minField,
  minTeeInterval,
} from './tournament-constants';
import { handicapSources, tournamentFormats } from './golf-constants';
import { clubDateTimePattern, isCalendarDate } from '../format/club-date';
import { memberIdSchema } from '../membership/member-id';
import { text } from '../common/text';
import { z } from '../common/zod';
import { staffResultsSchema, tournamentResultsSchema } from './tournament-results';

/**
 * Tournament entries: staff open an event for entries, members enter with their handicap, staff
 * draw and publish the groups. One schema per form, for the form and the server.
 */


export const handicapRequiredMessage = 'Handicap is required';
export const handicapRangeMessage = `Handicap must be between 0 and ${maxHandicap}`;
export const handicapDecimalsMessage = 'Handicap has at most one decimal place';
export const closesAtRequiredMessage = 'Entry close date and time is required';
export const maxFieldMessage = `Maximum field must be a whole number from ${minField} to ${maxField}`;
export const handicapLimitRangeMessage = `Handicap limit must be between 0 and ${maxHandicap}`;
export const firstTeeTimeRequiredMessage = 'First tee time is required';
export const teeIntervalMessage = `The interval must be a whole number of minutes from ${minTeeInterval} to ${maxTeeInterval}`;

/** A handicap index as members know it: 0 to 54, to one decimal place. */
const handicapValue = (required: string, range: string) =>
  z
    .number({ error: required })
    .min(0, range)
    .max(maxHandicap, range)
    .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, { message: handicapDecimalsMessage });

/** A time at the club (Asia/Dhaka), as a `datetime-local` input gives it. */
const clubDateTime = (required: string) =>
  text({ error: required })
    .trim()
    .min(1, required)
    .regex(clubDateTimePattern, required)
    .refine((value) => isCalendarDate(value.slice(0, 10)), { message: 'The date must be a real date', abort: true });

export const entryTeeMessage = 'Choose the tees you will play';
const entryTeeId = z.int({ error: entryTeeMessage }).positive(entryTeeMessage);

/** A member enters with the handicap they declare and the tees they will play (left out: the first tees). */
export const tournamentEntrySchema = z.object({ handicap: handicapValue(handicapRequiredMessage, handicapRangeMessage), teeId: entryTeeId.optional() });
export type TournamentEntryForm = z.infer<typeof tournamentEntrySchema>;

/**
 * Staff enter a member by hand (an entry taken by phone, or after entries close), until the draw
 * is published.
 */
export const entryByStaffSchema = tournamentEntrySchema.extend({ memberId: memberIdSchema });
export type EntryByStaffForm = z.infer<typeof entryByStaffSchema>;

export const entryRemovalReasonMessage = 'Give the reason the member will read.';
/** Staff take a member's entry away; the member is mailed the reason. */
export const entryRemovalSchema = z.object({
  reason: text({ error: entryRemovalReasonMessage }).trim().min(1, entryRemovalReasonMessage).max(300, 'The reason must be at most 300 characters.'),
});
export type EntryRemovalForm = z.infer<typeof entryRemovalSchema>;

/** The message for a handicap above an event's limit (the limit is the event's, so the server says it). */
export const handicapOverLimitMessage = (limit: number) => `Your handicap is above this tournament's limit of ${limit}.`;

export const allowanceMessage = 'The handicap allowance is a whole number of per cent from 1 to 100';
export const formatMessage = 'Choose stroke play gross, stroke play net or Stableford';
export const divisionNameMessage = 'Name each division, in at most 20 characters';
export const divisionMaxMessage = `A division's highest playing handicap is a whole number from ${minDivisionHandicap} to ${maxDivisionHandicap}`;
export const divisionsCountMessage = `Give from 2 to ${maxDivisions} divisions, or none for one field`;
export const divisionsOrderMessage = 'List the divisions from the lowest handicaps up: each highest handicap above the one before';
export const divisionsLastOpenMessage = 'The last division takes every handicap above the one before: leave its highest handicap empty';
export const divisionsOnlyLastOpenMessage = 'Only the last division is open-ended: give the others a highest handicap';
export const divisionsNamesMessage = 'Give each division its own name';

/** A division of the field by playing handicap: up to `maxHandicap` (inclusive); the last has none. */
export const divisionSchema = z.object({
  name: text({ error: divisionNameMessage }).trim().min(1, divisionNameMessage).max(20, divisionNameMessage),
  maxHandicap: z.int({ error: divisionMaxMessage }).min(minDivisionHandicap, divisionMaxMessage).max(maxDivisionHandicap, divisionMaxMessage).nullable(),
});
export type Division = z.infer<typeof divisionSchema>;

/** Ascending, the last open-ended, names unique (e.g. A up to 12, B up to 24, C the rest); empty: one field. */
export const divisionsSchema = z
  .array(divisionSchema, { error: divisionsCountMessage })
  .max(maxDivisions, divisionsCountMessage)
  .superRefine((divisions, context) => {
    if (divisions.length === 0) return;
    const fail = (message: string, path: (string | number)[] = []) => context.addIssue({ code: 'custom', message, path });
    if (divisions.length < 2) return fail(divisionsCountMessage);
    const names = new Set(divisions.map((division) => division.name.toLowerCase()));
    if (names.size !== divisions.length) return fail(divisionsNamesMessage);
    const last = divisions.length - 1;
    if (divisions[last]!.maxHandicap !== null) return fail(divisionsLastOpenMessage, [last, 'maxHandicap']);
    for (let index = 0; index < last; index++) {
      const max = divisions[index]!.maxHandicap;
      if (max === null) return fail(divisionsOnlyLastOpenMessage, [index, 'maxHandicap']);
      const before = index > 0 ? divisions[index - 1]!.maxHandicap! : null;
      if (before !== null && max <= before) return fail(divisionsOrderMessage, [index, 'maxHandicap']);
    }
  });

export const tournamentSettingsSchema = z.object({
  entriesCloseAt: clubDateTime(closesAtRequiredMessage),
  maxField: z.number({ error: maxFieldMessage }).int(maxFieldMessage).min(minField, maxFieldMessage).max(maxField, maxFieldMessage),
  /** Null: any handicap may enter. */
  handicapLimit: handicapValue(handicapLimitRangeMessage, handicapLimitRangeMessage).nullable(),
  /**
   * Charged to each entrant's account when they enter (before VAT, at the standard rate); 0: free.
   * Left out, the fee stays as it was (0 when opening).
   */
  entryFeePaisa: z.int({ error: entryFeeMessage }).min(0, entryFeeMessage).max(maxEntryFeePaisa, entryFeeMessage).optional(),
  /** Left out, the format stays as it was (stroke play gross when opening). */
  format: z.enum(tournamentFormats, { error: formatMessage }).optional(),
  /** Left out: the format's default (`defaultAllowancePercent`). */
  allowancePercent: z.int({ error: allowanceMessage }).min(1, allowanceMessage).max(100, allowanceMessage).optional(),
  /** Left out, the divisions stay as they were (none when opening). */
  divisions: divisionsSchema.optional(),
});
export type TournamentSettingsForm = z.infer<typeof tournamentSettingsSchema>;

export const drawSchema = z.object({
  firstTeeTime: clubDateTime(firstTeeTimeRequiredMessage),
  intervalMinutes: z.number({ error: teeIntervalMessage }).int(teeIntervalMessage).min(minTeeInterval, teeIntervalMessage).max(maxTeeInterval, teeIntervalMessage),
});
export type DrawForm = z.infer<typeof drawSchema>;

/** One group of a published draw: its tee time and its players, with their handicaps. */
export const drawGroupSchema = z.object({
  group: z.number(),
  teeTime: z.string(),
  players: z.array(z.object({ name: z.string(), handicap: z.number(), playingHandicap: z.number().nullable().optional() })),
});
export type DrawGroup = z.infer<typeof drawGroupSchema>;

/** What everyone may see of a tournament: its rules of entry, and the draw once published. */
export const publicTournamentSchema = z.object({
  eventId: z.number(),
  entriesCloseAt: z.string(),
  maxField: z.number(),
  handicapLimit: z.number().nullable(),
  /** Before VAT; 0: free. */
  entryFeePaisa: z.number(),
  format: z.enum(tournamentFormats),
  allowancePercent: z.number(),
  divisions: z.array(divisionSchema),
  draw: z.array(drawGroupSchema).nullable(),
  /** The published results: null until staff publish them. */
  results: tournamentResultsSchema.nullable(),
});
export type PublicTournament = z.infer<typeof publicTournamentSchema>;

/** A tournament as the member sees it on the dashboard: their own entry, and the draw's group when published. */
export const memberTournamentSchema = z.object({
  eventId: z.number(),
  title: z.string(),
  date: z.string(),
  entriesCloseAt: z.string(),
  open: z.boolean(),
  maxField: z.number(),
  handicapLimit: z.number().nullable(),
  /** Charged to the account on entering, before VAT; 0: free. */
  entryFeePaisa: z.number(),
  format: z.enum(tournamentFormats),
  allowancePercent: z.number(),
  entryCount: z.number(),
  /** The tees a member may choose when entering, the first the default. */
  tees: z.array(z.object({ id: z.number(), name: z.string() })),
  entry: z
    .object({
      handicap: z.number(),
      enteredAt: z.string(),
      group: z.number().nullable(),
      teeTime: z.string().nullable(),
      tee: z.string(),
      /** Set at the close of entries. */
      playingHandicap: z.number().nullable(),
      division: z.string().nullable(),
    })
    .nullable(),
});
export type MemberTournament = z.infer<typeof memberTournamentSchema>;

/** One tournament for a member: the entry list (names and handicaps, for members only) and the published draw. */
export const memberTournamentDetailSchema = memberTournamentSchema.extend({
  entries: z.array(z.object({ name: z.string(), handicap: z.number() })),
  draw: publicTournamentSchema.shape.draw,
});
export type MemberTournamentDetail = z.infer<typeof memberTournamentDetailSchema>;

export const staffEntrySchema = z.object({
  memberId: z.string(),
  name: z.string(),
  email: z.string(),
  handicap: z.number(),
  enteredAt: z.string(),
  group: z.number().nullable(),
  teeTime: z.string().nullable(),
  teeId: z.number(),
  tee: z.string(),
  /** Set at the close of entries (decision 0038), with where its index came from and its division. */
  playingHandicap: z.number().nullable(),
  handicapSource: z.enum(handicapSources).nullable(),
  division: z.string().nullable(),
});

/** An event's entries page in the console. `settings` is null until staff open it for entries. */
export const staffTournamentSchema = z.object({
  eventId: z.number(),
  title: z.string(),
  date: z.string(),
  /** As the form edits them: the close time at the club (`YYYY-MM-DDTHH:mm`). */
  settings: z
    .object({
      entriesCloseAt: z.string(),
      maxField: z.number(),
      handicapLimit: z.number().nullable(),
      entryFeePaisa: z.number(),
      format: z.enum(tournamentFormats),
      allowancePercent: z.number(),
      divisions: z.array(divisionSchema),
    })
    .nullable(),
  open: z.boolean(),
  /** The tees an entry may play (staff may change an entry's). */
  tees: z.array(z.object({ id: z.number(), name: z.string() })),
  entries: z.array(staffEntrySchema),
  draw: z.object({ firstTeeTime: z.string(), intervalMinutes: z.number(), publishedAt: z.string().nullable() }).nullable(),
  /** Null until published. */
  results: staffResultsSchema.nullable(),
});
export type StaffTournament = z.infer<typeof staffTournamentSchema>;

/** `PUT /api/admin/events/{id}/tournament/entries/{memberId}/tee`: staff change the tees an entrant plays. */
export const entryTeeSchema = z.object({ teeId: entryTeeId });
export type EntryTeeForm = z.infer<typeof entryTeeSchema>;
