import { banglaTextsSchema, banglaTextsViewSchema } from './bangla-texts-schema';
import { mediaKeyPattern, videoKeyPattern } from './media-variants';
import { orderMismatchMessage, photoMissingMessage, videoMissingMessage, writtenFieldsOf, type ContentField, type ContentList } from './content-list-constants';
import { text } from '../common/text';
import { z } from '../common/zod';

/** The bodies of the content lists' endpoints, built from each list's description (constants/content-lists.ts). */

/**
 * One item as the console edits it and the endpoints answer it: its id and its fields (its
 * position too, in a list that keeps one), and the Bangla of its texts (content/bangla-texts.ts).
 */
export const contentItemViewSchema = z
  .object({ id: z.number(), bn: banglaTextsViewSchema })
  .catchall(z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type ContentItem = z.infer<typeof contentItemViewSchema>;

const isHttpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === 'https:' && /^https:\/\//i.test(value);
  } catch {
    return false;
  }
};

function fieldSchema(field: ContentField): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'long-text': {
      const base = text({ error: `${field.label} is required` }).trim().max(field.max, `${field.label} is limited to ${field.max} characters`);
      return field.optional ? base : base.min(1, `${field.label} is required`);
    }
    case 'url':
      return text()
        .trim()
        .max(500, `${field.label} is limited to 500 characters`)
        .refine((value) => value === '' || isHttpsUrl(value), `${field.label} must be a web address starting with https://`);
    case 'number': {
      const range = `${field.label} must be a whole number from ${field.min} to ${field.max}`;
      // A blank number input reads as NaN: that is a missing value; any other non-number ("5,000") is not a number in range.
      const missing = (input: unknown) => input === undefined || input === null || Number.isNaN(input);
      return z
        .number({ error: (issue) => (missing(issue.input) ? `${field.label} is required` : range) })
        .int(range)
        .min(field.min, range)
        .max(field.max, range);
    }
    case 'checkbox':
      return z.boolean({ error: `Say whether it is ${field.label.toLowerCase()}` });
    case 'image':
      return text({ error: `${field.label} is required` }).min(1, `${field.label} is required`).regex(mediaKeyPattern, photoMissingMessage);
    case 'video':
      return text({ error: `${field.label} is required` }).min(1, `${field.label} is required`).regex(videoKeyPattern, videoMissingMessage);
  }
}

/**
 * The body of a create or an update: every field of the list, its parent's id if it has one, and
 * the Bangla of its written fields (left out: an update keeps the Bangla it has).
 */
export function contentItemSchema(list: ContentList) {
  const shape: Record<string, z.ZodType> = Object.fromEntries(list.fields.map((field) => [field.name, fieldSchema(field)]));
  shape.bn = banglaTextsSchema(writtenFieldsOf(list)).optional();
  if (list.parent) shape[list.parent.field] = z.number({ error: `${list.parent.label} is required` }).int().positive(`${list.parent.label} is required`);
  return z.object(shape);
}

export const contentOrderSchema = z.object({
  ids: z.array(z.number().int().positive(), { error: 'The order is a list of ids' }).min(1, orderMismatchMessage).max(1000),
});
export type ContentOrder = z.infer<typeof contentOrderSchema>;

/** Dishes are listed per category: `?categoryId=`. */
export const contentListQuerySchema = z.object({
  categoryId: z.coerce.number({ error: 'The category must be a number' }).int().positive().max(2_147_483_647).optional(),
});
