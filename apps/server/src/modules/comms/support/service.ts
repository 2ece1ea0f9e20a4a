import { and, eq, max } from 'drizzle-orm';
import type { SupportFollowUpInput, SupportThread, SupportThreadCreated, SupportThreadInput, SupportThreadSummary } from '@rgcc/shared/comms/support';
import type { Config } from '../../../config';
import type { Database, Transaction } from '../../../db/client';
import { inboxReplies, members, supportMessages, supportThreads, type AccountRow } from '../../../db/schema';
import { storeOnce } from '../../../db/store-once';
import { AppError } from '../../../http/errors';
import { assertMember } from '../../account/entry';
import { notifyClub, type ArrivalKind } from '../inbox/notification-mail';

export const threadNotFoundMessage = 'Thread not found.';
export const threadStartedMessage = 'Your message has been sent. We will email you when the club answers.';
export const followUpSentMessage = 'Your message has been added to the thread.';

/** The member's threads, the most recently active first, with whether the club has answered and what is still unread. */
export async function listThreads(db: Database, actor: AccountRow): Promise<SupportThreadSummary[]> {
  assertMember(actor, { unlocked: true });
  const own = eq(supportThreads.memberAccountId, actor.id);
  const [threads, lastMessages, answers] = await Promise.all([
    db.select().from(supportThreads).where(own),
    db
      .select({ threadId: supportMessages.threadId, at: max(supportMessages.createdAt) })
      .from(supportMessages)
      .innerJoin(supportThreads, eq(supportThreads.id, supportMessages.threadId))
      .where(own)
      .groupBy(supportMessages.threadId),
    db
      .select({ threadId: inboxReplies.supportThreadId, at: inboxReplies.createdAt })
      .from(inboxReplies)
      .innerJoin(supportThreads, eq(supportThreads.id, inboxReplies.supportThreadId))
      .where(own),
  ]);
  const summaries = threads.map((thread) => {
    const answersAt = answers.filter((answer) => answer.threadId === thread.id).map((answer) => answer.at.getTime());
    const lastMessageAt = lastMessages.find((row) => row.threadId === thread.id)?.at ?? thread.createdAt;
    const readUntil = thread.memberReadAt?.getTime() ?? -Infinity;
    return {
      id: thread.id,
      subject: thread.subject,
      createdAt: thread.createdAt.toISOString(),
      lastActivityAt: new Date(Math.max(lastMessageAt.getTime(), ...answersAt)).toISOString(),
      unreadAnswers: answersAt.filter((at) => at > readUntil).length,
      answered: answersAt.length > 0,
    };
  });
  return summaries.sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt) || b.id - a.id);
}

/** The member's own thread, or 404: another member's thread is not there for them. */
async function ownThread(db: Pick<Database, 'select'>, actor: AccountRow, id: number, lock = false) {
  const query = db
    .select()
    .from(supportThreads)
    .where(and(eq(supportThreads.id, id), eq(supportThreads.memberAccountId, actor.id)));
  const [thread] = lock ? await query.for('update') : await query;
  if (!thread) throw new AppError(404, threadNotFoundMessage);
  return thread;
}

/**
 * One thread in order: the member's messages and the club's answers. Opening it is reading it:
 * the answers shown stop counting as unread in the list.
 */
export async function getThread(db: Database, actor: AccountRow, id: number, now = new Date()): Promise<SupportThread> {
  assertMember(actor, { unlocked: true });
  const thread = await ownThread(db, actor, id);
  const [messages, answers] = await Promise.all([
    db.select({ id: supportMessages.id, text: supportMessages.body, at: supportMessages.createdAt }).from(supportMessages).where(eq(supportMessages.threadId, id)),
    db.select({ id: inboxReplies.id, text: inboxReplies.body, at: inboxReplies.createdAt }).from(inboxReplies).where(eq(inboxReplies.supportThreadId, id)),
  ]);
  const entries = [...messages.map((entry) => ({ ...entry, from: 'member' as const })), ...answers.map((entry) => ({ ...entry, from: 'club' as const }))];
  entries.sort((a, b) => a.at.getTime() - b.at.getTime() || (a.from === b.from ? a.id - b.id : 0));
  await db.update(supportThreads).set({ memberReadAt: now }).where(eq(supportThreads.id, id));
  return {
    id: thread.id,
    subject: thread.subject,
    createdAt: thread.createdAt.toISOString(),
    entries: entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  };
}

/** The club's notification of a member's message, in the transaction that stores it. */
async function notifyOfMessage(tx: Transaction, config: Config, actor: AccountRow, threadId: number, what: ArrivalKind) {
  const [member] = await tx.select({ name: members.name }).from(members).where(eq(members.accountId, actor.id));
  await notifyClub(tx, config, { what, from: member!.name, consolePath: `/admin/inbox/support/${threadId}` });
}

/**
 * A new thread with its first message; the club is told at its notification address. The same
 * subject and message sent again within a minute is the same thread (decision 0031).
 */
export async function startThread(db: Database, config: Config, actor: AccountRow, input: SupportThreadInput, now = new Date()): Promise<SupportThreadCreated> {
  assertMember(actor, { unlocked: true });
  return storeOnce(db, { form: 'support-thread', accountId: actor.id, content: input }, now, async (tx) => {
    const [thread] = await tx
      .insert(supportThreads)
      .values({ memberAccountId: actor.id, subject: input.subject, createdAt: now, memberReadAt: now })
      .returning({ id: supportThreads.id });
    await tx.insert(supportMessages).values({ threadId: thread!.id, body: input.message, createdAt: now });
    await notifyOfMessage(tx, config, actor, thread!.id, 'newSupportMessage');
    return { id: thread!.id, message: threadStartedMessage };
  });
}

/**
 * The member writes again in their thread: it is new again in the Inbox, and the club is told.
 * The same message to the same thread within a minute is added once (decision 0031).
 */
export async function followUp(db: Database, config: Config, actor: AccountRow, id: number, input: SupportFollowUpInput, now = new Date()) {
  assertMember(actor, { unlocked: true });
  return storeOnce(db, { form: 'support-message', accountId: actor.id, content: { thread: id, ...input } }, now, async (tx) => {
    await ownThread(tx, actor, id, true);
    await tx.insert(supportMessages).values({ threadId: id, body: input.message, createdAt: now });
    await tx.update(supportThreads).set({ handledAt: null, handledByAccountId: null, memberReadAt: now }).where(eq(supportThreads.id, id));
    await notifyOfMessage(tx, config, actor, id, 'newSupportThreadMessage');
    return { message: followUpSentMessage };
  });
}
