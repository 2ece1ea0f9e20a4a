import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { PageHeader, Section } from '@/components/ui/page-header';
import { rolesOfSection, sectionOfPath, staffRoleLabels } from '@rgcc/shared/account/staff-roles';
import { RouteError } from './route-error';

const listOf = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

/**
 * A console page that could not be shown, inside the console's frame so that its navigation stays.
 * A section outside the person's role (the API answered 403) says which roles it is for;
 * anything else is the site's error page.
 */
export function ConsoleError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (!isRouteErrorResponse(error) || error.status !== 403) return <RouteError />;
  const section = sectionOfPath(pathname);
  const roles = section ? rolesOfSection(section).map((role) => staffRoleLabels[role]) : [];
  // The server's own sentence ("Your staff role does not include Content."), when it gave one.
  const reason = (error.data as { message?: unknown } | null)?.message;
  return (
    <>
      <PageHeader title="Not part of your role" eyebrow="Staff console" inConsole>
        {typeof reason === 'string' ? reason : undefined}
      </PageHeader>
      <Section className="bg-cream">
        <p className="max-w-2xl text-lg">
          {section
            ? `${section} is for staff in the ${listOf(roles)} ${roles.length === 1 ? 'role' : 'roles'}.`
            : 'This page is not part of your role.'}{' '}
          An admin can change your role on the Staff page.
        </p>
      </Section>
    </>
  );
}
