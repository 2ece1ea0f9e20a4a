import type { PublicMediaFolder } from './media-variants';
import type { facilityKinds } from './content';

/**
 * The public content lists staff edit under Content: one description per list, which the
 * server's body schemas (schemas/content-lists.ts) and handlers and the console's list editor
 * all read. No zod here: the console's pages read these descriptions on their first load. A field's `name`
 * is the database column's property name (apps/server/src/db/schema/content.ts).
 */

export const photoMissingMessage = 'The photo could not be found. Please upload it again.';
export const videoMissingMessage = 'The video could not be found. Please upload it again.';
export const orderMismatchMessage = 'The order must name every item of the list once. Please reload the page.';

export type ContentField =
  | { kind: 'text'; name: string; label: string; max: number; optional?: boolean }
  /** Several lines of text. */
  | { kind: 'long-text'; name: string; label: string; max: number; optional?: boolean }
  /** An https link, or empty (the server stores null). */
  | { kind: 'url'; name: string; label: string }
  /** A whole number between `min` and `max`; `unit` is shown beside the input. */
  | { kind: 'number'; name: string; label: string; min: number; max: number; unit?: string }
  /** `initial`: ticked on a new item. */
  | { kind: 'checkbox'; name: string; label: string; hint?: string; initial: boolean }
  /** A public image, uploaded into `folder`. */
  | { kind: 'image'; name: string; label: string; folder: PublicMediaFolder }
  /** A video file (MP4 or WebM) uploaded as it is; its key, like an image's, is checked on save. */
  | { kind: 'video'; name: string; label: string };

export interface ContentList {
  /** The path segment: `/api/admin/content/<key>` and `/admin/content/<key>`. */
  key: string;
  title: string;
  /** What the Content page says about it. */
  description: string;
  /** One item, in a sentence: "Add a photo", "The sponsor is deleted." */
  item: string;
  /** The field that names an item in the list and in messages. */
  labelField: string;
  fields: readonly ContentField[];
  /** Staff may add and delete items, and reorder them by `position`; otherwise they only edit. */
  growable: boolean;
  /** Said before a delete, when more than the item goes. */
  deleteNote?: string;
  /** A list of items that each belong to an item of another list (dishes of a menu category). */
  parent?: { list: string; field: string; label: string };
  /**
   * A fixed slice of a table several lists share: the rows whose column `field` holds `value` (the
   * guests' facilities). Listing, adding, numbering positions, reordering, changing and deleting
   * see only those rows, so an edit of one list can never reach another's items.
   */
  scope?: { field: string; value: string };
}

/** An amount in whole taka, up to a crore. */
const takaField = (label = 'Price', name = 'priceTaka'): ContentField => ({ kind: 'number', name, label, min: 0, max: 10_000_000, unit: 'taka' });

type FacilityKind = (typeof facilityKinds)[number];

/** One of the facilities lists, all kept in one table by `kind`; the hall's items need no description. */
const facilitiesList = <Key extends string>(key: Key, kind: FacilityKind, title: string, description: string, descriptionOptional: boolean) =>
  ({
    key,
    title,
    description,
    item: 'facility',
    labelField: 'title',
    growable: true,
    scope: { field: 'kind', value: kind },
    fields: [
      { kind: 'text', name: 'title', label: 'Title', max: 100 },
      { kind: 'long-text', name: 'description', label: 'Description', max: 500, optional: descriptionOptional },
    ],
  }) as const satisfies ContentList;

