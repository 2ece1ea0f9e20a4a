import { clubFacts } from './club';
import { serviceImages, type PageImage } from './media-variants';

/**
 * The club's own words: history, mission, vision and the services it offers. Kept here, not
 * in a page, so the public site and a later staff console tell the same story.
 */

export const aboutQuote = {
  text: 'A round here is slow in the best way: the river beside you, the wind off the char, and nine holes that reward patience.',
  attribution: 'A founding member',
} as const;

/** Shown before READ MORE; the rest follows when the visitor expands the history. */
export const historyLead: readonly string[] = [
  'The club began on the river bank just below the Ghaghat Bridge, on the edge of Rangpur, as a handful of golfers and a few acres of rough grazing land. They cut the first fairways by hand, built the greens from river sand, and played whatever the weather allowed.',
];

export const historyMore: readonly string[] = [
  'Over the years the rough became a proper nine-hole course. Drainage was laid so the fairways survive the monsoon, trees were planted along the water to frame the holes, and a clubhouse rose where the old caretaker’s hut once stood.',
  `In ${clubFacts.federationJoinYear} the club joined the golf federation, opening its course to national competition. Since then it has hosted over ${clubFacts.tournamentsHosted} tournaments, from early-morning breakfast cups to the President Cup and the Winter Cup that closes each season.`,
  `Today ${clubFacts.members} members and their families share the course, the restaurant, the guest room and the convention hall, and the club keeps its doors open to visiting golfers and guests from across the north of Bangladesh.`,
];

export const missionStatement = {
  lead: 'To offer northern Bangladesh a welcoming home for golf, where every member, guest and young player can learn, compete and enjoy the game on a well-kept course by the river.',
  points: [
    'Keep the nine holes in tournament condition through every season, including the monsoon.',
    'Make the game reachable: fair green fees for guests, coaching and a driving range for beginners.',
    'Host well-run tournaments that bring golfers from across the country to Rangpur.',
    'Run a club that respects its neighbours, its river and the land it stands on.',
  ],
} as const;

export const visionStatement = {
  lead: 'To be the leading golf and country club of northern Bangladesh: known for its course, its hospitality and the players it brings to the game.',
  points: [
    'A course that visiting golfers seek out, and a calendar of tournaments they plan their year around.',
    'A junior programme that carries young players from their first swing to national competition.',
    'A clubhouse, restaurant and convention hall that families and the community gladly call their own.',
  ],
} as const;

export interface ServiceCard {
  title: string;
  image: PageImage;
  /** Only some services have a page of their own; the others are shown without a link. */
  to?: string;
}

export const serviceCards: readonly ServiceCard[] = [
  { title: 'Pro Shop', image: serviceImages.proShop, to: '/pro-shop' },
  { title: 'Restaurant', image: serviceImages.restaurant, to: '/restaurant' },
  { title: 'Guest Room', image: serviceImages.guestRoom },
  { title: 'Convention Hall', image: serviceImages.conventionHall },
];
