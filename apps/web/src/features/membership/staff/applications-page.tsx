import { Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { Link } from '@/lib/links';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form-field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pager, pageCount } from '@/components/ui/pager';
import { EmptyList, ListTable } from '@/components/ui/list-table';
import { applicationStatuses, type ApplicationStatus } from '@rgcc/shared/membership/application-statuses';
import { applicantCategories, type ApplicantCategory } from '@rgcc/shared/membership/membership';
import type { ApplicationList } from '@rgcc/shared/membership/applications-review';
import { paramsFrom, searchMaxLength, type ApplicationFilters, type applicationsLoader } from './applications-api';
import { statusBadgeClass } from './console-format';
import { formatClubDate } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';
import { useTexts } from '@/lib/texts';
import { useApplicationTexts } from '../application-fields-texts';
import { applicationsTexts } from './applications-texts';

/** `/admin/applications`: the staff list of membership applications, newest first. */
export function ApplicationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const t = useTexts(applicationsTexts);
  const fieldTexts = useApplicationTexts();
  const { filters, list } = useLoaderData<typeof applicationsLoader>();
  // The table stays in place while the next page or filter loads, instead of flashing a spinner.
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname === '/admin/applications';
  // Any change of search or filter starts again at the first page: page 3 of the old list means nothing in the new one.
  const update = (change: Partial<ApplicationFilters>) => setSearchParams(paramsFrom({ ...filters, page: 1, ...change }));

  return (
    <>
      <PageHeader title={t('membershipApplications')} eyebrow={t('staffConsole')} inConsole>
        {t('listIntro')}
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <div className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6 lg:grid-cols-[2fr_1fr_1fr] lg:items-end">
            {/* Keyed by the URL's search, so Back and Forward put the box back in step with the list. */}
            <SearchForm key={filters.q} initial={filters.q} onSearch={(q) => update({ q })} />
            <Field label={t('status')}>
              {(control) => (
                <select {...control} value={filters.status} onChange={(event) => update({ status: event.target.value as ApplicationStatus | '' })}>
                  <option value="">{t('allStatuses')}</option>
                  {applicationStatuses.map((status) => (
                    <option key={status} value={status}>
                      {t('statusName', { status })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('category')}>
              {(control) => (
                <select {...control} value={filters.category} onChange={(event) => update({ category: event.target.value as ApplicantCategory | '' })}>
                  <option value="">{t('allCategories')}</option>
                  {applicantCategories.map((category) => (
                    <option key={category} value={category}>
                      {fieldTexts.category(category)}
                    </option>
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
  const t = useTexts(applicationsTexts);
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" aria-label={t('applications')} onSubmit={submit} className="flex items-end gap-2">
      <div className="flex-1">
        <Field label={t('searchByNameOrEmail')}>
          {(control) => (
            <input {...control} type="search" value={value} maxLength={searchMaxLength} onChange={(event) => setValue(event.target.value)} />
          )}
        </Field>
      </div>
      <Button type="submit" className="px-4 py-3.5">
        <Search aria-hidden="true" className="size-4" />
        {t('search')}
      </Button>
      {initial && (
        <Button variant="ghost" className="px-3 py-3.5" aria-label={t('clearSearch')} onClick={() => onSearch('')}>
          <X aria-hidden="true" className="size-4" />
        </Button>
      )}
    </form>
  );
}

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
  const t = useTexts(applicationsTexts);
  const fieldTexts = useApplicationTexts();
  const pages = pageCount(list.total, list.pageSize);
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm font-semibold text-fairway-800">
        {t('applicationCount', { count: list.total })}
      </p>
      {list.items.length === 0 ? (
        <EmptyList>{t('noApplicationsMatch')}</EmptyList>
      ) : (
        <ListTable
          id="applications-caption"
          caption={t('listCaption', { page: list.page, pages })}
          headings={[t('name'), t('email'), t('category'), t('membershipType'), t('status'), t('applied')]}
          widthClass="min-w-[48rem]"
          busy={busy}
        >
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
                  <td className="px-4 py-3">{fieldTexts.category(application.category)}</td>
                  <td className="px-4 py-3">{fieldTexts.membershipType(application.membershipType)}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <span className={statusBadgeClass[application.status]}>{t('statusName', { status: application.status })}</span>
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
