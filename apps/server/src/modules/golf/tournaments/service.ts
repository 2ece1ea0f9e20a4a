import { and, asc, count, eq, gt, gte, inArray, isNotNull } from 'drizzle-orm';
import { inLocale } from '@rgcc/shared/content/bangla-texts';
import { formatEventDate } from '@rgcc/shared/content/event-dates';
import type { Locale } from '@rgcc/shared/format/locale';
import { paisa } from '@rgcc/shared/format/money';
import { clubDateTimeInstant, clubDateTimeOf, clubToday } from '@rgcc/shared/format/club-date';
import { unknownMemberIdMessage } from '@rgcc/shared/membership/member-id';
import {
  handicapOverLimitMessage,
  type DrawForm,
  type EntryByStaffForm,
  type MemberTournament,
  type MemberTournamentDetail,
  type PublicTournament,
  type StaffTournament,
  type TournamentEntryForm,
  type TournamentSettingsForm,
} from '@rgcc/shared/golf/tournaments';
import { defaultAllowancePercent } from '@rgcc/shared/golf/golf-constants';
import { fromTenths, toTenths } from '@rgcc/shared/golf/scores';
import type { Config } from '../../../config';
import type { Database, Transaction } from '../../../db/client';
import { isUniqueViolation } from '../../../db/unique-violation';
import { accounts, events, members, tournamentEntries, tournaments, type AccountRow, type EventRow, type TournamentRow } from '../../../db/schema';
import { toCsv } from '../../../http/csv';
import { entriesCsvHeader } from './tournament-csv';
import { AppError } from '../../../http/errors';
import { enqueueMail } from '../../../infra/mail/outbox';
import { assertMember, assertStaff } from '../../account/entry';
import { recordStaffAction } from '../../audit/entry';
import { assertNotOnHold, chargeService, ledgerLines, takeBackServiceCharge } from '../../billing/entry';
import { membersByAccount, membersByMemberId } from '../../membership/entry';
import { readTeeTimeSettings } from '../../bookings/entry';
import { drawGroups, teeTimeOf } from './draw';
import { checkedTeeId, freezeBeforeReading, freezePlayingHandicaps, teeOfEntry, teesInOrder, thawPlayingHandicaps } from './playing-handicaps';
import { publicResultsOf, staffResultsOf } from './results-view';
import { teeNameIn } from '../course/tees';
import { drawPublishedMail, entryConfirmedMail, entryRemovedMail } from './tournament-mail';

export const eventNotFoundMessage = 'Event not found.';
export const notOpenForEntriesMessage = 'This event is not open for entries.';
export const entriesClosedMessage = 'Entries for this tournament have closed.';
export const alreadyEnteredMessage = 'You have already entered this tournament.';
export const fieldFullMessage = 'The field is full: no places are left.';
export const notEnteredMessage = 'You have not entered this tournament.';
export const withdrawClosedMessage = 'Entries have closed, so you can no longer withdraw here. Please contact the club.';
export const alreadyClosedMessage = 'Entries have already closed.';
export const drawWhileOpenMessage = 'Entries are still open: draw the groups after they close.';
export const nothingToDrawMessage = 'Nobody has entered, so there is nothing to draw.';
export const drawPublishedMessage = 'The draw is published, so it can no longer change.';
export const notDrawnMessage = 'Draw the groups before publishing.';
export const memberAlreadyEnteredMessage = (memberId: string) => `${memberId} has already entered this tournament.`;
export const memberNotEnteredMessage = (memberId: string) => `${memberId} has not entered this tournament.`;
export const inactiveEntrantMessage = (memberId: string) => `${memberId} cannot enter: their membership is not active.`;
export const staffHandicapOverLimitMessage = (limit: number) => `The handicap is above this tournament's limit of ${limit}: raise the limit first to enter this member.`;
export const fieldBelowEntriesMessage = (entered: number) => `${entered} members have entered: the maximum field cannot be lower.`;

