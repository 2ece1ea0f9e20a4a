import { useLoaderData, useSearchParams } from 'react-router';
import { Link } from '@/lib/links';
import { MemberPage } from '@/components/member-area/member-page';
import { FilterBar } from '@/components/ui/filter-bar';
import { Pager } from '@/components/ui/pager';
import { listParams } from '@rgcc/shared/common/list-filters';
import { directoryFilters } from '@rgcc/shared/golf/course-constants';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { Contact } from './directory-parts';
import { directoryTexts, handicapShown } from './directory-texts';
import type { directoryLoader } from './directory-api';

/** `/dashboard/directory`: the club's active members, by name, with their handicap and (where they allow it) their email and mobile. */
export function DirectoryPage() {
  const t = useTexts(directoryTexts);
  const locale = useLocale();
  const { filters, directory } = useLoaderData<typeof directoryLoader>();
  const [, setSearchParams] = useSearchParams();
  // The search box as the page shows it: its label in the page's language (the address and the server read `directoryFilters`).
  const shownFilters = { q: { ...directoryFilters.q, label: t('searchLabel') } };
  return (
    <MemberPage
      title={t('memberDirectory')}
      intro={t.rich('intro', {
        link: (chunks) => (
          <Link to="/dashboard/profile" className="font-semibold text-fairway-800 underline underline-offset-4">
            {chunks}
          </Link>
        ),
      })}
    >
      <div className="space-y-6">
        <FilterBar label={t('memberDirectory')} filters={shownFilters} state={filters} columns="sm:grid-cols-[1fr_auto]" />
        <p role="status" className="text-sm font-semibold text-fairway-800">
          {t('memberCount', { count: directory.total })}
        </p>
        {directory.items.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-ink ring-1 ring-fairway-100">{t('noMembersMatch')}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2" aria-label={t('members')}>
            {directory.items.map((member) => (
              <li key={member.memberId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100" data-testid="directory-member">
                <Link to={`/dashboard/directory/${member.memberId}`} className="font-serif text-xl text-fairway-900 underline underline-offset-4">
                  {member.name}
                </Link>
                <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="font-semibold text-fairway-800">{t('memberId')}</dt>
                  <dd>{member.memberId}</dd>
                  <dt className="font-semibold text-fairway-800">{t('category')}</dt>
                  <dd>{member.category}</dd>
                  <dt className="font-semibold text-fairway-800">{t('handicap')}</dt>
                  <dd>{handicapShown(member, t, locale)}</dd>
                  <dt className="font-semibold text-fairway-800">{t('contact')}</dt>
                  <dd className="min-w-0">
                    {member.email === null && member.mobile === null ? <span className="text-ink-muted">{t('contactNotShared')}</span> : <Contact member={member} />}
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
