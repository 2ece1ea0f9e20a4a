import { useState } from 'react';
import { useLocation, useRevalidator, useRouteLoaderData } from 'react-router';
import type { CurrentAccount } from '@rgcc/shared/account/account';
import { isPublicPagePath } from '@rgcc/shared/common/page-paths';
import { languageNames, locales, type Locale } from '@rgcc/shared/format/locale';
import { api, errorMessage } from '@/lib/api-client';
import { TwinLink } from '@/lib/links';
import { signedInRouteId } from '@/lib/page-data';
import { rememberChosenLanguage, rememberSession, useSignedIn } from '@/lib/session';
import { loadTexts, useTexts } from '@/lib/texts';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { siteTexts } from './site-texts';

const saveLanguage = (language: Locale) => api.put<CurrentAccount>('/api/account/language', { language });

const itemClass = 'rounded-md px-2 py-2 hover:bg-fairway-700 aria-[current]:font-semibold aria-[current]:text-sand-300';

/**
 * English | বাংলা. Each name is written in its own language, so a reader finds theirs whatever
 * the page's. On a public page each is a link to the page's twin, and the choice is kept: on the
 * account of someone signed in, else until the visitor signs in. A page for the person signed in
 * has one path: there the switch changes their account's language, and the page follows it.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const t = useTexts(siteTexts);
  const locale = useLocale();
  const { pathname } = useLocation();
  const signedInPage = useRouteLoaderData(signedInRouteId) !== undefined;
  const signedIn = useSignedIn();
  const revalidator = useRevalidator();
  const [saving, setSaving] = useState(false);
  if (!signedInPage && !isPublicPagePath(pathname)) return null;

  const keepChoice = (language: Locale) => {
    if (!signedIn) return rememberChosenLanguage(language);
    // The page is the twin's either way; the account learns the choice for the pages to come.
    void saveLanguage(language).then(rememberSession, () => undefined);
  };

  const switchAccount = async (language: Locale) => {
    setSaving(true);
    try {
      // The new language's texts first, so the page changes at once and in one piece.
      await loadTexts(language);
      rememberSession(await saveLanguage(language));
      await revalidator.revalidate();
    } catch (error) {
      toast.error(errorMessage(error, t('languageNotSaved')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <nav aria-label={t('language')} className={className}>
      <ul className="flex items-center text-sm text-cream">
        {locales.map((each, index) => (
          <li key={each} className="flex items-center">
            {index > 0 && (
              <span aria-hidden="true" className="px-1 text-fairway-300">
                |
              </span>
            )}
            {signedInPage ? (
              <button
                type="button"
                lang={each}
                aria-current={each === locale ? 'true' : undefined}
                disabled={saving}
                onClick={() => each !== locale && void switchAccount(each)}
                className={itemClass}
              >
                {languageNames[each]}
              </button>
            ) : (
              <TwinLink locale={each} aria-current={each === locale ? 'true' : undefined} onClick={() => keepChoice(each)} className={itemClass}>
                {languageNames[each]}
              </TwinLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
