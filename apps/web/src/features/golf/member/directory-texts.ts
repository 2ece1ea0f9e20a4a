import { defineTexts, type Translate } from '@/lib/texts';
import type { Locale } from '@rgcc/shared/format/locale';
import { localeDigits } from '@rgcc/shared/format/number';
import { formatIndex } from '@rgcc/shared/golf/handicap-record-constants';
// Types only: the schema module would pull zod into the page's first load.
import type { DirectoryMember } from '@rgcc/shared/golf/course';
import type english from './locales/directory.en.json';

/** The member directory: the list of members and one member's entry. */
export const directoryTexts = defineTexts<typeof english>('features/golf/member/directory', {
  en: () => import('./locales/directory.en.json'),
  bn: () => import('./locales/directory.bn.json'),
});

/** "12.4 (Federation index)", "+2.1 (Club estimate)", or "None yet", in the page's language and digits. */
export function handicapShown(member: Pick<DirectoryMember, 'handicapIndex' | 'handicapSource'>, t: Translate<typeof english>, locale: Locale): string {
  if (member.handicapIndex === null || member.handicapSource === null) return t('handicapNoneYet');
  return t('handicapWithSource', { index: localeDigits(formatIndex(member.handicapIndex), locale), source: member.handicapSource });
}
