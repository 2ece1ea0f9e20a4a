import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { clubDateTimeOf } from '@rgcc/shared/format/club-date';
import type { Locale } from '@rgcc/shared/format/locale';
import { inboxPageSize, subscriberStatusLabels, type InboxMessageKind, type InboxSortOrder } from '@rgcc/shared/comms/inbox-constants';
import type {
  InboxMessageDetail,
  InboxMessagePage,
  InboxMessageQuery,
  InboxMessageSummary,
  InboxReplyEntry,
  InboxReplyInput,
  SubscriberPage,
  SubscriberQuery,
} from '@rgcc/shared/comms/inbox';
import type { Config } from '../../../config';
import type { Database, Transaction } from '../../../db/client';
import { fullName, likePattern } from '../../../db/search';
import {
  accounts,
  members,
  contactMessages,
  inboxReplies,
  newsletterSubscribers,
  restaurantRatings,
  supportMessages,
  supportThreads,
  type AccountRow,
} from '../../../db/schema';
import { toCsv, word, type CsvValue } from '../../../http/csv';
import { inboxCsvHeaders, inboxStatusWords, subscriberCsvHeader } from './inbox-csv';
import { AppError } from '../../../http/errors';
import { enqueueMail, type QueuedMail } from '../../../infra/mail/outbox';
import { assertStaff } from '../../account/entry';
import { recordStaffAction } from '../../audit/entry';
import { unsubscribeLinks } from '../submissions/newsletter';
import { contactReplyMail, supportAnswerMail } from './reply-mail';

export const messageNotFoundMessage = 'Message not found.';
export const nobodyToReplyToMessage = 'There is no email address to reply to.';
export const markedHandledMessage = 'Marked as handled.';
export const markedNewMessage = 'Marked as new.';
export const replySentMessage = 'Your reply is on its way and is kept with the message.';

/** A message as the Inbox sees it, whatever form it came from. */
interface MessageView {
  id: number;
  createdAt: Date;
  handledAt: Date | null;
  handledByAccountId: number | null;
  from: string | null;
  email: string | null;
  phone: string | null;
  message: string;
  /** The sender's language, which a reply goes in; none for an anonymous rating. */
  language: Locale | null;
  /** What the list shows of it: the start of the message unless given. */
  preview?: string;
  /** Every field the visitor sent, labelled, in the form's order. */
  fields: { label: string; value: string }[];
  csv: CsvValue[];
}

type Reader = Pick<Database, 'select'>;
interface Paging {
  where: SQL | undefined;
  sort: InboxSortOrder;
  /** Omitted by the export: every row that matches. */
  page?: number;
}

/** What each kind of message is: where it is stored, what a search looks in, how it reads. */
interface MessageKind {
  table: typeof contactMessages | typeof restaurantRatings | typeof supportThreads;
  searchIn: (SQL | PgColumn)[];
  csvHeader: readonly string[];
  /** Where its replies are kept in `inbox_replies`, and the mail that carries one; null when nobody can be replied to (ratings are anonymous). */
  replies: {
    column: PgColumn;
    of: (id: number) => { contactMessageId: number } | { supportThreadId: number };
    mail: (tx: Transaction, config: Config, view: MessageView, reply: string) => Promise<QueuedMail>;
  } | null;
  /** The sender's own later messages in the thread (support threads: the member writes again). */
  followUps?: (db: Reader, view: MessageView) => Promise<InboxReplyEntry[]>;
  list: (db: Reader, paging: Paging) => Promise<MessageView[]>;
  /** The row, locked until the transaction ends. */
  lock: (tx: Transaction, id: number) => Promise<MessageView | undefined>;
  setHandled: (tx: Transaction, id: number, values: { handledAt: Date | null; handledByAccountId: number | null }) => Promise<void>;
}

/** Times in the export: the club's clock (Asia/Dhaka), to the minute, in a form spreadsheets sort. */
const dhakaMinute = (at: Date | null) => (at ? clubDateTimeOf(at).replace('T', ' ') : null);
const statusOf = (handledAt: Date | null) => word(handledAt ? inboxStatusWords.handled : inboxStatusWords.new);

