import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import { addDays, clubDayEnd, clubDayStart, clubToday } from '@rgcc/shared/format/club-date';
import { minutesOf } from '@rgcc/shared/bookings/tee-time-constants';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { teeTimeBookings } from '../../../db/schema';
import { enqueueMail } from '../../../infra/mail/outbox';
import { bookingForMail } from './service';
import { readTeeTimeSettings } from './settings';
import { reminderMail } from './tee-time-mail';

/** When the day-before reminders go out, at the club: the evening before. */
export const reminderClubTime = '18:00';

/**
 * Reminds the members of tomorrow's tee times (runs every few minutes; each booking once). It
 * starts at `reminderClubTime`; a booking made after that for the next day needs no reminder.
 */
export async function sendTeeTimeReminders(db: Database, config: Config, now = new Date()): Promise<number> {
  const today = clubToday(now);
  const sendFrom = new Date(clubDayStart(today).getTime() + minutesOf(reminderClubTime) * 60_000);
  if (now < sendFrom) return 0;
  const tomorrow = addDays(today, 1);
  const due = await db
    .select({ id: teeTimeBookings.id })
    .from(teeTimeBookings)
    .where(
      and(
        gte(teeTimeBookings.startsAt, clubDayStart(tomorrow)),
        lt(teeTimeBookings.startsAt, clubDayEnd(tomorrow)),
        isNull(teeTimeBookings.cancelledAt),
        isNull(teeTimeBookings.reminderSentAt),
        lt(teeTimeBookings.createdAt, sendFrom),
      ),
    );
  if (due.length === 0) return 0;
  const settings = await readTeeTimeSettings(db);
  let sent = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [booking] = await tx
        .update(teeTimeBookings)
        .set({ reminderSentAt: now })
        .where(and(eq(teeTimeBookings.id, id), isNull(teeTimeBookings.reminderSentAt), isNull(teeTimeBookings.cancelledAt)))
        .returning();
      if (!booking) return;
      const { forMail, playingMembers } = await bookingForMail(tx, booking, settings);
      for (const member of playingMembers) await enqueueMail(tx, reminderMail(config, member, forMail));
      sent++;
    });
  }
  return sent;
}
