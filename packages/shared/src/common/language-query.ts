import { locales } from '../format/locale';
import { z } from './zod';

export const chooseLanguageMessage = 'Choose English or Bangla.';

/**
 * `?lang=bn` on the club's content: the texts staff wrote in Bangla where they did, else English.
 * Without it, English, as the spec's calls answer.
 */
export const languageQuerySchema = z.object({ lang: z.enum(locales, { error: chooseLanguageMessage }).default('en') });
