import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubEmailMessage, clubPhoneMessage, courseNoteRequiredMessage, type ClubSettings, defaultClubDetails, defaultOpeningHours } from '@rgcc/shared/content/club-settings';
import { accounts, auditLog, clubSettings } from '../../../db/schema';
import { createStaff, signIn, staffPassword } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { notificationAddress, saveClubDetails, savedMessage, unchangedMessage } from './service';

let testApp: TestApp;
let contentCookie: string;

beforeAll(async () => {
  testApp = await createTestApp();
  await createStaff(testApp, 'settings.content@example.com');
  await testApp.database.db.update(accounts).set({ role: 'content' }).where(eq(accounts.email, 'settings.content@example.com'));
  contentCookie = (await signIn(testApp, 'settings.content@example.com', staffPassword)).cookie;
});
afterAll(async () => testApp?.close());

const put = (what: 'details' | 'hours' | 'course-status', payload: object) =>
  testApp.app.inject({ method: 'PUT', url: `/api/admin/club-settings/${what}`, headers: { cookie: contentCookie }, payload });
const publicClub = async () => (await testApp.app.inject({ method: 'GET', url: '/api/club' })).json<Omit<ClubSettings, 'details'> & { details: Record<string, string> }>();
const entriesOf = (id: string) => testApp.database.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id);
const version = () => testApp.app.contentVersion.current();

const newDetails = {
  phone: '+880 1711-223344',
  bookingPhone: '+880 1711-223355',
  email: 'Office@RiversideGolf.example',
  membershipEmail: 'members@riversidegolf.example',
  address: '  Ghaghat Road\n\n Rangpur 5400  ',
  location: 'By the Ghaghat Bridge',
  notificationEmail: '',
};

