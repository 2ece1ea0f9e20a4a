import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { EventList, StaffAnnouncement } from '@rgcc/shared/content/club-events';
import type { Announcement, ClubEvent } from '@rgcc/shared/content/content';
import { formatEventDate } from '@rgcc/shared/content/event-dates';
import { auditLog, publicMedia } from '../../../db/schema';
import { createFileStorage } from '../../../infra/storage/file-storage';
import { deleteUnusedMedia, unusedMediaLifetimeMs } from '../media/service';
import { createStaff, signIn, staffPassword } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { multipartFile, pngOf } from '../../../../test/uploads';

let testApp: TestApp;
let contentCookie: string;
let membershipCookie: string;

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000', UPLOAD_RATE_LIMIT_PER_MINUTE: '10000' });
  for (const role of ['content', 'membership'] as const) {
    await createStaff(testApp, `events.${role}@example.com`, role);
  }
  contentCookie = (await signIn(testApp, 'events.content@example.com', staffPassword)).cookie;
  membershipCookie = (await signIn(testApp, 'events.membership@example.com', staffPassword)).cookie;
});
afterAll(async () => testApp?.close());

const asContent = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: { cookie: contentCookie } });

async function uploadPhoto(folder = 'events', bytes?: Buffer): Promise<string> {
  const response = await testApp.app.inject({ method: 'POST', url: `/api/admin/media?folder=${folder}`, ...multipartFile(bytes ?? (await pngOf('#2f6b3a', 1200, 900))), headers: { ...multipartFile(Buffer.alloc(0)).headers, cookie: contentCookie } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ key: string }>().key;
}

const auditOf = (type: 'event' | 'announcement', id: number) => testApp.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, type), eq(auditLog.entityId, String(id)))).orderBy(auditLog.id);

