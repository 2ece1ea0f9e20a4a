import { eq, inArray } from 'drizzle-orm';
import type { ConsoleSection } from '@rgcc/shared/account/staff-roles';
import { defaultRoomAndHallSettings, type RoomAndHallSettings } from '@rgcc/shared/bookings/rooms-and-hall';
import { defaultTeeTimeSettings, type TeeTimeSettings } from '@rgcc/shared/bookings/tee-times';
import { roomAndHallSettingsSchema } from '@rgcc/shared/bookings/rooms-and-hall';
import { teeTimeSettingsSchema } from '@rgcc/shared/bookings/tee-times';
import {
  clubDetailsSchema,
  courseStatusSchema,
  openingHoursSchema,
  type ClubDetails,
  type ClubSettings,
  type CourseStatusValue,
  type HoursRow,
  type OpeningHours,
  type PublicClub,
  defaultClubDetails,
  defaultOpeningHours,
} from '@rgcc/shared/content/club-settings';
import { inLocale } from '@rgcc/shared/content/bangla-texts';
import type { Locale } from '@rgcc/shared/format/locale';
import { z } from 'zod';
import { defaultBillingRules, type BillingRules } from '@rgcc/shared/billing/account-constants';
import { billingRulesSchema } from '@rgcc/shared/billing/accounts';
import type { Database, Transaction } from '../../../db/client';
import { clubSettings, type AccountRow, type ClubSettingKey } from '../../../db/schema';
import { assertStaff } from '../../account/entry';
import { recordStaffAction, type StaffAction } from '../../audit/entry';
import { withKnownBangla } from './settings-bangla';

export const savedMessage = 'Saved. The public pages show it at their next load.';
export const unchangedMessage = 'Nothing has changed, so nothing was saved.';

/** What each row holds once its stored value is filled from the defaults; each text a visitor reads has its Bangla. */
interface Values {
  details: ClubSettings['details'];
  hours: ClubSettings['hours'];
  'course-status': ClubSettings['courseStatus'];
  'tee-times': TeeTimeSettings;
  'rooms-and-hall': RoomAndHallSettings;
  billing: BillingRules;
}

const defaults = {
  details: defaultClubDetails,
  hours: defaultOpeningHours,
  'course-status': { state: 'open', note: '', since: null, bn: {} },
  'tee-times': defaultTeeTimeSettings,
  'rooms-and-hall': defaultRoomAndHallSettings,
  billing: defaultBillingRules,
} as const;

const detailsTexts = ['address', 'location'] as const;
const hoursTexts = ['days', 'hours'] as const;
const rowsOf = (hours: OpeningHours) => Object.values(hours).flat();
/** Hours whose lines have their Bangla, each from `known`'s lines where it has none. */
const hoursWithBangla = (hours: OpeningHours, known: readonly HoursRow[]): Values['hours'] => ({
  club: hours.club.map((row) => withKnownBangla(row, known, hoursTexts)),
  restaurant: hours.restaurant.map((row) => withKnownBangla(row, known, hoursTexts)),
  conventionHall: hours.conventionHall.map((row) => withKnownBangla(row, known, hoursTexts)),
});
const { bn: _defaultBangla, ...defaultDetailsInEnglish } = defaultClubDetails;

const storedCourseStatus = z.intersection(courseStatusSchema, z.object({ since: z.string().nullable() }));

/**
 * The stored value over the defaults, checked again: a setting added later has its default until
 * staff save it, and a value broken by hand fails loudly instead of showing on every page.
 */
const readers: { [K in ClubSettingKey]: (stored: unknown) => Values[K] } = {
  // Stored before the settings had Bangla, a text still as the defaults have it takes their Bangla.
  details: (stored) => withKnownBangla(clubDetailsSchema.parse({ ...defaultDetailsInEnglish, ...(stored as object) }), [defaultClubDetails], detailsTexts),
  hours: (stored) => hoursWithBangla(openingHoursSchema.parse({ ...defaults.hours, ...(stored as object) }), rowsOf(defaultOpeningHours)),
  'course-status': (stored) => withKnownBangla(storedCourseStatus.parse({ ...defaults['course-status'], ...(stored as object) }), [], []),
  'tee-times': (stored) => teeTimeSettingsSchema.parse({ ...defaults['tee-times'], ...(stored as object) }),
  'rooms-and-hall': (stored) => roomAndHallSettingsSchema.parse({ ...defaults['rooms-and-hall'], ...(stored as object) }),
  billing: (stored) => billingRulesSchema.parse({ ...defaults.billing, ...(stored as object) }),
};

/** One setting, filled from the defaults. */
export async function readSetting<K extends ClubSettingKey>(db: Pick<Database, 'select'>, key: K): Promise<Values[K]> {
  const [row] = await db.select({ value: clubSettings.value }).from(clubSettings).where(eq(clubSettings.key, key));
  return readers[key](row?.value);
}

