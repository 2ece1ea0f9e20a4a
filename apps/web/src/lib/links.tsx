/**
 * The site's links: a link to a public page leads to its twin in the page's language (`/about`
 * on a Bangla page goes to `/bn/about`), so a visitor stays in the language they chose. Lint
 * sends every Link and NavLink through here (eslint.config.js).
 */
// eslint-disable-next-line no-restricted-imports -- the one place that wraps them
import { Link as RouterLink, NavLink as RouterNavLink, useLocation, useNavigate, type LinkProps, type NavLinkProps, type NavigateOptions, type To } from 'react-router';
import { isPublicPagePath, pathInLocale } from '@rgcc/shared/common/page-paths';
import type { Locale } from '@rgcc/shared/format/locale';
import { useLocale } from './use-locale';

/** A destination in a language: a public page's path gets the language's prefix; any other stays as it is. */
export function localised(to: To, locale: Locale): To {
  if (typeof to === 'string') {
    const [path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(to)!.slice(1);
    return path.startsWith('/') && isPublicPagePath(path) ? pathInLocale(path, locale) + rest : to;
  }
  return to.pathname?.startsWith('/') && isPublicPagePath(to.pathname) ? { ...to, pathname: pathInLocale(to.pathname, locale) } : to;
}

export function Link({ to, ...props }: LinkProps) {
  return <RouterLink {...props} to={localised(to, useLocale())} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink {...props} to={localised(to, useLocale())} />;
}

/** `navigate(to)` in the page's language, as a Link would go. */
export function useLocalisedNavigate() {
  const navigate = useNavigate();
  const locale = useLocale();
  return (to: To, options?: NavigateOptions) => navigate(localised(to, locale), options);
}

/** A link to the page shown, in another language: the language switch's (app/language-switch.tsx). */
export function TwinLink({ locale, ...props }: Omit<LinkProps, 'to'> & { locale: Locale }) {
  const { pathname, search, hash } = useLocation();
  return <RouterLink {...props} to={{ pathname: pathInLocale(pathname, locale), search, hash }} lang={locale} hrefLang={locale} />;
}
