/**
 * What to draw for each media key. The keys and their words come from the seed content and the
 * page images. From words to a scene: the caption decides the time of day and the subject, the
 * key's seed decides everything the caption leaves open.
 */
import { seedContent } from '../../apps/server/src/db/seed/content-data';
import { heroPosterImage, mediaVariant, pageImages } from '../../packages/shared/src/content/media-variants';
import type { TimeOfDay } from './light';
import { Rand } from './random';
import { foodPicture, spread } from './scenes/food';
import { holePlan, type HolePlan } from './scenes/holes';
import { defaultSpec, landscape, type Feature, type LandscapeSpec } from './scenes/landscape';
import { lawnParty, terrace, trophyTable } from './scenes/outdoor-tables';
import { portrait } from './scenes/portraits';
import { productPicture } from './scenes/products';
import { conventionHall, diningRoom, guestRoom, proShop } from './scenes/rooms';
import { sponsorLogo } from './scenes/sponsors';
import { Doc } from './svg-doc';

function timeFor(text: string, r: Rand): TimeOfDay {
  if (/night|starry|moon/.test(text)) return 'night';
  if (/dusk|sunset|evening|lights? (coming|after)|after sunset/.test(text)) return 'dusk';
  if (/golden|late afternoon|setting/.test(text)) return 'golden';
  if (/monsoon|rains?\b/.test(text)) return 'monsoon';
  if (/sunrise|dawn|dew|breakfast|uprising/.test(text)) return 'dawn';
  if (/mist|morning|winter|fog/.test(text)) return 'morning';
  if (/midday|bright|clear|blue sky|summer|noon/.test(text)) return 'midday';
  return r.pick(['morning', 'midday', 'midday', 'golden', 'morning']);
}

function featureFor(text: string, r: Rand): Feature {
  if (/marquee|leaderboard/.test(text)) return 'tournament';
  if (/clubhouse|verandah|garden/.test(text)) return 'clubhouse';
  if (/members|golfers?|players|caddies|greenkeepers|winners|teeing|walking/.test(text)) return 'golfers';
  if (/bridge/.test(text)) return 'bridge';
  if (/bunker/.test(text)) return 'bunker';
  if (/flag|putt|green\b|hole cup|pin/.test(text)) return 'green';
  if (/fairway/.test(text)) return 'fairway';
  if (/boats|river|teesta|sandbar|egrets|water/.test(text)) return 'river';
  if (/trees|palms/.test(text)) return 'trees';
  return r.pick(['fairway', 'fairway', 'green', 'trees']);
}

function specFor(text: string, r: Rand): LandscapeSpec {
  const lower = text.toLowerCase();
  const time = timeFor(lower, r.fork('time'));
  const feature = featureFor(lower, r.fork('feature'));
  const riverWords = /river|teesta|boats|bridge|water|sandbar|egrets|fishing/.test(lower);
  return {
    time,
    feature,
    river: riverWords || feature === 'river' || r.chance(0.45),
    mist: /mist|fog/.test(lower),
    rain: /monsoon rain(?!s)|rain on/.test(lower),
    boats: /boats/.test(lower) ? r.int(2, 3) : riverWords && r.chance(0.4) ? 1 : 0,
    birds: /egrets/.test(lower) ? 7 : r.chance(0.5) ? r.int(2, 5) : 0,
    egrets: /egrets/.test(lower),
    palms: /palm/.test(lower) || r.chance(0.3),
    bridge: /bridge/.test(lower),
    flowers: /garden|bloom/.test(lower),
  };
}

/** Landscapes from a caption, with a few subjects that need their own composition. */
function captionedScene(doc: Doc, r: Rand, text: string, phase: number): string {
  const lower = text.toLowerCase();
  if (/trophy|medals/.test(lower)) {
    const cup = /winter/.test(lower) ? 'WINTER CUP' : /summer/.test(lower) ? 'SUMMER CUP' : /president/.test(lower) ? 'PRESIDENT CUP' : '2025';
    return trophyTable(doc, r, timeFor(lower, r.fork('time')), cup, phase);
  }
  if (/terrace/.test(lower)) return terrace(doc, r, /sunset|evening/.test(lower) ? 'dusk' : 'golden', phase);
  if (/riverside lawn|reception on the lawn|evening reception/.test(lower)) return lawnParty(doc, r, phase);
  return landscape(doc, r, specFor(text, r), phase);
}

