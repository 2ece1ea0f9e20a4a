import { Suspense, use } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { PageHeader, Section } from '@/components/ui/page-header';
import { useTexts } from '@/lib/texts';
import { rolesOfSection, sectionOfPath, type ConsoleSection } from '@rgcc/shared/account/staff-roles';
import type * as ConsoleTexts from './console-texts';
import { RouteError } from './route-error';

/**
 * The console's texts, imported when a refusal shows (the console's layout has loaded them by
 * then). The router imports this file on every page: a static import would declare the console's
 * part there, and every public page would load it.
 */
let consoleTextsModule: Promise<typeof ConsoleTexts> | undefined;
const loadConsoleTexts = () => (consoleTextsModule ??= import('./console-texts'));

/**
 * A console page that could not be shown, inside the console's frame so that its navigation stays.
 * A section outside the person's role (the API answered 403) says which roles it is for;
 * anything else is the site's error page.
 */
export function ConsoleError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (!isRouteErrorResponse(error) || error.status !== 403) return <RouteError />;
  // The server's own sentence ("Your staff role does not include Content."), when it gave one.
  const reason = (error.data as { message?: unknown } | null)?.message;
  return (
    <Suspense>
      <RoleRefusal section={sectionOfPath(pathname)} reason={typeof reason === 'string' ? reason : undefined} />
    </Suspense>
  );
}

function RoleRefusal({ section, reason }: { section: ConsoleSection | undefined; reason: string | undefined }) {
  const { consoleTexts, roleNames, sectionNames } = use(loadConsoleTexts());
  const t = useTexts(consoleTexts);
  const roles = section ? rolesOfSection(section).map((role) => t(roleNames[role])) : [];
  /** "Admin, Membership and Content". */
  const listOf = ([first = '', ...rest]: string[]): string =>
    rest.length === 0 ? first : rest.length === 1 ? t('listAnd', { first, last: rest[0]! }) : t('listComma', { first, rest: listOf(rest) });
  return (
    <>
      <PageHeader title={t('notPartOfYourRole')} eyebrow={t('staffConsole')} inConsole>
        {reason}
      </PageHeader>
      <Section className="bg-cream">
        <p className="max-w-2xl text-lg">
          {section ? t('sectionForRoles', { section: t(sectionNames[section]), roles: listOf(roles), count: roles.length }) : t('pageNotInRole')}{' '}
          {t('adminCanChangeRole')}
        </p>
      </Section>
    </>
  );
}