const isOpen = (tournament: TournamentRow, now: Date) => now < tournament.entriesCloseAt;

/** Members by the name the register holds. */
const entrantColumns = {
  id: tournamentEntries.id,
  eventId: tournamentEntries.eventId,
  accountId: tournamentEntries.accountId,
  handicapTenths: tournamentEntries.handicapTenths,
  enteredAt: tournamentEntries.enteredAt,
  drawGroup: tournamentEntries.drawGroup,
  drawPosition: tournamentEntries.drawPosition,
  teeId: tournamentEntries.teeId,
  playingHandicap: tournamentEntries.playingHandicap,
  handicapSource: tournamentEntries.handicapSource,
  division: tournamentEntries.division,
  name: members.name,
  memberId: accounts.memberId,
  email: accounts.email,
  language: accounts.language,
};

/** The entries in the draw's order once drawn, else in the order members entered. */
function entrantsOf(db: Database | Transaction, eventId: number) {
  return db
    .select(entrantColumns)
    .from(tournamentEntries)
    .innerJoin(accounts, eq(accounts.id, tournamentEntries.accountId))
    .innerJoin(members, eq(members.accountId, accounts.id))
    .where(eq(tournamentEntries.eventId, eventId))
    .orderBy(asc(tournamentEntries.drawGroup), asc(tournamentEntries.drawPosition), asc(tournamentEntries.enteredAt), asc(tournamentEntries.id));
}
type Entrant = Awaited<ReturnType<typeof entrantsOf>>[number];

const teeTimeOfEntrant = (tournament: TournamentRow, entrant: Pick<Entrant, 'drawGroup'>) =>
  tournament.firstTeeTime && tournament.teeIntervalMinutes && entrant.drawGroup !== null
    ? teeTimeOf(tournament.firstTeeTime, tournament.teeIntervalMinutes, entrant.drawGroup)
    : null;

/** The published draw: each group with its tee time and players (null until published). */
function publishedDraw(tournament: TournamentRow, entrants: Entrant[]): PublicTournament['draw'] {
  if (!tournament.drawPublishedAt) return null;
  const groups = new Map<number, Entrant[]>();
  for (const entrant of entrants) if (entrant.drawGroup !== null) groups.set(entrant.drawGroup, [...(groups.get(entrant.drawGroup) ?? []), entrant]);
  return [...groups].map(([group, players]) => ({
    group,
    teeTime: teeTimeOfEntrant(tournament, players[0]!)!.toISOString(),
    players: players.map((player) => ({ name: player.name, handicap: fromTenths(player.handicapTenths) })),
  }));
}

