import type { BanglaTexts } from '@rgcc/shared/content/bangla-texts';
import type { facilityKinds } from '@rgcc/shared/content/content';


/** The shape of the seed content: what a fresh database starts with. */
export interface SeedContent {
  events: { title: string; startsOn: string; endsOn: string; description: string; images: string[]; bn?: BanglaTexts<'title' | 'description'> }[];
  /** The caption of each event's first, second, … photo. */
  eventPhotoCaptions: { caption: string; bn: BanglaTexts<'caption'> }[];
  galleryImages: { image: string; alt: string; bn?: BanglaTexts<'alt'> }[];
  videos: { title: string; video: string; poster: string; bn?: BanglaTexts<'title'> }[];
  menu: {
    name: string;
    image: string;
    dishes: { name: string; description: string; image: string; bn?: BanglaTexts<'name' | 'description'> }[];
    bn?: BanglaTexts<'name'>;
  }[];
  products: { name: string; priceTaka: number; image: string; bn?: BanglaTexts<'name'> }[];
  facilities: { kind: (typeof facilityKinds)[number]; title: string; description: string; bn?: BanglaTexts<'title' | 'description'> }[];
  membershipCategories: { title: string; feeTaka: number; perMonthTaka: number; description: string; bn?: BanglaTexts<'title' | 'description'> }[];
  leaders: { name: string; title: string; image: string; featured: boolean; bn?: BanglaTexts<'name' | 'title'> }[];
  sponsors: { name: string; image: string; bn?: BanglaTexts<'name'> }[];
  holes: {
    number: number;
    menDistanceYards: number;
    womenDistanceYards: number;
    par: number;
    handicapIndex: number;
    description: string;
    image: string;
    bn?: BanglaTexts<'description'>;
  }[];
}
