import { useLocation } from 'react-router';
import { isPublicPagePath } from '@rgcc/shared/common/page-paths';
import { languageNames, locales } from '@rgcc/shared/format/locale';
import { TwinLink } from '@/lib/links';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { siteTexts } from './site-texts';

/**
 * English | বাংলা: the page shown, in the other language. Each name is written in its own
 * language, so a reader finds theirs whatever the page's. Only public pages have a twin.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const t = useTexts(siteTexts);
  const locale = useLocale();
  const { pathname } = useLocation();
  if (!isPublicPagePath(pathname)) return null;
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
            <TwinLink
              locale={each}
              aria-current={each === locale ? 'true' : undefined}
              className="rounded-md px-2 py-2 hover:bg-fairway-700 aria-[current]:font-semibold aria-[current]:text-sand-300"
            >
              {languageNames[each]}
            </TwinLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