async function tournamentOf(tx: Database | Transaction, eventId: number, lock: boolean): Promise<TournamentRow> {
  const query = tx.select().from(tournaments).where(eq(tournaments.eventId, eventId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(404, notOpenForEntriesMessage);
  return row;
}

async function eventOf(db: Database | Transaction, eventId: number): Promise<EventRow> {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) throw new AppError(404, eventNotFoundMessage);
  return event;
}

/** What the event's page shows to everyone: the rules of entry, the published draw and the published results. */
export async function publicTournament(db: Database, eventId: number, now = new Date()): Promise<PublicTournament> {
  await freezeBeforeReading(db, eventId, now);
  const tournament = await tournamentOf(db, eventId, false);
  return {
    eventId,
    entriesCloseAt: tournament.entriesCloseAt.toISOString(),
    maxField: tournament.maxField,
    handicapLimit: tournament.handicapLimitTenths === null ? null : fromTenths(tournament.handicapLimitTenths),
    entryFeePaisa: tournament.entryFeePaisa,
    format: tournament.format,
    allowancePercent: tournament.allowancePercent,
    divisions: tournament.divisions,
    draw: tournament.drawPublishedAt ? publishedDraw(tournament, await entrantsOf(db, eventId)) : null,
    results: publicResultsOf(tournament),
  };
}

type TeeChoice = Awaited<ReturnType<typeof teesInOrder>>;

/** A tournament as a member sees it, in their language: the event's title, its days and the tees' names. */
function memberView(event: EventRow, tournament: TournamentRow, entryCount: number, own: Entrant | undefined, allTees: TeeChoice, now: Date, locale: Locale): MemberTournament {
  const teeTime = own && tournament.drawPublishedAt ? teeTimeOfEntrant(tournament, own) : null;
  return {
    eventId: event.id,
    title: inLocale(event, locale).title,
    date: formatEventDate(event, locale),
    entriesCloseAt: tournament.entriesCloseAt.toISOString(),
    open: isOpen(tournament, now),
    maxField: tournament.maxField,
    handicapLimit: tournament.handicapLimitTenths === null ? null : fromTenths(tournament.handicapLimitTenths),
    entryFeePaisa: tournament.entryFeePaisa,
    format: tournament.format,
    allowancePercent: tournament.allowancePercent,
    entryCount,
    tees: allTees.map((tee) => ({ id: tee.id, name: teeNameIn(tee, locale) })),
    entry: own
      ? {
          handicap: fromTenths(own.handicapTenths),
          enteredAt: own.enteredAt.toISOString(),
          group: tournament.drawPublishedAt ? own.drawGroup : null,
          teeTime: teeTime?.toISOString() ?? null,
          tee: teeNameIn(teeOfEntry(allTees, own.teeId), locale),
          playingHandicap: own.playingHandicap,
          division: own.division,
        }
      : null,
  };
}

/**
 * The dashboard's Events page: tournaments open for entries, and those the member entered whose
 * event is not over, soonest first.
 */
export async function memberTournaments(db: Database, actor: AccountRow, now = new Date()): Promise<MemberTournament[]> {
  assertMember(actor, { unlocked: true });
  const rows = await db
    .select({ event: events, tournament: tournaments })
    .from(tournaments)
    .innerJoin(events, eq(events.id, tournaments.eventId))
    .where(gte(events.endsOn, clubToday(now)))
    .orderBy(asc(events.startsOn), asc(events.id));
  if (rows.length === 0) return [];
  const eventIds = rows.map((row) => row.event.id);
  const [counts, own, allTees] = await Promise.all([
    db
      .select({ eventId: tournamentEntries.eventId, entries: count() })
      .from(tournamentEntries)
      .where(inArray(tournamentEntries.eventId, eventIds))
      .groupBy(tournamentEntries.eventId),
    db
      .select(entrantColumns)
      .from(tournamentEntries)
      .innerJoin(accounts, eq(accounts.id, tournamentEntries.accountId))
      .innerJoin(members, eq(members.accountId, accounts.id))
      .where(and(eq(tournamentEntries.accountId, actor.id), inArray(tournamentEntries.eventId, eventIds))),
    teesInOrder(db),
  ]);
  const entryCounts = new Map(counts.map((row) => [row.eventId, row.entries]));
  return rows
    .map(({ event, tournament }) =>
      memberView(event, tournament, entryCounts.get(event.id) ?? 0, own.find((entry) => entry.eventId === event.id), allTees, now, actor.language),
    )
    .filter((tournament) => tournament.open || tournament.entry !== null);
}

/** One tournament for a member: the entry list is for members only, never on the public page. */
export async function memberTournament(db: Database, actor: AccountRow, eventId: number, now = new Date()): Promise<MemberTournamentDetail> {
  assertMember(actor, { unlocked: true });
  await freezeBeforeReading(db, eventId, now);
  const tournament = await tournamentOf(db, eventId, false);
  const [event, entrants, allTees] = await Promise.all([eventOf(db, eventId), entrantsOf(db, eventId), teesInOrder(db)]);
  return {
    ...memberView(event, tournament, entrants.length, entrants.find((entrant) => entrant.accountId === actor.id), allTees, now, actor.language),
    entries: [...entrants]
      .sort((a, b) => a.enteredAt.getTime() - b.enteredAt.getTime() || a.id - b.id)
      .map((entrant) => ({ name: entrant.name, handicap: fromTenths(entrant.handicapTenths) })),
    draw: publishedDraw(tournament, entrants),
  };
}

/**
 * Adds an entry, under the tournament's lock (see enterTournament): once per member, within the
 * handicap limit and the maximum field. The messages differ as the member or staff read them.
 */
async function takeEntry(
  tx: Transaction,
  tournament: TournamentRow,
  entrant: { accountId: number; handicap: number; teeId?: number; by: number | null },
  messages: { alreadyEntered: string; overLimit: (limit: number) => string },
  now: Date,
) {
  const { eventId } = tournament;
  const [own] = await tx
    .select({ id: tournamentEntries.id })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.eventId, eventId), eq(tournamentEntries.accountId, entrant.accountId)));
  if (own) throw new AppError(409, messages.alreadyEntered);
  const handicapTenths = toTenths(entrant.handicap);
  if (tournament.handicapLimitTenths !== null && handicapTenths > tournament.handicapLimitTenths) {
    const message = messages.overLimit(fromTenths(tournament.handicapLimitTenths));
    throw new AppError(400, message, { handicap: message });
  }
  const teeId = await checkedTeeId(tx, entrant.teeId);
  const entered = await tx.$count(tournamentEntries, eq(tournamentEntries.eventId, eventId));
  if (entered >= tournament.maxField) throw new AppError(409, fieldFullMessage);
  const [entry] = await tx.insert(tournamentEntries).values({ eventId, accountId: entrant.accountId, handicapTenths, teeId, enteredAt: now }).returning({ id: tournamentEntries.id });
  const event = await eventOf(tx, eventId);
  await chargeService(
    tx,
    {
      accountId: entrant.accountId,
      service: 'tournament',
      line: ledgerLines.tournament(event),
      quantity: 1,
      price: { amountPaisa: paisa(tournament.entryFeePaisa), taxCode: 'vat_standard' },
      sourceKey: entrySourceKey(entry!.id),
      postedBy: entrant.by,
    },
    now,
  );
}

