import { eq } from 'drizzle-orm';
import type { GuestRoomInput, GuestRoomView } from '@rgcc/shared/bookings/rooms-and-hall';
import type { BanglaTexts } from '@rgcc/shared/content/bangla-texts';
import type { Database } from '../../../db/client';
import { guestRooms, type AccountRow, type GuestRoomRow } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/unique-violation';
import { AppError } from '../../../http/errors';
import { assertStaff } from '../../account/entry';
import { recordStaffAction } from '../../audit/entry';
import { refusingConflicts } from './shared-rules';

export const roomNameTakenMessage = 'Another room already has this name.';
export const roomNotFoundMessage = 'Room not found.';

const viewOf = (row: GuestRoomRow): GuestRoomView => ({ id: row.id, name: row.name, bn: row.bn as Record<string, string>, retired: row.retiredAt !== null });

/** The club's rooms in the order they were added, the retired ones too (their past stays name them). */
export async function listGuestRooms(db: Database, actor: AccountRow): Promise<GuestRoomView[]> {
  assertStaff(actor, 'Bookings');
  return (await db.select().from(guestRooms).orderBy(guestRooms.id)).map(viewOf);
}

type RoomValues = { name: string; retired: boolean; bn?: BanglaTexts<'name'> };

export async function addGuestRoom(db: Database, actor: AccountRow, input: RoomValues, now = new Date()): Promise<GuestRoomView> {
  assertStaff(actor, 'Bookings');
  return refusingConflicts(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(guestRooms).values({ name: input.name, bn: input.bn ?? {}, retiredAt: input.retired ? now : null }).returning();
        await recordStaffAction(tx, actor, { action: 'guest-room.added', entity: { type: 'guest-room', id: row!.id }, after: viewOf(row!) }, now);
        return viewOf(row!);
      }),
    isUniqueViolation,
    roomNameTakenMessage,
    'name',
  );
}

/** Renames a room (in Bangla too; a change without `bn` keeps it), or retires it (no new stay is confirmed in it) or lets it again. */
export async function updateGuestRoom(db: Database, actor: AccountRow, id: number, input: GuestRoomInput & RoomValues, now = new Date()): Promise<GuestRoomView> {
  assertStaff(actor, 'Bookings');
  return refusingConflicts(
    () =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(guestRooms).where(eq(guestRooms.id, id)).for('update');
        if (!before) throw new AppError(404, roomNotFoundMessage);
        const retiredAt = input.retired ? (before.retiredAt ?? now) : null;
        const [row] = await tx.update(guestRooms).set({ name: input.name, retiredAt, ...(input.bn && { bn: input.bn }) }).where(eq(guestRooms.id, id)).returning();
        await recordStaffAction(tx, actor, { action: 'guest-room.changed', entity: { type: 'guest-room', id }, before: viewOf(before), after: viewOf(row!) }, now);
        return viewOf(row!);
      }),
    isUniqueViolation,
    roomNameTakenMessage,
    'name',
  );
}
