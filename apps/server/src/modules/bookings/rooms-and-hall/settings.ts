import type { RoomAndHallSettings } from '@rgcc/shared/bookings/rooms-and-hall';
import type { Database } from '../../../db/client';
import type { AccountRow } from '../../../db/schema';
import { assertStaff } from '../../account/entry';
import { readSetting, saveSetting, unchangedMessage } from '../../content/entry';

export const roomAndHallRulesSavedMessage = 'Saved. Requests sent from now on follow the new rules; those already made stay as they are.';

export const readRoomAndHallSettings = (db: Pick<Database, 'select'>): Promise<RoomAndHallSettings> => readSetting(db, 'rooms-and-hall');

/** The rules as staff edit them (Bookings). */
export function roomAndHallRules(db: Database, actor: AccountRow): Promise<RoomAndHallSettings> {
  assertStaff(actor, 'Bookings');
  return readRoomAndHallSettings(db);
}

/**
 * Saves the rules (staff with Bookings), audited. They are checked only as a request is sent, so
 * requests already made or confirmed are kept whatever the new numbers.
 */
export async function saveRoomAndHallSettings(db: Database, actor: AccountRow, settings: RoomAndHallSettings, now = new Date()) {
  const changed = await saveSetting(db, actor, { section: 'Bookings', key: 'rooms-and-hall', next: () => settings }, now);
  return { message: changed ? roomAndHallRulesSavedMessage : unchangedMessage, settings: await readRoomAndHallSettings(db) };
}