describe('public images staff upload', () => {
  it('are re-encoded into every width of their folder, as AVIF and WebP, cropped to its shape', async () => {
    const key = await uploadPhoto();
    expect(key).toMatch(/^uploaded\/events\/[0-9a-f]{32}$/);
    for (const [width, format] of [[480, 'avif'], [960, 'webp'], [1600, 'avif']] as const) {
      const response = await testApp.app.inject({ method: 'GET', url: `/media/${key}-${width}.${format}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(`image/${format}`);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(response.rawPayload).metadata();
      expect([metadata.format === 'heif' ? 'avif' : metadata.format, metadata.width, metadata.height]).toEqual([format, width, Math.round((width * 2) / 3)]);
    }
    for (const missing of [`/media/${key}-500.avif`, `/media/${key}-480.png`, `/media/uploaded/events/${'0'.repeat(32)}-480.avif`, `/media/uploaded/secrets/${key.split('/')[2]}-480.avif`]) {
      expect((await testApp.app.inject({ method: 'GET', url: missing })).statusCode, missing).toBe(404);
    }
  });

  it('refuse what is not an image (415), nothing (400) and an unknown folder (400)', async () => {
    const notImage = await testApp.app.inject({ method: 'POST', url: '/api/admin/media?folder=events', ...multipartFile(Buffer.from('<svg onload="alert(1)"/>'), 'x.svg', 'image/svg+xml'), headers: { ...multipartFile(Buffer.alloc(0)).headers, cookie: contentCookie } });
    expect([notImage.statusCode, notImage.json().message]).toEqual([415, 'Only image files are allowed']);
    const empty = await testApp.app.inject({ method: 'POST', url: '/api/admin/media?folder=events', ...multipartFile(Buffer.alloc(0)), headers: { ...multipartFile(Buffer.alloc(0)).headers, cookie: contentCookie } });
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'The file is empty. Please choose an image.']);
    const folder = await testApp.app.inject({ method: 'POST', url: '/api/admin/media?folder=secrets', ...multipartFile(await pngOf()), headers: { ...multipartFile(Buffer.alloc(0)).headers, cookie: contentCookie } });
    expect([folder.statusCode, folder.json().errors]).toEqual([400, { folder: 'Unknown media folder.' }]);
  });

  it('are deleted a day after no content names them; images in use stay', async () => {
    const storage = createFileStorage(testApp.app.deps.config);
    const used = await uploadPhoto();
    const unused = await uploadPhoto();
    const fresh = await uploadPhoto();
    expect((await asContent('POST', '/api/admin/events', { title: 'Photo keeper', startsOn: '2026-12-01', endsOn: '', description: '', photos: [{ image: used, caption: '' }] })).statusCode).toBe(201);
    const dayAgo = new Date(Date.now() - unusedMediaLifetimeMs - 60_000);
    for (const key of [used, unused]) await testApp.database.db.update(publicMedia).set({ createdAt: dayAgo }).where(eq(publicMedia.key, key));

    const before = await deleteUnusedMedia(testApp.database.db, storage, new Date());
    expect(before).toBeGreaterThanOrEqual(1);
    const left = (await testApp.database.db.select({ key: publicMedia.key }).from(publicMedia)).map((row) => row.key);
    expect(left).toEqual(expect.arrayContaining([used, fresh]));
    expect(left).not.toContain(unused);
    expect((await testApp.app.inject({ method: 'GET', url: `/media/${unused}-480.webp` })).statusCode).toBe(404);
    expect(await storage.read(`${unused.replaceAll('/', '-')}-480.webp`)).toBeNull();
    expect((await testApp.app.inject({ method: 'GET', url: `/media/${used}-480.webp` })).statusCode).toBe(200);
  });
});

describe('events in the console', () => {
  it('a new event with two captioned photos shows on the public API at once, and the audit log has it', async () => {
    const photos = [
      { image: await uploadPhoto(), caption: 'The first tee at dawn' },
      { image: await uploadPhoto(), caption: 'Prize-giving by the river' },
    ];
    const created = await asContent('POST', '/api/admin/events', { title: '  Victory Day Cup ', startsOn: '2026-12-16', endsOn: '2026-12-17', description: 'A two-day stroke play.', photos });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const event = (await testApp.app.inject({ method: 'GET', url: `/api/events/${id}` })).json<ClubEvent>();
    expect(event).toMatchObject({ title: 'Victory Day Cup', date: '16 - 17 Dec 2026', startsOn: '2026-12-16', endsOn: '2026-12-17', photos });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/events' })).json<ClubEvent[]>().map((listed) => listed.id)).toContain(id);
    const [entry] = await auditOf('event', id);
    expect(entry).toMatchObject({ action: 'event.created', before: null, after: { title: 'Victory Day Cup', photos } });
  });

  it("each photo's caption has an optional Bangla: a Bangla page shows it, else the English; a save without it keeps it while the caption is the same", async () => {
    const [dawn, prizes] = [await uploadPhoto(), await uploadPhoto()];
    const photos = [
      { image: dawn, caption: 'The first tee at dawn', bn: { caption: 'ভোরে প্রথম টি' } },
      { image: prizes, caption: 'Prize-giving by the river', bn: { caption: ' ' } },
    ];
    const created = await asContent('POST', '/api/admin/events', { title: 'Bijoy Cup', startsOn: '2026-12-20', endsOn: '', description: '', photos });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const captionsIn = async (lang: string) => (await testApp.app.inject({ method: 'GET', url: `/api/events/${id}${lang}` })).json<ClubEvent>().photos.map((photo) => photo.caption);
    expect(await captionsIn('?lang=bn')).toEqual(['ভোরে প্রথম টি', 'Prize-giving by the river']);
    expect(await captionsIn('')).toEqual(['The first tee at dawn', 'Prize-giving by the river']);
    expect((await asContent('GET', `/api/admin/events/${id}`)).json<{ photos: unknown[] }>().photos).toEqual([
      { image: dawn, caption: 'The first tee at dawn', bn: { caption: 'ভোরে প্রথম টি' } },
      { image: prizes, caption: 'Prize-giving by the river', bn: {} },
    ]);

    // Sent without Bangla (the photos reordered, one caption changed): the unchanged one keeps its Bangla, the changed one has none.
    const form = { title: 'Bijoy Cup', startsOn: '2026-12-20', endsOn: '', description: '' };
    const reordered = [{ image: prizes, caption: 'Prizes on the lawn' }, { image: dawn, caption: 'The first tee at dawn' }];
    expect((await asContent('PUT', `/api/admin/events/${id}`, { ...form, photos: reordered })).statusCode).toBe(200);
    expect(await captionsIn('?lang=bn')).toEqual(['Prizes on the lawn', 'ভোরে প্রথম টি']);

    const tooLong = await asContent('PUT', `/api/admin/events/${id}`, { ...form, photos: [{ image: dawn, caption: 'Dawn', bn: { caption: 'ক'.repeat(201) } }] });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ errors: { 'photos.0.bn.caption': 'Caption in Bangla is limited to 200 characters' } });
    expect(await captionsIn('?lang=bn')).toEqual(['Prizes on the lawn', 'ভোরে প্রথম টি']);
  });

  it('a single day has no end date; editing keeps a before and after; deleting asks nothing more of the server', async () => {
    const created = await asContent('POST', '/api/admin/events', { title: 'Ladies Day', startsOn: '2026-12-05', endsOn: '', description: '', photos: [] });
    const { id } = created.json<{ id: number }>();
    expect((await testApp.app.inject({ method: 'GET', url: `/api/events/${id}` })).json()).toMatchObject({ startsOn: '2026-12-05', endsOn: '2026-12-05', date: '05 Dec 2026' });
    expect((await asContent('GET', `/api/admin/events/${id}`)).json()).toMatchObject({ endsOn: '' });

    const updated = await asContent('PUT', `/api/admin/events/${id}`, { title: 'Ladies Day Open', startsOn: '2026-12-06', endsOn: '', description: 'Open to guests.', photos: [] });
    expect(updated.statusCode).toBe(200);
    const deleted = await asContent('DELETE', `/api/admin/events/${id}`);
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { message: 'The event is deleted.' }]);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/events/${id}` })).statusCode).toBe(404);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const again = await asContent(method, `/api/admin/events/${id}`, method === 'PUT' ? { title: 'x', startsOn: '2026-12-06', endsOn: '', description: '', photos: [] } : undefined);
      expect([again.statusCode, again.json().message], method).toEqual([404, 'Event not found.']);
    }
    expect((await auditOf('event', id)).map((entry) => [entry.action, (entry.before as { title?: string } | null)?.title ?? null, (entry.after as { title?: string } | null)?.title ?? null])).toEqual([
      ['event.created', null, 'Ladies Day'],
      ['event.updated', 'Ladies Day', 'Ladies Day Open'],
      ['event.deleted', 'Ladies Day Open', null],
    ]);
  });

  it('refuses a bad event with 400 and a message on each field at fault, and stores nothing', async () => {
    const count = async () => (await asContent('GET', '/api/admin/events')).json<{ total: number }>().total;
    const before = await count();
    const cases: [object, Record<string, string>][] = [
      [{ title: ' ', startsOn: '', endsOn: '', description: '', photos: [] }, { title: 'Title is required', startsOn: 'Start date is required' }],
      [{ title: 'Backwards', startsOn: '2026-12-10', endsOn: '2026-12-09', description: '', photos: [] }, { endsOn: 'End date must be on or after the start date' }],
      [{ title: 'No such day', startsOn: '2026-02-30', endsOn: '', description: '', photos: [] }, { startsOn: 'Start date must be a real date' }],
      [{ title: 'Lost photo', startsOn: '2026-12-10', endsOn: '', description: '', photos: [{ image: `uploaded/events/${'0'.repeat(32)}`, caption: '' }] }, { photos: 'A photo could not be found. Please upload it again.' }],
      [{ title: 'Odd photo', startsOn: '2026-12-10', endsOn: '', description: '', photos: [{ image: '../../etc/passwd', caption: '' }] }, { 'photos.0.image': 'A photo could not be found. Please upload it again.' }],
    ];
    for (const [body, errors] of cases) {
      const response = await asContent('POST', '/api/admin/events', body);
      expect([response.statusCode, response.json().errors], JSON.stringify(body)).toEqual([400, errors]);
    }
    expect(await count()).toBe(before);
  });

  it('lists newest first, 20 a page, searched by title', async () => {
    for (const day of ['01', '02', '03']) await asContent('POST', '/api/admin/events', { title: `Monthly Medal ${day}`, startsOn: `2027-01-${day}`, endsOn: '', description: '', photos: [] });
    const list = (await asContent('GET', '/api/admin/events?q=monthly medal')).json<{ items: { title: string }[]; total: number; pageSize: number }>();
    expect(list).toMatchObject({ total: 3, pageSize: 20 });
    expect(list.items.map((item) => item.title)).toEqual(['Monthly Medal 03', 'Monthly Medal 02', 'Monthly Medal 01']);
  });

  it('is not for membership staff: 403 with the reason', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/events', headers: { cookie: membershipCookie } });
    expect([response.statusCode, response.json()]).toEqual([403, { message: 'Your staff role does not include Events.' }]);
  });
});

