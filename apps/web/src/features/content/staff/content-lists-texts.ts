import { defineTexts, type TextKey, type Translate } from '@/lib/texts';
import type { ContentField, ContentList, ContentListKey } from '@rgcc/shared/content/content-list-constants';
import type english from './locales/content-lists.en.json';

/**
 * The content lists' editor (the list and item pages) and each list's words: its title, its
 * description, what one item is, its fields' labels and hints. content-list-constants.ts holds
 * the English, which the server's messages and the API's documentation still use.
 */
export const contentListsTexts = defineTexts<typeof english>('features/content/staff/content-lists', {
  en: () => import('./locales/content-lists.en.json'),
  bn: () => import('./locales/content-lists.bn.json'),
});

type ContentListsText = TextKey<typeof contentListsTexts>;
export type ContentListsTranslate = Translate<typeof english>;

interface ListWords {
  title: ContentListsText;
  description: ContentListsText;
  /** One item, in a sentence: "Add a photo". */
  item: ContentListsText;
  /** One item, starting a sentence or a heading: "Photo not found". */
  itemCapital: ContentListsText;
  deleteNote?: ContentListsText;
}

export const listWords: Record<ContentListKey, ListWords> = {
  gallery: { title: 'galleryTitle', description: 'galleryDescription', item: 'galleryItem', itemCapital: 'galleryItemCapital' },
  videos: { title: 'videosTitle', description: 'videosDescription', item: 'videosItem', itemCapital: 'videosItemCapital' },
  leaders: { title: 'leadersTitle', description: 'leadersDescription', item: 'leadersItem', itemCapital: 'leadersItemCapital' },
  sponsors: { title: 'sponsorsTitle', description: 'sponsorsDescription', item: 'sponsorsItem', itemCapital: 'sponsorsItemCapital' },
  products: { title: 'productsTitle', description: 'productsDescription', item: 'productsItem', itemCapital: 'productsItemCapital' },
  'menu-categories': {
    title: 'menuCategoriesTitle',
    description: 'menuCategoriesDescription',
    item: 'menuCategoriesItem',
    itemCapital: 'menuCategoriesItemCapital',
    deleteNote: 'menuCategoriesDeleteNote',
  },
  dishes: { title: 'dishesTitle', description: 'dishesDescription', item: 'dishesItem', itemCapital: 'dishesItemCapital' },
  holes: { title: 'holesTitle', description: 'holesDescription', item: 'holesItem', itemCapital: 'holesItemCapital' },
  'guest-facilities': { title: 'guestFacilitiesTitle', description: 'guestFacilitiesDescription', item: 'facilityItem', itemCapital: 'facilityItemCapital' },
  'member-facilities': { title: 'memberFacilitiesTitle', description: 'memberFacilitiesDescription', item: 'facilityItem', itemCapital: 'facilityItemCapital' },
  'hall-facilities': { title: 'hallFacilitiesTitle', description: 'hallFacilitiesDescription', item: 'facilityItem', itemCapital: 'facilityItemCapital' },
  'membership-categories': {
    title: 'membershipCategoriesTitle',
    description: 'membershipCategoriesDescription',
    item: 'membershipCategoriesItem',
    itemCapital: 'membershipCategoriesItemCapital',
  },
};

/** The words of a list, by its description (the loader gives a ContentList, whose key is one of the lists'). */
export const wordsOf = (list: ContentList): ListWords => listWords[list.key as ContentListKey];

/**
 * Each field's label by its name (the parent's field, a dish's category, included); a field
 * whose name means something else in one list has a label of its own there.
 */
const fieldLabels: Readonly<Record<string, ContentListsText>> = {
  alt: 'fieldAlt',
  available: 'fieldAvailable',
  categoryId: 'fieldCategoryId',
  description: 'fieldDescription',
  featured: 'fieldFeatured',
  feeTaka: 'fieldFeeTaka',
  handicapIndex: 'fieldHandicapIndex',
  image: 'fieldImage',
  menDistanceYards: 'fieldMenDistanceYards',
  name: 'fieldName',
  par: 'fieldPar',
  perMonthTaka: 'fieldPerMonthTaka',
  poster: 'fieldPoster',
  priceTaka: 'fieldPriceTaka',
  title: 'fieldTitle',
  url: 'fieldUrl',
  video: 'fieldVideo',
  womenDistanceYards: 'fieldWomenDistanceYards',
};
const listFieldLabels: Partial<Record<ContentListKey, Readonly<Record<string, ContentListsText>>>> = {
  sponsors: { image: 'fieldImageSponsors' },
  holes: { image: 'fieldImageHoles' },
  leaders: { title: 'fieldTitleLeaders' },
};

/** The key of a field's label in a list; a field without one is a missing translation (content-lists-texts.test.ts). */
export function fieldLabelKey(list: Pick<ContentList, 'key'>, name: string): ContentListsText | undefined {
  return listFieldLabels[list.key as ContentListKey]?.[name] ?? fieldLabels[name];
}

/** A field's label in the page's language. */
export function fieldLabel(t: ContentListsTranslate, list: Pick<ContentList, 'key'>, name: string): string {
  const key = fieldLabelKey(list, name);
  if (!key) throw new Error(`The content list "${list.key}" has no label for its field "${name}"`);
  return t(key);
}

/** The hints of checkboxes, by field name. */
const checkboxHints: Readonly<Record<string, ContentListsText>> = { featured: 'hintFeatured', available: 'hintAvailable' };

export const checkboxHintKey = (field: Extract<ContentField, { kind: 'checkbox' }>): ContentListsText | undefined => (field.hint ? checkboxHints[field.name] : undefined);
