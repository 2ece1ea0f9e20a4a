import { useLoaderData, useSearchParams } from 'react-router';
import { Link } from '@/lib/links';
import { MemberPage } from '@/components/member-area/member-page';
import { FilterBar } from '@/components/ui/filter-bar';
import { Pager } from '@/components/ui/pager';
import { listParams } from '@rgcc/shared/common/list-filters';
import { directoryFilters } from '@rgcc/shared/golf/course-constants';
import { formatNumber } from '@rgcc/shared/format/number';
import { useLocale } from '@/lib/use-locale';
import { Contact, handicapText } from './directory-parts';
import type { directoryLoader } from './directory-api';

/** `/dashboard/directory`: the club's active members, by name, with their handicap and (where they allow it) their email and mobile. */
export function DirectoryPage() {
  const locale = useLocale();
  const { filters, directory } = useLoaderData<typeof directoryLoader>();
  const [, setSearchParams] = useSearchParams();
  return (
    <MemberPage
      title="Member directory"
      intro={
        <>
          Every member of the club, with their handicap. Email and mobile show only for members who allow it; you choose for yourself on your{' '}
          <Link to="/dashboard/profile" className="font-semibold text-fairway-800 underline underline-offset-4">
            profile
          </Link>
          .
        </>
      }
    >
      <div className="space-y-6">
        <FilterBar label="Member directory" filters={directoryFilters} state={filters} columns="sm:grid-cols-[1fr_auto]" />
        <p role="status" className="text-sm font-semibold text-fairway-800">
          {directory.total === 1 ? '1 member' : `${formatNumber(directory.total, locale)} members`}
        </p>
        {directory.items.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-ink ring-1 ring-fairway-100">No members match.</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2" aria-label="Members">
            {directory.items.map((member) => (
              <li key={member.memberId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100" data-testid="directory-member">
                <Link to={`/dashboard/directory/${member.memberId}`} className="font-serif text-xl text-fairway-900 underline underline-offset-4">
                  {member.name}
                </Link>
                <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="font-semibold text-fairway-800">Member ID</dt>
                  <dd>{member.memberId}</dd>
                  <dt className="font-semibold text-fairway-800">Category</dt>
                  <dd>{member.category}</dd>
                  <dt className="font-semibold text-fairway-800">Handicap</dt>
                  <dd>{handicapText(member)}</dd>
                  <dt className="font-semibold text-fairway-800">Contact</dt>
                  <dd className="min-w-0">
                    <Contact member={member} />
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
        <Pager page={directory.page} total={directory.total} pageSize={directory.pageSize} onPage={(page) => setSearchParams(listParams(directoryFilters, { ...filters, page }))} />
      </div>
    </MemberPage>
  );
}