/** The settings of the club's pages (Content). */
type PageValues = Pick<Values, 'details' | 'hours' | 'course-status'>;

async function readValues(db: Pick<Database, 'select'>): Promise<PageValues> {
  const rows = await db
    .select({ key: clubSettings.key, value: clubSettings.value })
    .from(clubSettings)
    .where(inArray(clubSettings.key, ['details', 'hours', 'course-status']));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return {
    details: readers.details(stored.get('details')),
    hours: readers.hours(stored.get('hours')),
    'course-status': readers['course-status'](stored.get('course-status')),
  };
}

/** What every public page may show (`GET /api/club`), in `locale`: the notification address stays with staff. */
export async function readPublicClub(db: Database, locale: Locale): Promise<PublicClub> {
  const { details, hours, 'course-status': courseStatus } = await readValues(db);
  const { notificationEmail: _staffOnly, ...publicDetails } = inLocale(details, locale);
  const shownRows = (rows: Values['hours']['club']) => rows.map((row) => inLocale(row, locale));
  return {
    details: publicDetails,
    hours: { club: shownRows(hours.club), restaurant: shownRows(hours.restaurant), conventionHall: shownRows(hours.conventionHall) },
    courseStatus: inLocale(courseStatus, locale),
  };
}

/** Everything staff edit under Content. */
export async function readClubSettings(db: Database, actor: AccountRow): Promise<ClubSettings> {
  assertStaff(actor, 'Content');
  const { details, hours, 'course-status': courseStatus } = await readValues(db);
  return { details, hours, courseStatus };
}

/**
 * Where the club's staff notifications go (new applications, contact messages, prebook
 * requests): the address set under Content, or else the club's email.
 */
export async function notificationAddress(db: Pick<Database, 'select'>): Promise<string> {
  const details = await readSetting(db, 'details');
  return details.notificationEmail || details.email;
}

/**
 * Saves one setting and its audit entry (before and after) in one transaction, the row locked so
 * that two editors' entries each show what the other left; `alsoChange` runs in the same
 * transaction. A save that changes nothing writes nothing: no entry, and the public caches stay
 * as they are.
 */
export async function saveSetting<K extends ClubSettingKey>(
  db: Database,
  actor: AccountRow,
  change: {
    section: ConsoleSection;
    key: K;
    next: (before: Values[K]) => Values[K];
    alsoChange?: (tx: Transaction, after: Values[K]) => Promise<void>;
    /** What the audit log files it under, when not the club's settings (Billing's rules: `billing-settings`). */
    auditEntity?: StaffAction['entity'];
  },
  now: Date,
): Promise<boolean> {
  const { section, key, next, alsoChange, auditEntity = { type: 'settings', id: key } } = change;
  assertStaff(actor, section);
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ value: clubSettings.value }).from(clubSettings).where(eq(clubSettings.key, key)).for('update');
    const before = readers[key](row?.value);
    const after = next(before);
    if (JSON.stringify(after) === JSON.stringify(before)) return false;
    await tx
      .insert(clubSettings)
      .values({ key, value: after, updatedAt: now })
      .onConflictDoUpdate({ target: clubSettings.key, set: { value: after, updatedAt: now } });
    await recordStaffAction(tx, actor, { action: `settings.${key}.updated`, entity: auditEntity, before, after }, now);
    await alsoChange?.(tx, after);
    return true;
  });
}

/** Saves one of the settings under Content and answers them all. */
async function save<K extends keyof PageValues>(
  db: Database,
  actor: AccountRow,
  key: K,
  next: (before: Values[K]) => Values[K],
  now: Date,
): Promise<{ message: string; settings: ClubSettings; changed: boolean }> {
  const changed = await saveSetting(db, actor, { section: 'Content', key, next }, now);
  return { message: changed ? savedMessage : unchangedMessage, settings: await readClubSettings(db, actor), changed };
}

// Saved without its Bangla, a setting keeps the Bangla stored for the texts it did not change (settings-bangla.ts).

export function saveClubDetails(db: Database, actor: AccountRow, details: ClubDetails, now = new Date()) {
  return save(db, actor, 'details', (before) => withKnownBangla(details, [before], detailsTexts), now);
}

export function saveOpeningHours(db: Database, actor: AccountRow, hours: OpeningHours, now = new Date()) {
  return save(db, actor, 'hours', (before) => hoursWithBangla(hours, rowsOf(before)), now);
}

/** `since` moves only when the state does: a corrected note keeps "closed since" as it was. */
export function saveCourseStatus(db: Database, actor: AccountRow, status: CourseStatusValue, now = new Date()) {
  return save(
    db,
    actor,
    'course-status',
    (before) => ({ ...withKnownBangla(status, [before], ['note']), since: before.state === status.state ? before.since : now.toISOString() }),
    now,
  );
}
