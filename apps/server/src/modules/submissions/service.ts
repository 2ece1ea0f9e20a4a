import type { ContactMessageInput, NewsletterInput } from '@rgcc/shared/schemas/contact';
import type { conventionHallBookingSchema, RestaurantRatingInput } from '@rgcc/shared/schemas/restaurant';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { contactMessages, conventionHallBookings, newsletterSubscribers, restaurantRatings } from '../../db/schema';

/** Forms whose answers are stored for staff to read later. */

export async function saveContactMessage(db: Database, input: ContactMessageInput) {
  await db.insert(contactMessages).values(input);
}

/** Subscribing twice is not an error: the address is simply already on the list. */
export async function subscribeToNewsletter(db: Database, input: NewsletterInput) {
  await db
    .insert(newsletterSubscribers)
    .values({ email: input.email.toLowerCase() })
    .onConflictDoNothing({ target: newsletterSubscribers.email });
}

export async function saveConventionHallBooking(db: Database, input: z.output<typeof conventionHallBookingSchema>) {
  await db.insert(conventionHallBookings).values({ ...input, email: input.email || null });
}

export async function saveRestaurantRating(db: Database, input: RestaurantRatingInput) {
  await db.insert(restaurantRatings).values(input);
}
