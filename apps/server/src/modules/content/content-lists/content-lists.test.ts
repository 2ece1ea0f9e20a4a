import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentLists } from '@rgcc/shared/content/content-list-constants';
import type { Facility, GalleryImage, Hole, Leader, MembershipCategory, MenuCategoryWithDishes, Sponsor, Video } from '@rgcc/shared/content/content';
import { accounts, auditLog, publicMedia } from '../../../db/schema';
import { createFileStorage } from '../../../infra/storage/file-storage';
import { deleteUnusedMedia, unusedMediaLifetimeMs } from '../media/service';
import { createStaff, signIn, staffPassword } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { multipartFile, pngOf } from '../../../../test/uploads';
import { mp4Of } from '../../../../test/videos';

let testApp: TestApp;
let contentCookie: string;
let membershipCookie: string;

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000', UPLOAD_RATE_LIMIT_PER_MINUTE: '10000' });
  for (const role of ['content', 'membership'] as const) {
    await createStaff(testApp, `lists.${role}@example.com`);
    await testApp.database.db.update(accounts).set({ role }).where(eq(accounts.email, `lists.${role}@example.com`));
  }
  contentCookie = (await signIn(testApp, 'lists.content@example.com', staffPassword)).cookie;
  membershipCookie = (await signIn(testApp, 'lists.membership@example.com', staffPassword)).cookie;
});
afterAll(async () => testApp?.close());

type Item = { id: number; position: number } & Record<string, unknown>;
const asContent = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: { cookie: contentCookie } });
const publicList = async <T>(url: string) => (await testApp.app.inject({ method: 'GET', url })).json<T[]>();

async function upload(folder: string): Promise<string> {
  const response = await testApp.app.inject({ method: 'POST', url: `/api/admin/media?folder=${folder}`, ...multipartFile(await pngOf('#2f6b3a', 900, 900)), headers: { ...multipartFile(Buffer.alloc(0)).headers, cookie: contentCookie } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ key: string }>().key;
}

async function uploadVideo(): Promise<string> {
  const { payload, headers } = multipartFile(mp4Of(), 'clip.mp4', 'video/mp4');
  const response = await testApp.app.inject({ method: 'POST', url: '/api/admin/media/videos', payload, headers: { ...headers, cookie: contentCookie } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ key: string }>().key;
}

const auditOf = (entityId: string) =>
  testApp.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'content'), eq(auditLog.entityId, entityId))).orderBy(auditLog.id);

