import { useLoaderData, useSearchParams } from 'react-router';
import { Link } from '@/lib/links';
import { ButtonLink } from '@/components/ui/button';
import { FilterBar } from '@/components/ui/filter-bar';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { EmptyList, ExportCsvLink, ListTable } from '@/components/ui/list-table';
import { memberListFilters, memberStatusLabels } from '@rgcc/shared/membership/member-constants';
import { listParams } from '@rgcc/shared/common/list-filters';
import { exportUrl, type membersLoader } from './members-api';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
import { formatNumber } from '@rgcc/shared/format/number';
import { useLocale } from '@/lib/use-locale';


/** `/admin/members`: every member, newest first, searched and filtered on the server. */
export function MembersPage() {
  const locale = useLocale();
  const { filters, members } = useLoaderData<typeof membersLoader>();
  const [, setSearchParams] = useSearchParams();
  return (
    <>
      <PageHeader title="Members" eyebrow="Staff console" inConsole>
        Every member of the club, with their standing and whether the registration fee is paid.
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <FilterBar label="Members" filters={memberListFilters} state={filters} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm font-semibold text-fairway-800">
              {members.total === 1 ? '1 member' : `${formatNumber(members.total, locale)} members`}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <ButtonLink to="/admin/members/new" variant="secondary">
                Add a member
              </ButtonLink>
              <ButtonLink to="/admin/members/import" variant="secondary">
                Import members
              </ButtonLink>
              <ExportCsvLink href={exportUrl(filters)} />
            </div>
          </div>
          {members.items.length === 0 ? (
            <EmptyList>No members match.</EmptyList>
          ) : (
            <ListTable id="members-caption" caption={`Members, newest first, page ${members.page}`} headings={['Member', 'Member ID', 'Category', 'Status', 'Fee', 'Joined']} widthClass="min-w-[48rem]">
                  {members.items.map((member) => (
                    <tr key={member.id}>
                      <td className="px-4 py-3">
                        <Link to={`/admin/members/${member.id}`} className="font-semibold text-fairway-900 underline underline-offset-4">
                          {member.name}
                        </Link>
                        <div className="text-ink-muted">{member.email}</div>
                      </td>
                      <td className="px-4 py-3">{member.memberId}</td>
                      <td className="px-4 py-3">{member.category}</td>
                      <td className="px-4 py-3">{memberStatusLabels[member.status]}</td>
                      <td className="px-4 py-3">{member.paid ? 'Paid' : 'Unpaid'}</td>
                      <td className="px-4 py-3">{formatCalendarDate(member.joinedOn, locale)}</td>
                    </tr>
                  ))}
            </ListTable>
          )}
          <Pager page={members.page} total={members.total} pageSize={members.pageSize} onPage={(page) => setSearchParams(listParams(memberListFilters, { ...filters, page }))} />
        </div>
      </Section>
    </>
  );
}
