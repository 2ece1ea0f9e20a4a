import { useLoaderData, useSearchParams } from 'react-router';
import { Link } from '@/lib/links';
import { ButtonLink } from '@/components/ui/button';
import { FilterBar, type FilterTexts } from '@/components/ui/filter-bar';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { EmptyList, ExportCsvLink, ListTable } from '@/components/ui/list-table';
import { accessFilters, memberListFilters, memberStatuses, paidFilters } from '@rgcc/shared/membership/member-constants';
import { applicantCategories } from '@rgcc/shared/membership/membership';
import { listParams } from '@rgcc/shared/common/list-filters';
import { exportUrl, type membersLoader } from './members-api';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';
import { useTexts } from '@/lib/texts';
import { useApplicationTexts } from '../application-fields-texts';
import { membersTexts } from './members-texts';

/** `/admin/members`: every member, newest first, searched and filtered on the server. */
export function MembersPage() {
  const locale = useLocale();
  const t = useTexts(membersTexts);
  const fieldTexts = useApplicationTexts();
  const { filters, members } = useLoaderData<typeof membersLoader>();
  const [, setSearchParams] = useSearchParams();
  const labelsOf = <Option extends string>(options: readonly Option[], label: (option: Option) => string) =>
    Object.fromEntries(options.map((option) => [option, label(option)])) as Record<Option, string>;
  const filterTexts: FilterTexts<typeof memberListFilters> = {
    q: { label: t('searchMembers') },
    status: { label: t('status'), any: t('anyStatus'), optionLabels: labelsOf(memberStatuses, (status) => t('memberStatus', { status })) },
    category: { label: t('category'), any: t('anyCategory'), optionLabels: labelsOf(applicantCategories, fieldTexts.category) },
    paid: { label: t('fee'), any: t('paidOrUnpaid'), optionLabels: labelsOf(paidFilters, (paid) => t(paid)) },
    access: { label: t('signIn'), any: t('anySignIn'), optionLabels: labelsOf(accessFilters, (access) => t('access', { access })) },
    from: { label: t('joinedFrom') },
    to: { label: t('joinedTo') },
  };
  return (
    <>
      <PageHeader title={t('members')} eyebrow={t('staffConsole')} inConsole>
        {t('membersIntro')}
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <FilterBar label={t('members')} filters={memberListFilters} texts={filterTexts} state={filters} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm font-semibold text-fairway-800">
              {t('memberCount', { count: members.total })}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <ButtonLink to="/admin/members/new" variant="secondary">
                {t('addMember')}
              </ButtonLink>
              <ButtonLink to="/admin/members/import" variant="secondary">
                {t('importMembers')}
              </ButtonLink>
              <ExportCsvLink href={exportUrl(filters)} />
            </div>
          </div>
          {members.items.length === 0 ? (
            <EmptyList>{t('noMembersMatch')}</EmptyList>
          ) : (
            <ListTable
              id="members-caption"
              caption={t('membersCaption', { page: members.page })}
              headings={[t('member'), t('memberId'), t('category'), t('status'), t('fee'), t('joined')]}
              widthClass="min-w-[48rem]"
            >
                  {members.items.map((member) => (
                    <tr key={member.id}>
                      <td className="px-4 py-3">
                        <Link to={`/admin/members/${member.id}`} className="font-semibold text-fairway-900 underline underline-offset-4">
                          {member.name}
                        </Link>
                        <div className="text-ink-muted">{member.email}</div>
                      </td>
                      <td className="px-4 py-3">{member.memberId}</td>
                      <td className="px-4 py-3">{fieldTexts.category(member.category)}</td>
                      <td className="px-4 py-3">{t('memberStatus', { status: member.status })}</td>
                      <td className="px-4 py-3">{member.paid ? t('paid') : t('unpaid')}</td>
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
