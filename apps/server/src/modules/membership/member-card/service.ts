import { and, eq, sql } from 'drizzle-orm';
import { generate } from 'lean-qr';
import { toSvgDataURL } from 'lean-qr/extras/svg';
import { cardNotValidMessage, cardReplacedMessage } from '@rgcc/shared/membership/member-card-constants';
import type { CardCheck, MemberCard } from '@rgcc/shared/membership/member-card';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { accounts, applications, members, uploads, type AccountRow } from '../../../db/schema';
import { signingKey } from '../../../db/signing-keys';
import { AppError } from '../../../http/errors';
import type { FileStorage } from '../../../infra/storage/file-storage';
import { assertMember } from '../../account/entry';
import type { Standing } from '@rgcc/shared/billing/account-constants';
import { standingOf } from '../../billing/entry';
import { uploadIdFromLink } from '../uploads/signed-link';
import { readUpload } from '../uploads/service';
import { cardSignature, isValidCardSignature } from './card-link';

/** The key that signs card links (see card-link.ts). */
export const cardSigningKey = (db: Database) => signingKey(db, 'card_link_signing_key');

/** The gate's page for a card, and the API paths it reads: all carry the same signature. */
const cardPaths = (memberId: string, signature: string) => {
  const api = `/api/cards/${memberId}/${signature}`;
  return { page: `/card/${memberId}/${signature}`, api, photo: `${api}/photo` };
};

/** The application's photo, if the member applied here and it is still an upload that application claimed. */
async function photoUploadId(db: Database, config: Config, applicationId: number | null): Promise<string | null> {
  if (applicationId === null) return null;
  const [application] = await db.select({ details: applications.details }).from(applications).where(eq(applications.id, applicationId));
  const link = (application?.details as Record<string, unknown> | undefined)?.photo;
  const id = typeof link === 'string' ? uploadIdFromLink(link, config.PUBLIC_URL) : null;
  if (!id) return null;
  const [upload] = await db.select({ id: uploads.id }).from(uploads).where(and(eq(uploads.id, id), eq(uploads.applicationId, applicationId)));
  return upload?.id ?? null;
}

/**
 * What the card and the gate say: suspended by staff, payment due while the registration fee is
 * unpaid (the dashboard locked), otherwise the standing from the member's bills (billing).
 */
async function cardStatus(db: Database, account: AccountRow, now: Date): Promise<Standing> {
  if (account.deactivatedAt) return 'suspended';
  if (account.dashboardLocked) return 'payment_due';
  return (await standingOf(db, account.id, now)).standing;
}

/** The card of the unlocked member signed in, with the signed link its QR code holds. */
export async function memberCard(db: Database, config: Config, key: Buffer, actor: AccountRow, now = new Date()): Promise<MemberCard> {
  assertMember(actor, { unlocked: true });
  const [member] = await db.select({ name: members.name, category: members.category }).from(members).where(eq(members.accountId, actor.id));
  const memberId = actor.memberId!;
  const paths = cardPaths(memberId, cardSignature(key, memberId, actor.cardVersion));
  const gateUrl = `${config.PUBLIC_URL}${paths.page}`;
  const hasPhoto = (await photoUploadId(db, config, actor.applicationId)) !== null;
  return {
    memberId,
    name: member!.name,
    category: member!.category,
    status: await cardStatus(db, actor, now),
    photoUrl: hasPhoto ? paths.photo : null,
    gateUrl,
    qrCode: toSvgDataURL(generate(gateUrl), { on: 'black', off: 'white', padX: 4, padY: 4 }),
  };
}

/** The member a card link names, when its signature is the club's for the card's current version. */
async function cardHolder(db: Database, key: Buffer, memberId: string, signature: string) {
  const [account] = await db.select().from(accounts).where(and(eq(accounts.memberId, memberId), eq(accounts.role, 'member')));
  // One answer for an unknown member, a forged link and a replaced card: the link grants nothing.
  if (!account || !isValidCardSignature(key, memberId, account.cardVersion, signature)) throw new AppError(404, cardNotValidMessage);
  return account;
}

/** What the gate sees of a valid card: the live status and whether there is a photo, nothing else. */
export async function checkCard(db: Database, config: Config, key: Buffer, memberId: string, signature: string, now = new Date()): Promise<CardCheck> {
  const account = await cardHolder(db, key, memberId, signature);
  const hasPhoto = (await photoUploadId(db, config, account.applicationId)) !== null;
  return {
    status: await cardStatus(db, account, now),
    photoUrl: hasPhoto ? cardPaths(memberId, signature).photo : null,
    checkedAt: now.toISOString(),
  };
}

/** The card's photo, through the card's link (the member's own card page and the gate use it). */
export async function cardPhoto(db: Database, config: Config, storage: FileStorage, key: Buffer, memberId: string, signature: string) {
  const account = await cardHolder(db, key, memberId, signature);
  const id = await photoUploadId(db, config, account.applicationId);
  const found = id ? await readUpload(db, storage, id) : null;
  if (!found) throw new AppError(404, 'This card has no photo.');
  return found;
}

/** A new card for a lost one: every card printed before stops opening the gate's page. */
export async function replaceCard(db: Database, actor: AccountRow) {
  assertMember(actor, { unlocked: true });
  await db.update(accounts).set({ cardVersion: sql`${accounts.cardVersion} + 1` }).where(eq(accounts.id, actor.id));
  return { message: cardReplacedMessage };
}