describe('the Bangla of events and announcements', () => {
  it('is kept beside the English, shown on Bangla pages, kept by an update that leaves it out, and limited as the English is', async () => {
    const fields = { title: 'Monsoon Scramble', startsOn: '2026-12-20', endsOn: '', description: 'Teams of four.', photos: [] };
    const created = await asContent('POST', '/api/admin/events', { ...fields, bn: { title: ' বর্ষার স্ক্র্যাম্বল ', description: '' } });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect((await asContent('GET', `/api/admin/events/${id}`)).json()).toMatchObject({ title: 'Monsoon Scramble', bn: { title: 'বর্ষার স্ক্র্যাম্বল' } });
    expect((await testApp.app.inject({ method: 'GET', url: `/api/events/${id}?lang=bn` })).json()).toMatchObject({ title: 'বর্ষার স্ক্র্যাম্বল', description: 'Teams of four.' });
    expect((await testApp.app.inject({ method: 'GET', url: `/api/events/${id}` })).json()).toMatchObject({ title: 'Monsoon Scramble' });
    expect((await asContent('PUT', `/api/admin/events/${id}`, { ...fields, description: 'Teams of four, shotgun start.' })).json()).toMatchObject({ bn: { title: 'বর্ষার স্ক্র্যাম্বল' } });
    const tooLong = await asContent('PUT', `/api/admin/events/${id}`, { ...fields, bn: { title: 'ক'.repeat(121) } });
    expect([tooLong.statusCode, tooLong.json().errors]).toEqual([400, { 'bn.title': 'Title in Bangla is limited to 120 characters' }]);

    const announcement = await asContent('POST', '/api/admin/announcements', { message: 'Scramble on 20 December', startsOn: '2026-01-01', endsOn: '2099-12-31', visible: true, eventId: id, bn: { message: '২০ ডিসেম্বর স্ক্র্যাম্বল' } });
    expect(announcement.json()).toMatchObject({ bn: { message: '২০ ডিসেম্বর স্ক্র্যাম্বল' } });
    const shown = (await testApp.app.inject({ method: 'GET', url: '/api/announcements?lang=bn' })).json<Announcement[]>();
    expect(shown.find((item) => item.id === announcement.json<{ id: number }>().id)?.message).toBe('২০ ডিসেম্বর স্ক্র্যাম্বল');
    await asContent('DELETE', `/api/admin/announcements/${announcement.json<{ id: number }>().id}`);
    await asContent('DELETE', `/api/admin/events/${id}`);
  });

  it('shows the console’s lists in the language of the staff reading them; the forms keep the English beside the Bangla', async () => {
    const event = { title: 'Winter Foursomes', startsOn: '2031-01-10', endsOn: '2031-01-11', description: '', photos: [], bn: { title: 'শীতকালীন ফোরসাম' } };
    const { id } = (await asContent('POST', '/api/admin/events', event)).json<{ id: number }>();
    const inList = async (q: string) => (await asContent('GET', `/api/admin/events?q=${encodeURIComponent(q)}`)).json<EventList>().items;
    const pointing = { message: 'Foursomes in January', startsOn: '2031-01-01', endsOn: '2031-01-11', visible: true, eventId: id, bn: { message: 'জানুয়ারিতে ফোরসাম' } };
    const reading = (language: 'en' | 'bn') => asContent('PUT', '/api/account/language', { language });
    onTestFinished(async () => {
      await reading('en');
    });

    await reading('bn');
    expect(await inList('Winter Foursomes')).toEqual([expect.objectContaining({ id, title: 'শীতকালীন ফোরসাম', date: formatEventDate(event, 'bn') })]);
    expect((await inList('শীতকালীন')).map((item) => item.id)).toEqual([id]);
    const created = (await asContent('POST', '/api/admin/announcements', pointing)).json<StaffAnnouncement>();
    expect(created).toMatchObject({ eventTitle: 'শীতকালীন ফোরসাম', message: 'Foursomes in January', bn: { message: 'জানুয়ারিতে ফোরসাম' } });
    const listed = (await asContent('GET', '/api/admin/announcements')).json<StaffAnnouncement[]>().find((item) => item.id === created.id);
    expect(listed).toMatchObject({ eventTitle: 'শীতকালীন ফোরসাম', message: 'Foursomes in January' });
    expect((await asContent('GET', `/api/admin/events/${id}`)).json()).toMatchObject({ title: 'Winter Foursomes', bn: { title: 'শীতকালীন ফোরসাম' } });
    // The audit log keeps the English, whoever made the change.
    expect((await auditOf('announcement', created.id))[0]!.after).toMatchObject({ eventTitle: 'Winter Foursomes' });

    await reading('en');
    expect(await inList('Winter Foursomes')).toEqual([expect.objectContaining({ id, title: 'Winter Foursomes', date: '10 - 11 Jan 2031' })]);
    expect(await inList('শীতকালীন')).toEqual([]);
    expect((await asContent('GET', '/api/admin/announcements')).json<StaffAnnouncement[]>().find((item) => item.id === created.id)).toMatchObject({ eventTitle: 'Winter Foursomes' });
    await asContent('DELETE', `/api/admin/announcements/${created.id}`);
    await asContent('DELETE', `/api/admin/events/${id}`);
  });
});

