import { textAsTyped } from '../common/text';
import { z } from '../common/zod';

/** A text staff write, as its form's Bangla version names it. */
export interface BanglaTextField {
  name: string;
  /** The English label, as the field's own messages say it. */
  label: string;
  max: number;
}

export const banglaTooLongMessage = (field: Pick<BanglaTextField, 'label' | 'max'>) => `${field.label} in Bangla is limited to ${field.max} characters`;

/** One Bangla text: kept as typed, Bengali digits and all, at most as long as its English may be. */
export const banglaText = (field: Pick<BanglaTextField, 'label' | 'max'>) => textAsTyped().trim().max(field.max, banglaTooLongMessage(field));

/**
 * The optional Bangla of a form's texts (`BanglaTexts`, content/bangla-texts.ts), each checked
 * by its schema in `shape`. An empty one is no Bangla, so the page shows the English there.
 */
export function banglaTexts(shape: Record<string, z.ZodType<string, string>>) {
  const optional = Object.fromEntries(Object.entries(shape).map(([name, schema]) => [name, schema.optional()]));
  return z.object(optional).transform((texts): Record<string, string> => Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => Boolean(entry[1]))));
}

/** The Bangla of a row's texts as the console reads it back: by field, only the texts that have one. */
export const banglaTextsViewSchema = z.record(z.string(), z.string());

/** The Bangla of the texts `fields`, each limited as its English is. */
export function banglaTextsSchema(fields: readonly BanglaTextField[]) {
  return banglaTexts(Object.fromEntries(fields.map((field) => [field.name, banglaText(field)])));
}
