import type { ContactMessageInput } from '@rgcc/shared/comms/contact';
import type { RestaurantRatingInput } from '@rgcc/shared/comms/restaurant-rating';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { contactMessages, restaurantRatings } from '../../../db/schema';
import { notifyClub } from '../inbox/notification-mail';

/** Forms whose answers are stored for staff to read in the console's Inbox. */

/** A message, and the club's notification of it, together or not at all. */
export async function saveContactMessage(db: Database, config: Config, input: ContactMessageInput) {
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values(input).returning({ id: contactMessages.id });
    await notifyClub(tx, config, { what: 'A new contact message', from: `${input.firstName} ${input.lastName}`, consolePath: `/admin/inbox/contact/${row!.id}` });
  });
}

export async function saveRestaurantRating(db: Database, input: RestaurantRatingInput) {
  await db.insert(restaurantRatings).values(input);
}
