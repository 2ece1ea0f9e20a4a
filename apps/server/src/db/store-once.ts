import { createHash } from 'node:crypto';
import { eq, lt, lte } from 'drizzle-orm';
import type { Database, Transaction } from './client';
import { formSubmissions } from './schema';

/** How long the same form from the same sender is the same submission sent again (decision 0031). */
export const repeatWindowMs = 60 * 1000;

/** The forms stored once per window. */
export type FormKind = 'room-request' | 'hall-request' | 'support-thread' | 'support-message' | 'contact-message' | 'review';

export interface SentForm {
  form: FormKind;
  /** The signed-in sender; null for a public form, whose content names its sender (name, email or phone). */
  accountId: number | null;
  /** The form as its schema parsed it: trimmed and without unknown fields, so that spacing or key order make no new form. */
  content: unknown;
}

/** JSON with the keys of every object in order: the same content hashes the same, however it was built. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const keyOf = ({ form, accountId, content }: SentForm) => createHash('sha256').update(canonicalJson([form, accountId, content])).digest('hex');

/**
 * Stores a form once per sender, content and minute, and answers a repeat as the first sending
 * was answered. `store` writes the form in the transaction that claims its key; the answer it
 * returns (plain JSON) is kept with the key and given again to a repeat within the window, which
 * stores nothing and checks nothing. The claim is a write the primary key decides, not a look
 * beforehand: of two identical forms sent at once, the second waits for the first's transaction
 * and then finds its key. If `store` refuses (an error), the claim rolls back with it, and a
 * repeat is checked afresh. After the window the same content is a new form: the stale key is
 * taken over in the same statement.
 */
export async function storeOnce<Reply extends object>(db: Database, sent: SentForm, now: Date, store: (tx: Transaction) => Promise<Reply>): Promise<Reply> {
  const key = keyOf(sent);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(formSubmissions)
      .values({ key, form: sent.form, createdAt: now })
      .onConflictDoUpdate({
        target: formSubmissions.key,
        set: { createdAt: now, reply: null },
        setWhere: lte(formSubmissions.createdAt, new Date(now.getTime() - repeatWindowMs)),
      })
      .returning({ key: formSubmissions.key });
    if (!claimed) {
      const [first] = await tx.select({ reply: formSubmissions.reply }).from(formSubmissions).where(eq(formSubmissions.key, key));
      return first!.reply as Reply;
    }
    const reply = await store(tx);
    await tx.update(formSubmissions).set({ reply }).where(eq(formSubmissions.key, key));
    return reply;
  });
}

/** Forgets the keys whose window is over: past it they decide nothing, and the table stays small. */
export async function deleteStaleFormKeys(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(formSubmissions)
    .where(lt(formSubmissions.createdAt, new Date(now.getTime() - repeatWindowMs)))
    .returning({ key: formSubmissions.key });
  return deleted.length;
}