describe('home page announcements', () => {
  it('show while marked as shown, point to an event if staff say so, and are audited', async () => {
    const [event] = (await testApp.app.inject({ method: 'GET', url: '/api/events' })).json<ClubEvent[]>();
    const created = await asContent('POST', '/api/admin/announcements', { message: 'Victory Day Cup on 16 December: book now!', startsOn: '2026-12-01', endsOn: '2026-12-16', visible: true, eventId: event!.id });
    expect(created.statusCode, created.body).toBe(201);
    const announcement = created.json<{ id: number; eventTitle: string }>();
    expect(announcement.eventTitle).toBe(event!.title);
    const shown = () => testApp.app.inject({ method: 'GET', url: '/api/announcements' }).then((response) => response.json<Announcement[]>());
    expect(await shown()).toContainEqual({ id: announcement.id, message: 'Victory Day Cup on 16 December: book now!', startsOn: '2026-12-01', endsOn: '2026-12-16', eventId: event!.id });

    const hidden = await asContent('PUT', `/api/admin/announcements/${announcement.id}`, { message: 'Victory Day Cup on 16 December: book now!', startsOn: '2026-12-01', endsOn: '2026-12-16', visible: false, eventId: null });
    expect(hidden.statusCode).toBe(200);
    expect((await shown()).map((item) => item.id)).not.toContain(announcement.id);
    expect((await asContent('DELETE', `/api/admin/announcements/${announcement.id}`)).json()).toEqual({ message: 'The announcement is deleted.' });
    expect((await auditOf('announcement', announcement.id)).map((entry) => entry.action)).toEqual(['announcement.created', 'announcement.updated', 'announcement.deleted']);
  });

  it('refuse a bad announcement with 400 and the field at fault', async () => {
    const cases: [object, Record<string, string>][] = [
      [{ message: '', startsOn: '', endsOn: '', visible: true, eventId: null }, { message: 'Message is required', startsOn: 'First day is required', endsOn: 'Last day is required' }],
      [{ message: 'Backwards', startsOn: '2026-12-10', endsOn: '2026-12-01', visible: true, eventId: null }, { endsOn: 'The last day must be on or after the first day' }],
      [{ message: 'Nowhere', startsOn: '2026-12-01', endsOn: '2026-12-10', visible: true, eventId: 2_000_000 }, { eventId: 'The event it points to could not be found.' }],
    ];
    for (const [body, errors] of cases) {
      const response = await asContent('POST', '/api/admin/announcements', body);
      expect([response.statusCode, response.json().errors], JSON.stringify(body)).toEqual([400, errors]);
    }
  });

  it('the announcement the home page carried, Winter Cup 2025, is kept with its dates (past, so the page no longer shows it)', async () => {
    const staff = (await asContent('GET', '/api/admin/announcements')).json<{ message: string; endsOn: string; visible: boolean }[]>();
    expect(staff).toContainEqual(expect.objectContaining({ message: expect.stringContaining('Winter Cup Golf Tournament 2025'), endsOn: '2025-10-02', visible: true }));
  });
});
