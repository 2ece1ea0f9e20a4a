import { createContext, useContext } from 'react';
import { defaultLocale, type Locale } from '@rgcc/shared/format/locale';

/**
 * The language the page is shown in: the root layout provides it from the path (`/bn/…` is
 * Bangla, docs/languages-and-instances.md). Texts, dates, numbers and amounts all follow it.
 */
export const LocaleContext = createContext<Locale>(defaultLocale);

export function useLocale(): Locale {
  return useContext(LocaleContext);
}