/** Event pictures tell the day's story in order: the marquee, play, the green, the prizes. */
function eventScene(doc: Doc, r: Rand, title: string, index: number, phase: number): string {
  const lower = title.toLowerCase();
  const time = /breakfast|uprising/.test(lower) ? 'dawn' : /monsoon/.test(lower) ? 'monsoon' : /winter/.test(lower) ? 'morning' : /summer|sponsors/.test(lower) ? 'midday' : 'golden';
  const label = title.replace(/july people's uprising day /i, '').toUpperCase();
  const story: Feature[] = ['tournament', 'golfers', 'green', 'golfers', 'river', 'clubhouse'];
  if (index === 3) return trophyTable(doc, r, time, label.length > 14 ? '2025' : label, phase);
  const feature = story[(index - 1) % story.length]!;
  return landscape(doc, r, {
    ...defaultSpec,
    time,
    feature,
    river: feature === 'river' || r.chance(0.5),
    mist: /winter/.test(lower) && index % 2 === 1,
    rain: /monsoon/.test(lower) && index === 2,
    boats: feature === 'river' ? 2 : 0,
    birds: r.int(0, 4),
    palms: r.chance(0.4),
  }, phase);
}

export interface Subject {
  /** Words that describe the picture (an alt text, a title, a dish and its category). */
  text: string;
  hole?: HolePlan;
}

/** Every image key with what it should show, from the seed content and the page images. */
export function collectSubjects(): Map<string, Subject> {
  const subjects = new Map<string, Subject>();
  const add = (key: string, text: string, extra: Partial<Subject> = {}) => {
    if (!subjects.has(key)) subjects.set(key, { text, ...extra });
  };
  for (const image of pageImages) add(image.key, image.alt);
  for (const item of seedContent.galleryImages) add(item.image, item.alt);
  for (const event of seedContent.events) for (const image of event.images) add(image, event.title);
  for (const video of seedContent.videos) add(video.poster, video.title);
  for (const category of seedContent.menu) {
    // A category card shows its first dish, so "Hot Beverages" becomes a cup of masala cha.
    add(category.image, `${category.dishes[0]?.name ?? ''} | ${category.name}`);
    for (const dish of category.dishes) add(dish.image, `${dish.name} | ${category.name}`);
  }
  for (const product of seedContent.products) add(product.image, product.name);
  for (const leader of seedContent.leaders) add(leader.image, `${leader.name} ${leader.title}`);
  for (const sponsor of seedContent.sponsors) add(sponsor.image, sponsor.name);
  for (const hole of seedContent.holes) add(hole.image, hole.description, { hole });
  return subjects;
}

/** The body of one picture, drawn on a canvas 1600 units wide in the key's aspect ratio. */
export function drawKey(key: string, subject: Subject, phase: number): Doc & { body: string } {
  const variant = mediaVariant(key);
  const doc = new Doc(1600, (1600 * variant.aspectHeight) / variant.aspectWidth);
  const r = new Rand(key);
  const [folder = '', name = ''] = key.split('/');
  let body: string;
  if (key === heroPosterImage.key) {
    // The first thing a visitor sees, and the banner video's first frame: composed by hand.
    const body = landscape(doc, r, { ...defaultSpec, time: 'dawn', feature: 'fairway', river: true, boats: 2, birds: 5, palms: true, mist: true }, phase);
    return Object.assign(doc, { body });
  }
  switch (folder) {
    case 'menu':
      body = foodPicture(doc, r, subject.text, true);
      break;
    case 'dishes':
      body = foodPicture(doc, r, subject.text, false);
      break;
    case 'products':
      body = productPicture(doc, r, subject.text);
      break;
    case 'sponsors':
      body = sponsorLogo(doc, r, subject.text);
      break;
    case 'leaders':
      body = portrait(doc, r, subject.text);
      break;
    case 'holes':
      body = subject.hole ? holePlan(doc, r, subject.hole) : captionedScene(doc, r, subject.text, phase);
      break;
    case 'events': {
      const index = Number(name.match(/-(\d+)$/)?.[1] ?? '1');
      body = eventScene(doc, r, subject.text, index, phase);
      break;
    }
    case 'restaurant':
      body = name === 'slide-1' ? diningRoom(doc, r, 'midday', phase) : name === 'slide-2' ? spread(doc, r) : terrace(doc, r, 'dusk', phase);
      break;
    case 'convention':
      body = name === 'slide-4' ? lawnParty(doc, r, phase) : conventionHall(doc, r, name === 'slide-1' ? 'tables' : name === 'slide-2' ? 'wedding' : 'stage');
      break;
    case 'services':
      body =
        name === 'pro-shop' ? proShop(doc, r) : name === 'restaurant' ? foodPicture(doc, r, subject.text, false) : name === 'guest-room' ? guestRoom(doc, r, phase) : conventionHall(doc, r, 'wedding');
      break;
    case 'facilities':
      body = name === 'guests' ? terrace(doc, r, 'golden', phase) : captionedScene(doc, r, subject.text, phase);
      break;
    default:
      body = captionedScene(doc, r, subject.text, phase);
  }
  return Object.assign(doc, { body });
}
