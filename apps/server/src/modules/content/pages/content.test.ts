import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEventDate } from '@rgcc/shared/content/event-dates';
import { apiErrorSchema } from '@rgcc/shared/common/api-error';
import type {
  ClubEvent,
  Facility,
  GalleryImage,
  Hole,
  Leader,
  MembershipCategory,
  MenuCategory,
  MenuCategoryWithDishes,
  Product,
  Sponsor,
  Video,
} from '@rgcc/shared/content/content';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

async function getJson<T>(url: string): Promise<T> {
  const response = await testApp.app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url} answered ${response.body}`).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json<T>();
}

describe('public content endpoints on the seeded database', () => {
  it('GET /api/events lists the 7 tournaments of 2025 with their date labels', async () => {
    const events = await getJson<ClubEvent[]>('/api/events');
    expect(events).toHaveLength(7);
    for (const event of events) {
      expect(event.title).toMatch(/cup/i);
      // '01 Feb 2025' or '15 - 17 May 2025' (and the cross-month form '30 Jun - 02 Jul 2025').
      expect(event.date).toMatch(/^(\d{2} - |\d{2} [A-Z][a-z]{2} - )?\d{2} [A-Z][a-z]{2} \d{4}$/);
      expect(event.startsOn <= event.endsOn).toBe(true);
      expect(event.photos.length).toBeGreaterThan(0);
      for (const photo of event.photos) expect(photo).toEqual({ image: expect.stringMatching(/^events\//), caption: expect.stringMatching(/^[A-Z][a-z ]+$/) });
    }
    expect(events.some((event) => event.startsOn !== event.endsOn && / - /.test(event.date))).toBe(true);
    const titles = events.map((event) => event.title);
    for (const name of ['President Cup', 'Breakfast Cup', 'Summer Cup', 'Monsoon Cup', 'Sponsors Cup', 'Winter Cup']) {
      expect(titles.some((title) => title.includes(name))).toBe(true);
    }
  });

  it('GET /api/events/:id answers one event, with the same label as in the list', async () => {
    const [first] = await getJson<ClubEvent[]>('/api/events');
    const event = await getJson<ClubEvent>(`/api/events/${first!.id}`);
    expect(event).toEqual(first);
  });

  it('GET /api/gallery/images lists 60 images with alt texts', async () => {
    const images = await getJson<GalleryImage[]>('/api/gallery/images');
    expect(images).toHaveLength(60);
    for (const image of images) {
      expect(image.image).not.toBe('');
      expect(image.alt.trim()).not.toBe('');
    }
  });

  it('GET /api/gallery/videos lists 5 videos with posters', async () => {
    const videos = await getJson<Video[]>('/api/gallery/videos');
    expect(videos).toHaveLength(5);
    for (const video of videos) expect(video.poster).not.toBe('');
  });

  it('GET /api/menu/categories lists 15 categories, and one category comes with its dishes', async () => {
    const categories = await getJson<MenuCategory[]>('/api/menu/categories');
    expect(categories).toHaveLength(15);
    const category = await getJson<MenuCategoryWithDishes>(`/api/menu/categories/${categories[0]!.id}`);
    expect(category).toMatchObject(categories[0]!);
    expect(category.dishes.length).toBeGreaterThan(0);
    for (const dish of category.dishes) expect(dish.name).not.toBe('');
  });

  it('GET /api/products lists 12 products with their prices in paisa, 5,990 to 95,000 BDT', async () => {
    const products = await getJson<Product[]>('/api/products');
    expect(products).toHaveLength(12);
    for (const product of products) {
      expect(Object.keys(product).sort()).toEqual(['id', 'image', 'name', 'pricePaisa']);
      expect(Number.isInteger(product.pricePaisa)).toBe(true);
    }
    const prices = products.map((product) => product.pricePaisa);
    expect([Math.min(...prices), Math.max(...prices)]).toEqual([5_990_00, 95_000_00]);
    expect(products.find((product) => product.name === 'Cabretta Leather Glove')?.pricePaisa).toBe(5_990_00);
  });

  it.each([
    ['guests', 4],
    ['members', 4],
    ['convention-hall', 16],
  ])('GET /api/facilities/%s lists %i items with id, title and desc', async (kind, count) => {
    const facilities = await getJson<Facility[]>(`/api/facilities/${kind}`);
    expect(facilities).toHaveLength(count);
    for (const facility of facilities) expect(Object.keys(facility).sort()).toEqual(['desc', 'id', 'title']);
  });

  it("GET /api/membership-categories lists the spec's five categories in order, each with its fee and price per month in taka", async () => {
    const categories = await getJson<MembershipCategory[]>('/api/membership-categories');
    expect(categories.map(({ id: _id, ...category }) => category)).toEqual([
      { title: 'Defence Service Officers', feeTaka: 5000, perMonthTaka: 500, description: 'For serving and retired defence service officers.' },
      { title: 'Government Officers', feeTaka: 100000, perMonthTaka: 800, description: 'For serving civil government officers.' },
      { title: 'Civil and Others', feeTaka: 300000, perMonthTaka: 1200, description: 'For civilians and all other applicants.' },
      { title: 'Foreigners', feeTaka: 600000, perMonthTaka: 2000, description: 'For foreign nationals and diplomats living in Bangladesh.' },
      { title: 'Corporate', feeTaka: 1000000, perMonthTaka: 1500, description: 'For companies and businesses nominating their people.' },
    ]);
  });

  it('GET /api/leaders lists 6 office holders with exactly one featured (the President)', async () => {
    const leaders = await getJson<Leader[]>('/api/leaders');
    expect(leaders).toHaveLength(6);
    const featured = leaders.filter((leader) => leader.featured);
    expect(featured).toHaveLength(1);
    expect(featured[0]!.title).toMatch(/president/i);
  });

  it('GET /api/sponsors lists 4 sponsors', async () => {
    expect(await getJson<Sponsor[]>('/api/sponsors')).toHaveLength(4);
  });

  it('GET /api/holes lists the 9 holes in order with the spec\'s par and handicap index', async () => {
    const holes = await getJson<Hole[]>('/api/holes');
    expect(holes.map((hole) => hole.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(holes.map((hole) => hole.par)).toEqual([5, 4, 4, 5, 4, 4, 3, 4, 3]);
    expect(holes.map((hole) => hole.handicapIndex)).toEqual([2, 9, 5, 4, 3, 1, 6, 8, 7]);
    for (const hole of holes) {
      expect(hole.menDistanceYards).toBeGreaterThan(0);
      expect(hole.womenDistanceYards).toBeGreaterThan(0);
    }
  });
});

describe('the content in Bangla (?lang=bn)', () => {
  const bengali = /[\u0980-\u09FF]/;

  it('answers each list with the seed’s Bangla texts, and the same items, numbers and images as in English', async () => {
    const [english, bangla] = await Promise.all([getJson<ClubEvent[]>('/api/events'), getJson<ClubEvent[]>('/api/events?lang=bn')]);
    expect(english[0]).toMatchObject({ title: 'President Cup' });
    expect(bangla[0]).toMatchObject({ id: english[0]!.id, title: 'প্রেসিডেন্ট কাপ', startsOn: english[0]!.startsOn });
    // The same photos, each caption in Bangla.
    expect(bangla[0]!.photos.map((photo) => photo.image)).toEqual(english[0]!.photos.map((photo) => photo.image));
    expect(english[0]!.photos[2]!.caption).toBe('The prizes on the trophy table');
    expect(bangla[0]!.photos[2]!.caption).toBe('ট্রফির টেবিলে সাজানো পুরস্কার');
    for (const photo of bangla[0]!.photos) expect(photo.caption).toMatch(bengali);
    expect(bangla[0]).not.toHaveProperty('bn');
    // Its days in Bangla too: "০১ Feb ২০২৫" would be neither language.
    expect(bangla[0]!.date).toBe(formatEventDate(english[0]!, 'bn'));
    expect(bangla[0]!.date).toMatch(/^[০-৯]+[\s\S]*[\u0980-\u09FF]+[\s\S]*[০-৯]{4}$/);
    expect((await getJson<ClubEvent>(`/api/events/${english[0]!.id}?lang=bn`)).title).toBe('প্রেসিডেন্ট কাপ');
    for (const [url, texts] of [
      ['/api/gallery/images', ['alt']],
      ['/api/gallery/videos', ['title']],
      ['/api/menu/categories', ['name']],
      ['/api/products', ['name']],
      ['/api/facilities/guests', ['title', 'desc']],
      ['/api/membership-categories', ['title', 'description']],
      ['/api/leaders', ['name', 'title']],
      ['/api/sponsors', ['name']],
      ['/api/holes', ['description']],
    ] as const) {
      const items = await getJson<Record<string, unknown>[]>(`${url}?lang=bn`);
      for (const item of items) for (const text of texts) expect(item[text], `${url}: ${text}`).toMatch(bengali);
    }
    const category = (await getJson<MenuCategory[]>('/api/menu/categories'))[0]!;
    const withDishes = await getJson<MenuCategoryWithDishes>(`/api/menu/categories/${category.id}?lang=bn`);
    expect(withDishes.name).toMatch(bengali);
    expect(withDishes.dishes[0]!.name).toMatch(bengali);
  });

  it('shows a text without Bangla in English, and keeps the English answer as the spec has it', async () => {
    const [sponsor] = await getJson<Sponsor[]>('/api/sponsors');
    await testApp.database.db.execute(sql`update sponsors set bn = '{}'::jsonb where id = ${sponsor!.id}`);
    testApp.app.contentVersion.changed();
    expect((await getJson<Sponsor[]>('/api/sponsors?lang=bn'))[0]!.name).toBe(sponsor!.name);
    expect(await getJson<Sponsor[]>('/api/sponsors?lang=en')).toEqual(await getJson<Sponsor[]>('/api/sponsors'));
  });

  it('refuses a language the club does not write, with 400', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/events?lang=fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Choose English or Bangla.' });
  });
});

describe('content lookups that fail', () => {
  it('an unknown event id answers 404 "Event not found."', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/events/99999' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Event not found.' });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('a malformed event id (%s) answers 400 with the error shape', async (id) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/events/${id}` });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.strict().parse(response.json());
    expect(body.message).not.toBe('');
    expect(body.errors?.id).toBeTruthy();
  });

  it('an unknown menu category answers 404 with a message', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/menu/categories/99999' });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.strict().parse(response.json()).message).toMatch(/not found/i);
  });

  it('an unknown facilities list answers 400 with the error shape', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/facilities/unknown' });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.strict().parse(response.json());
    expect(body.message).toBe('Unknown facilities list.');
    expect(body.errors).toEqual({ kind: 'Unknown facilities list.' });
  });
});
