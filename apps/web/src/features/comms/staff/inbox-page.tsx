import { useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { Link } from '@/lib/links';
import { FilterBar } from '@/components/ui/filter-bar';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pager, pageCount } from '@/components/ui/pager';
import { EmptyList, ExportCsvLink, ListTable } from '@/components/ui/list-table';
import { inboxListFilters, inboxTabs, type InboxMessageStatus, type InboxTab } from '@rgcc/shared/comms/inbox-constants';
import { listUrl, readListState } from '@rgcc/shared/common/list-filters';
import type { InboxMessagePage, SubscriberPage } from '@rgcc/shared/comms/inbox';
import { exportHref, paramsFrom, tabParams, type InboxFilters, type inboxLoader } from './api';
import { statusBadgeClass } from './inbox-format';
import { ClubDateTime } from '@/components/club-date-time';
import { useTexts } from '@/lib/texts';
import { inboxTexts, messageTitle } from './inbox-texts';

/** A tab opens its list afresh: no search, every status, newest first. */
const tabPath = (kind: InboxTab) => listUrl('/admin/inbox', inboxListFilters[kind], readListState(inboxListFilters[kind], new URLSearchParams()), tabParams(kind));

/** `/admin/inbox`: what visitors sent, one kind per tab, with search, filter, order, pages and a CSV export. */
export function InboxPage() {
  const t = useTexts(inboxTexts);
  const { filters, list } = useLoaderData<typeof inboxLoader>();
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname === '/admin/inbox';
  return (
    <>
      <PageHeader title={t('inbox')} eyebrow={t('staffConsole')} inConsole>
        {t('inboxIntro')}
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <nav aria-label={t('inboxLists')}>
            <ul className="flex gap-2 overflow-x-auto pb-1">
              {inboxTabs.map((tab) => (
                <li key={tab} className="shrink-0">
                  <Link
                    to={tabPath(tab)}
                    aria-current={tab === filters.kind ? 'page' : undefined}
                    className={`block rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap ring-1 ring-fairway-200 ${
                      tab === filters.kind ? 'bg-fairway-800 text-cream' : 'bg-white text-fairway-800 hover:bg-fairway-50'
                    }`}
                  >
                    {t('tab', { tab })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <FilterBar
            label={t('tab', { tab: filters.kind })}
            filters={inboxListFilters[filters.kind]}
            state={filters}
            fixed={tabParams(filters.kind)}
            columns="sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]"
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm font-semibold text-fairway-800">
              {t('itemCount', { count: list.page.total })}
            </p>
            <ExportCsvLink href={exportHref(filters)} />
          </div>
          {list.page.items.length === 0 ? (
            <EmptyList>{t('nothingMatches')}</EmptyList>
          ) : list.kind === 'newsletter' ? (
            <SubscriberTable page={list.page} filters={filters} busy={busy} />
          ) : (
            <MessageTable page={list.page} filters={filters} busy={busy} />
          )}
          <Pager page={list.page.page} total={list.page.total} pageSize={list.page.pageSize} onPage={(page) => setSearchParams(paramsFrom({ ...filters, page }))} />
        </div>
      </Section>
    </>
  );
}

/** The list's caption: which list, in which order, and which page. */
function useCaption(filters: InboxFilters, { page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const t = useTexts(inboxTexts);
  return t('listCaption', { tab: t('tab', { tab: filters.kind }), sort: filters.sort, page, pages: pageCount(total, pageSize) });
}

function MessageTable({ page, filters, busy }: { page: InboxMessagePage; filters: InboxFilters; busy: boolean }) {
  const t = useTexts(inboxTexts);
  const caption = useCaption(filters, page);
  const listSearch = paramsFrom(filters).toString();
  const anonymous = filters.kind === 'rating';
  return (
    <ListTable
      id="inbox-caption"
      caption={caption}
      headings={[anonymous ? t('rating') : t('from'), ...(anonymous ? [] : [t('contact')]), t('message'), t('status'), t('received')]}
      widthClass="min-w-[44rem]"
      busy={busy}
    >
          {page.items.map((message) => {
            const status: InboxMessageStatus = message.handledAt ? 'handled' : 'new';
            return (
              <tr key={message.id} className="align-top hover:bg-cream">
                <th scope="row" className="px-4 py-3 font-semibold">
                  <Link
                    to={`/admin/inbox/${message.kind}/${message.id}`}
                    state={{ listSearch }}
                    className="text-fairway-800 underline decoration-fairway-200 underline-offset-4 hover:decoration-fairway-700"
                  >
                    {messageTitle(t, message)}
                  </Link>
                </th>
                {!anonymous && (
                  <td className="px-4 py-3">
                    {message.email && <p className="break-all">{message.email}</p>}
                    {message.phone && <p className="whitespace-nowrap text-ink-muted">{message.phone}</p>}
                  </td>
                )}
                <td className="max-w-md px-4 py-3">{message.preview}</td>
                <td className="px-4 py-3">
                  <span className={statusBadgeClass[status]}>{t('messageStatus', { status })}</span>
                </td>
                <td className="px-4 py-3 whitespace-nowrap"><ClubDateTime at={message.createdAt} /></td>
              </tr>
            );
          })}
    </ListTable>
  );
}

function SubscriberTable({ page, filters, busy }: { page: SubscriberPage; filters: InboxFilters; busy: boolean }) {
  const t = useTexts(inboxTexts);
  const caption = useCaption(filters, page);
  return (
    <ListTable id="inbox-caption" caption={caption} headings={[t('email'), t('status'), t('signedUp'), t('confirmed'), t('unsubscribed')]} widthClass="min-w-[36rem]" busy={busy}>
          {page.items.map((subscriber) => (
            <tr key={subscriber.id} className="hover:bg-cream">
              <th scope="row" className="px-4 py-3 font-semibold break-all">
                {subscriber.email}
              </th>
              <td className="px-4 py-3">
                <span className={statusBadgeClass[subscriber.status]}>{t('subscriberStatus', { status: subscriber.status })}</span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap"><ClubDateTime at={subscriber.createdAt} /></td>
              <td className="px-4 py-3 whitespace-nowrap">{subscriber.confirmedAt ? <ClubDateTime at={subscriber.confirmedAt} /> : '—'}</td>
              <td className="px-4 py-3 whitespace-nowrap">{subscriber.unsubscribedAt ? <ClubDateTime at={subscriber.unsubscribedAt} /> : '—'}</td>
            </tr>
          ))}
    </ListTable>
  );
}