describe('gallery photos', () => {
  it('are added last with an uploaded photo, reordered in one request, changed and deleted; the public gallery follows each step and the audit log has each', async () => {
    const before = await publicList<GalleryImage>('/api/gallery/images');
    const image = await upload('gallery');
    const created = await asContent('POST', '/api/admin/content/gallery', { image, alt: '  Sunset over the ninth green ' });
    expect(created.statusCode, created.body).toBe(201);
    const photo = created.json<Item>();
    expect(photo).toMatchObject({ image, alt: 'Sunset over the ninth green', position: before.length });
    expect((await publicList<GalleryImage>('/api/gallery/images')).at(-1)).toEqual({ id: photo.id, image, alt: 'Sunset over the ninth green' });

    const ids = [photo.id, ...before.map((item) => item.id)];
    const reordered = await asContent('PUT', '/api/admin/content/gallery/order', { ids });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await publicList<GalleryImage>('/api/gallery/images')).map((item) => item.id)).toEqual(ids);

    expect((await asContent('PUT', `/api/admin/content/gallery/${photo.id}`, { image, alt: 'Sunset on the ninth' })).statusCode).toBe(200);
    expect((await publicList<GalleryImage>('/api/gallery/images'))[0]).toMatchObject({ alt: 'Sunset on the ninth' });

    const deleted = await asContent('DELETE', `/api/admin/content/gallery/${photo.id}`);
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { message: 'The photo is deleted.' }]);
    expect((await publicList<GalleryImage>('/api/gallery/images')).map((item) => item.id)).toEqual(before.map((item) => item.id));

    expect((await auditOf(`gallery:${photo.id}`)).map((entry) => [entry.action, (entry.before as { alt?: string } | null)?.alt ?? null, (entry.after as { alt?: string } | null)?.alt ?? null])).toEqual([
      ['gallery.created', null, 'Sunset over the ninth green'],
      ['gallery.updated', 'Sunset over the ninth green', 'Sunset on the ninth'],
      ['gallery.deleted', 'Sunset on the ninth', null],
    ]);
    const [order] = await auditOf('gallery');
    expect(order).toMatchObject({ action: 'gallery.reordered', before: before.map((item) => item.id).concat(photo.id), after: ids });
  });

  it('refuses an order that leaves out, repeats or invents an item, and changes nothing', async () => {
    const ids = (await publicList<GalleryImage>('/api/gallery/images')).map((item) => item.id);
    for (const wrong of [ids.slice(1), [ids[0], ...ids.slice(0, -1)], [...ids.slice(0, -1), 2_000_000]]) {
      const response = await asContent('PUT', '/api/admin/content/gallery/order', { ids: wrong });
      expect([response.statusCode, response.json().errors]).toEqual([400, { ids: 'The order must name every item of the list once. Please reload the page.' }]);
    }
    expect((await publicList<GalleryImage>('/api/gallery/images')).map((item) => item.id)).toEqual(ids);
  });

  it('refuses bad input with 400 and a message on each field at fault, and a missing id with 404', async () => {
    const cases: [object, Record<string, string>][] = [
      [{ image: '', alt: ' ' }, { image: 'Photo is required', alt: 'Caption is required' }],
      [{ image: '../../etc/passwd', alt: 'x'.repeat(201) }, { image: 'The photo could not be found. Please upload it again.', alt: 'Caption is limited to 200 characters' }],
      [{ image: `uploaded/gallery/${'0'.repeat(32)}`, alt: 'Lost' }, { image: 'The photo could not be found. Please upload it again.' }],
    ];
    for (const [body, errors] of cases) {
      const response = await asContent('POST', '/api/admin/content/gallery', body);
      expect([response.statusCode, response.json().errors], JSON.stringify(body)).toEqual([400, errors]);
    }
    for (const method of ['PUT', 'DELETE'] as const) {
      const missing = await asContent(method, '/api/admin/content/gallery/2000000', method === 'PUT' ? { image: 'gallery/01', alt: 'Gone' } : undefined);
      expect([missing.statusCode, missing.json().message], method).toEqual([404, 'Photo not found.']);
    }
  });

  it('an uploaded photo is swept once no photo names it', async () => {
    const storage = createFileStorage(testApp.app.deps.config);
    const image = await upload('gallery');
    const { id } = (await asContent('POST', '/api/admin/content/gallery', { image, alt: 'Short-lived' })).json<Item>();
    await testApp.database.db.update(publicMedia).set({ createdAt: new Date(Date.now() - unusedMediaLifetimeMs - 60_000) }).where(eq(publicMedia.key, image));
    await deleteUnusedMedia(testApp.database.db, storage, new Date());
    expect((await testApp.app.inject({ method: 'GET', url: `/media/${image}-480.webp` })).statusCode).toBe(200);

    await asContent('DELETE', `/api/admin/content/gallery/${id}`);
    await deleteUnusedMedia(testApp.database.db, storage, new Date());
    expect((await testApp.app.inject({ method: 'GET', url: `/media/${image}-480.webp` })).statusCode).toBe(404);
    expect(await testApp.database.db.select().from(publicMedia).where(eq(publicMedia.key, image))).toEqual([]);
  });
});

