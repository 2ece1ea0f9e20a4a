import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { BookingStatus } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import { accounts } from '../../../db/schema';
import { AppError } from '../../../http/errors';

export const bookingNotFoundMessage = 'Booking not found.';
export const alreadyAnsweredMessage = 'This request has already been answered.';
export const alreadyClosedMessage = 'This request is already closed.';
export const requestConfirmedMessage = 'The request is confirmed and the requester is told by email.';
export const requestDeclinedMessage = 'The request is declined and the requester is told by email.';
export const requestCancelledMessage = 'Your request is cancelled.';
export const noEmailToTellMessage = 'Done. The request has no email address: please call the requester to tell them.';

/** Staff answer a request once: a second answer, or one to a cancelled request, is refused. */
export function assertPending(status: BookingStatus) {
  if (status !== 'pending') throw new AppError(409, alreadyAnsweredMessage);
}

/**
 * The requester may cancel while it is pending, or confirmed and its first day is still ahead;
 * from that day the club must be called. `firstDay` and `today` are calendar days at the club.
 */
export function mayCancel(status: BookingStatus, firstDay: string, today: string): boolean {
  return status === 'pending' || (status === 'confirmed' && firstDay > today);
}

export function assertMayCancel(status: BookingStatus, firstDay: string, today: string, begunMessage: string) {
  if (status === 'declined' || status === 'cancelled') throw new AppError(409, alreadyClosedMessage);
  if (!mayCancel(status, firstDay, today)) throw new AppError(409, begunMessage);
}

/** A transaction whose write a constraint refused, as the 409 with the message people read. */
export async function refusingConflicts<T>(work: () => Promise<T>, isConflict: (error: unknown) => boolean, message: string, field?: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isConflict(error)) throw new AppError(409, message, field ? { [field]: message } : undefined);
    throw error;
  }
}

/** The address of the member of staff who answered a request, for the console's lists. */
export const handlerEmail = (column: PgColumn) => sql<string | null>`(select ${accounts.email} from ${accounts} where ${accounts.id} = ${column})`;
