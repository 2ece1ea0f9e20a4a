import { defineTexts, type Translate } from '@/lib/texts';
import { formatOneDecimal } from '@rgcc/shared/format/golf-numbers';
import type { Locale } from '@rgcc/shared/format/locale';
import { localeDigits } from '@rgcc/shared/format/number';
import { formatIndex, staffAttesterLabel } from '@rgcc/shared/golf/handicap-record-constants';
import type english from './locales/record.en.json';

/** The handicap record's texts, as the member's Handicap page and the console's record of a member show them: the indexes, course handicaps, rounds and the index chart. */
export const recordTexts = defineTexts<typeof english>('features/golf/record', {
  en: () => import('./locales/record.en.json'),
  bn: () => import('./locales/record.bn.json'),
});

/** An index as the record shows it (one decimal, a plus index with its "+", none as a dash), in the page's digits. */
export const indexShown = (index: number | null, locale: Locale) => localeDigits(formatIndex(index), locale);

/** A differential with its one decimal, in the page's digits. */
export const oneDecimalShown = (value: number, locale: Locale) => localeDigits(formatOneDecimal(value), locale);

/** Who attested a round: a partner's name, or the club's staff (whom the API names in English) in the page's language. */
export const attesterShown = (attestedBy: string, t: Translate<typeof english>) => (attestedBy === staffAttesterLabel ? t('clubStaff') : attestedBy);