function inOrder<T extends PgSelect>(query: T, table: MessageKind['table'] | typeof newsletterSubscribers, paging: Paging): T {
  const direction = paging.sort === 'oldest' ? asc : desc;
  const ordered = query.orderBy(direction(table.createdAt), direction(table.id));
  return paging.page ? ordered.limit(inboxPageSize).offset((paging.page - 1) * inboxPageSize) : ordered;
}

/** The first words of a message, on one line, for the list. */
const previewLength = 140;
const previewOf = (message: string) => {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > previewLength ? `${line.slice(0, previewLength - 1)}…` : line;
};

const contactView = (row: typeof contactMessages.$inferSelect): MessageView => ({
  ...row,
  from: `${row.firstName} ${row.lastName}`,
  fields: [
    { label: 'First name', value: row.firstName },
    { label: 'Last name', value: row.lastName },
    { label: 'Phone', value: row.phone },
    { label: 'Email', value: row.email },
  ],
  csv: [dhakaMinute(row.createdAt), row.firstName, row.lastName, row.email, row.phone, row.message, statusOf(row.handledAt), dhakaMinute(row.handledAt)],
});

/** A reply to a contact message quotes that message. */
const contactReply: NonNullable<MessageKind['replies']>['mail'] = async (_tx, config, view, reply) =>
  contactReplyMail(config, { to: view.email!, name: view.from ?? '', reply, original: view.message, receivedAt: view.createdAt, language: view.language! });

/** A member's thread as the Inbox sees it: the member's details, and their first message. */
const supportColumns = {
  thread: supportThreads,
  name: members.name,
  email: accounts.email,
  phone: members.mobile,
  memberId: accounts.memberId,
  language: accounts.language,
  firstMessage: sql<string>`(select ${supportMessages.body} from ${supportMessages} where ${supportMessages.threadId} = ${supportThreads.id} order by ${supportMessages.createdAt}, ${supportMessages.id} limit 1)`,
};
const supportRows = <T extends Reader>(db: T) =>
  db
    .select(supportColumns)
    .from(supportThreads)
    .innerJoin(accounts, eq(accounts.id, supportThreads.memberAccountId))
    .innerJoin(members, eq(members.accountId, accounts.id));

const supportView = (row: Awaited<ReturnType<typeof supportRows>>[number]): MessageView => ({
  ...row.thread,
  from: row.name,
  email: row.email,
  phone: row.phone,
  language: row.language,
  message: row.firstMessage,
  preview: previewOf(`${row.thread.subject}: ${row.firstMessage}`),
  fields: [
    { label: 'Subject', value: row.thread.subject },
    { label: 'Member ID', value: row.memberId ?? '' },
    { label: 'Email', value: row.email },
    { label: 'Phone', value: row.phone },
  ],
  csv: [dhakaMinute(row.thread.createdAt), row.memberId, row.name, row.email, row.phone, row.thread.subject, row.firstMessage, statusOf(row.thread.handledAt), dhakaMinute(row.thread.handledAt)],
});

/** What a search of support threads looks in besides the subject: the member, and every message they wrote. */
const supportMember = (column: PgColumn) =>
  sql`(select ${column} from ${accounts} join ${members} on ${members.accountId} = ${accounts.id} where ${accounts.id} = ${supportThreads.memberAccountId})`;
const supportMessagesText = sql`(select string_agg(${supportMessages.body}, ' ') from ${supportMessages} where ${supportMessages.threadId} = ${supportThreads.id})`;

/** The member's messages after the first, for the thread; staff's answers are the kind's replies. */
async function supportFollowUps(db: Reader, view: MessageView): Promise<InboxReplyEntry[]> {
  const rows = await db
    .select({ id: supportMessages.id, text: supportMessages.body, at: supportMessages.createdAt })
    .from(supportMessages)
    .where(eq(supportMessages.threadId, view.id))
    .orderBy(supportMessages.createdAt, supportMessages.id)
    .offset(1);
  return rows.map((row) => ({ ...row, author: view.from, at: row.at.toISOString(), fromSender: true }));
}

