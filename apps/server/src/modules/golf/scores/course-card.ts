import { asc, eq } from 'drizzle-orm';
import { unknownTeeMessage } from '@rgcc/shared/golf/scores';
import type { Database, Transaction } from '../../../db/client';
import { holes, tees, type TeeRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import type { CourseCard } from './round-figures';

export const incompleteCardMessage = 'The course card does not have its nine holes: staff must complete it before scores are posted.';

/** The nine's pars and stroke indexes in playing order, as staff keep them on the course page. */
export async function courseCard(db: Database | Transaction): Promise<CourseCard> {
  const rows = await db.select({ par: holes.par, strokeIndex: holes.handicapIndex }).from(holes).orderBy(asc(holes.number));
  const indexes = new Set(rows.map((row) => row.strokeIndex));
  if (rows.length !== 9 || indexes.size !== 9 || [...indexes].some((index) => index < 1 || index > 9)) throw new AppError(409, incompleteCardMessage);
  return { pars: rows.map((row) => row.par), strokeIndexes: rows.map((row) => row.strokeIndex) };
}

/** A tee by id; an unknown one is the caller's mistake, named on its field. */
export async function teeOf(db: Database | Transaction, teeId: number): Promise<TeeRow> {
  // An id beyond the column's range names no tee (and must not reach the database as an error).
  const [tee] = teeId > 0 && teeId <= 2_147_483_647 ? await db.select().from(tees).where(eq(tees.id, teeId)) : [];
  if (!tee) throw new AppError(400, unknownTeeMessage, { teeId: unknownTeeMessage });
  return tee;
}
