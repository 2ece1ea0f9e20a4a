/**
 * The media URL convention: the single source of truth shared by the generator
 * (scripts/media/generate-media.ts), which writes the files, and the web app's picture component,
 * which asks for them. Content stores media keys such as `gallery/07`, never URLs, so the
 * convention can change here without touching the database.
 *
 * An image key has a fixed aspect ratio and a fixed set of widths, each encoded as AVIF and
 * WebP: `/media/<key>-<width>.<avif|webp>`. A video key is a committed placeholder (not generated
 * on a build, because ffmpeg is not available everywhere), `/static-media/<key>.mp4`, or a file
 * staff uploaded, kept as it came: `/media/uploaded/videos/<id>.<mp4|webm>`.
 */

export type MediaFormat = 'avif' | 'webp';

/** Best first: a <picture> lists its <source> elements in this order. */
export const mediaFormats: readonly MediaFormat[] = ['avif', 'webp'];

/** Widths for images that can be shown large (slides, lightbox, hero). */
export const largeWidths: readonly number[] = [480, 960, 1600];
/** Widths for images only ever shown as cards or thumbnails (a 320 px card on a 2x screen). */
export const smallWidths: readonly number[] = [320, 640];
/** The full-screen home hero poster needs a desktop-wide version as well. */
export const heroWidths: readonly number[] = [640, 1280, 1920];
/** Video posters never exceed the player's own width (854 px). */
export const videoPosterWidths: readonly number[] = [480, 960];

export interface MediaVariant {
  /** Aspect ratio as whole numbers, e.g. 3 and 2; CSS `aspect-ratio: 3 / 2`. */
  readonly aspectWidth: number;
  readonly aspectHeight: number;
  /** Ascending; every width exists in every format. */
  readonly widths: readonly number[];
  /** The width an <img> falls back to (`src`) when the browser ignores `srcset`. */
  readonly fallbackWidth: number;
}

function variant(aspectWidth: number, aspectHeight: number, widths: readonly number[]): MediaVariant {
  // The second width (960 of three, 640 of two): sharp enough for a typical layout, light
  // enough for a browser that cannot choose.
  const fallbackWidth = widths[Math.min(1, widths.length - 1)]!;
  return { aspectWidth, aspectHeight, widths, fallbackWidth };
}

const landscape = variant(3, 2, largeWidths);
const hero = variant(16, 9, heroWidths);
const videoPoster = variant(16, 9, videoPosterWidths);
const square = variant(1, 1, smallWidths);
const portrait = variant(4, 5, smallWidths);
const logo = variant(3, 2, smallWidths);

/** The hero poster is also the first frame of the home banner video, hence 16:9. */
export const heroPosterKey = 'home/hero-poster';

/** Rules by the key's first path segment; anything else is a 3:2 landscape. */
const variantsByFolder: Readonly<Record<string, MediaVariant>> = {
  leaders: portrait,
  products: square,
  dishes: square,
  menu: square,
  sponsors: logo,
  // A poster must have the video's own frame shape, or the player jumps when it starts.
  videos: videoPoster,
};

/**
 * Folders staff upload public images into. An uploaded image's key is `uploaded/<folder>/<id>`:
 * the server re-encodes it into its folder's widths and formats and serves it from storage.
 */
export const publicMediaFolders = ['events', 'gallery', 'videos', 'menu', 'dishes', 'products', 'leaders', 'sponsors', 'holes'] as const;
export type PublicMediaFolder = (typeof publicMediaFolders)[number];
export const uploadedMediaPrefix = 'uploaded/';

/** A key content may name: a generated placeholder (`gallery/07`) or an uploaded image. */
export const mediaKeyPattern = /^(uploaded\/[a-z]+\/[0-9a-f]{32}|[a-z0-9-]+\/[a-z0-9-]+)$/;

/** The aspect ratio and widths of an image key. */
export function mediaVariant(key: string): MediaVariant {
  if (key === heroPosterKey) return hero;
  const folder = (key.startsWith(uploadedMediaPrefix) ? key.slice(uploadedMediaPrefix.length) : key).split('/', 1)[0] ?? '';
  return variantsByFolder[folder] ?? landscape;
}

/** The pixel height of a key's image at a given width (rounded as the generator rounds it). */
export function mediaHeight(key: string, width: number): number {
  const { aspectWidth, aspectHeight } = mediaVariant(key);
  return Math.round((width * aspectHeight) / aspectWidth);
}

/** `/media/gallery/07-960.avif` */
export function mediaUrl(key: string, width: number, format: MediaFormat): string {
  return `/media/${key}-${width}.${format}`;
}

/** A `srcset` value listing every width of a key in one format. */
export function mediaSrcSet(key: string, format: MediaFormat): string {
  return mediaVariant(key)
    .widths.map((width) => `${mediaUrl(key, width, format)} ${width}w`)
    .join(', ');
}

/** The `src` of the <img> inside a <picture>: WebP, which every supported browser decodes. */
export function mediaFallbackUrl(key: string): string {
  return mediaUrl(key, mediaVariant(key).fallbackWidth, 'webp');
}