export const contentLists = [
  {
    key: 'gallery',
    title: 'Image gallery',
    description: 'The photos of the image gallery, in order, each with its caption (read out to visitors who cannot see it).',
    item: 'photo',
    labelField: 'alt',
    growable: true,
    fields: [
      { kind: 'image', name: 'image', label: 'Photo', folder: 'gallery' },
      { kind: 'text', name: 'alt', label: 'Caption', max: 200 },
    ],
  },
  {
    key: 'videos',
    title: 'Video gallery',
    description: 'The films of the video gallery, in order: each with its title, its MP4 or WebM file and a 16:9 thumbnail shown before it plays.',
    item: 'video',
    labelField: 'title',
    growable: true,
    fields: [
      { kind: 'text', name: 'title', label: 'Title', max: 200 },
      { kind: 'video', name: 'video', label: 'Video' },
      // The videos folder's images are 16:9, the player's own shape.
      { kind: 'image', name: 'poster', label: 'Thumbnail', folder: 'videos' },
    ],
  },
  {
    key: 'leaders',
    title: 'Leadership team',
    description: 'The committee on the leadership team page: name, title and photo; the President shown larger.',
    item: 'leader',
    labelField: 'name',
    growable: true,
    fields: [
      { kind: 'text', name: 'name', label: 'Name', max: 100 },
      { kind: 'text', name: 'title', label: 'Title', max: 100 },
      { kind: 'image', name: 'image', label: 'Photo', folder: 'leaders' },
      { kind: 'checkbox', name: 'featured', label: 'Featured', hint: 'Shown larger, as the President is.', initial: false },
    ],
  },
  {
    key: 'sponsors',
    title: 'Sponsors',
    description: "The sponsors' logos on the home and sponsors pages, each linking to the sponsor's site if given.",
    item: 'sponsor',
    labelField: 'name',
    growable: true,
    fields: [
      { kind: 'text', name: 'name', label: 'Name', max: 100 },
      { kind: 'image', name: 'image', label: 'Logo', folder: 'sponsors' },
      { kind: 'url', name: 'url', label: 'Link' },
    ],
  },
  {
    key: 'products',
    title: 'Pro shop products',
    description: 'The products of the pro shop page, each with its price in whole taka, which the page shows and filters by.',
    item: 'product',
    labelField: 'name',
    growable: true,
    fields: [{ kind: 'text', name: 'name', label: 'Name', max: 100 }, takaField(), { kind: 'image', name: 'image', label: 'Photo', folder: 'products' }],
  },
  {
    key: 'menu-categories',
    title: 'Menu categories',
    description: "The restaurant menu's categories, each with its photo. Deleting one deletes its dishes.",
    item: 'category',
    labelField: 'name',
    deleteNote: 'Its dishes are deleted with it.',
    growable: true,
    fields: [
      { kind: 'text', name: 'name', label: 'Name', max: 100 },
      { kind: 'image', name: 'image', label: 'Photo', folder: 'menu' },
    ],
  },
  {
    key: 'dishes',
    title: 'Dishes',
    description: 'The dishes of each menu category. A dish marked unavailable is not listed on the site.',
    item: 'dish',
    labelField: 'name',
    growable: true,
    parent: { list: 'menu-categories', field: 'categoryId', label: 'Category' },
    fields: [
      { kind: 'text', name: 'name', label: 'Name', max: 100 },
      { kind: 'long-text', name: 'description', label: 'Description', max: 500, optional: true },
      takaField(),
      { kind: 'image', name: 'image', label: 'Photo', folder: 'dishes' },
      { kind: 'checkbox', name: 'available', label: 'Available', hint: 'An unavailable dish is not listed on the site.', initial: true },
    ],
  },
  {
    key: 'holes',
    title: 'The nine holes',
    description: "Each hole's distances, par, handicap index, description and image. Giving a hole another's index swaps the two.",
    item: 'hole',
    labelField: 'number',
    growable: false,
    fields: [
      { kind: 'number', name: 'menDistanceYards', label: "Men's distance", min: 50, max: 700, unit: 'yards' },
      { kind: 'number', name: 'womenDistanceYards', label: "Women's distance", min: 50, max: 700, unit: 'yards' },
      { kind: 'number', name: 'par', label: 'Par', min: 3, max: 5 },
      { kind: 'number', name: 'handicapIndex', label: 'Handicap index', min: 1, max: 9 },
      { kind: 'long-text', name: 'description', label: 'Description', max: 1000 },
      { kind: 'image', name: 'image', label: 'Image', folder: 'holes' },
    ],
  },
  facilitiesList('guest-facilities', 'guests', 'Facilities for guests', 'The numbered list on the Facilities for Guests page: each facility with its description.', false),
  facilitiesList('member-facilities', 'members', 'Facilities for members', 'The numbered list on the Facilities for Members page: each facility with its description.', false),
  facilitiesList('hall-facilities', 'convention-hall', 'Convention hall facilities', "The convention hall page's list of what the hall offers; a description is optional.", true),
  {
    key: 'membership-categories',
    title: 'Membership categories',
    description: 'The categories on the membership fees page: title, membership fee, price per month and description.',
    item: 'membership category',
    labelField: 'title',
    growable: false,
    fields: [
      { kind: 'text', name: 'title', label: 'Title', max: 100 },
      takaField('Membership fee', 'feeTaka'),
      takaField('Price per month', 'perMonthTaka'),
      { kind: 'long-text', name: 'description', label: 'Description', max: 500 },
    ],
  },
] as const satisfies readonly ContentList[];

export type ContentListKey = (typeof contentLists)[number]['key'];
export const contentListKeys = contentLists.map((list) => list.key) as readonly ContentListKey[];

export function contentListOf(key: ContentListKey): ContentList {
  return contentLists.find((list) => list.key === key)!;
}

/** The fields of a list that staff write in words, each of which has an optional Bangla version. */
export function writtenFieldsOf(list: ContentList) {
  return list.fields.filter((field): field is Extract<ContentField, { kind: 'text' | 'long-text' }> => field.kind === 'text' || field.kind === 'long-text');
}

/** The one field of holes that must be unique across the list: taking a held value swaps it. */
export const swappedField: Partial<Record<ContentListKey, string>> = { holes: 'handicapIndex' };