/** The entry's charge, once per entry (a withdrawn member who enters again is a new entry). */
const entrySourceKey = (entryId: number) => `tournament-entry:${entryId}`;

/** A withdrawn entry's fee is taken back: reversed before it is billed, or credited off the bill. */
const takeBackEntryFee = (tx: Transaction, entry: { id: number; accountId: number }, now: Date, by: number | null, reason: string) =>
  takeBackServiceCharge(tx, entry.accountId, entrySourceKey(entry.id), { at: now, reason, by });

/**
 * The tournament's row is locked while its entries are counted, so two members taking the last
 * place one after the other: the second counts the first's entry and is refused.
 */
export async function enterTournament(db: Database, config: Config, actor: AccountRow, eventId: number, input: TournamentEntryForm, now = new Date()) {
  assertMember(actor, { unlocked: true });
  await assertNotOnHold(db, actor.id, now);
  try {
    return await db.transaction(async (tx) => {
      const tournament = await tournamentOf(tx, eventId, true);
      if (!isOpen(tournament, now)) throw new AppError(409, entriesClosedMessage);
      const entrant = { accountId: actor.id, handicap: input.handicap, teeId: input.teeId, by: null };
      await takeEntry(tx, tournament, entrant, { alreadyEntered: alreadyEnteredMessage, overLimit: handicapOverLimitMessage }, now);
      const event = await eventOf(tx, eventId);
      const member = (await membersByAccount(tx, [actor.id])).get(actor.id)!;
      await enqueueMail(tx, entryConfirmedMail(config, { to: actor.email, name: member.name, event, handicap: input.handicap, by: 'member', language: actor.language }));
      return { message: `You are entered in ${inLocale(event, actor.language).title}.` };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, alreadyEnteredMessage);
    throw error;
  }
}

export async function withdrawEntry(db: Database, actor: AccountRow, eventId: number, now = new Date()) {
  assertMember(actor, { unlocked: true });
  return db.transaction(async (tx) => {
    const tournament = await tournamentOf(tx, eventId, true);
    if (!isOpen(tournament, now)) throw new AppError(409, withdrawClosedMessage);
    const [removed] = await tx
      .delete(tournamentEntries)
      .where(and(eq(tournamentEntries.eventId, eventId), eq(tournamentEntries.accountId, actor.id)))
      .returning({ id: tournamentEntries.id, accountId: tournamentEntries.accountId });
    if (!removed) throw new AppError(404, notEnteredMessage);
    const event = await eventOf(tx, eventId);
    await takeBackEntryFee(tx, removed, now, null, `Withdrawn from ${event.title}`);
    return { message: `You have withdrawn from ${inLocale(event, actor.language).title}.` };
  });
}

/**
 * A suspended member leaves every tournament still taking entries, so that the place goes to a
 * member who may play; a closed field or a drawn group stays as staff left it. In the suspension's
 * transaction.
 */
export async function withdrawEntriesOf(tx: Transaction, accountId: number, now: Date): Promise<void> {
  const open = tx.select({ eventId: tournaments.eventId }).from(tournaments).where(gt(tournaments.entriesCloseAt, now));
  const removed = await tx
    .delete(tournamentEntries)
    .where(and(eq(tournamentEntries.accountId, accountId), inArray(tournamentEntries.eventId, open)))
    .returning({ id: tournamentEntries.id, accountId: tournamentEntries.accountId });
  for (const entry of removed) await takeBackEntryFee(tx, entry, now, null, 'Entry withdrawn on suspension');
}

const settingsOf = (tournament: TournamentRow) => ({
  entriesCloseAt: clubDateTimeOf(tournament.entriesCloseAt),
  maxField: tournament.maxField,
  handicapLimit: tournament.handicapLimitTenths === null ? null : fromTenths(tournament.handicapLimitTenths),
  entryFeePaisa: tournament.entryFeePaisa,
  format: tournament.format,
  allowancePercent: tournament.allowancePercent,
  divisions: tournament.divisions,
});

/**
 * An event's entries page in the console: its settings (null until opened), the entries and the
 * draw; the event's title, its days and the tees' names in the language of the staff reading it.
 */
export async function staffTournament(db: Database | Transaction, actor: AccountRow, eventId: number, now = new Date()): Promise<StaffTournament> {
  assertStaff(actor, 'Events');
  const event = await eventOf(db, eventId);
  await freezeBeforeReading(db, eventId, now);
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.eventId, eventId));
  const entrants = tournament ? await entrantsOf(db, eventId) : [];
  const allTees = await teesInOrder(db);
  return {
    eventId,
    title: inLocale(event, actor.language).title,
    date: formatEventDate(event, actor.language),
    settings: tournament ? settingsOf(tournament) : null,
    open: tournament ? isOpen(tournament, now) : false,
    tees: allTees.map((tee) => ({ id: tee.id, name: teeNameIn(tee, actor.language) })),
    entries: entrants.map((entrant) => ({
      memberId: entrant.memberId ?? '',
      name: entrant.name,
      email: entrant.email,
      handicap: fromTenths(entrant.handicapTenths),
      enteredAt: entrant.enteredAt.toISOString(),
      group: entrant.drawGroup,
      teeTime: tournament ? (teeTimeOfEntrant(tournament, entrant)?.toISOString() ?? null) : null,
      teeId: teeOfEntry(allTees, entrant.teeId).id,
      tee: teeNameIn(teeOfEntry(allTees, entrant.teeId), actor.language),
      playingHandicap: entrant.playingHandicap,
      handicapSource: entrant.handicapSource,
      division: entrant.division,
    })),
    draw:
      tournament?.firstTeeTime && tournament.teeIntervalMinutes
        ? { firstTeeTime: clubDateTimeOf(tournament.firstTeeTime), intervalMinutes: tournament.teeIntervalMinutes, publishedAt: tournament.drawPublishedAt?.toISOString() ?? null }
        : null,
    results: tournament ? staffResultsOf(tournament) : null,
  };
}