/** Containers a staff upload may be in; an uploaded video's key ends with its container's name. */
export const uploadedVideoFormats = ['mp4', 'webm'] as const;
export type UploadedVideoFormat = (typeof uploadedVideoFormats)[number];

const uploadedVideoKey = /^uploaded\/videos\/[0-9a-f]{32}\.(mp4|webm)$/;

/** A key of a video file staff uploaded: `uploaded/videos/<128-bit id>.<mp4|webm>`. */
export const isUploadedVideoKey = (key: string) => uploadedVideoKey.test(key);

/**
 * A video key content may name: a committed placeholder (`videos/teesta-sunrise`) or an uploaded
 * file. An image key never matches, nor a video key the image pattern (`mediaKeyPattern`).
 */
export const videoKeyPattern = /^(uploaded\/videos\/[0-9a-f]{32}\.(mp4|webm)|videos\/[a-z0-9-]+)$/;

/**
 * Where a video key plays from: `/media/uploaded/videos/<id>.mp4` for an upload (served from
 * storage), `/static-media/videos/teesta-sunrise.mp4` for a committed placeholder.
 */
export function videoUrl(key: string): string {
  return key.startsWith(uploadedMediaPrefix) ? `/media/${key}` : `/static-media/${key}.mp4`;
}

/** The muted looping banner on the home page; its poster is `heroPosterImage`. */
export const homeBannerVideo = 'banner';

/**
 * Page-level images that are not content rows (staff cannot edit them yet). Pages import
 * these instead of writing key strings, and the generator renders every one of them.
 */
export interface PageImage {
  readonly key: string;
  readonly alt: string;
}

export const heroPosterImage: PageImage = {
  key: heroPosterKey,
  alt: 'The fairway running down to the Teesta river in the early morning light',
};

export const aboutImage: PageImage = {
  key: 'home/about',
  alt: 'The clubhouse verandah above the ninth green, with the river beyond',
};

export const missionImage: PageImage = {
  key: 'home/mission',
  alt: 'Sunrise over a dew-covered fairway lined with trees',
};

export const visionImage: PageImage = {
  key: 'home/vision',
  alt: 'A golfer looking out over the course and the river towards the Ghaghat Bridge',
};

export const restaurantSlides: readonly PageImage[] = [
  { key: 'restaurant/slide-1', alt: 'The Golf View Restaurant dining room with tall windows over the course' },
  { key: 'restaurant/slide-2', alt: 'A table laid for lunch with rice, curry and fresh salad' },
  { key: 'restaurant/slide-3', alt: 'Tables on the restaurant terrace at sunset overlooking the river' },
];

export const conventionHallSlides: readonly PageImage[] = [
  { key: 'convention/slide-1', alt: 'The convention hall laid out with round tables and a stage' },
  { key: 'convention/slide-2', alt: 'Chandeliers and dressed tables ready for a wedding reception' },
  { key: 'convention/slide-3', alt: 'A decorated stage with floral arches in the convention hall' },
  { key: 'convention/slide-4', alt: 'An evening reception on the riverside lawn beside the hall' },
];

export const golfCourseSlides: readonly PageImage[] = [
  { key: 'course/slide-1', alt: 'The opening fairway with the river running along its left side' },
  { key: 'course/slide-2', alt: 'A flag on a raised green guarded by two sand bunkers' },
  { key: 'course/slide-3', alt: 'Tall trees framing a fairway in the late afternoon' },
];

/** The four service cards on the home page (packages/shared/src/content/club-story.ts uses these keys). */
export const serviceImages = {
  proShop: { key: 'services/pro-shop', alt: 'Golf clubs, bags and balls on display in the Pro Shop' },
  restaurant: { key: 'services/restaurant', alt: 'A plate of biryani served at the Golf View Restaurant' },
  guestRoom: { key: 'services/guest-room', alt: 'A guest room with a window looking out over the course' },
  conventionHall: { key: 'services/convention-hall', alt: 'The convention hall set for a reception' },
} as const satisfies Record<string, PageImage>;

export const membershipHeroImage: PageImage = {
  key: 'membership/hero',
  alt: 'Members walking off the ninth green together',
};

export const contactHeroImage: PageImage = {
  key: 'contact/hero',
  alt: 'The clubhouse near the Ghaghat Bridge in the evening',
};

export const guestFacilitiesImage: PageImage = {
  key: 'facilities/guests',
  alt: 'Visitors enjoying lunch on the restaurant terrace above the course',
};

export const memberFacilitiesImage: PageImage = {
  key: 'facilities/members',
  alt: 'Members teeing off on the first hole in the morning',
};

/** Every page-level image, for the generator and for tests. */
export const pageImages: readonly PageImage[] = [
  heroPosterImage,
  aboutImage,
  missionImage,
  visionImage,
  ...restaurantSlides,
  ...conventionHallSlides,
  ...golfCourseSlides,
  ...Object.values(serviceImages),
  membershipHeroImage,
  contactHeroImage,
  guestFacilitiesImage,
  memberFacilitiesImage,
];
