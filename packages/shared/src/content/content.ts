import { z } from '../common/zod';
import type { BanglaTexts } from './bangla-texts';

/** Shapes of the public read endpoints; the server serialises with them, the web app reads them. */

export const eventSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** The spec's label: '01 Feb 2025' or '15 - 17 May 2025'. */
  date: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  description: z.string(),
  photos: z.array(z.object({ image: z.string(), caption: z.string() })),
});
export type EventPhoto = ClubEvent['photos'][number];
export type ClubEvent = z.infer<typeof eventSchema>;
/** A photo as the event keeps it: its caption's Bangla beside the English, where staff wrote one (a page shows one of them). */
export type StoredEventPhoto = EventPhoto & { bn?: BanglaTexts<'caption'> };

/** An announcement on the home page's strip, shown from its first to its last day at the club. */
export const announcementSchema = z.object({ id: z.number(), message: z.string(), startsOn: z.string(), endsOn: z.string(), eventId: z.number().nullable() });
export type Announcement = z.infer<typeof announcementSchema>;

export const galleryImageSchema = z.object({ id: z.number(), image: z.string(), alt: z.string() });
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const videoSchema = z.object({ id: z.number(), title: z.string(), video: z.string(), poster: z.string() });
export type Video = z.infer<typeof videoSchema>;

export const menuCategorySchema = z.object({ id: z.number(), name: z.string(), image: z.string() });
export type MenuCategory = z.infer<typeof menuCategorySchema>;

export const dishSchema = z.object({ id: z.number(), name: z.string(), description: z.string(), image: z.string() });
export type Dish = z.infer<typeof dishSchema>;

export const menuCategoryWithDishesSchema = menuCategorySchema.extend({ dishes: z.array(dishSchema) });
export type MenuCategoryWithDishes = z.infer<typeof menuCategoryWithDishesSchema>;

/** A pro shop product: its price in paisa (kept in whole taka), shown on the page (issue 23). */
export const productSchema = z.object({ id: z.number(), name: z.string(), image: z.string(), pricePaisa: z.number() });
export type Product = z.infer<typeof productSchema>;

export const facilityKinds = ['guests', 'members', 'convention-hall'] as const;
export const facilitySchema = z.object({ id: z.number(), title: z.string(), desc: z.string() });
export type Facility = z.infer<typeof facilitySchema>;

/** A category on the membership fees page; amounts in whole taka, shown grouped the Bangladeshi way. */
export const membershipCategorySchema = z.object({ id: z.number(), title: z.string(), feeTaka: z.number(), perMonthTaka: z.number(), description: z.string() });
export type MembershipCategory = z.infer<typeof membershipCategorySchema>;

export const leaderSchema = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  image: z.string(),
  featured: z.boolean(),
});
export type Leader = z.infer<typeof leaderSchema>;

/** `url`: the sponsor's site (https), which the logo links to; null for none. */
export const sponsorSchema = z.object({ id: z.number(), name: z.string(), image: z.string(), url: z.string().nullable() });
export type Sponsor = z.infer<typeof sponsorSchema>;

export const holeSchema = z.object({
  number: z.number(),
  menDistanceYards: z.number(),
  womenDistanceYards: z.number(),
  par: z.number(),
  handicapIndex: z.number(),
  description: z.string(),
  image: z.string(),
});
export type Hole = z.infer<typeof holeSchema>;