/** An answer to a member quotes their latest message. */
async function supportAnswer(tx: Transaction, config: Config, view: MessageView, reply: string): Promise<QueuedMail> {
  const [latest] = await tx
    .select({ subject: supportThreads.subject, text: supportMessages.body, at: supportMessages.createdAt })
    .from(supportMessages)
    .innerJoin(supportThreads, eq(supportThreads.id, supportMessages.threadId))
    .where(eq(supportMessages.threadId, view.id))
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(1);
  return supportAnswerMail(config, {
    to: view.email!,
    name: view.from ?? '',
    threadSubject: latest!.subject,
    threadId: view.id,
    reply,
    original: latest!.text,
    receivedAt: latest!.at,
    language: view.language!,
  });
}

const ratingView = (row: typeof restaurantRatings.$inferSelect): MessageView => ({
  ...row,
  from: null,
  email: null,
  phone: null,
  language: null,
  message: row.comment,
  fields: [{ label: 'Score', value: `${row.score} of 5` }],
  csv: [dhakaMinute(row.createdAt), row.score, row.comment, statusOf(row.handledAt), dhakaMinute(row.handledAt)],
});

const kinds: Record<InboxMessageKind, MessageKind> = {
  contact: {
    table: contactMessages,
    searchIn: [fullName(contactMessages.firstName, contactMessages.lastName), contactMessages.email, contactMessages.phone, contactMessages.message],
    csvHeader: inboxCsvHeaders.contact,
    replies: { column: inboxReplies.contactMessageId, of: (id) => ({ contactMessageId: id }), mail: contactReply },
    list: async (db, paging) => (await inOrder(db.select().from(contactMessages).where(paging.where).$dynamic(), contactMessages, paging)).map(contactView),
    lock: async (tx, id) => (await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update')).map(contactView)[0],
    setHandled: async (tx, id, values) => void (await tx.update(contactMessages).set(values).where(eq(contactMessages.id, id))),
  },
  support: {
    table: supportThreads,
    searchIn: [supportThreads.subject, supportMember(members.name), supportMember(accounts.email), supportMember(accounts.memberId), supportMessagesText],
    csvHeader: inboxCsvHeaders.support,
    replies: { column: inboxReplies.supportThreadId, of: (id) => ({ supportThreadId: id }), mail: supportAnswer },
    followUps: supportFollowUps,
    list: async (db, paging) => (await inOrder(supportRows(db).where(paging.where).$dynamic(), supportThreads, paging)).map(supportView),
    lock: async (tx, id) => (await supportRows(tx).where(eq(supportThreads.id, id)).for('update', { of: supportThreads })).map(supportView)[0],
    setHandled: async (tx, id, values) => void (await tx.update(supportThreads).set(values).where(eq(supportThreads.id, id))),
  },
  rating: {
    table: restaurantRatings,
    searchIn: [restaurantRatings.comment],
    csvHeader: inboxCsvHeaders.rating,
    replies: null,
    list: async (db, paging) => (await inOrder(db.select().from(restaurantRatings).where(paging.where).$dynamic(), restaurantRatings, paging)).map(ratingView),
    lock: async (tx, id) => (await tx.select().from(restaurantRatings).where(eq(restaurantRatings.id, id)).for('update')).map(ratingView)[0],
    setHandled: async (tx, id, values) => void (await tx.update(restaurantRatings).set(values).where(eq(restaurantRatings.id, id))),
  },
};

const summaryOf = (kind: InboxMessageKind, view: MessageView): InboxMessageSummary => ({
  id: view.id,
  kind,
  from: view.from,
  email: view.email,
  phone: view.phone,
  preview: view.preview ?? previewOf(view.message),
  createdAt: view.createdAt.toISOString(),
  handledAt: view.handledAt?.toISOString() ?? null,
});

function messageFilter(query: Pick<InboxMessageQuery, 'kind' | 'q' | 'status'>): SQL | undefined {
  const { table, searchIn } = kinds[query.kind];
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(or(...searchIn.map((column) => ilike(column, pattern)))!);
  }
  if (query.status === 'new') conditions.push(isNull(table.handledAt));
  if (query.status === 'handled') conditions.push(isNotNull(table.handledAt));
  return conditions.length ? and(...conditions) : undefined;
}