describe('the video gallery', () => {
  it('a video is added last with an uploaded file and thumbnail, reordered, given a new title and file, and deleted; the public list follows each step and the audit log has each', async () => {
    const before = await publicList<Video>('/api/gallery/videos');
    const [video, poster] = [await uploadVideo(), await upload('videos')];
    const created = await asContent('POST', '/api/admin/content/videos', { title: ' Kingfishers on the Teesta ', video, poster });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<Item>();
    expect((await publicList<Video>('/api/gallery/videos')).at(-1)).toEqual({ id, title: 'Kingfishers on the Teesta', video, poster });

    const ids = [id, ...before.map((item) => item.id)];
    expect((await asContent('PUT', '/api/admin/content/videos/order', { ids })).statusCode).toBe(200);
    expect((await publicList<Video>('/api/gallery/videos')).map((item) => item.id)).toEqual(ids);

    const newer = await uploadVideo();
    expect((await asContent('PUT', `/api/admin/content/videos/${id}`, { title: 'Kingfishers at dawn', video: newer, poster })).statusCode).toBe(200);
    expect((await publicList<Video>('/api/gallery/videos'))[0]).toEqual({ id, title: 'Kingfishers at dawn', video: newer, poster });

    expect((await asContent('DELETE', `/api/admin/content/videos/${id}`)).json()).toEqual({ message: 'The video is deleted.' });
    expect((await publicList<Video>('/api/gallery/videos')).map((item) => item.id)).toEqual(before.map((item) => item.id));

    const entries = await auditOf(`videos:${id}`);
    expect(entries.map((entry) => [entry.action, (entry.before as { video?: string } | null)?.video ?? null, (entry.after as { video?: string } | null)?.video ?? null])).toEqual([
      ['videos.created', null, video],
      ['videos.updated', video, newer],
      ['videos.deleted', newer, null],
    ]);
    expect((await auditOf('videos'))[0]).toMatchObject({ action: 'videos.reordered', before: [...before.map((item) => item.id), id], after: ids });
  });

  it('refuses a video the server never stored, an image as the video, a video as the thumbnail, and no title', async () => {
    const [video, poster] = [await uploadVideo(), await upload('videos')];
    const cases: [object, Record<string, string>][] = [
      [{ title: '', video: '', poster: '' }, { title: 'Title is required', video: 'Video is required', poster: 'Thumbnail is required' }],
      [{ title: 'Lost', video: `uploaded/videos/${'0'.repeat(32)}.mp4`, poster }, { video: 'The video could not be found. Please upload it again.' }],
      [{ title: 'Swapped', video: poster, poster: video }, { video: 'The video could not be found. Please upload it again.', poster: 'The photo could not be found. Please upload it again.' }],
      [{ title: 'Outside', video: 'https://example.com/film.mp4', poster }, { video: 'The video could not be found. Please upload it again.' }],
    ];
    for (const [body, errors] of cases) {
      const response = await asContent('POST', '/api/admin/content/videos', body);
      expect([response.statusCode, response.json().errors], JSON.stringify(body)).toEqual([400, errors]);
    }
  });

  it('keeps a seeded placeholder video when only its title changes', async () => {
    const [first] = (await asContent('GET', '/api/admin/content/videos')).json<Item[]>();
    const changed = await asContent('PUT', `/api/admin/content/videos/${first!.id}`, { title: 'Sunrise over the river', video: first!.video, poster: first!.poster });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await publicList<Video>('/api/gallery/videos')).find((item) => item.id === first!.id)).toEqual({ id: first!.id, title: 'Sunrise over the river', video: 'videos/teesta-sunrise', poster: 'videos/teesta-sunrise' });
  });
});

describe('the leadership team', () => {
  it('a changed title and a new featured leader show on the public list; the list is in staff order', async () => {
    const leaders = (await asContent('GET', '/api/admin/content/leaders')).json<Item[]>();
    const first = leaders[0]!;
    const changed = await asContent('PUT', `/api/admin/content/leaders/${first.id}`, { name: first.name, title: 'Honorary President', image: first.image, featured: true });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await publicList<Leader>('/api/leaders'))[0]).toMatchObject({ id: first.id, title: 'Honorary President', featured: true });

    const image = await upload('leaders');
    const added = (await asContent('POST', '/api/admin/content/leaders', { name: 'Rahima Akter', title: 'Captain', image, featured: false })).json<Item>();
    await asContent('PUT', '/api/admin/content/leaders/order', { ids: [added.id, ...leaders.map((leader) => leader.id)] });
    expect((await publicList<Leader>('/api/leaders'))[0]).toEqual({ id: added.id, name: 'Rahima Akter', title: 'Captain', image, featured: false });
    expect((await auditOf(`leaders:${first.id}`)).map((entry) => entry.action)).toEqual(['leaders.updated']);
    expect((await asContent('DELETE', `/api/admin/content/leaders/${added.id}`)).json()).toEqual({ message: 'The leader is deleted.' });
  });

  it('refuses a leader without name, title or featured', async () => {
    const response = await asContent('POST', '/api/admin/content/leaders', { name: '', title: '', image: 'leaders/01' });
    expect([response.statusCode, response.json().errors]).toEqual([400, { name: 'Name is required', title: 'Title is required', featured: 'Say whether it is featured' }]);
  });
});

