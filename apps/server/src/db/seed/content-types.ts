import type { facilityKinds } from '@rgcc/shared/content/content';

/** The shape of the seed content: what a fresh database starts with. */
export interface SeedContent {
  events: { title: string; startsOn: string; endsOn: string; description: string; images: string[] }[];
  galleryImages: { image: string; alt: string }[];
  videos: { title: string; video: string; poster: string }[];
  menu: { name: string; image: string; dishes: { name: string; description: string; image: string }[] }[];
  products: { name: string; priceTaka: number; image: string }[];
  facilities: { kind: (typeof facilityKinds)[number]; title: string; description: string }[];
  membershipCategories: { title: string; feeTaka: number; perMonthTaka: number; description: string }[];
  leaders: { name: string; title: string; image: string; featured: boolean }[];
  sponsors: { name: string; image: string }[];
  holes: {
    number: number;
    menDistanceYards: number;
    womenDistanceYards: number;
    par: number;
    handicapIndex: number;
    description: string;
    image: string;
  }[];
}
