import { describe, expect, it } from 'vitest';
import {
  conventionHallSlides,
  golfCourseSlides,
  heroPosterImage,
  mediaFallbackUrl,
  mediaFormats,
  mediaHeight,
  mediaKeyPattern,
  mediaSrcSet,
  mediaUrl,
  mediaVariant,
  pageImages,
  restaurantSlides,
  serviceImages,
  isUploadedVideoKey,
  videoKeyPattern,
  videoUrl,
} from './media-variants';

describe('media URL convention', () => {
  it('names every variant /media/<key>-<width>.<format>', () => {
    expect(mediaUrl('gallery/07', 960, 'avif')).toBe('/media/gallery/07-960.avif');
    expect(mediaUrl('dishes/kacchi-biryani', 320, 'webp')).toBe('/media/dishes/kacchi-biryani-320.webp');
  });

  it('gives an uploaded image its folder\'s shape and widths, under /media/uploaded/', () => {
    const key = `uploaded/leaders/${'a1'.repeat(16)}`;
    expect(mediaVariant(key)).toEqual(mediaVariant('leaders/president'));
    expect(mediaUrl(key, 320, 'webp')).toBe(`/media/${key}-320.webp`);
    expect(mediaKeyPattern.test(key)).toBe(true);
    for (const bad of ['uploaded/leaders/../x', '../etc/passwd', 'gallery', 'uploaded/leaders/ABC', 'gallery/07?x=1']) expect(mediaKeyPattern.test(bad), bad).toBe(false);
  });

  it('lists AVIF before WebP, the order of <source> elements in a <picture>', () => {
    expect(mediaFormats).toEqual(['avif', 'webp']);
  });

  it('serves videos from the committed static-media folder, not the generated one', () => {
    expect(videoUrl('videos/teesta-sunrise')).toBe('/static-media/videos/teesta-sunrise.mp4');
    expect(videoUrl('banner')).toBe('/static-media/banner.mp4');
  });

  it('serves an uploaded video from storage under /media/uploaded/, in the container its key names', () => {
    const key = `uploaded/videos/${'b2'.repeat(16)}.webm`;
    expect(videoUrl(key)).toBe(`/media/${key}`);
    expect(isUploadedVideoKey(key)).toBe(true);
    expect(isUploadedVideoKey('videos/teesta-sunrise')).toBe(false);
  });

  it('tells video keys from image keys: neither pattern takes the other', () => {
    const video = `uploaded/videos/${'c3'.repeat(16)}.mp4`;
    const poster = `uploaded/videos/${'c3'.repeat(16)}`;
    expect([videoKeyPattern.test(video), videoKeyPattern.test('videos/teesta-sunrise')]).toEqual([true, true]);
    expect([mediaKeyPattern.test(video), videoKeyPattern.test(poster)]).toEqual([false, false]);
    for (const bad of [`uploaded/gallery/${'c3'.repeat(16)}.mp4`, `uploaded/videos/${'c3'.repeat(16)}.mov`, 'videos/../banner', 'gallery/07', 'banner']) {
      expect(videoKeyPattern.test(bad), bad).toBe(false);
    }
  });

  it('builds a srcset of every width in ascending order', () => {
    expect(mediaSrcSet('gallery/07', 'webp')).toBe('/media/gallery/07-480.webp 480w, /media/gallery/07-960.webp 960w, /media/gallery/07-1600.webp 1600w');
  });

  it('falls back to a middle-sized WebP for the <img> src', () => {
    expect(mediaFallbackUrl('gallery/07')).toBe('/media/gallery/07-960.webp');
    expect(mediaFallbackUrl('products/driver')).toBe('/media/products/driver-640.webp');
  });
});

describe('aspect ratios and widths by folder', () => {
  it.each([
    ['gallery/01', 3, 2, [480, 960, 1600]],
    ['events/winter-cup-1', 3, 2, [480, 960, 1600]],
    ['holes/6', 3, 2, [480, 960, 1600]],
    ['restaurant/slide-1', 3, 2, [480, 960, 1600]],
    ['leaders/anisur-rahman', 4, 5, [320, 640]],
    ['products/driver', 1, 1, [320, 640]],
    ['dishes/roshogolla', 1, 1, [320, 640]],
    ['menu/soups', 1, 1, [320, 640]],
    ['sponsors/ghaghat-ceramics', 3, 2, [320, 640]],
    ['videos/teesta-sunrise', 16, 9, [480, 960]],
    ['home/hero-poster', 16, 9, [640, 1280, 1920]],
    ['home/about', 3, 2, [480, 960, 1600]],
    ['uploads/unknown-folder', 3, 2, [480, 960, 1600]],
  ])('%s is %i:%i at %j', (key, aspectWidth, aspectHeight, widths) => {
    const variant = mediaVariant(key);
    expect(variant.aspectWidth).toBe(aspectWidth);
    expect(variant.aspectHeight).toBe(aspectHeight);
    expect(variant.widths).toEqual(widths);
    expect(widths).toContain(variant.fallbackWidth);
  });

  it('keeps widths ascending so the browser can pick the smallest that fits', () => {
    for (const key of ['gallery/01', 'leaders/x', 'home/hero-poster', 'videos/x']) {
      const { widths } = mediaVariant(key);
      expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    }
  });

  it('computes heights the generator writes (rounded), for width/height attributes', () => {
    expect(mediaHeight('gallery/01', 960)).toBe(640);
    expect(mediaHeight('gallery/01', 1600)).toBe(1067);
    expect(mediaHeight('leaders/x', 640)).toBe(800);
    expect(mediaHeight('home/hero-poster', 1920)).toBe(1080);
    expect(mediaHeight('products/x', 320)).toBe(320);
  });

  it('makes video posters the 16:9 frame of the videos', () => {
    expect(mediaVariant('videos/anything').aspectWidth / mediaVariant('videos/anything').aspectHeight).toBeCloseTo(854 / 480, 2);
  });
});

describe('page-level images', () => {
  it('has the slideshow counts the spec asks for (restaurant 3, convention hall 4)', () => {
    expect(restaurantSlides).toHaveLength(3);
    expect(conventionHallSlides).toHaveLength(4);
    expect(golfCourseSlides.length).toBeGreaterThan(0);
  });

  it('lists every page image once, each with a key and a non-empty alt text', () => {
    const keys = pageImages.map((image) => image.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const image of pageImages) {
      expect(image.key).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)+$/);
      expect(image.alt.length).toBeGreaterThan(10);
    }
    expect(keys).toContain(heroPosterImage.key);
    expect(keys).toContain(serviceImages.guestRoom.key);
  });

  it('uses the service card keys the home page content refers to', () => {
    expect(Object.values(serviceImages).map((image) => image.key)).toEqual([
      'services/pro-shop',
      'services/restaurant',
      'services/guest-room',
      'services/convention-hall',
    ]);
  });
});