describe('the Bangla of an item', () => {
  it('is kept as typed beside the English, shown on Bangla pages where given, kept by an update that leaves it out, and limited as the English is', async () => {
    const image = await upload('leaders');
    const fields = { name: 'Abdul Karim', title: 'Treasurer', image, featured: false };
    const added = await asContent('POST', '/api/admin/content/leaders', { ...fields, bn: { name: '  আবদুল করিম ', title: '', other: 'ignored' } });
    expect(added.statusCode, added.body).toBe(201);
    const leader = added.json<Item>();
    expect(leader.bn).toEqual({ name: 'আবদুল করিম' });
    expect((await publicList<Leader>('/api/leaders?lang=bn')).find((item) => item.id === leader.id)).toMatchObject({ name: 'আবদুল করিম', title: 'Treasurer' });
    expect((await publicList<Leader>('/api/leaders')).find((item) => item.id === leader.id)).toMatchObject({ name: 'Abdul Karim', title: 'Treasurer' });

    // Bengali digits stay Bengali in Bangla writing (an English field takes them as ASCII).
    const changed = await asContent('PUT', `/api/admin/content/leaders/${leader.id}`, { ...fields, bn: { name: 'আবদুল করিম', title: 'কোষাধ্যক্ষ (২০২৬)' } });
    expect(changed.json<Item>().bn).toEqual({ name: 'আবদুল করিম', title: 'কোষাধ্যক্ষ (২০২৬)' });
    expect((await asContent('PUT', `/api/admin/content/leaders/${leader.id}`, { ...fields, title: 'Treasurer 2026' })).json<Item>().bn).toEqual({ name: 'আবদুল করিম', title: 'কোষাধ্যক্ষ (২০২৬)' });

    const tooLong = await asContent('PUT', `/api/admin/content/leaders/${leader.id}`, { ...fields, bn: { title: 'ক'.repeat(101) } });
    expect([tooLong.statusCode, tooLong.json().errors]).toEqual([400, { 'bn.title': 'Title in Bangla is limited to 100 characters' }]);
    expect((await asContent('GET', '/api/admin/content/leaders')).json<Item[]>().find((item) => item.id === leader.id)?.bn).toEqual({ name: 'আবদুল করিম', title: 'কোষাধ্যক্ষ (২০২৬)' });
    await asContent('DELETE', `/api/admin/content/leaders/${leader.id}`);
  });
});

