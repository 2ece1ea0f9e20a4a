import { gt, sql } from 'drizzle-orm';
import type { TeeTimeSettings } from '@rgcc/shared/bookings/tee-times';
import type { Database } from '../../../db/client';
import { teeTimeSlots, type AccountRow } from '../../../db/schema';
import { readSetting, saveSetting, unchangedMessage } from '../../content/entry';

export const teeTimeRulesSavedMessage = 'Saved. Members book under the new rules from now on.';

export const readTeeTimeSettings = (db: Pick<Database, 'select'>): Promise<TeeTimeSettings> => readSetting(db, 'tee-times');

/**
 * Saves the rules (staff with Bookings). A new number of players per tee time applies to the
 * tee times to come, never below the players already booked or held there.
 */
export async function saveTeeTimeSettings(db: Database, actor: AccountRow, settings: TeeTimeSettings, now = new Date()) {
  const changed = await saveSetting(
    db,
    actor,
    {
      section: 'Bookings',
      key: 'tee-times',
      next: () => settings,
      alsoChange: async (tx, after) => {
        await tx
          .update(teeTimeSlots)
          .set({ capacity: sql`greatest(${after.playersPerSlot}, ${teeTimeSlots.booked} + ${teeTimeSlots.held})` })
          .where(gt(teeTimeSlots.startsAt, now));
      },
    },
    now,
  );
  return { message: changed ? teeTimeRulesSavedMessage : unchangedMessage, settings: await readTeeTimeSettings(db) };
}
