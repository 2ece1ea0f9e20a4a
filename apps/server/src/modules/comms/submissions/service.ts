import type { ContactMessageInput } from '@rgcc/shared/comms/contact';
import type { RestaurantRatingInput } from '@rgcc/shared/comms/restaurant-rating';
import type { Locale } from '@rgcc/shared/format/locale';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { contactMessages, restaurantRatings } from '../../../db/schema';
import { storeOnce } from '../../../db/store-once';
import { notifyClub } from '../inbox/notification-mail';

/** Forms whose answers are stored for staff to read in the console's Inbox. */

export const contactSentMessage = 'Thank you! Your message has been sent. We will get back to you soon.';

/**
 * A message, and the club's notification of it, together or not at all; sent again within a
 * minute (its sender's email is in it), it is stored and notified once (decision 0031). It keeps
 * the language it was written in, for staff's reply.
 */
export async function saveContactMessage(db: Database, config: Config, input: ContactMessageInput, language: Locale, now = new Date()) {
  return storeOnce(db, { form: 'contact-message', accountId: null, content: input }, now, async (tx) => {
    const [row] = await tx.insert(contactMessages).values({ ...input, language }).returning({ id: contactMessages.id });
    await notifyClub(tx, config, { what: 'newContactMessage', from: `${input.firstName} ${input.lastName}`, consolePath: `/admin/inbox/contact/${row!.id}` });
    return { message: contactSentMessage };
  });
}

export async function saveRestaurantRating(db: Database, input: RestaurantRatingInput) {
  await db.insert(restaurantRatings).values(input);
}