/** Takes away a draw not yet published (the field or its close time may have changed under it). */
async function discardDraw(tx: Transaction, eventId: number) {
  await tx.update(tournamentEntries).set({ drawGroup: null, drawPosition: null }).where(and(eq(tournamentEntries.eventId, eventId), isNotNull(tournamentEntries.drawGroup)));
  await tx.update(tournaments).set({ firstTeeTime: null, teeIntervalMinutes: null }).where(eq(tournaments.eventId, eventId));
}

/** Opens an event for entries, or changes its settings; an unpublished draw is discarded. */
export async function saveTournamentSettings(db: Database, actor: AccountRow, eventId: number, input: TournamentSettingsForm, now = new Date()) {
  assertStaff(actor, 'Events');
  return db.transaction(async (tx) => {
    // The event's row, locked: two staff opening one event at once save one after the other.
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
    if (!event) throw new AppError(404, eventNotFoundMessage);
    const [before] = await tx.select().from(tournaments).where(eq(tournaments.eventId, eventId)).for('update');
    if (before?.drawPublishedAt) throw new AppError(409, drawPublishedMessage);
    const entered = await tx.$count(tournamentEntries, eq(tournamentEntries.eventId, eventId));
    if (input.maxField < entered) throw new AppError(409, fieldBelowEntriesMessage(entered), { maxField: fieldBelowEntriesMessage(entered) });
    const format = input.format ?? before?.format ?? 'stroke_gross';
    const values = {
      entriesCloseAt: clubDateTimeInstant(input.entriesCloseAt),
      maxField: input.maxField,
      handicapLimitTenths: input.handicapLimit === null ? null : toTenths(input.handicapLimit),
      // Entries taken keep the fee they were charged; the new fee is for entries from now on.
      entryFeePaisa: input.entryFeePaisa ?? before?.entryFeePaisa ?? 0,
      format,
      // Left out, the allowance follows the format (Appendix C), kept only while the format is.
      allowancePercent: input.allowancePercent ?? (before && before.format === format ? before.allowancePercent : defaultAllowancePercent[format]),
      divisions: input.divisions ?? before?.divisions ?? [],
    };
    if (before) {
      await tx.update(tournaments).set(values).where(eq(tournaments.eventId, eventId));
      if (before.firstTeeTime) await discardDraw(tx, eventId);
      // Playing handicaps follow the settings: set again at the (new) close (decision 0038).
      await thawPlayingHandicaps(tx, eventId);
      await freezePlayingHandicaps(tx, eventId, now);
    } else {
      await tx.insert(tournaments).values({ eventId, ...values });
    }
    await recordStaffAction(tx, actor, {
      action: before ? 'tournament.updated' : 'tournament.opened',
      entity: { type: 'event', id: eventId },
      before: before ? settingsOf(before) : null,
      after: { ...input, entryFeePaisa: values.entryFeePaisa, format, allowancePercent: values.allowancePercent, divisions: values.divisions },
    });
    return staffTournament(tx, actor, eventId, now);
  });
}

