import { Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { Link } from '@/lib/links';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form-field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pager, pageCount } from '@/components/ui/pager';
import { EmptyList, ListTable } from '@/components/ui/list-table';
import { applicationStatuses, applicationStatusLabels, type ApplicationStatus } from '@rgcc/shared/membership/application-statuses';
import { applicantCategories, type ApplicantCategory } from '@rgcc/shared/membership/membership';
import type { ApplicationList } from '@rgcc/shared/membership/applications-review';
import { paramsFrom, searchMaxLength, type ApplicationFilters, type applicationsLoader } from './applications-api';
import { statusBadgeClass } from './console-format';
import { formatClubDate } from '@rgcc/shared/format/dates';
import { formatNumber } from '@rgcc/shared/format/number';
import type { Locale } from '@rgcc/shared/format/locale';
import { useLocale } from '@/lib/use-locale';

/** `/admin/applications`: the staff list of membership applications, newest first. */
export function ApplicationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { filters, list } = useLoaderData<typeof applicationsLoader>();
  // The table stays in place while the next page or filter loads, instead of flashing a spinner.
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname === '/admin/applications';
  // Any change of search or filter starts again at the first page: page 3 of the old list means nothing in the new one.
  const update = (change: Partial<ApplicationFilters>) => setSearchParams(paramsFrom({ ...filters, page: 1, ...change }));

  return (
    <>
      <PageHeader title="Membership applications" eyebrow="Staff console" inConsole>
        Review new applications, then approve or reject them once the applicant has verified their email.
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <div className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6 lg:grid-cols-[2fr_1fr_1fr] lg:items-end">
            {/* Keyed by the URL's search, so Back and Forward put the box back in step with the list. */}
            <SearchForm key={filters.q} initial={filters.q} onSearch={(q) => update({ q })} />
            <Field label="Status">
              {(control) => (
                <select {...control} value={filters.status} onChange={(event) => update({ status: event.target.value as ApplicationStatus | '' })}>
                  <option value="">All statuses</option>
                  {applicationStatuses.map((status) => (
                    <option key={status} value={status}>
                      {applicationStatusLabels[status]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Category">
              {(control) => (
                <select {...control} value={filters.category} onChange={(event) => update({ category: event.target.value as ApplicantCategory | '' })}>
                  <option value="">All categories</option>
                  {applicantCategories.map((category) => (
                    <option key={category}>{category}</option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <ApplicationTable
            list={list}
            busy={busy}
            listSearch={searchParams.toString()}
            onPage={(page) => setSearchParams(paramsFrom({ ...filters, page }))}
          />
        </div>
      </Section>
    </>
  );
}

/** Searches on submit: a request per keystroke would make the table jump while staff type. */
function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" aria-label="Applications" onSubmit={submit} className="flex items-end gap-2">
      <div className="flex-1">
        <Field label="Search by name or email">
          {(control) => (
            <input {...control} type="search" value={value} maxLength={searchMaxLength} onChange={(event) => setValue(event.target.value)} />
          )}
        </Field>
      </div>
      <Button type="submit" className="px-4 py-3.5">
        <Search aria-hidden="true" className="size-4" />
        Search
      </Button>
      {initial && (
        <Button variant="ghost" className="px-3 py-3.5" aria-label="Clear the search" onClick={() => onSearch('')}>
          <X aria-hidden="true" className="size-4" />
        </Button>
      )}
    </form>
  );
}

const countText = (total: number, locale: Locale) => (total === 1 ? '1 application' : `${formatNumber(total, locale)} applications`);

function ApplicationTable({
  list,
  busy,
  listSearch,
  onPage,
}: {
  list: ApplicationList;
  busy: boolean;
  listSearch: string;
  onPage: (page: number) => void;
}) {
  const locale = useLocale();
  const pages = pageCount(list.total, list.pageSize);
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm font-semibold text-fairway-800">
        {countText(list.total, locale)}
      </p>
      {list.items.length === 0 ? (
        <EmptyList>No applications match.</EmptyList>
      ) : (
        <ListTable id="applications-caption" caption={`Membership applications, newest first, page ${list.page} of ${pages}`} headings={['Name', 'Email', 'Category', 'Membership type', 'Status', 'Applied']} widthClass="min-w-[48rem]" busy={busy}>
              {list.items.map((application) => (
                <tr key={application.id} className="hover:bg-cream">
                  <th scope="row" className="px-4 py-3 font-semibold">
                    <Link
                      to={`/admin/applications/${application.id}`}
                      state={{ listSearch }}
                      className="text-fairway-800 underline decoration-fairway-200 underline-offset-4 hover:decoration-fairway-700"
                    >
                      {application.name}
                    </Link>
                  </th>
                  <td className="px-4 py-3 whitespace-nowrap">{application.email}</td>
                  <td className="px-4 py-3">{application.category}</td>
                  <td className="px-4 py-3">{application.membershipType}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <span className={statusBadgeClass[application.status]}>{applicationStatusLabels[application.status]}</span>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <time dateTime={application.createdAt}>{formatClubDate(application.createdAt, locale)}</time>
                  </td>
                </tr>
              ))}
        </ListTable>
      )}
      <Pager page={list.page} total={list.total} pageSize={list.pageSize} onPage={onPage} />
    </div>
  );
}
