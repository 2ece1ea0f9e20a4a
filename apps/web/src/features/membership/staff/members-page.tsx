import { Form, Link, useLoaderData, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, TextField } from '@/components/ui/form-field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { EmptyList, ExportCsvLink, ListTable } from '@/components/ui/list-table';
import { applicantCategories } from '@rgcc/shared/membership/membership';
import { memberStatusLabels } from '@rgcc/shared/membership/member-constants';
import { exportUrl, paramsFrom, type membersLoader } from './members-api';
import { formatClubDateTime } from '@rgcc/shared/format/dates';
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
          <Form method="get" role="search" aria-label="Members" key={paramsFrom(filters).toString()} className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:grid-cols-3 sm:items-end sm:p-6">
            <TextField label="Search by name, email or member ID" name="q" type="search" defaultValue={filters.q} maxLength={100} />
            <Field label="Status">
              {(control) => (
                <select {...control} name="status" defaultValue={filters.status}>
                  <option value="">Any status</option>
                  {Object.entries(memberStatusLabels).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Category">
              {(control) => (
                <select {...control} name="category" defaultValue={filters.category}>
                  <option value="">Any category</option>
                  {applicantCategories.map((category) => (
                    <option key={category}>{category}</option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Fee">
              {(control) => (
                <select {...control} name="paid" defaultValue={filters.paid}>
                  <option value="">Paid or unpaid</option>
                  <option value="paid">Paid</option>
                  <option value="unpaid">Unpaid</option>
                </select>
              )}
            </Field>
            <TextField label="Joined from" name="from" type="date" defaultValue={filters.from} />
            <TextField label="Joined to" name="to" type="date" defaultValue={filters.to} />
            <Button type="submit" className="py-3.5">
              Search
            </Button>
          </Form>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm font-semibold text-fairway-800">
              {members.total === 1 ? '1 member' : `${formatNumber(members.total, locale)} members`}
            </p>
            <ExportCsvLink href={exportUrl(filters)} />
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
                      <td className="px-4 py-3">{formatClubDateTime(member.joinedAt, locale)}</td>
                    </tr>
                  ))}
            </ListTable>
          )}
          <Pager page={members.page} total={members.total} pageSize={members.pageSize} onPage={(page) => setSearchParams(paramsFrom({ ...filters, page }))} />
        </div>
      </Section>
    </>
  );
}