describe('sponsors', () => {
  it('link their logo when given an https address; an empty link is none; http is refused', async () => {
    const image = await upload('sponsors');
    const created = await asContent('POST', '/api/admin/content/sponsors', { name: 'Teesta Tea', image, url: 'https://teesta-tea.example.com/' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<Item>();
    expect((await publicList<Sponsor>('/api/sponsors')).find((sponsor) => sponsor.id === id)).toEqual({ id, name: 'Teesta Tea', image, url: 'https://teesta-tea.example.com/' });

    for (const url of ['http://teesta-tea.example.com/', 'javascript:alert(1)', 'teesta-tea.example.com']) {
      const refused = await asContent('PUT', `/api/admin/content/sponsors/${id}`, { name: 'Teesta Tea', image, url });
      expect([refused.statusCode, refused.json().errors], url).toEqual([400, { url: 'Link must be a web address starting with https://' }]);
    }
    expect((await asContent('PUT', `/api/admin/content/sponsors/${id}`, { name: 'Teesta Tea', image, url: '' })).statusCode).toBe(200);
    expect((await publicList<Sponsor>('/api/sponsors')).find((sponsor) => sponsor.id === id)?.url).toBeNull();
    expect((await asContent('DELETE', `/api/admin/content/sponsors/${id}`)).statusCode).toBe(200);
    expect((await publicList<Sponsor>('/api/sponsors')).map((sponsor) => sponsor.id)).not.toContain(id);
    expect((await auditOf(`sponsors:${id}`)).map((entry) => entry.action)).toEqual(['sponsors.created', 'sponsors.updated', 'sponsors.deleted']);
  });
});

describe('menu categories and dishes', () => {
  it('a dish is added to its category with a price; an unavailable dish leaves the public menu; dishes reorder within their category', async () => {
    const [category] = (await asContent('GET', '/api/admin/content/menu-categories')).json<Item[]>();
    const dishesOf = () => asContent('GET', `/api/admin/content/dishes?categoryId=${category!.id}`).then((response) => response.json<Item[]>());
    const before = await dishesOf();
    const created = await asContent('POST', '/api/admin/content/dishes', { categoryId: category!.id, name: 'Shorshe Ilish', description: 'Hilsa in mustard sauce.', priceTaka: 850, image: 'dishes/biryani', available: true });
    expect(created.statusCode, created.body).toBe(201);
    const dish = created.json<Item>();
    const menu = async () => (await testApp.app.inject({ method: 'GET', url: `/api/menu/categories/${category!.id}` })).json<MenuCategoryWithDishes>();
    expect((await menu()).dishes.at(-1)).toEqual({ id: dish.id, name: 'Shorshe Ilish', description: 'Hilsa in mustard sauce.', image: 'dishes/biryani' });

    await asContent('PUT', '/api/admin/content/dishes/order', { ids: [dish.id, ...before.map((item) => item.id)] });
    expect((await dishesOf())[0]!.id).toBe(dish.id);
    expect((await asContent('PUT', `/api/admin/content/dishes/${dish.id}`, { ...dish, available: false })).statusCode).toBe(200);
    expect((await menu()).dishes.map((item) => item.id)).not.toContain(dish.id);

    const orphan = await asContent('POST', '/api/admin/content/dishes', { categoryId: 2_000_000, name: 'Nowhere', description: '', priceTaka: 1, image: 'dishes/biryani', available: true });
    expect([orphan.statusCode, orphan.json().errors]).toEqual([400, { categoryId: 'The category could not be found.' }]);
    const badPrice = await asContent('POST', '/api/admin/content/dishes', { categoryId: category!.id, name: 'Cheap', description: '', priceTaka: -5, image: 'dishes/biryani', available: true });
    expect([badPrice.statusCode, badPrice.json().errors]).toEqual([400, { priceTaka: 'Price must be a whole number from 0 to 10000000' }]);
  });
});

describe('the nine holes', () => {
  it('are edited, not added or deleted; giving a hole the handicap index of another swaps the two, both audited', async () => {
    const holes = (await asContent('GET', '/api/admin/content/holes')).json<Item[]>();
    expect(holes.map((hole) => hole.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const [first, second] = holes as [Item, Item];
    const { id: _id, position: _position, number: _number, ...fields } = first;
    const changed = await asContent('PUT', `/api/admin/content/holes/${first.id}`, { ...fields, menDistanceYards: 402, handicapIndex: second.handicapIndex });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await publicList<Hole>('/api/holes');
    expect(after[0]).toMatchObject({ number: 1, menDistanceYards: 402, handicapIndex: second.handicapIndex });
    expect(after[1]).toMatchObject({ number: 2, handicapIndex: first.handicapIndex });
    expect(new Set(after.map((hole) => hole.handicapIndex)).size).toBe(9);
    expect((await auditOf(`holes:${second.id}`)).map((entry) => entry.action)).toEqual(['holes.updated']);

    const bad = await asContent('PUT', `/api/admin/content/holes/${first.id}`, { ...fields, par: 6, handicapIndex: 10 });
    expect([bad.statusCode, bad.json().errors]).toEqual([400, { par: 'Par must be a whole number from 3 to 5', handicapIndex: 'Handicap index must be a whole number from 1 to 9' }]);
    expect((await asContent('POST', '/api/admin/content/holes', fields)).statusCode).toBe(404);
    expect((await asContent('DELETE', `/api/admin/content/holes/${first.id}`)).statusCode).toBe(404);
  });
});

describe('the facilities lists', () => {
  const adminList = (key: string) => asContent('GET', `/api/admin/content/${key}`).then((response) => response.json<Item[]>());
  /** What the other lists hold, item by item with their positions, and what the public sees of them. */
  const others = async () => ({
    members: await adminList('member-facilities'),
    hall: await adminList('hall-facilities'),
    publicMembers: await publicList<Facility>('/api/facilities/members'),
    publicHall: await publicList<Facility>('/api/facilities/convention-hall'),
  });

  it("a guest facility is added last, moved first, changed and deleted; the guests' page follows each step, the other lists are untouched, every step audited", async () => {
    const untouched = await others();
    const before = await adminList('guest-facilities');
    expect(before.map((item) => item.position)).toEqual([0, 1, 2, 3]);

    const created = await asContent('POST', '/api/admin/content/guest-facilities', { title: ' Riverside walk ', description: 'A shaded path along the Teesta.' });
    expect(created.statusCode, created.body).toBe(201);
    const facility = created.json<Item>();
    expect(facility).toMatchObject({ kind: 'guests', title: 'Riverside walk', description: 'A shaded path along the Teesta.', position: 4 });
    expect((await publicList<Facility>('/api/facilities/guests')).at(-1)).toEqual({ id: facility.id, title: 'Riverside walk', desc: 'A shaded path along the Teesta.' });

    const ids = [facility.id, ...before.map((item) => item.id)];
    expect((await asContent('PUT', '/api/admin/content/guest-facilities/order', { ids })).statusCode).toBe(200);
    expect((await publicList<Facility>('/api/facilities/guests')).map((item) => item.id)).toEqual(ids);
    expect((await adminList('guest-facilities')).map((item) => item.position)).toEqual([0, 1, 2, 3, 4]);

    const changed = await asContent('PUT', `/api/admin/content/guest-facilities/${facility.id}`, { title: 'Riverside walks', description: 'Shaded paths along the Teesta.' });
    expect(changed.json()).toMatchObject({ kind: 'guests', title: 'Riverside walks' });
    expect((await publicList<Facility>('/api/facilities/guests'))[0]).toEqual({ id: facility.id, title: 'Riverside walks', desc: 'Shaded paths along the Teesta.' });

    const deleted = await asContent('DELETE', `/api/admin/content/guest-facilities/${facility.id}`);
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { message: 'The facility is deleted.' }]);
    expect((await publicList<Facility>('/api/facilities/guests')).map((item) => item.id)).toEqual(before.map((item) => item.id));

    expect(await others()).toEqual(untouched);
    expect((await auditOf(`guest-facilities:${facility.id}`)).map((entry) => entry.action)).toEqual(['guest-facilities.created', 'guest-facilities.updated', 'guest-facilities.deleted']);
    expect((await auditOf('guest-facilities')).map((entry) => [entry.action, entry.before, entry.after])).toEqual([['guest-facilities.reordered', [...before.map((item) => item.id), facility.id], ids]]);
  });

  it("does not reach another list's item: changing or deleting it is 404, an order naming it is refused, and nothing changes", async () => {
    const untouched = await others();
    const guests = await adminList('guest-facilities');
    const member = untouched.members[0]!;
    const change = await asContent('PUT', `/api/admin/content/guest-facilities/${member.id}`, { title: 'Taken over', description: 'Moved to the guests.' });
    expect([change.statusCode, change.json().message]).toEqual([404, 'Facility not found.']);
    const remove = await asContent('DELETE', `/api/admin/content/guest-facilities/${member.id}`);
    expect([remove.statusCode, remove.json().message]).toEqual([404, 'Facility not found.']);
    for (const ids of [untouched.members.map((item) => item.id), [...guests.map((item) => item.id).slice(1), member.id]]) {
      const order = await asContent('PUT', '/api/admin/content/guest-facilities/order', { ids });
      expect([order.statusCode, order.json().errors]).toEqual([400, { ids: 'The order must name every item of the list once. Please reload the page.' }]);
    }
    expect(await others()).toEqual(untouched);
    expect(await adminList('guest-facilities')).toEqual(guests);
  });

  it("the hall's facilities need no description; the guests' and the members' need one", async () => {
    const added = await asContent('POST', '/api/admin/content/hall-facilities', { title: 'Valet parking', description: '' });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json<Item>();
    expect((await publicList<Facility>('/api/facilities/convention-hall')).at(-1)).toEqual({ id, title: 'Valet parking', desc: '' });
    expect((await publicList<Facility>('/api/facilities/convention-hall')).length).toBe(17);
    await asContent('DELETE', `/api/admin/content/hall-facilities/${id}`);

    for (const key of ['guest-facilities', 'member-facilities']) {
      const refused = await asContent('POST', `/api/admin/content/${key}`, { title: ' ', description: '' });
      expect([refused.statusCode, refused.json().errors], key).toEqual([400, { title: 'Title is required', description: 'Description is required' }]);
    }
  });
});

describe('membership categories', () => {
  const spec = [
    ['Defence Service Officers', 5000, 500],
    ['Government Officers', 100000, 800],
    ['Civil and Others', 300000, 1200],
    ['Foreigners', 600000, 2000],
    ['Corporate', 1000000, 1500],
  ];

  it('are edited, not added, deleted or reordered; a new fee and price per month show on the public list at once, audited', async () => {
    const categories = (await asContent('GET', '/api/admin/content/membership-categories')).json<Item[]>();
    expect(categories.map((category) => [category.title, category.feeTaka, category.perMonthTaka])).toEqual(spec);
    // Read (and kept by the public cache) before the change: the change must replace it.
    expect((await publicList<MembershipCategory>('/api/membership-categories')).map((category) => [category.title, category.feeTaka, category.perMonthTaka])).toEqual(spec);
    const government = categories[1]!;
    const changed = await asContent('PUT', `/api/admin/content/membership-categories/${government.id}`, {
      title: 'Government Officers',
      feeTaka: 125000,
      perMonthTaka: 900,
      description: 'For serving and retired civil government officers.',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await publicList<MembershipCategory>('/api/membership-categories'))[1]).toEqual({
      id: government.id,
      title: 'Government Officers',
      feeTaka: 125000,
      perMonthTaka: 900,
      description: 'For serving and retired civil government officers.',
    });
    const [entry] = await auditOf(`membership-categories:${government.id}`);
    expect([entry?.action, (entry?.before as Item).feeTaka, (entry?.after as Item).feeTaka]).toEqual(['membership-categories.updated', 100000, 125000]);

    const { id: _id, position: _position, ...fields } = government;
    expect((await asContent('POST', '/api/admin/content/membership-categories', fields)).statusCode).toBe(404);
    expect((await asContent('DELETE', `/api/admin/content/membership-categories/${government.id}`)).statusCode).toBe(404);
    // No order endpoint: `order` is read as an item's id, which it is not.
    expect((await asContent('PUT', '/api/admin/content/membership-categories/order', { ids: categories.map((category) => category.id).reverse() })).statusCode).toBe(400);
    expect((await publicList<MembershipCategory>('/api/membership-categories')).map((category) => category.title)).toEqual(spec.map(([title]) => title));
  });

  it('refuses a negative or non-number fee and a missing price per month with a message on each field; an unknown category is 404', async () => {
    const [defence] = (await asContent('GET', '/api/admin/content/membership-categories')).json<Item[]>();
    const { id, position: _position, ...fields } = defence!;
    const cases: [object, Record<string, string>][] = [
      [{ feeTaka: -1 }, { feeTaka: 'Membership fee must be a whole number from 0 to 10000000' }],
      [{ feeTaka: '5,000', perMonthTaka: 12.5 }, { feeTaka: 'Membership fee must be a whole number from 0 to 10000000', perMonthTaka: 'Price per month must be a whole number from 0 to 10000000' }],
      [{ feeTaka: 10_000_001, perMonthTaka: undefined }, { feeTaka: 'Membership fee must be a whole number from 0 to 10000000', perMonthTaka: 'Price per month is required' }],
      [{ title: '', description: '' }, { title: 'Title is required', description: 'Description is required' }],
    ];
    for (const [change, errors] of cases) {
      const response = await asContent('PUT', `/api/admin/content/membership-categories/${id}`, { ...fields, ...change });
      expect([response.statusCode, response.json().errors], JSON.stringify(change)).toEqual([400, errors]);
    }
    expect((await publicList<MembershipCategory>('/api/membership-categories'))[0]).toMatchObject({ title: 'Defence Service Officers', feeTaka: 5000, perMonthTaka: 500 });
    expect(await auditOf(`membership-categories:${id}`)).toEqual([]);

    const missing = await asContent('PUT', '/api/admin/content/membership-categories/2000000', fields);
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Membership category not found.' }]);
  });
});

it('a change to any list moves the content version, so every server shows it at the next load', async () => {
  for (const list of contentLists) {
    const [item] = (await asContent('GET', `/api/admin/content/${list.key}`)).json<Item[]>();
    // The item as its form sends it back, unchanged: the write alone must move the version.
    const body = Object.fromEntries([...list.fields.map((field) => field.name), ...('parent' in list ? [list.parent.field] : [])].map((name) => [name, item![name] ?? '']));
    const version = await testApp.app.contentVersion.current();
    const saved = await asContent('PUT', `/api/admin/content/${list.key}/${item!.id}`, body);
    expect(saved.statusCode, `${list.key}: ${saved.body}`).toBe(200);
    expect(await testApp.app.contentVersion.current(), list.key).toBeGreaterThan(version);
  }
});

it('is not for membership staff: 403 with the reason', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/content/gallery', headers: { cookie: membershipCookie } });
  expect([response.statusCode, response.json()]).toEqual([403, { message: 'Your staff role does not include Content.' }]);
});