describe("the club's settings", () => {
  it('start with the sample defaults, for the public and for staff', async () => {
    const club = await publicClub();
    const { notificationEmail: _staffOnly, ...publicDefaults } = defaultClubDetails;
    expect(club).toEqual({ details: publicDefaults, hours: defaultOpeningHours, courseStatus: { state: 'open', note: '', since: null } });
    expect(await notificationAddress(testApp.database.db)).toBe('info@example.com');
  });

  it('saves the contact details with an audit entry, and the public answer shows them at once', async () => {
    const before = await version();
    const response = await put('details', newDetails);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(savedMessage);
    const saved = { ...newDetails, email: 'office@riversidegolf.example', address: 'Ghaghat Road\nRangpur 5400' };
    expect(response.json().settings.details).toEqual(saved);
    expect(await version()).toBeGreaterThan(before);

    const { notificationEmail: _staffOnly, ...shown } = saved;
    expect((await publicClub()).details).toEqual(shown);
    const [entry] = await entriesOf('details');
    expect(entry).toMatchObject({ action: 'settings.details.updated', entityType: 'settings', before: defaultClubDetails, after: saved });
    // Blank notification address: the club's email.
    expect(await notificationAddress(testApp.database.db)).toBe('office@riversidegolf.example');
  });

  it('sends staff mail to the notification address once it is set, and keeps it from the public', async () => {
    expect((await put('details', { ...newDetails, notificationEmail: 'desk@riversidegolf.example' })).statusCode).toBe(200);
    expect(await notificationAddress(testApp.database.db)).toBe('desk@riversidegolf.example');
    expect(JSON.stringify(await publicClub())).not.toContain('desk@');
  });

  it('refuses bad details with 400 and a message under each field, and changes nothing', async () => {
    const before = await version();
    const response = await put('details', { ...newDetails, phone: 'call us', email: 'nobody', membershipEmail: '', address: 'a\nb\nc\nd', location: '', notificationEmail: 'desk@' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      phone: clubPhoneMessage,
      email: clubEmailMessage,
      membershipEmail: 'Membership email is required.',
      address: 'Address must be at most 3 lines.',
      location: 'Location is required.',
      notificationEmail: clubEmailMessage,
    });
    expect((await publicClub()).details.phone).toBe(newDetails.phone);
    expect(await version()).toBe(before);
  });

  it('saves the opening hours, refusing an empty list or a blank line', async () => {
    const hours = { ...defaultOpeningHours, restaurant: [{ days: 'Every day', hours: '8 AM - 10 PM' }] };
    expect((await put('hours', hours)).statusCode).toBe(200);
    expect((await publicClub()).hours.restaurant).toEqual([{ days: 'Every day', hours: '8 AM - 10 PM' }]);
    const [entry] = await entriesOf('hours');
    expect(entry).toMatchObject({ action: 'settings.hours.updated', before: defaultOpeningHours, after: hours });

    const refused = await put('hours', { ...hours, club: [], conventionHall: [{ days: 'Monday', hours: ' ' }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ club: 'Give at least one line of hours for the club office.', 'conventionHall.0.hours': 'Hours is required.' });
  });

  it('requires a note to restrict or close the course, and shows the status with the time it began', async () => {
    for (const state of ['restricted', 'closed'] as const) {
      const refused = await put('course-status', { state, note: '  ' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: courseNoteRequiredMessage[state], errors: { note: courseNoteRequiredMessage[state] } });
    }
    expect((await put('course-status', { state: 'flooded', note: 'x' })).json().errors).toEqual({ state: 'Choose open, restricted or closed.' });

    const before = await version();
    expect((await put('course-status', { state: 'closed', note: 'Monsoon rain: closed until Friday.' })).statusCode).toBe(200);
    expect(await version()).toBeGreaterThan(before);
    const closed = (await publicClub()).courseStatus;
    expect(closed).toMatchObject({ state: 'closed', note: 'Monsoon rain: closed until Friday.' });
    expect(Date.parse(closed.since!)).toBeGreaterThan(Date.now() - 60_000);

    // A corrected note keeps the time the closure began.
    await put('course-status', { state: 'closed', note: 'Monsoon rain: closed until Saturday.' });
    expect((await publicClub()).courseStatus).toEqual({ state: 'closed', note: 'Monsoon rain: closed until Saturday.', since: closed.since });

    // Open again: a note left in the field is not kept.
    await put('course-status', { state: 'open', note: 'Dry at last' });
    expect((await publicClub()).courseStatus).toMatchObject({ state: 'open', note: '' });
    const actions = (await entriesOf('course-status')).map((entry) => [(entry.before as { state: string }).state, (entry.after as { state: string }).state]);
    expect(actions).toEqual([
      ['open', 'closed'],
      ['closed', 'closed'],
      ['closed', 'open'],
    ]);
  });

  it('writes nothing, and keeps the caches, when a save changes nothing', async () => {
    const entries = await testApp.database.db.$count(auditLog);
    const before = await version();
    const response = await put('details', { ...newDetails, notificationEmail: 'desk@riversidegolf.example' });
    expect(response.json().message).toBe(unchangedMessage);
    expect(await testApp.database.db.$count(auditLog)).toBe(entries);
    expect(await version()).toBe(before);
  });

  it('moves the content version whenever the table changes, even by hand', async () => {
    const before = await version();
    await testApp.database.db.execute(sql`update club_settings set value = value where key = 'hours'`);
    testApp.app.contentVersion.changed();
    expect(await version()).toBeGreaterThan(before);
  });

  it('rolls the change back when its audit entry cannot be written', async () => {
    const [row] = await testApp.database.db.select().from(clubSettings).where(eq(clubSettings.key, 'details'));
    // An actor who does not exist breaks the audit entry's foreign key, after the settings were written.
    const ghost = { ...(await testApp.database.db.select().from(accounts).where(eq(accounts.email, 'settings.content@example.com')))[0]!, id: 999_999 };
    await expect(saveClubDetails(testApp.database.db, ghost, { ...newDetails, address: 'Elsewhere' })).rejects.toThrow();
    const [after] = await testApp.database.db.select().from(clubSettings).where(eq(clubSettings.key, 'details'));
    expect(after).toEqual(row);
  });
});