/** One kind of message, newest (or oldest) first, searched and filtered, a page at a time. */
export async function listMessages(db: Database, viewer: AccountRow, query: InboxMessageQuery): Promise<InboxMessagePage> {
  assertStaff(viewer, 'Inbox');
  const kind = kinds[query.kind];
  const where = messageFilter(query);
  const [views, total] = await Promise.all([kind.list(db, { where, sort: query.sort, page: query.page }), db.$count(kind.table, where)]);
  return { items: views.map((view) => summaryOf(query.kind, view)), total, page: query.page, pageSize: inboxPageSize };
}

/** Every message of the list as it is filtered (all pages), as CSV. */
export async function exportMessages(db: Database, viewer: AccountRow, query: Omit<InboxMessageQuery, 'page'>): Promise<string> {
  assertStaff(viewer, 'Inbox');
  const kind = kinds[query.kind];
  const views = await kind.list(db, { where: messageFilter(query), sort: query.sort });
  return toCsv(kind.csvHeader, views.map((view) => view.csv), viewer.language);
}

const entityOf = (kind: InboxMessageKind, id: number) => ({ type: 'inbox' as const, id: `${kind}-${id}` });

async function readMessage(db: Database, kind: InboxMessageKind, id: number): Promise<MessageView> {
  const [view] = await kinds[kind].list(db, { where: eq(kinds[kind].table.id, id), sort: 'newest' });
  if (!view) throw new AppError(404, messageNotFoundMessage);
  return view;
}

/** One message with every field, who handled it, and its thread of replies, oldest first. */
export async function getMessage(db: Database, viewer: AccountRow, kind: InboxMessageKind, id: number): Promise<InboxMessageDetail> {
  assertStaff(viewer, 'Inbox');
  const view = await readMessage(db, kind, id);
  const { replies: replying, followUps } = kinds[kind];
  const replyColumn = replying?.column;
  const [handler] = view.handledByAccountId ? await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, view.handledByAccountId)) : [];
  const [replies, laterMessages] = await Promise.all([
    replyColumn
      ? db
          .select({ id: inboxReplies.id, author: accounts.email, text: inboxReplies.body, at: inboxReplies.createdAt })
          .from(inboxReplies)
          .leftJoin(accounts, eq(accounts.id, inboxReplies.authorAccountId))
          .where(eq(replyColumn, id))
          .orderBy(inboxReplies.createdAt, inboxReplies.id)
      : [],
    followUps ? followUps(db, view) : [],
  ]);
  const thread = [...replies.map((reply) => ({ ...reply, at: reply.at.toISOString(), fromSender: false })), ...laterMessages];
  // ISO instants of one form sort as they happened; a stable sort keeps each side's own order.
  thread.sort((a, b) => a.at.localeCompare(b.at));
  return {
    ...summaryOf(kind, view),
    fields: view.fields,
    message: view.message,
    handledBy: handler?.email ?? null,
    replyTo: replyColumn ? view.email : null,
    replies: thread,
  };
}

async function lockMessage(tx: Transaction, kind: InboxMessageKind, id: number): Promise<MessageView> {
  const view = await kinds[kind].lock(tx, id);
  if (!view) throw new AppError(404, messageNotFoundMessage);
  return view;
}