/**
 * Staff enter a member by hand: an entry taken by phone, or a late one after entries close. The
 * field and the handicap limit still hold; an unpublished draw is discarded, since it lacks them.
 */
export async function enterMemberByStaff(db: Database, config: Config, actor: AccountRow, eventId: number, input: EntryByStaffForm, now = new Date()) {
  assertStaff(actor, 'Events');
  const { memberId } = input;
  try {
    return await db.transaction(async (tx) => {
      const tournament = await tournamentOf(tx, eventId, true);
      if (tournament.drawPublishedAt) throw new AppError(409, drawPublishedMessage);
      const member = (await membersByMemberId(tx, [memberId])).get(memberId);
      if (!member) throw new AppError(400, unknownMemberIdMessage(memberId), { memberId: unknownMemberIdMessage(memberId) });
      if (!member.active) throw new AppError(400, inactiveEntrantMessage(memberId), { memberId: inactiveEntrantMessage(memberId) });
      const messages = { alreadyEntered: memberAlreadyEnteredMessage(memberId), overLimit: staffHandicapOverLimitMessage };
      await takeEntry(tx, tournament, { accountId: member.accountId, handicap: input.handicap, teeId: input.teeId, by: actor.id }, messages, now);
      if (tournament.firstTeeTime) await discardDraw(tx, eventId);
      // A late entry, after the close: its playing handicap at once.
      await freezePlayingHandicaps(tx, eventId, now);
      await recordStaffAction(tx, actor, { action: 'tournament.entry_added', entity: { type: 'event', id: eventId }, after: { memberId, handicap: input.handicap } });
      const event = await eventOf(tx, eventId);
      const [account] = await tx.select({ language: accounts.language }).from(accounts).where(eq(accounts.id, member.accountId));
      await enqueueMail(tx, entryConfirmedMail(config, { to: member.email, name: member.name, event, handicap: input.handicap, by: 'staff', language: account!.language }));
      return staffTournament(tx, actor, eventId, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, memberAlreadyEnteredMessage(memberId));
    throw error;
  }
}

/** Staff take a member's entry away, at any time until the draw is published; the member is mailed the reason. */
export async function removeEntryByStaff(db: Database, config: Config, actor: AccountRow, eventId: number, memberId: string, reason: string, now = new Date()) {
  assertStaff(actor, 'Events');
  return db.transaction(async (tx) => {
    const tournament = await tournamentOf(tx, eventId, true);
    if (tournament.drawPublishedAt) throw new AppError(409, drawPublishedMessage);
    const entrant = (await entrantsOf(tx, eventId)).find((candidate) => candidate.memberId === memberId);
    if (!entrant) throw new AppError(404, memberNotEnteredMessage(memberId));
    await tx.delete(tournamentEntries).where(eq(tournamentEntries.id, entrant.id));
    await takeBackEntryFee(tx, entrant, now, actor.id, reason);
    if (tournament.firstTeeTime) await discardDraw(tx, eventId);
    await recordStaffAction(tx, actor, {
      action: 'tournament.entry_removed',
      entity: { type: 'event', id: eventId },
      before: { memberId, handicap: fromTenths(entrant.handicapTenths) },
      detail: reason,
    });
    const event = await eventOf(tx, eventId);
    await enqueueMail(tx, entryRemovedMail(config, { to: entrant.email, name: entrant.name, event, reason, language: entrant.language }));
    return staffTournament(tx, actor, eventId, now);
  });
}

/** Closes entries now (the close time set in the form may be later). */
export async function closeEntries(db: Database, actor: AccountRow, eventId: number, now = new Date()) {
  assertStaff(actor, 'Events');
  return db.transaction(async (tx) => {
    const tournament = await tournamentOf(tx, eventId, true);
    if (!isOpen(tournament, now)) throw new AppError(409, alreadyClosedMessage);
    await tx.update(tournaments).set({ entriesCloseAt: now }).where(eq(tournaments.eventId, eventId));
    await freezePlayingHandicaps(tx, eventId, now);
    await recordStaffAction(tx, actor, { action: 'tournament.closed', entity: { type: 'event', id: eventId }, before: settingsOf(tournament), after: { entriesCloseAt: clubDateTimeOf(now) } });
    return staffTournament(tx, actor, eventId, now);
  });
}

/** Draws the groups (again, while unpublished): see draw.ts. */
export async function drawTournament(db: Database, actor: AccountRow, eventId: number, input: DrawForm, now = new Date()) {
  assertStaff(actor, 'Events');
  return db.transaction(async (tx) => {
    const tournament = await tournamentOf(tx, eventId, true);
    if (isOpen(tournament, now)) throw new AppError(409, drawWhileOpenMessage);
    if (tournament.drawPublishedAt) throw new AppError(409, drawPublishedMessage);
    await freezePlayingHandicaps(tx, eventId, now);
    const entrants = await tx.select().from(tournamentEntries).where(eq(tournamentEntries.eventId, eventId));
    if (entrants.length === 0) throw new AppError(409, nothingToDrawMessage);
    // A group tees off together: at most the players of one tee time. By playing handicap (frozen
    // just above), then the declared handicap (0 to 540 tenths, so below one stroke's step here).
    const byPlaying = entrants.map((entrant) => ({ ...entrant, handicapTenths: (entrant.playingHandicap ?? 0) * 1000 + entrant.handicapTenths }));
    const groups = drawGroups(byPlaying, (await readTeeTimeSettings(tx)).playersPerSlot);
    for (const [groupIndex, group] of groups.entries()) {
      for (const [position, entrant] of group.entries()) {
        await tx.update(tournamentEntries).set({ drawGroup: groupIndex + 1, drawPosition: position + 1 }).where(eq(tournamentEntries.id, entrant.id));
      }
    }
    await tx.update(tournaments).set({ firstTeeTime: clubDateTimeInstant(input.firstTeeTime), teeIntervalMinutes: input.intervalMinutes }).where(eq(tournaments.eventId, eventId));
    await recordStaffAction(tx, actor, {
      action: 'tournament.drawn',
      entity: { type: 'event', id: eventId },
      after: { ...input, groups: groups.map((group) => group.map((entrant) => entrant.accountId)) },
    });
    return staffTournament(tx, actor, eventId, now);
  });
}

/** Shows the draw on the event's page and tells each player their tee time by email. */
export async function publishDraw(db: Database, config: Config, actor: AccountRow, eventId: number, now = new Date()) {
  assertStaff(actor, 'Events');
  return db.transaction(async (tx) => {
    const tournament = await tournamentOf(tx, eventId, true);
    if (tournament.drawPublishedAt) throw new AppError(409, drawPublishedMessage);
    if (!tournament.firstTeeTime) throw new AppError(409, notDrawnMessage);
    const [published] = await tx.update(tournaments).set({ drawPublishedAt: now }).where(eq(tournaments.eventId, eventId)).returning();
    const event = await eventOf(tx, eventId);
    const entrants = await entrantsOf(tx, eventId);
    for (const entrant of entrants) {
      const partners = entrants.filter((other) => other.drawGroup === entrant.drawGroup && other.id !== entrant.id).map((other) => other.name);
      await enqueueMail(
        tx,
        drawPublishedMail(config, {
          to: entrant.email,
          name: entrant.name,
          event,
          group: entrant.drawGroup!,
          teeTime: teeTimeOfEntrant(published!, entrant)!,
          partners,
          language: entrant.language,
        }),
      );
    }
    await recordStaffAction(tx, actor, { action: 'tournament.published', entity: { type: 'event', id: eventId }, detail: `${entrants.length} players told by email` });
    return staffTournament(tx, actor, eventId, now);
  });
}

/** The entry list, in the draw's order once drawn; times as a clock at the club shows them. */
export async function exportEntries(db: Database, actor: AccountRow, eventId: number): Promise<string> {
  assertStaff(actor, 'Events');
  const tournament = await tournamentOf(db, eventId, false);
  const entrants = await entrantsOf(db, eventId);
  const dhakaTime = (instant: Date | null) => (instant ? clubDateTimeOf(instant).replace('T', ' ') : '');
  return toCsv(
    entriesCsvHeader,
    entrants.map((entrant) => [
      entrant.drawGroup,
      dhakaTime(teeTimeOfEntrant(tournament, entrant)),
      entrant.memberId,
      entrant.name,
      entrant.email,
      fromTenths(entrant.handicapTenths).toFixed(1),
      dhakaTime(entrant.enteredAt),
    ]),
    actor.language,
  );
}
