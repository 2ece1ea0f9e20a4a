import { and, eq, gte } from 'drizzle-orm';
import type { TeeTimeSettings } from '@rgcc/shared/bookings/tee-times';
import type { Database } from '../../../db/client';
import { teeTimeBookings, teeTimePlayers } from '../../../db/schema';

const dayMs = 86_400_000;

/**
 * Until when a member may not book online: `noShowLimit` no-shows whose tee times fall within
 * `noShowWindowDays` of each other stop online booking for `noShowBlockDays` from the moment
 * staff mark the one that reaches the limit. Null: they may book. Staff correcting a mark
 * (back to expected or checked in) lifts a block it caused.
 */
export async function onlineBookingBlockedUntil(db: Pick<Database, 'select'>, accountId: number, settings: TeeTimeSettings, now: Date): Promise<Date | null> {
  const { noShowLimit, noShowWindowDays, noShowBlockDays } = settings;
  // A no-show older than this can neither block now nor count towards a block that still holds.
  const oldest = new Date(now.getTime() - (noShowBlockDays + noShowWindowDays) * dayMs);
  const noShows = await db
    .select({ startsAt: teeTimeBookings.startsAt, markedAt: teeTimePlayers.attendanceAt })
    .from(teeTimePlayers)
    .innerJoin(teeTimeBookings, eq(teeTimeBookings.id, teeTimePlayers.bookingId))
    .where(and(eq(teeTimePlayers.accountId, accountId), eq(teeTimePlayers.attendance, 'no_show'), gte(teeTimeBookings.startsAt, oldest)));
  let until: Date | null = null;
  for (const mark of noShows) {
    const ends = new Date(mark.markedAt!.getTime() + noShowBlockDays * dayMs);
    if (ends <= now || (until && ends <= until)) continue;
    const windowStart = mark.startsAt.getTime() - noShowWindowDays * dayMs;
    const counted = noShows.filter((other) => other.startsAt <= mark.startsAt && other.startsAt.getTime() > windowStart).length;
    if (counted >= noShowLimit) until = ends;
  }
  return until;
}
