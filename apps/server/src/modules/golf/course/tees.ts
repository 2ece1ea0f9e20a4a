import { asc, eq, sql } from 'drizzle-orm';
import { teeAddedMessage, teeNameTakenMessage, teeSavedMessage, teeUnchangedMessage } from '@rgcc/shared/golf/course-constants';
import { fromTenths, toTenths, unknownTeeMessage, type StaffTee, type Tee, type TeeForm } from '@rgcc/shared/golf/scores';
import type { TeeSaved } from '@rgcc/shared/golf/course';
import { inLocale } from '@rgcc/shared/content/bangla-texts';
import type { Locale } from '@rgcc/shared/format/locale';
import type { Database } from '../../../db/client';
import { tees, type AccountRow, type TeeRow } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/unique-violation';
import { AppError } from '../../../http/errors';
import { assertStaff } from '../../account/entry';
import { recordStaffAction } from '../../audit/entry';

/**
 * The course's tees (issue 24, item 1): each with its 9-hole Course Rating, Slope Rating and par,
 * as the Federation rates the nine. An 18-hole round doubles Course Rating and par and keeps the
 * Slope (docs/golf.md); a posted round keeps the ratings it was played on, so a change here never
 * changes a score already posted.
 */

/** A tee's name in `locale`: its Bangla where staff gave one, else its English. */
export const teeNameIn = (tee: Pick<TeeRow, 'name' | 'bn'>, locale: Locale) => inLocale(tee, locale).name;

/** A tee as the API gives it: ratings with one decimal; its name in `locale`. */
export const teeOf = (row: TeeRow, locale: Locale = 'en'): Tee => ({
  id: row.id,
  name: teeNameIn(row, locale),
  gender: row.gender,
  holes: 9,
  par: row.par,
  courseRating: fromTenths(row.courseRatingTenths),
  slopeRating: row.slopeRating,
  ratingConfirmed: row.ratingConfirmed,
});

/** A tee as the console edits it: in English, with its name's Bangla. */
const staffTeeOf = (row: TeeRow): StaffTee => ({ ...teeOf(row), bn: row.bn as Record<string, string> });

/** What the audit log keeps of a tee, before and after. */
const auditedValues = (row: Pick<TeeRow, 'name' | 'bn' | 'gender' | 'courseRatingTenths' | 'slopeRating' | 'par' | 'ratingConfirmed'>) => ({
  name: row.name,
  bn: row.bn,
  gender: row.gender,
  courseRatingTenths: row.courseRatingTenths,
  slopeRating: row.slopeRating,
  par: row.par,
  ratingConfirmed: row.ratingConfirmed,
});

const valuesOf = (input: TeeForm) => ({
  name: input.name,
  // Left out, the Bangla stays as it is.
  ...(input.bn && { bn: input.bn }),
  gender: input.gender,
  courseRatingTenths: toTenths(input.courseRating),
  slopeRating: input.slopeRating,
  par: input.par,
  ratingConfirmed: input.ratingConfirmed,
});

const teeRowsInOrder = (db: Pick<Database, 'select'>) => db.select().from(tees).orderBy(asc(tees.position), asc(tees.id));

/** `GET /api/course/tees`: every tee, in the club's order. */
export async function listTees(db: Pick<Database, 'select'>, locale: Locale = 'en'): Promise<Tee[]> {
  return (await teeRowsInOrder(db)).map((row) => teeOf(row, locale));
}

/** `GET /api/admin/course/tees`: the same list, for the console (its page's guard is this section's). */
export async function listTeesForStaff(db: Database, actor: AccountRow): Promise<StaffTee[]> {
  assertStaff(actor, 'Golf');
  return (await teeRowsInOrder(db)).map(staffTeeOf);
}

/** A taken name (any case) is the name field's conflict, whichever write met it. */
async function nameChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, teeNameTakenMessage, { name: teeNameTakenMessage });
    throw error;
  }
}

/** `POST /api/admin/course/tees`: new tees, last in the order; audited. */
export async function addTee(db: Database, actor: AccountRow, input: TeeForm, now = new Date()): Promise<TeeSaved> {
  assertStaff(actor, 'Golf');
  const row = await nameChecked(() =>
    db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(tees)
        .values({ ...valuesOf(input), position: sql`(select coalesce(max(${tees.position}), 0) + 1 from ${tees})`, updatedAt: now })
        .returning();
      await recordStaffAction(tx, actor, { action: 'tee.added', entity: { type: 'tee', id: inserted!.id }, after: auditedValues(inserted!) }, now);
      return inserted!;
    }),
  );
  return { message: teeAddedMessage(row.name), tee: staffTeeOf(row) };
}

/** `PUT /api/admin/course/tees/{id}`: a tee's name, gender and ratings; audited when something changed. */
export async function updateTee(db: Database, actor: AccountRow, id: number, input: TeeForm, now = new Date()): Promise<TeeSaved> {
  assertStaff(actor, 'Golf');
  const next = valuesOf(input);
  const { row, changed } = await nameChecked(() =>
    db.transaction(async (tx) => {
      // One editor at a time: the audit entry's "before" is what the other left.
      const [before] = await tx.select().from(tees).where(eq(tees.id, id)).for('update');
      if (!before) throw new AppError(404, unknownTeeMessage);
      const same = JSON.stringify(auditedValues(before)) === JSON.stringify(auditedValues({ ...before, ...next }));
      if (same) return { row: before, changed: false };
      const [after] = await tx.update(tees).set({ ...next, updatedAt: now }).where(eq(tees.id, id)).returning();
      await recordStaffAction(tx, actor, { action: 'tee.updated', entity: { type: 'tee', id }, before: auditedValues(before), after: auditedValues(after!) }, now);
      return { row: after!, changed: true };
    }),
  );
  return { message: changed ? teeSavedMessage(row.name) : teeUnchangedMessage, tee: staffTeeOf(row) };
}