/** Marks a message handled, or new again, with its audit entry; marking it as it already is changes nothing. */
export async function markHandled(db: Database, actor: AccountRow, kind: InboxMessageKind, id: number, handled: boolean, now = new Date()) {
  assertStaff(actor, 'Inbox');
  return db.transaction(async (tx) => {
    const view = await lockMessage(tx, kind, id);
    if (Boolean(view.handledAt) !== handled) {
      await kinds[kind].setHandled(tx, id, handled ? { handledAt: now, handledByAccountId: actor.id } : { handledAt: null, handledByAccountId: null });
      await recordStaffAction(
        tx,
        actor,
        { action: handled ? 'inbox.handled' : 'inbox.reopened', entity: entityOf(kind, id), before: { handled: !handled }, after: { handled } },
        now,
      );
    }
    return { message: handled ? markedHandledMessage : markedNewMessage };
  });
}

/**
 * Replies by email: the reply is kept in the message's thread, the mail queued in the outbox and
 * the audit entry written, in one transaction. Replying handles a new message.
 */
export async function replyToMessage(db: Database, config: Config, actor: AccountRow, kind: InboxMessageKind, id: number, input: InboxReplyInput, now = new Date()) {
  assertStaff(actor, 'Inbox');
  const { replies } = kinds[kind];
  return db.transaction(async (tx) => {
    const view = await lockMessage(tx, kind, id);
    if (!replies || !view.email) throw new AppError(409, nobodyToReplyToMessage);
    const [reply] = await tx
      .insert(inboxReplies)
      .values({ ...replies.of(id), authorAccountId: actor.id, toAddress: view.email, body: input.text, createdAt: now })
      .returning({ id: inboxReplies.id });
    await enqueueMail(tx, await replies.mail(tx, config, view, input.text));
    if (!view.handledAt) await kinds[kind].setHandled(tx, id, { handledAt: now, handledByAccountId: actor.id });
    await recordStaffAction(
      tx,
      actor,
      {
        action: 'inbox.replied',
        entity: entityOf(kind, id),
        before: { handled: Boolean(view.handledAt) },
        after: { handled: true, replyId: reply!.id },
        detail: `Reply emailed to ${view.email}`,
      },
      now,
    );
    return { message: replySentMessage };
  });
}

function subscriberFilter(query: Pick<SubscriberQuery, 'q' | 'status'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(ilike(newsletterSubscribers.email, likePattern(query.q)));
  if (query.status) conditions.push(eq(newsletterSubscribers.status, query.status));
  return conditions.length ? and(...conditions) : undefined;
}

const subscriberRows = (db: Reader, paging: Paging) => inOrder(db.select().from(newsletterSubscribers).where(paging.where).$dynamic(), newsletterSubscribers, paging);

/** The newsletter's sign-ups with their state: only confirmed ones are subscribed. */
export async function listSubscribers(db: Database, viewer: AccountRow, query: SubscriberQuery): Promise<SubscriberPage> {
  assertStaff(viewer, 'Inbox');
  const where = subscriberFilter(query);
  const [rows, [total]] = await Promise.all([
    subscriberRows(db, { where, sort: query.sort, page: query.page }),
    db.select({ value: count() }).from(newsletterSubscribers).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      email: row.email,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    })),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: inboxPageSize,
  };
}

/** The sign-ups as CSV, each with the unsubscribe link a newsletter sent to them must carry. */
export async function exportSubscribers(db: Database, config: Config, viewer: AccountRow, query: Omit<SubscriberQuery, 'page'>): Promise<string> {
  assertStaff(viewer, 'Inbox');
  const unsubscribeLinkOf = await unsubscribeLinks(db, config);
  const rows = await subscriberRows(db, { where: subscriberFilter(query), sort: query.sort });
  return toCsv(
    subscriberCsvHeader,
    rows.map((row) => [
      dhakaMinute(row.createdAt),
      row.email,
      word(subscriberStatusLabels[row.status]),
      dhakaMinute(row.confirmedAt),
      dhakaMinute(row.unsubscribedAt),
      row.status === 'unsubscribed' ? '' : unsubscribeLinkOf(row.id, row.language),
    ]),
    viewer.language,
  );
}
