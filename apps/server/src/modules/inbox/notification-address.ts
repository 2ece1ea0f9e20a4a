import { defaultClub } from '@rgcc/shared/constants/club';
import type { Database } from '../../db/client';

/**
 * Where the club is told that something arrived (a membership application, a contact message, a
 * prebook request). The one place that decides it: the club's default email for now; the club
 * settings edited under Content will answer here, which is why it takes the database.
 */
export async function notificationAddress(_db: Pick<Database, 'select'>): Promise<string> {
  return defaultClub.email;
}
