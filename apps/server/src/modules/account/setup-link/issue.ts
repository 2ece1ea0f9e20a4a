import { inArray, lt } from 'drizzle-orm';
import { staffRoles } from '@rgcc/shared/account/staff-roles';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { accounts, setupLinks } from '../../../db/schema';
import { newSecretToken, tokenHash } from '../session-tokens';

// What the server's start does with setup links (server.ts, through the area's entry), apart from
// the setup page's service: that one writes the audit log, and audit imports this area's entry.

/** An hour: long enough to open the link from the terminal, short enough that a forgotten log line is useless. */
export const setupLinkLifetimeMs = 60 * 60 * 1000;

export async function staffExists(db: Pick<Database, 'select'>): Promise<boolean> {
  const [found] = await db.select({ id: accounts.id }).from(accounts).where(inArray(accounts.role, [...staffRoles])).limit(1);
  return found !== undefined;
}

/**
 * At every start of the server: while the club has no staff account, a new setup link (its address
 * on `PUBLIC_URL`), valid an hour; once it has one, null, and no link is kept. Links of earlier
 * starts keep their hour (several servers may share one PostgreSQL and start together); past it
 * they are deleted here and by the hourly sweep.
 */
export async function issueSetupLink(db: Database, config: Pick<Config, 'PUBLIC_URL'>, now = new Date()): Promise<string | null> {
  return db.transaction(async (tx) => {
    if (await staffExists(tx)) {
      await tx.delete(setupLinks);
      return null;
    }
    await tx.delete(setupLinks).where(lt(setupLinks.expiresAt, now));
    const token = newSecretToken();
    await tx.insert(setupLinks).values({ tokenHash: tokenHash(token), createdAt: now, expiresAt: new Date(now.getTime() + setupLinkLifetimeMs) });
    return `${config.PUBLIC_URL}/setup/${token}`;
  });
}

/** What `npm start` prints with the link: the person at the terminal is the one who needs it. */
export function setupLinkNotice(link: string): string {
  return [
    '',
    'No staff account exists yet. Make the first admin in your browser:',
    '',
    `  ${link}`,
    '',
    'The link works once, for one hour; a restart prints a new one until an admin exists.',
    'Scripts can make the admin instead: npm run admin -- create --email <email>',
    '',
  ].join('\n');
}

/** Links past their hour hold nothing anyone can use: swept hourly. */
export async function deleteExpiredSetupLinks(db: Database, now = new Date()) {
  await db.delete(setupLinks).where(lt(setupLinks.expiresAt, now));
}
