import { Search } from 'lucide-react';
import { Form, Link, useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, TextField } from '@/components/ui/form-field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Pager, pageCount } from '@/components/ui/pager';
import { EmptyList, ExportCsvLink, ListTable } from '@/components/ui/list-table';
import {
  inboxMessageStatusLabels,
  inboxSortLabels,
  inboxSortOrders,
  inboxTabLabels,
  inboxTabs,
  subscriberStatusLabels,
  type InboxMessageStatus,
  type InboxTab,
} from '@rgcc/shared/comms/inbox-constants';
import type { InboxMessagePage, SubscriberPage } from '@rgcc/shared/comms/inbox';
import { exportHref, paramsFrom, searchMaxLength, statusesOf, type InboxFilters, type inboxLoader } from './api';
import { statusBadgeClass, titleOf } from './inbox-format';
import { ClubDateTime } from '@/components/club-date-time';
import { formatNumber } from '@rgcc/shared/format/number';
import { useLocale } from '@/lib/use-locale';

const statusLabel = (status: string) =>
  (inboxMessageStatusLabels as Record<string, string>)[status] ?? (subscriberStatusLabels as Record<string, string>)[status] ?? status;
const searchLabel: Record<InboxTab, string> = {
  contact: 'Search names, emails, phones and messages',
  support: 'Search subjects, members and messages',
  rating: 'Search comments',
  newsletter: 'Search email addresses',
};
/** A tab opens its list afresh: no search, every status, newest first. */
const listPath = (filters: InboxFilters) => {
  const query = paramsFrom(filters).toString();
  return `/admin/inbox${query ? `?${query}` : ''}`;
};
const card = 'rounded-2xl bg-white shadow-sm ring-1 ring-fairway-100';

/** `/admin/inbox`: what visitors sent, one kind per tab, with search, filter, order, pages and a CSV export. */
export function InboxPage() {
  const locale = useLocale();
  const { filters, list } = useLoaderData<typeof inboxLoader>();
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname === '/admin/inbox';
  return (
    <>
      <PageHeader title="Inbox" eyebrow="Staff console" inConsole>
        Messages and restaurant ratings from the website, members&apos; support threads, and the newsletter&apos;s subscribers.
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <nav aria-label="Inbox lists">
            <ul className="flex gap-2 overflow-x-auto pb-1">
              {inboxTabs.map((tab) => (
                <li key={tab} className="shrink-0">
                  <Link
                    to={listPath({ kind: tab, q: '', status: '', sort: 'newest', page: 1 })}
                    aria-current={tab === filters.kind ? 'page' : undefined}
                    className={`block rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap ring-1 ring-fairway-200 ${
                      tab === filters.kind ? 'bg-fairway-800 text-cream' : 'bg-white text-fairway-800 hover:bg-fairway-50'
                    }`}
                  >
                    {inboxTabLabels[tab]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {/* A plain GET form: the search lives in the URL, so a reload, Back or a shared link shows the same list. */}
          <Form
            method="get"
            role="search"
            aria-label={inboxTabLabels[filters.kind]}
            key={paramsFrom(filters).toString()}
            className={`${card} grid gap-4 p-5 sm:grid-cols-2 sm:p-6 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end`}
          >
            {filters.kind !== 'contact' && <input type="hidden" name="kind" value={filters.kind} />}
            <TextField label={searchLabel[filters.kind]} name="q" type="search" defaultValue={filters.q} maxLength={searchMaxLength} />
            <Field label="Status">
              {(control) => (
                <select {...control} name="status" defaultValue={filters.status}>
                  <option value="">All</option>
                  {statusesOf(filters.kind).map((status) => (
                    <option key={status} value={status}>
                      {statusLabel(status)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Order">
              {(control) => (
                <select {...control} name="sort" defaultValue={filters.sort}>
                  {inboxSortOrders.map((sort) => (
                    <option key={sort} value={sort}>
                      {inboxSortLabels[sort]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Button type="submit" className="py-3.5">
              <Search aria-hidden="true" className="size-4" />
              Search
            </Button>
          </Form>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm font-semibold text-fairway-800">
              {list.page.total === 1 ? '1 item' : `${formatNumber(list.page.total, locale)} items`}
            </p>
            <ExportCsvLink href={exportHref(filters)} />
          </div>
          {list.page.items.length === 0 ? (
            <EmptyList>Nothing matches.</EmptyList>
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

const captionOf = (filters: InboxFilters, { page, pageSize, total }: { page: number; pageSize: number; total: number }) =>
  `${inboxTabLabels[filters.kind]}, ${inboxSortLabels[filters.sort].toLowerCase()}, page ${page} of ${pageCount(total, pageSize)}`;

function MessageTable({ page, filters, busy }: { page: InboxMessagePage; filters: InboxFilters; busy: boolean }) {
  const listSearch = paramsFrom(filters).toString();
  const anonymous = filters.kind === 'rating';
  return (
    <ListTable
      id="inbox-caption"
      caption={captionOf(filters, page)}
      headings={[anonymous ? 'Rating' : 'From', ...(anonymous ? [] : ['Contact']), 'Message', 'Status', 'Received']}
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
                    {titleOf(message)}
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
                  <span className={statusBadgeClass[status]}>{inboxMessageStatusLabels[status]}</span>
                </td>
                <td className="px-4 py-3 whitespace-nowrap"><ClubDateTime at={message.createdAt} /></td>
              </tr>
            );
          })}
    </ListTable>
  );
}

function SubscriberTable({ page, filters, busy }: { page: SubscriberPage; filters: InboxFilters; busy: boolean }) {
  return (
    <ListTable id="inbox-caption" caption={captionOf(filters, page)} headings={['Email', 'Status', 'Signed up', 'Confirmed', 'Unsubscribed']} widthClass="min-w-[36rem]" busy={busy}>
          {page.items.map((subscriber) => (
            <tr key={subscriber.id} className="hover:bg-cream">
              <th scope="row" className="px-4 py-3 font-semibold break-all">
                {subscriber.email}
              </th>
              <td className="px-4 py-3">
                <span className={statusBadgeClass[subscriber.status]}>{subscriberStatusLabels[subscriber.status]}</span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap"><ClubDateTime at={subscriber.createdAt} /></td>
              <td className="px-4 py-3 whitespace-nowrap">{subscriber.confirmedAt ? <ClubDateTime at={subscriber.confirmedAt} /> : '—'}</td>
              <td className="px-4 py-3 whitespace-nowrap">{subscriber.unsubscribedAt ? <ClubDateTime at={subscriber.unsubscribedAt} /> : '—'}</td>
            </tr>
          ))}
    </ListTable>
  );
}
