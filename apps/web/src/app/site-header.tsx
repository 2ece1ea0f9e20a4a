import { ChevronDown, Menu, X } from 'lucide-react';
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '@/lib/links';
import { useTexts } from '@/lib/texts';
import { LanguageSwitch } from './language-switch';
import { siteTexts } from './site-texts';
import { clubName, clubShortName } from '@/lib/club';
import { useSignedIn } from '@/lib/session';
import { isGroup, mainNavigation, type NavGroup, type NavItem } from './navigation';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-fairway-700 hover:text-cream ${isActive ? 'text-sand-300' : 'text-cream'}`;

function AccountLink({ className }: { className: string }) {
  const signedIn = useSignedIn();
  const t = useTexts(siteTexts);
  return signedIn ? (
    <NavLink to="/dashboard" className={className}>
      {t('dashboard')}
    </NavLink>
  ) : (
    <NavLink to="/login" className={className}>
      {t('login')}
    </NavLink>
  );
}

/** Open state that closes by itself when the visitor goes to another page. */
function useOpenUntilNavigation(): [boolean, (open: boolean) => void] {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const setOpen = useCallback((open: boolean) => setOpenOn(open ? pathname : null), [pathname]);
  return [openOn === pathname, setOpen];
}

/**
 * The WAI "disclosure navigation" pattern: each group is a button that shows its links.
 * Opens on hover for mouse users and on click or Enter for everyone; Escape closes it.
 */
function DesktopGroup({ label, links }: NavGroup) {
  const t = useTexts(siteTexts);
  const [open, setOpen] = useOpenUntilNavigation();
  const containerRef = useRef<HTMLLIElement>(null);
  // A mouse that has already opened the group by hovering must not close it again by clicking.
  const hovered = useRef(false);
  const listId = useId();
  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open, setOpen]);

  return (
    <li
      ref={containerRef}
      className="relative"
      onMouseEnter={() => {
        hovered.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        hovered.current = false;
        setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          containerRef.current?.querySelector('button')?.focus();
        }
      }}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(hovered.current || !open)}
        className="group flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-cream hover:bg-fairway-700 aria-expanded:bg-fairway-700"
      >
        {t(label)}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-aria-expanded:rotate-180" />
      </button>
      <ul id={listId} hidden={!open} className="absolute top-full left-0 min-w-48 rounded-lg bg-cream p-2 shadow-xl ring-1 ring-fairway-100">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="block rounded-md px-3 py-2 text-sm text-fairway-800 hover:bg-fairway-50">
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

function DesktopNavigation({ items }: { items: NavItem[] }) {
  const t = useTexts(siteTexts);
  return (
    <nav aria-label={t('mainNavigation')} className="hidden xl:block">
      {/* Hidden on phones, and the most links to hydrate: each entry hydrates in a task of its own (decision 0012). */}
      <ul className="flex items-center gap-0.5">
        {items.map((item) => (
          <Suspense key={isGroup(item) ? item.label : item.to}>
            {isGroup(item) ? (
              <DesktopGroup {...item} />
            ) : (
              <li>
                <NavLink to={item.to} end className={linkClass}>
                  {t(item.label)}
                </NavLink>
              </li>
            )}
          </Suspense>
        ))}
        <Suspense>
          <li>
            <AccountLink className="ml-2 block rounded-full bg-sand-500 px-4 py-2 text-sm font-semibold text-fairway-900 hover:bg-sand-300" />
          </li>
        </Suspense>
      </ul>
    </nav>
  );
}

function MobileNavigation({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  const t = useTexts(siteTexts);
  return (
    <nav id="mobile-menu" aria-label={t('mainNavigation')} className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-fairway-700 px-4 pb-6 xl:hidden">
      <ul className="flex flex-col gap-1 pt-3">
        {items.map((item) =>
          isGroup(item) ? (
            <li key={item.label}>
              <details className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-2 text-sm font-medium text-cream hover:bg-fairway-700">
                  {t(item.label)}
                  <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
                </summary>
                <ul className="ml-4 border-l border-fairway-700 pl-2">
                  {item.links.map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} className={linkClass} onClick={onNavigate}>
                        {t(link.label)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <li key={item.to}>
              <NavLink to={item.to} end className={linkClass} onClick={onNavigate}>
                {t(item.label)}
              </NavLink>
            </li>
          ),
        )}
        <li>
          <AccountLink className="mt-2 block rounded-full bg-sand-500 px-4 py-2 text-center text-sm font-semibold text-fairway-900" />
        </li>
      </ul>
    </nav>
  );
}

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useOpenUntilNavigation();
  const t = useTexts(siteTexts);

  return (
    <header className="fixed inset-x-0 top-0 z-40 bg-fairway-800/95 shadow-md backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 font-serif text-lg font-semibold text-cream">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>
            {clubShortName}
            <span className="sr-only">{t('homeOfClub', { club: clubName })}</span>
          </span>
        </Link>
        <DesktopNavigation items={mainNavigation} />
        <LanguageSwitch className="ml-auto xl:ml-0" />
        <button
          type="button"
          className="rounded-md p-2 text-cream hover:bg-fairway-700 xl:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="sr-only">{t(menuOpen ? 'closeMenu' : 'openMenu')}</span>
        </button>
      </div>
      {menuOpen && <MobileNavigation items={mainNavigation} onNavigate={() => setMenuOpen(false)} />}
    </header>
  );
}
