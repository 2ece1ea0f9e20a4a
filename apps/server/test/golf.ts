import { eq } from 'drizzle-orm';
import { accounts, teeTimeBookings, teeTimePlayers, teeTimeSlots } from '../src/db/schema';
import type { TestApp } from './test-app';

/** The seed's card (docs/golf.md): par and stroke index of the nine, in playing order. */
export const cardPars = [5, 4, 4, 5, 4, 4, 3, 4, 3] as const;
export const cardStrokeIndexes = [2, 9, 5, 4, 3, 1, 6, 8, 7] as const;

/** Strokes of a round: each hole's par plus `over`, for 9 or 18 holes. */
export const strokesOver = (over: number, holes: 9 | 18 = 18) => (holes === 18 ? [...cardPars, ...cardPars] : [...cardPars]).map((par) => par + over);

export async function accountIdOf(testApp: TestApp, email: string): Promise<number> {
  const [account] = await testApp.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return account!.id;
}

let minute = 0;
/**
 * A tee-time booking on a past or present day, written as the booking service leaves it (a
 * booking through the API is for a time to come): the first account books, all play.
 */
export async function pastBooking(testApp: TestApp, day: string, accountIds: number[], options: { cancelled?: boolean } = {}): Promise<number> {
  const db = testApp.database.db;
  minute += 10;
  const startsAt = new Date(`${day}T06:00:00+06:00`);
  startsAt.setUTCMinutes(startsAt.getUTCMinutes() + minute);
  await db.insert(teeTimeSlots).values({ startsAt, capacity: 4, booked: options.cancelled ? 0 : accountIds.length });
  const [booking] = await db
    .insert(teeTimeBookings)
    .values({ startsAt, bookedBy: accountIds[0]!, cancelledAt: options.cancelled ? new Date() : null })
    .returning({ id: teeTimeBookings.id });
  await db.insert(teeTimePlayers).values(accountIds.map((accountId, position) => ({ bookingId: booking!.id, position: position + 1, accountId, clubDate: day })));
  return booking!.id;
}
