import { Outlet } from 'react-router';
import { NavLink } from '@/lib/links';
import { useAccount } from '@/lib/current-account';
import { useTexts } from '@/lib/texts';
import { consoleSectionPaths, consoleSections, mayUseSection } from '@rgcc/shared/account/staff-roles';
import { consoleTexts, sectionNames } from './console-texts';

/**
 * The staff console's frame (its guard is `staffLoader`): the sections of the person's role, and
 * only those, above each page. On a phone the row scrolls sideways rather than wrapping.
 */
export function ConsoleLayout() {
  const t = useTexts(consoleTexts);
  const { role } = useAccount();
  const sections = consoleSections.filter((section) => mayUseSection(role, section));
  return (
    <>
      <nav aria-label={t('staffConsole')} className="bg-fairway-900 pt-16 text-cream">
        <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-2">
          {sections.map((section) => (
            <li key={section} className="shrink-0">
              <NavLink
                to={consoleSectionPaths[section]}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-sand-300 ${
                    isActive ? 'bg-cream text-fairway-900' : 'text-fairway-100 hover:bg-fairway-800 hover:text-cream'
                  }`
                }
              >
                {t(sectionNames[section])}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
