/**
 * Draws the site's placeholder photographs as flat, layered illustrations and writes every
 * variant the web app asks for (packages/shared/src/content/media-variants.ts) into
 * apps/web/public/media. Nothing is fetched from outside: each image is an SVG drawn from a
 * seed (the media key) and from the words of its content (an alt text, a dish name), so the
 * same key always gives the same picture and the picture matches what its caption says.
 *
 *   node --import tsx scripts/generate-media.ts                 all missing variants
 *   node --import tsx scripts/generate-media.ts --png DIR KEY…  previews (largest width; --svg too)
 *   node --import tsx scripts/generate-media.ts --frames KEY DIR WIDTH COUNT [--zoom]
 *                                                               animation frames (make-videos.sh)
 *
 * Existing files are kept, so a rebuild costs nothing; delete the folder to redraw.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { seedContent } from '../apps/server/src/db/seed/content-data';
import { heroPosterImage, mediaFormats, mediaHeight, mediaUrl, mediaVariant, pageImages, type MediaFormat } from '../packages/shared/src/content/media-variants';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(rootDir, 'apps/web/public');

// ---------------------------------------------------------------------------------------------
// Seeded randomness: FNV-1a for the key, mulberry32 for the stream (small, fast, good enough).

function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

class Rand {
  private state: number;
  constructor(seed: number | string) {
    this.state = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** A child stream, so that adding a detail in one layer does not reshuffle the others. */
  fork(label: string): Rand {
    return new Rand(hashString(`${this.state}:${label}`));
  }
}

// ---------------------------------------------------------------------------------------------
// One palette for the whole set (DESIGN.md: deep fairway green, river blue, warm off-white, sand).

const pal = {
  fairway: '#1f4d3a',
  fairwayDeep: '#163a2c',
  fairwayMid: '#2e6b4f',
  fairwayLight: '#3f8a63',
  grass: '#5fa577',
  grassLight: '#8cc09a',
  grassPale: '#cfe3cf',
  river: '#2c6e8f',
  riverDeep: '#1b4a62',
  riverNight: '#0c2230',
  riverLight: '#6fa8c4',
  riverPale: '#a9cfe0',
  cream: '#f7f3ea',
  creamDark: '#efe7d6',
  sand: '#d9b779',
  sandLight: '#e8cf9f',
  sandDeep: '#b8955a',
  spice: '#c9773f', // the deepest sand: curry, brick, sunset
  brown: '#6e4a2e',
  ink: '#17302a',
};

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  const c = ca.map((v, i) => Math.round(v + (cb[i]! - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();

// ---------------------------------------------------------------------------------------------
// SVG document with unique ids (nested scenes, such as a landscape seen through a window,
// share one <defs>).

class Doc {
  constructor(
    readonly w: number,
    readonly h: number,
    private readonly shared: { defs: string[]; counter: number } = { defs: [], counter: 0 },
  ) {}

  /** A drawing area of another size that shares this document's <defs> and ids. */
  sub(w: number, h: number): Doc {
    return new Doc(w, h, this.shared);
  }

  id(prefix: string): string {
    return `${prefix}${++this.shared.counter}`;
  }

  def(markup: string): void {
    this.shared.defs.push(markup);
  }

  /** A vertical (default) or angled linear gradient; returns `url(#id)`. */
  linear(stops: readonly (readonly [number, string, number?])[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    this.def(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
        .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
        .join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: readonly (readonly [number, string, number?])[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('r');
    this.def(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
        .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
        .join('')}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(shape: string): string {
    const id = this.id('c');
    this.def(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  /** Places a drawing made on `inner` into a rectangle of this one, cropped to fill it. */
  embed(inner: Doc, body: string, x: number, y: number, width: number, height: number): string {
    return `<svg x="${f(x)}" y="${f(y)}" width="${f(width)}" height="${f(height)}" viewBox="0 0 ${inner.w} ${f(inner.h)}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
  }

  render(body: string, pixelWidth: number, pixelHeight: number): string {
    // "none": the pixel height is rounded, and a sub-pixel stretch beats a half-covered last row.
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${this.w} ${f(this.h)}" preserveAspectRatio="none"><defs>${this.shared.defs.join('')}</defs>${body}</svg>`;
  }
}

type Point = readonly [number, number];

/** A smooth curve through points (Catmull-Rom turned into cubic Béziers). */
function smoothPath(points: readonly Point[], closed = false): string {
  const n = points.length;
  const at = (i: number): Point => (closed ? points[((i % n) + n) % n]! : points[Math.max(0, Math.min(n - 1, i))]!);
  let d = `M${f(points[0]![0])} ${f(points[0]![1])}`;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${f(c1x)} ${f(c1y)} ${f(c2x)} ${f(c2y)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** An organic closed blob around an ellipse: bunkers, bushes, clouds of leaves. */
function blobPath(r: Rand, cx: number, cy: number, rx: number, ry: number, lumpiness = 0.18, count = 9): string {
  const points: Point[] = [];
  const turn = r.next() * Math.PI * 2;
  for (let i = 0; i < count; i++) {
    const a = turn + (i / count) * Math.PI * 2;
    const k = 1 + r.range(-lumpiness, lumpiness);
    points.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return smoothPath(points, true);
}

/** A horizon line of gentle rises (the Teesta floodplain is flat; tree lines make the skyline). */
function ridgePoints(r: Rand, w: number, y: number, amplitude: number, steps = 9): Point[] {
  const phaseA = r.next() * Math.PI * 2;
  const phaseB = r.next() * Math.PI * 2;
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * (w + 200) - 100;
    points.push([x, y + Math.sin(phaseA + i * 0.9) * amplitude + Math.sin(phaseB + i * 2.1) * amplitude * 0.4]);
  }
  return points;
}

function ridgeY(points: readonly Point[], x: number): number {
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    if (x <= b[0]) {
      const t = (x - a[0]) / (b[0] - a[0]);
      const s = t * t * (3 - 2 * t);
      return a[1] + (b[1] - a[1]) * s;
    }
  }
  return points[points.length - 1]![1];
}

// ---------------------------------------------------------------------------------------------
// A stroke font for initials, hole numbers and small labels. Drawn as lines so that the
// pictures do not depend on which fonts a build machine happens to have.

const glyphs: Record<string, readonly (readonly Point[])[]> = {
  A: [[[0, 6], [0, 2], [2, 0], [4, 2], [4, 6]], [[0, 3.6], [4, 3.6]]],
  B: [[[0, 3], [3, 3], [4, 4], [4, 5], [3, 6], [0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3]]],
  C: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5]]],
  D: [[[0, 0], [0, 6], [2.5, 6], [4, 4.5], [4, 1.5], [2.5, 0], [0, 0]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  G: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5], [4, 3.5], [2.4, 3.5]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  I: [[[1, 0], [3, 0]], [[2, 0], [2, 6]], [[1, 6], [3, 6]]],
  J: [[[4, 0], [4, 5], [3, 6], [1, 6], [0, 5]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 3.6]], [[1.4, 2.6], [4, 6]]],
  L: [[[0, 0], [0, 6], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 3.2], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  O: [[[1, 0], [3, 0], [4, 1], [4, 5], [3, 6], [1, 6], [0, 5], [0, 1], [1, 0]]],
  P: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]]],
  Q: [[[1, 0], [3, 0], [4, 1], [4, 5], [3, 6], [1, 6], [0, 5], [0, 1], [1, 0]], [[2.6, 4.6], [4, 6]]],
  R: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]], [[2, 3], [4, 6]]],
  S: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 2], [1, 3], [3, 3], [4, 4], [4, 5], [3, 6], [1, 6], [0, 5]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  U: [[[0, 0], [0, 5], [1, 6], [3, 6], [4, 5], [4, 0]]],
  V: [[[0, 0], [2, 6], [4, 0]]],
  W: [[[0, 0], [1, 6], [2, 2.6], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
  Z: [[[0, 0], [4, 0], [0, 6], [4, 6]]],
  '0': [[[1, 0], [3, 0], [4, 1], [4, 5], [3, 6], [1, 6], [0, 5], [0, 1], [1, 0]]],
  '1': [[[1, 1], [2, 0], [2, 6]], [[1, 6], [3, 6]]],
  '2': [[[0, 1], [1, 0], [3, 0], [4, 1], [4, 2], [0, 6], [4, 6]]],
  '3': [[[0, 1], [1, 0], [3, 0], [4, 1], [4, 2], [3, 3], [4, 4], [4, 5], [3, 6], [1, 6], [0, 5]], [[1.5, 3], [3, 3]]],
  '4': [[[3, 6], [3, 0], [0, 4], [4, 4]]],
  '5': [[[4, 0], [0, 0], [0, 3], [3, 3], [4, 4], [4, 5], [3, 6], [1, 6], [0, 5]]],
  '6': [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3], [0, 3]]],
  '7': [[[0, 0], [4, 0], [1.5, 6]]],
  '8': [[[1, 3], [0, 2], [0, 1], [1, 0], [3, 0], [4, 1], [4, 2], [3, 3], [1, 3], [0, 4], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3]]],
  '9': [[[4, 3], [1, 3], [0, 2], [0, 1], [1, 0], [3, 0], [4, 1], [4, 5], [3, 6], [1, 6], [0, 5]]],
  '-': [[[1, 3], [3, 3]]],
  '&': [[[4, 6], [1, 2], [1, 1], [2, 0], [3, 1], [3, 2], [0, 4], [0, 5], [1, 6], [2, 6], [4, 3.5]]],
  '.': [[[2, 5.8], [2, 6]]],
};

function textWidth(text: string, size: number, spacing = 0.5): number {
  const unit = size / 6;
  return text.length === 0 ? 0 : (text.length * (4 + spacing * 4) - spacing * 4) * unit;
}

/** Text in the stroke font, anchored at its top-centre. */
function strokeText(text: string, cx: number, top: number, size: number, color: string, weight = 0.14, spacing = 0.5): string {
  const unit = size / 6;
  const width = textWidth(text, size, spacing);
  let x = cx - width / 2;
  const lines: string[] = [];
  for (const ch of text.toUpperCase()) {
    const strokes = glyphs[ch];
    if (strokes) {
      for (const stroke of strokes) {
        lines.push(`M${stroke.map(([gx, gy]) => `${f(x + gx * unit)} ${f(top + gy * unit)}`).join('L')}`);
      }
    }
    x += (4 + spacing * 4) * unit;
  }
  return `<path d="${lines.join('')}" fill="none" stroke="${color}" stroke-width="${f(size * weight)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

// ---------------------------------------------------------------------------------------------
// Light: every scene is lit by one of a few times of day, which tints every layer the same way.

type TimeOfDay = 'dawn' | 'morning' | 'midday' | 'golden' | 'dusk' | 'night' | 'monsoon';

interface Lighting {
  sky: readonly [string, string, string];
  sunColor: string;
  glow: string;
  sunX: number;
  sunY: number;
  sunR: number;
  moon: boolean;
  haze: string;
  /** Ground colours are pulled towards this colour by `shade`, and towards sand by `warm`. */
  shadeTo: string;
  shade: number;
  warm: number;
  water: readonly [string, string];
  cloud: string;
  cloudOpacity: number;
  lit: boolean;
}

function lighting(time: TimeOfDay, r: Rand): Lighting {
  const left = r.chance(0.5);
  const x = (a: number, b: number) => (left ? r.range(a, b) : 1 - r.range(a, b));
  switch (time) {
    case 'dawn':
      return {
        sky: ['#9cc4d8', '#f1e4c8', '#f0c98a'],
        sunColor: '#fbe6b6',
        glow: '#f6d79c',
        sunX: x(0.2, 0.45),
        sunY: 0.9,
        sunR: 0.05,
        moon: false,
        haze: '#e9dcc0',
        shadeTo: '#23415a',
        shade: 0.12,
        warm: 0.16,
        water: ['#e9cf9c', '#5d8fa6'],
        cloud: '#fbf1de',
        cloudOpacity: 0.75,
        lit: false,
      };
    case 'morning':
      return {
        sky: ['#7fb3cf', '#cfe5ee', '#f5efe0'],
        sunColor: '#fdf4dc',
        glow: '#fbeccb',
        sunX: x(0.15, 0.35),
        sunY: 0.45,
        sunR: 0.04,
        moon: false,
        haze: '#d7e6e6',
        shadeTo: '#2c6e8f',
        shade: 0.05,
        warm: 0.05,
        water: ['#b9d8e3', '#3f7f9e'],
        cloud: '#ffffff',
        cloudOpacity: 0.85,
        lit: false,
      };
    case 'midday':
      return {
        sky: ['#4f93b8', '#9dcbe0', '#e6f0ee'],
        sunColor: '#fffaf0',
        glow: '#fff6df',
        sunX: x(0.15, 0.4),
        sunY: 0.18,
        sunR: 0.035,
        moon: false,
        haze: '#c6dde3',
        shadeTo: '#2c6e8f',
        shade: 0,
        warm: 0,
        water: ['#8ec0d6', '#2c6e8f'],
        cloud: '#ffffff',
        cloudOpacity: 0.95,
        lit: false,
      };
    case 'golden':
      return {
        sky: ['#6fa8c4', '#ecdcb4', '#eab56c'],
        sunColor: '#fbe2a6',
        glow: '#f3c676',
        sunX: x(0.15, 0.35),
        sunY: 0.7,
        sunR: 0.045,
        moon: false,
        haze: '#e8cf9f',
        shadeTo: '#3b3a2a',
        shade: 0.1,
        warm: 0.22,
        water: ['#efc887', '#3f6f86'],
        cloud: '#fbe9c8',
        cloudOpacity: 0.7,
        lit: false,
      };
    case 'dusk':
      return {
        sky: ['#1f4a63', '#8c8f8f', '#e9a95f'],
        sunColor: '#f7d08a',
        glow: '#e7a65c',
        sunX: x(0.2, 0.45),
        sunY: 0.93,
        sunR: 0.055,
        moon: false,
        haze: '#9f8f7a',
        shadeTo: '#14303a',
        shade: 0.42,
        warm: 0.12,
        water: ['#e2a862', '#1e4a60'],
        cloud: '#e9b983',
        cloudOpacity: 0.55,
        lit: true,
      };
    case 'night':
      return {
        sky: ['#08192a', '#123752', '#2a5f78'],
        sunColor: '#f7f3ea',
        glow: '#a9cfe0',
        sunX: x(0.15, 0.35),
        sunY: 0.3,
        sunR: 0.03,
        moon: true,
        haze: '#23506a',
        shadeTo: '#0a1e2a',
        shade: 0.66,
        warm: 0,
        water: ['#3d7591', '#0c2230'],
        cloud: '#6f8fa3',
        cloudOpacity: 0.35,
        lit: true,
      };
    case 'monsoon':
      return {
        sky: ['#55707d', '#8fa8ae', '#c5d3cf'],
        sunColor: '#e9eeea',
        glow: '#d5dfdc',
        sunX: x(0.2, 0.4),
        sunY: 0.3,
        sunR: 0,
        moon: false,
        haze: '#a3b7b5',
        shadeTo: '#1d3b3f',
        shade: 0.14,
        warm: 0,
        water: ['#9bb4b7', '#2f5f73'],
        cloud: '#6d8791',
        cloudOpacity: 0.9,
        lit: false,
      };
  }
}

function groundTint(light: Lighting) {
  return (color: string, depth = 0) => mix(mix(mix(color, pal.sand, light.warm), light.shadeTo, light.shade), light.haze, depth);
}

// ---------------------------------------------------------------------------------------------
// Landscape parts.

function skyLayer(doc: Doc, r: Rand, light: Lighting, horizon: number, phase: number, stormy: boolean): string {
  const { w } = doc;
  const sky = doc.linear([
    [0, light.sky[0]],
    [0.62, light.sky[1]],
    [1, light.sky[2]],
  ]);
  let out = `<rect width="${w}" height="${f(horizon + 40)}" fill="${sky}"/>`;
  if (light.moon) {
    const stars = r.fork('stars');
    for (let i = 0; i < 90; i++) {
      const sx = stars.range(0, w);
      const sy = stars.range(0, horizon * 0.8);
      const twinkle = 0.35 + 0.5 * (0.5 + 0.5 * Math.sin((phase + stars.next()) * Math.PI * 2));
      out += `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(stars.range(0.8, 2.2))}" fill="${pal.cream}" opacity="${twinkle.toFixed(2)}"/>`;
    }
  }
  const sx = light.sunX * w;
  const sy = light.sunY * horizon;
  const sr = light.sunR * w;
  if (sr > 0) {
    const glow = doc.radial([
      [0, light.glow, 0.75],
      [0.35, light.glow, 0.28],
      [1, light.glow, 0],
    ]);
    out += `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(sr * 7)}" fill="${glow}"/>`;
    out += `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(sr)}" fill="${light.sunColor}"/>`;
    if (light.moon) {
      // A crescent: the night sky bites into the disc.
      out += `<circle cx="${f(sx + sr * 0.45)}" cy="${f(sy - sr * 0.2)}" r="${f(sr * 0.85)}" fill="${light.sky[0]}" opacity="0.9"/>`;
    }
  }
  // Clouds: long flat stacks of rounded bars, drifting a little with the phase.
  const clouds = r.fork('clouds');
  const count = stormy ? 9 : clouds.int(2, 5);
  for (let i = 0; i < count; i++) {
    const cw = clouds.range(180, 420) * (stormy ? 1.6 : 1);
    const cx = clouds.range(-100, w + 100) + Math.sin((phase + clouds.next()) * Math.PI * 2) * 14;
    const cy = clouds.range(horizon * 0.08, horizon * (stormy ? 0.75 : 0.6));
    const ch = cw * clouds.range(0.1, 0.16);
    const color = stormy ? mix(light.cloud, pal.ink, clouds.range(0, 0.35)) : light.cloud;
    const opacity = light.cloudOpacity * clouds.range(0.7, 1);
    let parts = `<rect x="${f(cx - cw / 2)}" y="${f(cy)}" width="${f(cw)}" height="${f(ch)}" rx="${f(ch / 2)}"/>`;
    const bumps = clouds.int(2, 3);
    for (let b = 0; b < bumps; b++) {
      const bw = cw * clouds.range(0.3, 0.55);
      const bx = cx - cw / 2 + clouds.range(0.1, 0.9) * (cw - bw);
      const bh = ch * clouds.range(1.2, 1.9);
      parts += `<rect x="${f(bx)}" y="${f(cy + ch - bh)}" width="${f(bw)}" height="${f(bh)}" rx="${f(Math.min(bw, bh) / 2)}"/>`;
    }
    out += `<g fill="${color}" opacity="${opacity.toFixed(2)}">${parts}</g>`;
  }
  return out;
}

interface TreeOptions {
  x: number;
  base: number;
  size: number;
  color: string;
  light: string;
  trunk: string;
  sunLeft: boolean;
}

/** A rain tree or mango: a wide crown of overlapping discs with a lit side. */
function roundTree(r: Rand, o: TreeOptions): string {
  const { x, base, size } = o;
  const trunkH = size * 0.55;
  let out = `<path d="M${f(x - size * 0.06)} ${f(base)}L${f(x - size * 0.035)} ${f(base - trunkH)}L${f(x + size * 0.035)} ${f(base - trunkH)}L${f(x + size * 0.06)} ${f(base)}Z" fill="${o.trunk}"/>`;
  const cy = base - trunkH - size * 0.2;
  const discs: [number, number, number][] = [];
  const n = r.int(4, 6);
  for (let i = 0; i < n; i++) {
    discs.push([x + r.range(-0.42, 0.42) * size, cy + r.range(-0.28, 0.18) * size, size * r.range(0.26, 0.4)]);
  }
  out += discs.map(([dx, dy, dr]) => `<circle cx="${f(dx)}" cy="${f(dy)}" r="${f(dr)}" fill="${o.color}"/>`).join('');
  const side = o.sunLeft ? -1 : 1;
  out += discs
    .slice(0, Math.max(2, n - 2))
    .map(([dx, dy, dr]) => `<circle cx="${f(dx + side * dr * 0.25)}" cy="${f(dy - dr * 0.25)}" r="${f(dr * 0.62)}" fill="${o.light}"/>`)
    .join('');
  return out;
}

/** A coconut or betel-nut palm: a thin leaning trunk and drooping fronds. */
function palmTree(r: Rand, o: TreeOptions, phase: number): string {
  const { x, base, size } = o;
  const lean = r.range(-0.25, 0.25) * size;
  const topX = x + lean;
  const topY = base - size * 1.5;
  let out = `<path d="M${f(x)} ${f(base)}Q${f(x + lean * 0.2)} ${f(base - size * 0.8)} ${f(topX)} ${f(topY)}" stroke="${o.trunk}" stroke-width="${f(size * 0.06)}" fill="none" stroke-linecap="round"/>`;
  const fronds = r.int(7, 9);
  const sway = Math.sin(phase * Math.PI * 2) * 0.04;
  for (let i = 0; i < fronds; i++) {
    const a = -Math.PI / 2 + ((i / (fronds - 1)) * 2 - 1) * 1.9 + r.range(-0.1, 0.1) + sway;
    const len = size * r.range(0.5, 0.72);
    const ex = topX + Math.cos(a) * len;
    const ey = topY + Math.sin(a) * len * 0.6 + len * 0.35;
    const mx = topX + Math.cos(a) * len * 0.55;
    const my = topY + Math.sin(a) * len * 0.55 - len * 0.12;
    const width = size * 0.07;
    out += `<path d="M${f(topX)} ${f(topY)}Q${f(mx)} ${f(my - width)} ${f(ex)} ${f(ey)}Q${f(mx)} ${f(my + width)} ${f(topX)} ${f(topY)}Z" fill="${i % 2 ? o.color : o.light}"/>`;
  }
  return out + `<circle cx="${f(topX)}" cy="${f(topY + size * 0.03)}" r="${f(size * 0.05)}" fill="${o.trunk}"/>`;
}

/** A distant line of trees along a ridge, as one bumpy silhouette. */
function treeLine(r: Rand, w: number, ridge: readonly Point[], height: number, color: string, bottom: number): string {
  const points: Point[] = [];
  let x = -60;
  while (x < w + 60) {
    const y = ridgeY(ridge, x);
    const bump = height * r.range(0.3, 1);
    points.push([x, y - bump]);
    x += height * r.range(0.9, 1.8);
  }
  return `<path d="${smoothPath(points)}L${w + 60} ${f(bottom)}L-60 ${f(bottom)}Z" fill="${color}"/>`;
}

function boat(x: number, y: number, size: number, color: string, roof: string): string {
  // A Bangladeshi country boat (nouka): a long, upswept hull, a curved bamboo shelter (chhoi)
  // and a boatman at the stern with his pole.
  const s = size;
  const hull = `M${f(x - s)} ${f(y - s * 0.28)}Q${f(x - s * 0.55)} ${f(y + s * 0.14)} ${f(x)} ${f(y + s * 0.14)}Q${f(x + s * 0.6)} ${f(y + s * 0.14)} ${f(x + s * 1.05)} ${f(y - s * 0.32)}Q${f(x + s * 0.55)} ${f(y - s * 0.02)} ${f(x)} ${f(y - s * 0.02)}Q${f(x - s * 0.5)} ${f(y - s * 0.02)} ${f(x - s)} ${f(y - s * 0.28)}Z`;
  const shelter = `M${f(x - s * 0.4)} ${f(y - s * 0.02)}L${f(x - s * 0.4)} ${f(y - s * 0.16)}Q${f(x - s * 0.1)} ${f(y - s * 0.42)} ${f(x + s * 0.2)} ${f(y - s * 0.16)}L${f(x + s * 0.2)} ${f(y - s * 0.02)}Z`;
  const mx = x + s * 0.62;
  const feet = y - s * 0.08;
  const man = `<path d="M${f(mx)} ${f(feet)}L${f(mx)} ${f(feet - s * 0.36)}" stroke="${color}" stroke-width="${f(s * 0.08)}" stroke-linecap="round"/><circle cx="${f(mx)}" cy="${f(feet - s * 0.46)}" r="${f(s * 0.055)}" fill="${color}"/>`;
  const pole = `<path d="M${f(mx - s * 0.25)} ${f(feet - s * 0.75)}L${f(mx + s * 0.3)} ${f(y + s * 0.3)}" stroke="${color}" stroke-width="${f(s * 0.025)}" stroke-linecap="round"/><path d="M${f(mx)} ${f(feet - s * 0.28)}L${f(mx - s * 0.1)} ${f(feet - s * 0.52)}" stroke="${color}" stroke-width="${f(s * 0.04)}" stroke-linecap="round"/>`;
  const ripple = `<path d="M${f(x - s * 0.9)} ${f(y + s * 0.2)}L${f(x + s * 0.9)} ${f(y + s * 0.2)}" stroke="${color}" stroke-width="${f(s * 0.03)}" opacity="0.25" stroke-linecap="round"/>`;
  return `<g>${ripple}<path d="${shelter}" fill="${roof}"/><path d="${hull}" fill="${color}"/>${man}${pole}</g>`;
}

/** The Ghaghat Bridge: a long concrete deck on regular piers, lamps along its rail. */
function bridge(deckY: number, waterY: number, color: string, lightsOn: boolean, fromX: number, toX: number): string {
  const deck = 14;
  let out = `<rect x="${f(fromX)}" y="${f(deckY - deck)}" width="${f(toX - fromX)}" height="${deck}" fill="${color}"/>`;
  out += `<rect x="${f(fromX)}" y="${f(deckY - deck - 10)}" width="${f(toX - fromX)}" height="3" fill="${color}"/>`;
  const spans = Math.max(5, Math.round((toX - fromX) / 110));
  const spanW = (toX - fromX) / spans;
  for (let i = 0; i <= spans; i++) {
    const px = fromX + spanW * i;
    out += `<rect x="${f(px - 7)}" y="${f(deckY - 2)}" width="14" height="${f(waterY - deckY + 2)}" fill="${color}"/>`;
    out += `<rect x="${f(px - 1.5)}" y="${f(deckY - deck - 10)}" width="3" height="10" fill="${color}"/>`;
    if (i < spans) {
      // Shallow haunches under each span.
      out += `<path d="M${f(px + 7)} ${f(deckY)}Q${f(px + spanW / 2)} ${f(deckY + 12)} ${f(px + spanW - 7)} ${f(deckY)}Z" fill="${color}"/>`;
    }
    if (lightsOn && i % 2 === 0) out += `<circle cx="${f(px)}" cy="${f(deckY - deck - 16)}" r="4" fill="#fbe3a8"/>`;
    if (lightsOn && i % 2 === 0) out += `<rect x="${f(px - 2)}" y="${f(waterY + 6)}" width="4" height="${f(30)}" fill="#fbe3a8" opacity="0.35"/>`;
  }
  return out;
}

function bunker(r: Rand, cx: number, cy: number, rx: number, ry: number, shadow: string, sand: string, lip: string): string {
  const shape = r.fork('bunker');
  const outer = blobPath(shape, cx, cy, rx * 1.12, ry * 1.25, 0.16, 8);
  const inner = blobPath(r.fork('inner'), cx, cy + ry * 0.08, rx, ry, 0.16, 8);
  return `<path d="${outer}" fill="${lip}"/><path d="${inner}" fill="${sand}"/><path d="M${f(cx - rx * 0.85)} ${f(cy - ry * 0.15)}Q${f(cx)} ${f(cy - ry * 1.05)} ${f(cx + rx * 0.85)} ${f(cy - ry * 0.15)}Q${f(cx)} ${f(cy - ry * 0.55)} ${f(cx - rx * 0.85)} ${f(cy - ry * 0.15)}Z" fill="${shadow}" opacity="0.55"/>`;
}

function flagPin(x: number, groundY: number, height: number, flagColor: string, pole: string, phase: number): string {
  const top = groundY - height;
  const fw = height * 0.42;
  const fh = height * 0.26;
  const wave = Math.sin(phase * Math.PI * 4) * fh * 0.12;
  return `<ellipse cx="${f(x)}" cy="${f(groundY)}" rx="${f(height * 0.05)}" ry="${f(height * 0.018)}" fill="${pal.ink}" opacity="0.7"/>
<line x1="${f(x)}" y1="${f(groundY)}" x2="${f(x)}" y2="${f(top)}" stroke="${pole}" stroke-width="${f(Math.max(1.5, height * 0.022))}" stroke-linecap="round"/>
<path d="M${f(x)} ${f(top)}Q${f(x + fw * 0.5)} ${f(top + wave - fh * 0.1)} ${f(x + fw)} ${f(top + fh * 0.5 + wave)}Q${f(x + fw * 0.5)} ${f(top + fh * 0.7 - wave)} ${f(x)} ${f(top + fh)}Z" fill="${flagColor}"/>`;
}

interface FigureOptions {
  x: number;
  base: number;
  height: number;
  shirt: string;
  trousers: string;
  skin: string;
  pose: 'stand' | 'swing' | 'putt' | 'walk' | 'caddie' | 'cheer';
  facing: 1 | -1;
  cap?: string;
}

/** A golfer, simplified to flat shapes (no faces: the set is about places, not people). */
function figure(o: FigureOptions): string {
  const { x, base, height: h, facing: s } = o;
  const headR = h * 0.075;
  const hip = base - h * 0.48;
  const shoulder = base - h * 0.8;
  const headY = shoulder - headR * 1.4;
  const leg = h * 0.085;
  let out = '';
  const stride = o.pose === 'walk' ? h * 0.13 : o.pose === 'swing' ? h * 0.1 : h * 0.06;
  out += `<path d="M${f(x - leg)} ${f(hip)}L${f(x - stride)} ${f(base)}L${f(x - stride + leg * 0.9)} ${f(base)}L${f(x)} ${f(hip + h * 0.1)}L${f(x + stride - leg * 0.9)} ${f(base)}L${f(x + stride)} ${f(base)}L${f(x + leg)} ${f(hip)}Z" fill="${o.trousers}"/>`;
  out += `<path d="M${f(x - h * 0.12)} ${f(shoulder)}Q${f(x)} ${f(shoulder - h * 0.04)} ${f(x + h * 0.12)} ${f(shoulder)}L${f(x + h * 0.1)} ${f(hip + h * 0.02)}L${f(x - h * 0.1)} ${f(hip + h * 0.02)}Z" fill="${o.shirt}"/>`;
  out += `<rect x="${f(x - headR * 0.45)}" y="${f(shoulder - headR * 0.8)}" width="${f(headR * 0.9)}" height="${f(headR)}" fill="${o.skin}"/>`;
  out += `<circle cx="${f(x)}" cy="${f(headY)}" r="${f(headR)}" fill="${o.skin}"/>`;
  if (o.cap) {
    out += `<path d="M${f(x - headR)} ${f(headY - headR * 0.1)}A${f(headR)} ${f(headR)} 0 0 1 ${f(x + headR)} ${f(headY - headR * 0.1)}Z" fill="${o.cap}"/>`;
    out += `<path d="M${f(x + s * headR * 0.6)} ${f(headY - headR * 0.15)}L${f(x + s * headR * 1.7)} ${f(headY)}L${f(x + s * headR * 0.6)} ${f(headY + headR * 0.05)}Z" fill="${o.cap}"/>`;
  }
  const arm = Math.max(2, h * 0.045);
  const club = Math.max(1.5, h * 0.018);
  const hand = (hx: number, hy: number) => `<path d="M${f(x + s * h * 0.09)} ${f(shoulder + h * 0.03)}L${f(hx)} ${f(hy)}" stroke="${o.shirt}" stroke-width="${f(arm)}" stroke-linecap="round"/>`;
  switch (o.pose) {
    case 'swing': {
      const hx = x - s * h * 0.16;
      const hy = shoulder - h * 0.12;
      out += hand(hx, hy);
      out += `<line x1="${f(hx)}" y1="${f(hy)}" x2="${f(hx + s * h * 0.28)}" y2="${f(hy - h * 0.28)}" stroke="${pal.ink}" stroke-width="${f(club)}" stroke-linecap="round"/>`;
      break;
    }
    case 'putt': {
      const hx = x + s * h * 0.08;
      const hy = hip + h * 0.02;
      out += hand(hx, hy);
      out += `<line x1="${f(hx)}" y1="${f(hy)}" x2="${f(hx + s * h * 0.12)}" y2="${f(base)}" stroke="${pal.ink}" stroke-width="${f(club)}" stroke-linecap="round"/>`;
      break;
    }
    case 'cheer': {
      out += `<path d="M${f(x + s * h * 0.1)} ${f(shoulder + h * 0.02)}L${f(x + s * h * 0.2)} ${f(shoulder - h * 0.22)}" stroke="${o.shirt}" stroke-width="${f(arm)}" stroke-linecap="round"/>`;
      break;
    }
    case 'caddie': {
      // A golf bag slung behind the shoulder, clubs showing at the top.
      const bagX = x - s * h * 0.1;
      out = `<g transform="rotate(${-s * 14} ${f(bagX)} ${f(hip)})"><line x1="${f(bagX - h * 0.02)}" y1="${f(shoulder - h * 0.1)}" x2="${f(bagX - h * 0.02)}" y2="${f(shoulder)}" stroke="${pal.ink}" stroke-width="${f(club)}"/><line x1="${f(bagX + h * 0.02)}" y1="${f(shoulder - h * 0.12)}" x2="${f(bagX + h * 0.02)}" y2="${f(shoulder)}" stroke="${pal.ink}" stroke-width="${f(club)}"/><rect x="${f(bagX - h * 0.05)}" y="${f(shoulder - h * 0.04)}" width="${f(h * 0.1)}" height="${f(h * 0.42)}" rx="${f(h * 0.04)}" fill="${pal.sand}"/></g>` + out;
      out += hand(x + s * h * 0.05, hip);
      break;
    }
    default: {
      out += hand(x + s * h * 0.14, hip + h * 0.06);
      if (o.pose === 'walk' || o.pose === 'stand') {
        out += `<line x1="${f(x + s * h * 0.14)}" y1="${f(hip + h * 0.06)}" x2="${f(x + s * h * 0.2)}" y2="${f(base - h * 0.02)}" stroke="${pal.ink}" stroke-width="${f(club)}" stroke-linecap="round"/>`;
      }
    }
  }
  return out;
}

const skinTones = ['#8d5f3d', '#a3724a', '#b98a5e', '#7a5034'];

function clubhouse(cx: number, base: number, width: number, tint: (c: string, d?: number) => string, lit: boolean): string {
  // A low, colonial-style clubhouse: cream walls, a deep green hipped roof, a verandah.
  const h = width * 0.2;
  const wall = tint(pal.cream);
  const wallShade = tint(pal.creamDark);
  const roof = tint(pal.fairwayMid);
  const roofDark = tint(pal.fairway);
  const windowColor = lit ? '#f6d38f' : tint(pal.riverDeep);
  const left = cx - width / 2;
  let out = `<rect x="${f(left - width * 0.04)}" y="${f(base - 6)}" width="${f(width * 1.08)}" height="10" fill="${tint(pal.sandDeep)}" opacity="0.6"/>`;
  // A taller central block with a gable.
  const cw = width * 0.34;
  const ch = h * 1.45;
  out += `<rect x="${f(left)}" y="${f(base - h)}" width="${f(width)}" height="${f(h)}" fill="${wall}"/>`;
  out += `<rect x="${f(cx - cw / 2)}" y="${f(base - ch)}" width="${f(cw)}" height="${f(ch)}" fill="${wallShade}"/>`;
  out += `<path d="M${f(left - width * 0.05)} ${f(base - h)}L${f(left + width * 0.06)} ${f(base - h * 1.55)}L${f(left + width - width * 0.06)} ${f(base - h * 1.55)}L${f(left + width + width * 0.05)} ${f(base - h)}Z" fill="${roof}"/>`;
  out += `<path d="M${f(cx - cw / 2 - width * 0.04)} ${f(base - ch)}L${f(cx)} ${f(base - ch - h * 0.9)}L${f(cx + cw / 2 + width * 0.04)} ${f(base - ch)}Z" fill="${roofDark}"/>`;
  out += `<circle cx="${f(cx)}" cy="${f(base - ch - h * 0.35)}" r="${f(h * 0.12)}" fill="${windowColor}"/>`;
  // Verandah: posts and a shadowed gallery.
  const posts = 9;
  out += `<rect x="${f(left)}" y="${f(base - h * 0.72)}" width="${f(width)}" height="${f(h * 0.72)}" fill="${tint(mix(pal.creamDark, pal.sandDeep, 0.25))}"/>`;
  for (let i = 0; i <= posts; i++) {
    const px = left + (width * i) / posts;
    out += `<rect x="${f(px - 3)}" y="${f(base - h * 0.72)}" width="6" height="${f(h * 0.72)}" fill="${wall}"/>`;
    if (i < posts) {
      const wx = px + width / posts / 2;
      out += `<rect x="${f(wx - width * 0.018)}" y="${f(base - h * 0.62)}" width="${f(width * 0.036)}" height="${f(h * 0.44)}" fill="${windowColor}" opacity="${lit ? 0.95 : 0.75}"/>`;
    }
  }
  out += `<rect x="${f(left)}" y="${f(base - h * 0.78)}" width="${f(width)}" height="${f(h * 0.08)}" fill="${wall}"/>`;
  for (let i = 0; i < 3; i++) {
    const wx = cx - cw / 2 + cw * (0.2 + i * 0.3);
    out += `<rect x="${f(wx - cw * 0.06)}" y="${f(base - ch + h * 0.15)}" width="${f(cw * 0.12)}" height="${f(h * 0.32)}" fill="${windowColor}"/>`;
  }
  return out;
}

function birds(r: Rand, w: number, top: number, bottom: number, count: number, color: string, phase: number, egrets: boolean): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const size = r.range(8, 16) * (egrets ? 1.6 : 1);
    const x0 = r.range(0, w + 200);
    // One whole crossing per loop keeps a looping video seamless.
    const x = ((x0 + phase * (w + 200)) % (w + 200)) - 100;
    const y = r.range(top, bottom) + Math.sin((phase * 3 + r.next()) * Math.PI * 2) * 4;
    const flap = Math.sin((phase * 12 + r.next()) * Math.PI * 2) * size * 0.35;
    out += `<path d="M${f(x - size)} ${f(y - flap)}Q${f(x - size * 0.4)} ${f(y - size * 0.4)} ${f(x)} ${f(y)}Q${f(x + size * 0.4)} ${f(y - size * 0.4)} ${f(x + size)} ${f(y - flap)}" stroke="${color}" stroke-width="${f(egrets ? 3.2 : 2.4)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The landscape: sky, far tree lines, the river, the course and what stands on it.

type Feature = 'fairway' | 'green' | 'bunker' | 'clubhouse' | 'river' | 'bridge' | 'tournament' | 'golfers' | 'trees' | 'terrace' | 'lawn-party';

interface LandscapeSpec {
  time: TimeOfDay;
  feature: Feature;
  river: boolean;
  mist: boolean;
  rain: boolean;
  boats: number;
  birds: number;
  egrets: boolean;
  palms: boolean;
  bridge: boolean;
  flowers: boolean;
}

function landscape(doc: Doc, seed: Rand, spec: LandscapeSpec, phase: number): string {
  const { w, h } = doc;
  const r = seed.fork('layout');
  const light = lighting(spec.time, seed.fork('light'));
  const tint = groundTint(light);
  const wide = w / h;
  // River views are about the water: a higher horizon, a wide river and a bank instead of a fairway.
  const riverView = spec.feature === 'river' || spec.feature === 'bridge';
  const horizon = h * (riverView ? r.range(0.34, 0.4) : r.range(0.36, 0.46)) * (wide > 1.7 ? 1.04 : 1);
  let out = skyLayer(doc, seed.fork('sky'), light, horizon, phase, spec.time === 'monsoon');

  if (spec.birds > 0) out += birds(seed.fork('birds'), w, horizon * 0.25, horizon * 0.8, spec.birds, spec.egrets ? pal.cream : mix(light.sky[0], pal.ink, 0.6), phase, spec.egrets);

  // Far bank: a hazy tree line, then a nearer, darker one.
  const farRidge = ridgePoints(r.fork('far'), w, horizon, 6);
  out += treeLine(r.fork('far-trees'), w, farRidge, 22, tint(pal.fairwayLight, 0.62), horizon + 60);
  const riverTop = horizon + 2;
  const riverDepth = riverView ? h * r.range(0.22, 0.3) : spec.river ? h * r.range(0.09, 0.15) : h * 0.05;
  const riverBottom = riverTop + riverDepth;

  if (spec.river) {
    const water = doc.linear([
      [0, light.water[0]],
      [1, light.water[1]],
    ]);
    // The water runs on under the near bank, whose own outline makes the shore.
    out += `<rect x="-60" y="${f(riverTop)}" width="${w + 120}" height="${f(riverDepth + 60)}" fill="${water}"/>`;
    // A sandbar (char): the Teesta is braided and wide, with pale islands.
    const chars = r.fork('chars');
    if (chars.chance(0.75)) {
      const cx = chars.range(w * 0.15, w * 0.85);
      out += `<ellipse cx="${f(cx)}" cy="${f(riverTop + riverDepth * 0.35)}" rx="${f(w * chars.range(0.08, 0.18))}" ry="${f(riverDepth * 0.07)}" fill="${tint(pal.sandLight, 0.3)}" opacity="0.9"/>`;
    }
    // Glints on the water, brightest under the sun, each fading in and out with the phase.
    const glints = r.fork('glints');
    const sunX = light.sunX * w;
    for (let i = 0; i < 46; i++) {
      const nearSun = glints.chance(0.5);
      const gx = nearSun ? sunX + glints.range(-1, 1) * w * 0.08 : glints.range(0, w);
      const gy = glints.range(riverTop + 4, riverBottom - 6);
      const gw = glints.range(12, 60) * (0.6 + (gy - riverTop) / riverDepth);
      const pulse = 0.5 + 0.5 * Math.sin((phase * 2 + glints.next()) * Math.PI * 2);
      const opacity = (nearSun && light.sunR > 0 ? 0.7 : 0.3) * pulse;
      out += `<rect x="${f(gx - gw / 2)}" y="${f(gy)}" width="${f(gw)}" height="2.4" rx="1.2" fill="${light.moon ? pal.cream : mix(light.sunColor, pal.cream, 0.4)}" opacity="${opacity.toFixed(2)}"/>`;
    }
    if (spec.bridge) {
      // The bridge spans the river in the middle distance, its piers standing in the water.
      const spanRand = r.fork('bridge');
      const from = spanRand.range(-80, w * 0.2);
      const deckY = riverTop + riverDepth * 0.22;
      out += bridge(deckY, riverTop + riverDepth * 0.45, tint(mix(pal.riverDeep, pal.ink, 0.3), 0.25), light.lit, from, from + spanRand.range(w * 0.7, w * 1.1));
    }
    const boats = r.fork('boats');
    for (let i = 0; i < spec.boats; i++) {
      const by = boats.range(riverTop + riverDepth * 0.3, riverBottom - riverDepth * 0.2);
      const size = (18 + (by - riverTop) * 0.5) * boats.range(1.2, 1.6) * (riverView ? 1.2 : 1);
      const bx = boats.range(w * 0.1, w * 0.9) + Math.sin((phase + boats.next()) * Math.PI * 2) * 10;
      out += boat(bx, by + Math.sin((phase * 2 + boats.next()) * Math.PI * 2) * 1.5, size, tint(mix(pal.brown, pal.ink, 0.4)), tint(pal.sandDeep, 0.1));
    }
  } else {
    out += `<rect x="0" y="${f(riverTop - 4)}" width="${w}" height="${f(riverDepth + 60)}" fill="${tint(pal.grass, 0.45)}"/>`;
  }

  // Near bank: clumps of trees, thicker towards the edges to frame the view.
  const near = r.fork('near');
  const nearRidge = ridgePoints(near, w, riverBottom + 4, 8);
  const groundTop = doc.linear([
    [0, tint(pal.grass, 0.2)],
    [1, tint(pal.fairwayLight)],
  ]);
  out += `<path d="${smoothPath(nearRidge)}L${w + 100} ${h}L-100 ${h}Z" fill="${groundTop}"/>`;
  const clumps = near.int(2, 4);
  for (let i = 0; i < clumps; i++) {
    const edge = i % 2 === 0 ? near.range(-0.05, 0.3) : near.range(0.7, 1.05);
    const cx = edge * w;
    const trees = near.int(3, 6);
    for (let t = 0; t < trees; t++) {
      const tx = cx + near.range(-120, 120);
      const size = near.range(50, 95) * (h / 1067);
      const base = ridgeY(nearRidge, tx) + near.range(2, 14);
      const options = { x: tx, base, size, color: tint(pal.fairway, 0.18), light: tint(pal.fairwayMid, 0.15), trunk: tint(pal.ink, 0.2), sunLeft: light.sunX < 0.5 };
      out += spec.palms && near.chance(0.35) ? palmTree(near, { ...options, size: size * 0.9 }, phase) : roundTree(near, options);
    }
  }

  // The course: a fairway sweeping from the foreground into the distance, with mowing stripes.
  const course = r.fork('course');
  const farY = riverBottom + h * 0.04;
  const bend = course.range(-0.25, 0.25) * w;
  const farX = w * course.range(0.25, 0.75);
  const farHalf = w * course.range(0.05, 0.09);
  const nearHalf = w * course.range(0.38, 0.6);
  // The fairway enters from anywhere along the bottom, so the set does not repeat one view.
  const nearX = w * 0.5 + course.range(-0.3, 0.3) * w;
  const fairwayPath = `M${f(nearX - nearHalf)} ${f(h + 10)}C${f(nearX - nearHalf * 0.6 + bend)} ${f(h * 0.78)} ${f(farX - farHalf * 2 + bend * 0.3)} ${f(farY + h * 0.08)} ${f(farX - farHalf)} ${f(farY)}Q${f(farX)} ${f(farY - 10)} ${f(farX + farHalf)} ${f(farY)}C${f(farX + farHalf * 2 + bend * 0.3)} ${f(farY + h * 0.08)} ${f(nearX + nearHalf * 0.6 + bend)} ${f(h * 0.78)} ${f(nearX + nearHalf)} ${f(h + 10)}Z`;
  const showFairway = spec.feature !== 'terrace' && !riverView;
  if (showFairway) {
    const fairwayFill = doc.linear([
      [0, tint(pal.grass, 0.22)],
      [1, tint(pal.grassLight, 0)],
    ]);
    out += `<path d="${fairwayPath}" fill="${fairwayFill}"/>`;
    const stripesClip = doc.clip(`<path d="${fairwayPath}"/>`);
    let stripes = '';
    const stripeCount = 9;
    for (let i = 0; i < stripeCount; i += 2) {
      const t0 = i / stripeCount;
      const t1 = (i + 1) / stripeCount;
      const y0 = farY + (h - farY) * t0 * t0;
      const y1 = farY + (h - farY) * t1 * t1;
      stripes += `<rect x="0" y="${f(y0)}" width="${w}" height="${f(y1 - y0)}"/>`;
    }
    out += `<g clip-path="${stripesClip}" fill="${tint(pal.grassPale)}" opacity="0.16">${stripes}</g>`;
  }

  // What the picture is about.
  const feature = seed.fork('feature');
  const greenY = farY + (h - farY) * feature.range(0.28, 0.42);
  const greenX = farX + bend * 0.25 + feature.range(-0.05, 0.05) * w;
  const sand = tint(pal.sand);
  const sandLip = tint(pal.grassLight);
  const sandShadow = tint(pal.sandDeep);
  const flagColor = spec.time === 'night' ? pal.cream : mix(pal.sand, pal.spice, 0.35);
  const skin = () => tint(feature.pick(skinTones));
  const shirts = [pal.cream, pal.river, pal.sand, pal.fairwayMid, pal.riverLight];
  const people = (count: number, baseY: number, spread: number, height: number, poses: FigureOptions['pose'][]) => {
    let group = '';
    for (let i = 0; i < count; i++) {
      const px = greenX + (i - (count - 1) / 2) * spread + feature.range(-spread * 0.2, spread * 0.2);
      group += `<ellipse cx="${f(px + height * 0.12)}" cy="${f(baseY)}" rx="${f(height * 0.22)}" ry="${f(height * 0.04)}" fill="${pal.ink}" opacity="0.18"/>`;
      group += figure({
        x: px,
        base: baseY + feature.range(-4, 4),
        height: height * feature.range(0.92, 1.05),
        shirt: tint(feature.pick(shirts)),
        trousers: tint(feature.pick([pal.ink, pal.riverDeep, pal.creamDark, pal.sandDeep])),
        skin: skin(),
        pose: feature.pick(poses),
        facing: feature.chance(0.5) ? 1 : -1,
        cap: feature.chance(0.6) ? tint(feature.pick([pal.cream, pal.fairway, pal.sand])) : undefined,
      });
    }
    return group;
  };

  switch (spec.feature) {
    case 'river':
    case 'bridge':
      break;
    case 'green':
    case 'fairway':
    case 'trees': {
      const near = spec.feature === 'green';
      const gy = near ? farY + (h - farY) * 0.55 : greenY;
      const grx = near ? w * 0.3 : w * 0.09;
      const gry = grx * (near ? 0.22 : 0.2);
      out += `<ellipse cx="${f(greenX)}" cy="${f(gy)}" rx="${f(grx * 1.1)}" ry="${f(gry * 1.18)}" fill="${tint(pal.fairwayLight)}" opacity="0.55"/>`;
      out += `<ellipse cx="${f(greenX)}" cy="${f(gy)}" rx="${f(grx)}" ry="${f(gry)}" fill="${tint(mix(pal.grassLight, '#a8d8a0', 0.5))}"/>`;
      if (near) {
        // Mowing stripes on the green itself.
        const clip = doc.clip(`<ellipse cx="${f(greenX)}" cy="${f(gy)}" rx="${f(grx)}" ry="${f(gry)}"/>`);
        let bands = '';
        for (let i = -6; i < 6; i += 2) bands += `<rect x="${f(greenX + i * grx * 0.18)}" y="${f(gy - gry)}" width="${f(grx * 0.18)}" height="${f(gry * 2)}"/>`;
        out += `<g clip-path="${clip}" fill="${pal.grassPale}" opacity="0.18">${bands}</g>`;
      }
      const bunkers = near ? 2 : feature.int(1, 2);
      for (let i = 0; i < bunkers; i++) {
        const side = i % 2 === 0 ? -1 : 1;
        out += bunker(feature.fork(`b${i}`), greenX + side * grx * feature.range(1.1, 1.4), gy + gry * feature.range(0.2, 0.9), grx * feature.range(0.28, 0.4), gry * 0.45, sandShadow, sand, sandLip);
      }
      out += flagPin(greenX + grx * 0.15, gy, near ? h * 0.26 : h * 0.09, flagColor, pal.cream, phase);
      break;
    }
    case 'bunker': {
      out += `<ellipse cx="${f(greenX)}" cy="${f(greenY)}" rx="${f(w * 0.1)}" ry="${f(w * 0.02)}" fill="${tint(pal.grassLight)}"/>`;
      out += flagPin(greenX, greenY, h * 0.1, flagColor, pal.cream, phase);
      out += bunker(feature.fork('big'), w * feature.range(0.35, 0.65), h * 0.82, w * 0.3, h * 0.08, sandShadow, sand, sandLip);
      out += bunker(feature.fork('small'), greenX + w * 0.16, greenY + h * 0.05, w * 0.08, h * 0.022, sandShadow, sand, sandLip);
      break;
    }
    case 'clubhouse': {
      const cw = w * feature.range(0.42, 0.56);
      const cx = w * feature.range(0.4, 0.6);
      const base = riverBottom + h * 0.1;
      out += `<ellipse cx="${f(cx)}" cy="${f(base)}" rx="${f(cw * 0.75)}" ry="${f(h * 0.05)}" fill="${tint(pal.grass, 0.12)}"/>`;
      out += clubhouse(cx, base, cw, tint, light.lit);
      for (const side of [-1, 1]) {
        out += palmTree(feature, { x: cx + side * cw * 0.58, base: base + 8, size: h * 0.16, color: tint(pal.fairway), light: tint(pal.fairwayMid), trunk: tint(pal.brown), sunLeft: true }, phase);
      }
      if (spec.flowers) {
        for (let i = 0; i < 60; i++) {
          const fx = cx + feature.range(-0.6, 0.6) * cw;
          const fy = base + feature.range(0.02, 0.07) * h;
          out += `<circle cx="${f(fx)}" cy="${f(fy)}" r="${f(feature.range(4, 8))}" fill="${feature.pick([pal.sand, pal.cream, pal.spice, pal.sandLight])}"/>`;
        }
      }
      break;
    }
    case 'tournament': {
      // A marquee with peaked roofs, bunting and a leaderboard.
      const tx = w * feature.range(0.25, 0.45);
      const base = riverBottom + h * 0.12;
      const tw = w * 0.32;
      const th = h * 0.11;
      const peaks = 3;
      out += `<rect x="${f(tx)}" y="${f(base - th)}" width="${f(tw)}" height="${f(th)}" fill="${tint(pal.cream)}"/>`;
      for (let i = 0; i < peaks; i++) {
        const px = tx + (tw / peaks) * i;
        out += `<path d="M${f(px - 6)} ${f(base - th)}L${f(px + tw / peaks / 2)} ${f(base - th - th * 0.7)}L${f(px + tw / peaks + 6)} ${f(base - th)}Z" fill="${tint(i % 2 ? pal.cream : pal.fairwayMid)}"/>`;
        out += `<path d="M${f(px + tw / peaks / 2)} ${f(base - th - th * 0.7)}l0 -${f(th * 0.3)}l${f(th * 0.25)} ${f(th * 0.08)}l-${f(th * 0.25)} ${f(th * 0.08)}" fill="${flagColor}" stroke="${tint(pal.ink)}" stroke-width="2"/>`;
      }
      for (let i = 0; i < 6; i++) {
        const sx = tx + (tw / 6) * i;
        out += `<rect x="${f(sx)}" y="${f(base - th)}" width="${f(tw / 12)}" height="${f(th)}" fill="${tint(pal.fairwayMid)}" opacity="0.35"/>`;
      }
      out += `<rect x="${f(tx)}" y="${f(base - th * 0.25)}" width="${f(tw)}" height="${f(th * 0.25)}" fill="${tint(pal.fairway)}" opacity="0.45"/>`;
      // Bunting across the scene.
      const by = base - th * 2.3;
      const bx0 = w * 0.05;
      const bx1 = w * 0.95;
      out += `<path d="M${f(bx0)} ${f(by)}Q${f(w / 2)} ${f(by + h * 0.08)} ${f(bx1)} ${f(by)}" stroke="${tint(pal.ink)}" stroke-width="2" fill="none"/>`;
      for (let i = 1; i < 24; i++) {
        const t = i / 24;
        const x = bx0 + (bx1 - bx0) * t;
        const y = (1 - t) * (1 - t) * by + 2 * (1 - t) * t * (by + h * 0.08) + t * t * by;
        const sway = Math.sin((phase * 2 + t * 3) * Math.PI * 2) * 2;
        out += `<path d="M${f(x - 12)} ${f(y)}L${f(x + 12)} ${f(y)}L${f(x + sway)} ${f(y + 26)}Z" fill="${[pal.sand, pal.cream, pal.river, pal.fairwayMid][i % 4]}"/>`;
      }
      // Leaderboard.
      const lx = tx + tw + w * 0.06;
      const lw = w * 0.14;
      const lh = h * 0.12;
      out += `<rect x="${f(lx)}" y="${f(base - lh - h * 0.03)}" width="${f(lw)}" height="${f(lh)}" fill="${tint(pal.fairway)}" rx="4"/>`;
      for (let i = 0; i < 5; i++) {
        const ly = base - lh - h * 0.03 + lh * (0.14 + i * 0.16);
        out += `<rect x="${f(lx + lw * 0.08)}" y="${f(ly)}" width="${f(lw * feature.range(0.45, 0.62))}" height="${f(lh * 0.07)}" fill="${pal.cream}" opacity="0.85"/>`;
        out += `<rect x="${f(lx + lw * 0.78)}" y="${f(ly)}" width="${f(lw * 0.12)}" height="${f(lh * 0.07)}" fill="${pal.sand}"/>`;
      }
      out += `<rect x="${f(lx + lw * 0.1)}" y="${f(base - h * 0.03)}" width="6" height="${f(h * 0.03)}" fill="${tint(pal.ink)}"/><rect x="${f(lx + lw * 0.85)}" y="${f(base - h * 0.03)}" width="6" height="${f(h * 0.03)}" fill="${tint(pal.ink)}"/>`;
      out += people(feature.int(4, 6), base + h * 0.14, w * 0.07, h * 0.16, ['stand', 'walk', 'cheer', 'caddie']);
      break;
    }
    case 'golfers': {
      out += `<ellipse cx="${f(greenX)}" cy="${f(greenY)}" rx="${f(w * 0.08)}" ry="${f(w * 0.016)}" fill="${tint(pal.grassLight)}"/>`;
      out += flagPin(greenX + w * 0.01, greenY, h * 0.08, flagColor, pal.cream, phase);
      out += people(feature.int(2, 4), h * feature.range(0.8, 0.88), w * 0.09, h * 0.26, ['stand', 'walk', 'swing', 'caddie', 'putt']);
      break;
    }
    case 'terrace':
    case 'lawn-party':
      break;
  }

  if (spec.feature === 'trees') {
    // Avenues of trees along both sides of the fairway, smaller as they recede.
    const avenue = seed.fork('avenue');
    const rows = 7;
    for (let i = rows - 1; i >= 0; i--) {
      const t = i / (rows - 1);
      const y = h * 0.97 - (h * 0.97 - farY) * Math.pow(t, 0.7);
      const scale = 1 - 0.8 * Math.pow(t, 0.7);
      for (const side of [-1, 1]) {
        const edgeNear = nearX + side * nearHalf * 1.05;
        const edgeFar = farX + side * farHalf * 2.2;
        const x = edgeNear + (edgeFar - edgeNear) * Math.pow(t, 0.7) + avenue.range(-20, 20);
        const options = { x, base: y, size: h * 0.22 * scale, color: tint(pal.fairway, 0.3 * t), light: tint(pal.fairwayMid, 0.3 * t), trunk: tint(pal.ink, 0.3 * t), sunLeft: light.sunX < 0.5 };
        out += spec.palms && avenue.chance(0.4) ? palmTree(avenue, options, phase) : roundTree(avenue, options);
      }
    }
  }

  if (riverView) {
    // Kash grass, the white plumes of the Teesta's banks, in the foreground.
    const kash = seed.fork('kash');
    const clumpCount = kash.int(3, 5);
    for (let c = 0; c < clumpCount; c++) {
      const cx = kash.chance(0.5) ? kash.range(-20, w * 0.3) : kash.range(w * 0.7, w + 20);
      const base = h * kash.range(0.93, 1);
      for (let i = 0; i < 14; i++) {
        const x = cx + kash.range(-70, 70);
        const height = h * kash.range(0.12, 0.26);
        const lean = kash.range(-40, 40) + Math.sin((phase + i * 0.1) * Math.PI * 2) * 6;
        out += `<path d="M${f(x)} ${f(base)}Q${f(x + lean * 0.3)} ${f(base - height * 0.6)} ${f(x + lean)} ${f(base - height)}" stroke="${tint(pal.fairwayMid)}" stroke-width="4" fill="none"/>`;
        out += `<ellipse cx="${f(x + lean)}" cy="${f(base - height - 18)}" rx="9" ry="30" transform="rotate(${f(lean * 0.4)} ${f(x + lean)} ${f(base - height)})" fill="${tint(pal.cream, 0.1)}" opacity="0.92"/>`;
      }
    }
  }

  if (spec.feature === 'trees' || spec.palms) {
    // Framing trees in the foreground.
    const frame = seed.fork('frame');
    for (const side of [-1, 1]) {
      if (spec.feature !== 'trees' && frame.chance(0.5)) continue;
      const x = side < 0 ? frame.range(-40, w * 0.08) : w - frame.range(-40, w * 0.08);
      const options = { x, base: h * frame.range(0.84, 0.95), size: h * frame.range(0.2, 0.28), color: tint(pal.fairwayDeep), light: tint(pal.fairway), trunk: tint(pal.ink), sunLeft: light.sunX < 0.5 };
      out += spec.palms && frame.chance(0.6) ? palmTree(frame, { ...options, size: options.size * 1.1 }, phase) : roundTree(frame, options);
    }
  }

  // Foreground rough, darker, gives the picture a floor.
  const fg = ridgePoints(r.fork('fg'), w, h * 0.95, h * 0.015, 6);
  out += `<path d="${smoothPath(fg)}L${w + 100} ${h + 10}L-100 ${h + 10}Z" fill="${tint(pal.fairway)}" opacity="0.85"/>`;

  if (spec.mist) {
    const mist = r.fork('mist');
    for (let i = 0; i < 4; i++) {
      const y = horizon + mist.range(-10, h * 0.28);
      const bandH = h * mist.range(0.04, 0.09);
      const fill = doc.linear([
        [0, pal.cream, 0],
        [0.5, pal.cream, mist.range(0.3, 0.5)],
        [1, pal.cream, 0],
      ]);
      const drift = Math.sin((phase + i * 0.25) * Math.PI * 2) * 30;
      out += `<rect x="${f(-100 + drift)}" y="${f(y)}" width="${w + 200}" height="${f(bandH)}" fill="${fill}"/>`;
    }
  }
  if (spec.rain) {
    // Rain as a pattern shifted by whole tiles over a loop, so the motion repeats exactly.
    const id = doc.id('rain');
    const tile = 120;
    const offset = (phase * tile * 6) % tile;
    let lines = '';
    const rain = r.fork('rain');
    for (let i = 0; i < 9; i++) {
      const x = rain.range(0, tile);
      const y = rain.range(0, tile);
      lines += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x - 8)}" y2="${f(y + 30)}"/><line x1="${f(x)}" y1="${f(y - tile)}" x2="${f(x - 8)}" y2="${f(y - tile + 30)}"/>`;
    }
    doc.def(`<pattern id="${id}" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse" patternTransform="translate(${f(-offset * 0.27)} ${f(offset)})"><g stroke="${pal.cream}" stroke-width="1.6" stroke-linecap="round" opacity="0.55">${lines}</g></pattern>`);
    out += `<rect width="${w}" height="${h}" fill="url(#${id})"/>`;
  }

  // A soft vignette ties the set together.
  const vignette = doc.radial([
    [0.55, pal.ink, 0],
    [1, pal.ink, light.moon ? 0.35 : 0.2],
  ], 0.5, 0.45, 0.75);
  out += `<rect width="${w}" height="${h}" fill="${vignette}"/>`;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Still lifes and interiors.

function softShadow(doc: Doc, cx: number, cy: number, rx: number, ry: number, opacity = 0.28): string {
  const fill = doc.radial([
    [0, pal.ink, opacity],
    [1, pal.ink, 0],
  ]);
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/>`;
}

function trophy(doc: Doc, cx: number, base: number, size: number, label: string): string {
  const gold = doc.linear(
    [
      [0, '#b8894a'],
      [0.35, '#f1d594'],
      [0.55, '#d9b26a'],
      [1, '#9a7038'],
    ],
    0,
    0,
    1,
    0,
  );
  const s = size;
  const plinthH = s * 0.22;
  let out = softShadow(doc, cx, base, s * 0.55, s * 0.06, 0.35);
  out += `<rect x="${f(cx - s * 0.32)}" y="${f(base - plinthH)}" width="${f(s * 0.64)}" height="${f(plinthH)}" rx="${f(s * 0.02)}" fill="${pal.ink}"/>`;
  out += `<rect x="${f(cx - s * 0.24)}" y="${f(base - plinthH * 1.35)}" width="${f(s * 0.48)}" height="${f(plinthH * 0.38)}" fill="${mix(pal.ink, pal.fairway, 0.5)}"/>`;
  out += `<rect x="${f(cx - s * 0.2)}" y="${f(base - plinthH * 0.75)}" width="${f(s * 0.4)}" height="${f(plinthH * 0.5)}" rx="3" fill="${gold}"/>`;
  if (label) {
    // Engraving sized to fit the plate.
    const size = Math.min(plinthH * 0.3, (s * 0.36) / (label.length * 1.0));
    out += strokeText(label, cx, base - plinthH * 0.5 - size / 2, size, pal.ink, 0.16);
  }
  const stemTop = base - plinthH * 1.35 - s * 0.32;
  out += `<path d="M${f(cx - s * 0.12)} ${f(base - plinthH * 1.35)}L${f(cx - s * 0.04)} ${f(stemTop + s * 0.08)}L${f(cx + s * 0.04)} ${f(stemTop + s * 0.08)}L${f(cx + s * 0.12)} ${f(base - plinthH * 1.35)}Z" fill="${gold}"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(stemTop + s * 0.12)}" rx="${f(s * 0.09)}" ry="${f(s * 0.03)}" fill="${gold}"/>`;
  // The cup and its two handles.
  const cupTop = stemTop - s * 0.42;
  out += `<path d="M${f(cx - s * 0.36)} ${f(cupTop + s * 0.1)}C${f(cx - s * 0.62)} ${f(cupTop + s * 0.12)} ${f(cx - s * 0.6)} ${f(cupTop + s * 0.42)} ${f(cx - s * 0.2)} ${f(cupTop + s * 0.4)}" stroke="${gold}" stroke-width="${f(s * 0.045)}" fill="none"/>`;
  out += `<path d="M${f(cx + s * 0.36)} ${f(cupTop + s * 0.1)}C${f(cx + s * 0.62)} ${f(cupTop + s * 0.12)} ${f(cx + s * 0.6)} ${f(cupTop + s * 0.42)} ${f(cx + s * 0.2)} ${f(cupTop + s * 0.4)}" stroke="${gold}" stroke-width="${f(s * 0.045)}" fill="none"/>`;
  out += `<path d="M${f(cx - s * 0.4)} ${f(cupTop)}L${f(cx + s * 0.4)} ${f(cupTop)}C${f(cx + s * 0.4)} ${f(cupTop + s * 0.42)} ${f(cx + s * 0.16)} ${f(stemTop + s * 0.1)} ${f(cx)} ${f(stemTop + s * 0.1)}C${f(cx - s * 0.16)} ${f(stemTop + s * 0.1)} ${f(cx - s * 0.4)} ${f(cupTop + s * 0.42)} ${f(cx - s * 0.4)} ${f(cupTop)}Z" fill="${gold}"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(cupTop)}" rx="${f(s * 0.4)}" ry="${f(s * 0.06)}" fill="#f5e2b0"/>`;
  out += `<path d="M${f(cx - s * 0.28)} ${f(cupTop + s * 0.08)}Q${f(cx - s * 0.26)} ${f(cupTop + s * 0.3)} ${f(cx - s * 0.1)} ${f(cupTop + s * 0.42)}" stroke="#fff7df" stroke-width="${f(s * 0.03)}" fill="none" opacity="0.7" stroke-linecap="round"/>`;
  return out;
}

function medal(cx: number, cy: number, size: number, ribbon: string): string {
  return `<path d="M${f(cx - size * 0.5)} ${f(cy - size * 2.2)}L${f(cx - size * 0.1)} ${f(cy - size * 0.6)}L${f(cx + size * 0.3)} ${f(cy - size * 0.7)}L${f(cx - size * 0.05)} ${f(cy - size * 2.2)}Z" fill="${ribbon}"/><path d="M${f(cx + size * 0.5)} ${f(cy - size * 2.2)}L${f(cx + size * 0.1)} ${f(cy - size * 0.6)}L${f(cx - size * 0.3)} ${f(cy - size * 0.7)}L${f(cx + size * 0.05)} ${f(cy - size * 2.2)}Z" fill="${mix(ribbon, pal.ink, 0.25)}"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(size * 0.7)}" fill="#d9b26a"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(size * 0.5)}" fill="none" stroke="#f5e2b0" stroke-width="${f(size * 0.08)}"/>`;
}

function trophyTable(doc: Doc, r: Rand, time: TimeOfDay, label: string, phase: number): string {
  const { w, h } = doc;
  // The course behind, softened, as if out of focus behind the prize table.
  const back = doc.sub(w, h);
  let out = landscape(back, r.fork('backdrop'), { ...defaultSpec, time, feature: 'fairway', river: true, palms: true }, phase);
  out += `<rect width="${w}" height="${h}" fill="${pal.cream}" opacity="0.28"/>`;
  const tableTop = h * 0.7;
  out += `<rect x="0" y="${f(tableTop)}" width="${w}" height="${f(h - tableTop)}" fill="${pal.cream}"/>`;
  out += `<rect x="0" y="${f(tableTop)}" width="${w}" height="${f(h * 0.03)}" fill="${pal.creamDark}"/>`;
  out += `<rect x="${f(w * 0.2)}" y="${f(tableTop)}" width="${f(w * 0.6)}" height="${f(h - tableTop)}" fill="${pal.fairway}"/>`;
  out += `<path d="M${f(w * 0.2)} ${f(h)}L${f(w * 0.2)} ${f(tableTop)}M${f(w * 0.8)} ${f(tableTop)}L${f(w * 0.8)} ${f(h)}" stroke="${pal.sand}" stroke-width="6"/>`;
  out += trophy(doc, w * 0.5, tableTop + h * 0.08, h * 0.5, label);
  out += trophy(doc, w * 0.25, tableTop + h * 0.1, h * 0.27, '');
  out += trophy(doc, w * 0.75, tableTop + h * 0.1, h * 0.27, '');
  for (let i = 0; i < 3; i++) out += medal(w * (0.38 + i * 0.12), tableTop + h * 0.2, h * 0.03, [pal.river, pal.fairwayMid, pal.sandDeep][i]!);
  return out;
}

/** Interiors share one look: cream walls, sand floors, green accents, windows onto the course. */
function roomShell(doc: Doc, r: Rand, wall: string, floor: string, floorY: number, windows: number, time: TimeOfDay, phase: number, arched = true): string {
  const { w, h } = doc;
  let out = `<rect width="${w}" height="${f(floorY)}" fill="${doc.linear([
    [0, mix(wall, pal.ink, 0.08)],
    [1, wall],
  ])}"/>`;
  out += `<rect y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="${doc.linear([
    [0, mix(floor, pal.ink, 0.12)],
    [1, floor],
  ])}"/>`;
  // Floor boards converging towards the back wall.
  for (let i = -10; i <= 10; i++) {
    out += `<line x1="${f(w / 2 + i * w * 0.03)}" y1="${f(floorY)}" x2="${f(w / 2 + i * w * 0.16)}" y2="${h}" stroke="${mix(floor, pal.ink, 0.15)}" stroke-width="2" opacity="0.5"/>`;
  }
  out += `<rect y="${f(floorY - h * 0.06)}" width="${w}" height="${f(h * 0.06)}" fill="${mix(wall, pal.sandDeep, 0.3)}"/>`;
  if (windows > 0) {
    const margin = w * 0.08;
    const gap = w * 0.04;
    const ww = (w - margin * 2 - gap * (windows - 1)) / windows;
    const wy = h * 0.1;
    const wh = floorY - h * 0.1 - wy;
    const view = doc.sub(ww, wh);
    const scene = landscape(view, r.fork('view'), { ...defaultSpec, time, feature: 'fairway', river: true, palms: r.chance(0.5) }, phase);
    for (let i = 0; i < windows; i++) {
      const x = margin + i * (ww + gap);
      const shape = arched
        ? `<path d="M${f(x)} ${f(wy + wh)}L${f(x)} ${f(wy + ww / 2)}A${f(ww / 2)} ${f(ww / 2)} 0 0 1 ${f(x + ww)} ${f(wy + ww / 2)}L${f(x + ww)} ${f(wy + wh)}Z"/>`
        : `<rect x="${f(x)}" y="${f(wy)}" width="${f(ww)}" height="${f(wh)}"/>`;
      const clip = doc.clip(shape);
      out += `<g clip-path="${clip}">${doc.embed(view, scene, x, wy, ww, wh)}</g>`;
      out += `<g fill="none" stroke="${pal.fairway}" stroke-width="${f(w * 0.008)}">${shape.replace('/>', ` fill="none"/>`)}<line x1="${f(x + ww / 2)}" y1="${f(wy)}" x2="${f(x + ww / 2)}" y2="${f(wy + wh)}"/><line x1="${f(x)}" y1="${f(wy + wh * 0.55)}" x2="${f(x + ww)}" y2="${f(wy + wh * 0.55)}"/></g>`;
    }
  }
  return out;
}

function diningTable(doc: Doc, cx: number, cy: number, size: number, cloth: string, chair: string, lamp: boolean): string {
  let out = softShadow(doc, cx, cy + size * 0.5, size * 0.9, size * 0.12);
  for (const side of [-1, 1]) {
    out += `<path d="M${f(cx + side * size * 0.72)} ${f(cy + size * 0.5)}L${f(cx + side * size * 0.72)} ${f(cy - size * 0.45)}Q${f(cx + side * size * 0.72)} ${f(cy - size * 0.6)} ${f(cx + side * size * 0.6)} ${f(cy - size * 0.6)}L${f(cx + side * size * 0.6)} ${f(cy + size * 0.5)}Z" fill="${chair}"/>`;
  }
  out += `<path d="M${f(cx - size * 0.62)} ${f(cy)}L${f(cx - size * 0.66)} ${f(cy + size * 0.45)}L${f(cx + size * 0.66)} ${f(cy + size * 0.45)}L${f(cx + size * 0.62)} ${f(cy)}Z" fill="${mix(cloth, pal.ink, 0.08)}"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(size * 0.62)}" ry="${f(size * 0.14)}" fill="${cloth}"/>`;
  out += `<rect x="${f(cx - size * 0.02)}" y="${f(cy - size * 0.22)}" width="${f(size * 0.04)}" height="${f(size * 0.2)}" rx="${f(size * 0.02)}" fill="${pal.river}"/>`;
  out += `<circle cx="${f(cx)}" cy="${f(cy - size * 0.25)}" r="${f(size * 0.05)}" fill="${pal.sand}"/>`;
  if (lamp) {
    const glow = doc.radial([
      [0, '#fbe3a8', 0.55],
      [1, '#fbe3a8', 0],
    ]);
    out += `<line x1="${f(cx)}" y1="0" x2="${f(cx)}" y2="${f(cy - size * 1.2)}" stroke="${pal.ink}" stroke-width="2"/>`;
    out += `<circle cx="${f(cx)}" cy="${f(cy - size * 1.1)}" r="${f(size * 0.5)}" fill="${glow}"/>`;
    out += `<path d="M${f(cx - size * 0.16)} ${f(cy - size * 1.08)}Q${f(cx)} ${f(cy - size * 1.35)} ${f(cx + size * 0.16)} ${f(cy - size * 1.08)}Z" fill="${pal.fairway}"/>`;
  }
  return out;
}

function diningRoom(doc: Doc, r: Rand, time: TimeOfDay, phase: number): string {
  const { w, h } = doc;
  let out = roomShell(doc, r, pal.cream, mix(pal.sandDeep, pal.brown, 0.2), h * 0.64, 3, time, phase);
  const rows: [number, number][] = [
    [h * 0.7, h * 0.13],
    [h * 0.86, h * 0.19],
  ];
  for (const [y, size] of rows) {
    const n = size > h * 0.15 ? 3 : 4;
    for (let i = 0; i < n; i++) {
      const x = w * ((i + 0.5) / n) + (size > h * 0.15 ? 0 : w * 0.02);
      out += diningTable(doc, x, y, size, pal.cream, pal.fairway, size > h * 0.15 && i !== 1);
    }
  }
  return out;
}

function roundTable(doc: Doc, cx: number, cy: number, size: number): string {
  let out = softShadow(doc, cx, cy + size * 0.36, size * 0.75, size * 0.1, 0.22);
  // Only the chairs behind the table show; the front ones would hide the room.
  const chairs = 5;
  for (let i = 0; i < chairs; i++) {
    const a = Math.PI + ((i + 0.5) / chairs) * Math.PI;
    const x = cx + Math.cos(a) * size * 0.68;
    const y = cy + Math.sin(a) * size * 0.16 - size * 0.08;
    out += `<path d="M${f(x - size * 0.1)} ${f(y + size * 0.08)}L${f(x - size * 0.1)} ${f(y - size * 0.2)}Q${f(x)} ${f(y - size * 0.3)} ${f(x + size * 0.1)} ${f(y - size * 0.2)}L${f(x + size * 0.1)} ${f(y + size * 0.08)}Z" fill="${pal.cream}"/><rect x="${f(x - size * 0.1)}" y="${f(y - size * 0.08)}" width="${f(size * 0.2)}" height="${f(size * 0.05)}" fill="${pal.sand}"/>`;
  }
  out += `<path d="M${f(cx - size * 0.6)} ${f(cy)}Q${f(cx - size * 0.64)} ${f(cy + size * 0.3)} ${f(cx - size * 0.58)} ${f(cy + size * 0.36)}L${f(cx + size * 0.58)} ${f(cy + size * 0.36)}Q${f(cx + size * 0.64)} ${f(cy + size * 0.3)} ${f(cx + size * 0.6)} ${f(cy)}Z" fill="${pal.creamDark}"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(size * 0.6)}" ry="${f(size * 0.15)}" fill="${pal.cream}"/>`;
  out += `<circle cx="${f(cx)}" cy="${f(cy - size * 0.1)}" r="${f(size * 0.08)}" fill="${pal.fairwayLight}"/><circle cx="${f(cx - size * 0.05)}" cy="${f(cy - size * 0.13)}" r="${f(size * 0.04)}" fill="${pal.sand}"/><circle cx="${f(cx + size * 0.05)}" cy="${f(cy - size * 0.12)}" r="${f(size * 0.035)}" fill="${pal.cream}"/>`;
  return out;
}

function chandelier(doc: Doc, cx: number, cy: number, size: number): string {
  const glow = doc.radial([
    [0, '#fbe3a8', 0.6],
    [1, '#fbe3a8', 0],
  ]);
  let out = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(size * 2.2)}" fill="${glow}"/><line x1="${f(cx)}" y1="0" x2="${f(cx)}" y2="${f(cy - size * 0.3)}" stroke="${pal.sandDeep}" stroke-width="3"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(size)}" ry="${f(size * 0.25)}" fill="none" stroke="${pal.sand}" stroke-width="${f(size * 0.06)}"/>`;
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    const x = cx + Math.cos(a) * size;
    const y = cy + Math.sin(a) * size * 0.25;
    out += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x)}" y2="${f(y + size * 0.45)}" stroke="#f7ead0" stroke-width="${f(size * 0.04)}"/><circle cx="${f(x)}" cy="${f(y + size * 0.5)}" r="${f(size * 0.06)}" fill="#fff3d6"/>`;
  }
  return out + `<circle cx="${f(cx)}" cy="${f(cy + size * 0.35)}" r="${f(size * 0.22)}" fill="#fff1cf"/>`;
}

function conventionHall(doc: Doc, r: Rand, variant: 'tables' | 'wedding' | 'stage'): string {
  const { w, h } = doc;
  const floorY = h * 0.55;
  // Each picture of the hall gets its own drapes and carpet, as if dressed for another event.
  const drape = r.pick([pal.fairway, pal.riverDeep, mix(pal.sandDeep, pal.brown, 0.35)]);
  const carpet = r.pick([mix(pal.riverDeep, pal.ink, 0.35), mix(pal.fairway, pal.ink, 0.3), mix(pal.brown, pal.ink, 0.3)]);
  let out = roomShell(doc, r, mix(pal.creamDark, pal.sand, 0.25), carpet, floorY, 0, 'dusk', 0);
  // Stage and backdrop.
  const sx = w * 0.22;
  const sw = w * 0.56;
  out += `<rect x="${f(sx)}" y="${f(h * 0.12)}" width="${f(sw)}" height="${f(floorY - h * 0.12)}" fill="${drape}"/>`;
  for (let i = 0; i < 10; i++) {
    out += `<path d="M${f(sx + (sw / 10) * i)} ${f(h * 0.12)}Q${f(sx + (sw / 10) * (i + 0.5))} ${f(h * 0.19)} ${f(sx + (sw / 10) * (i + 1))} ${f(h * 0.12)}" fill="${pal.sand}"/>`;
  }
  for (let i = 0; i <= 8; i++) {
    out += `<line x1="${f(sx + (sw / 8) * i)}" y1="${f(h * 0.16)}" x2="${f(sx + (sw / 8) * i)}" y2="${f(floorY)}" stroke="${mix(drape, pal.ink, 0.35)}" stroke-width="6" opacity="0.5"/>`;
  }
  out += `<rect x="${f(sx - w * 0.02)}" y="${f(floorY - h * 0.03)}" width="${f(sw + w * 0.04)}" height="${f(h * 0.05)}" fill="${pal.sandDeep}"/>`;
  if (variant !== 'tables') {
    // A floral arch over the stage.
    const ax = w * 0.5;
    const ay = floorY - h * 0.03;
    const ar = sw * 0.28;
    out += `<path d="M${f(ax - ar)} ${f(ay)}L${f(ax - ar)} ${f(ay - ar * 0.6)}A${f(ar)} ${f(ar)} 0 0 1 ${f(ax + ar)} ${f(ay - ar * 0.6)}L${f(ax + ar)} ${f(ay)}" fill="none" stroke="${pal.cream}" stroke-width="${f(w * 0.012)}"/>`;
    const flowers = r.fork('flowers');
    for (let i = 0; i < 70; i++) {
      const t = flowers.next();
      const a = Math.PI + t * Math.PI;
      const onArc = flowers.chance(0.6);
      const x = onArc ? ax + Math.cos(a) * ar : ax + (flowers.chance(0.5) ? -ar : ar);
      const y = onArc ? ay - ar * 0.6 + Math.sin(a) * ar : ay - flowers.range(0, ar * 0.6);
      out += `<circle cx="${f(x + flowers.range(-10, 10))}" cy="${f(y + flowers.range(-10, 10))}" r="${f(flowers.range(8, 16))}" fill="${flowers.pick([pal.cream, pal.sandLight, pal.spice, pal.grassLight])}"/>`;
    }
    out += `<rect x="${f(ax - sw * 0.14)}" y="${f(ay - h * 0.08)}" width="${f(sw * 0.28)}" height="${f(h * 0.07)}" rx="10" fill="${pal.cream}"/><rect x="${f(ax - sw * 0.14)}" y="${f(ay - h * 0.1)}" width="${f(sw * 0.28)}" height="${f(h * 0.03)}" rx="8" fill="${pal.sand}"/>`;
  } else {
    out += `<rect x="${f(w * 0.62)}" y="${f(floorY - h * 0.15)}" width="${f(w * 0.05)}" height="${f(h * 0.12)}" fill="${pal.sandDeep}"/><rect x="${f(w * 0.61)}" y="${f(floorY - h * 0.16)}" width="${f(w * 0.07)}" height="${f(h * 0.015)}" fill="${pal.sand}"/>`;
    out += `<rect x="${f(w * 0.36)}" y="${f(h * 0.2)}" width="${f(w * 0.28)}" height="${f(h * 0.2)}" fill="${pal.cream}" stroke="${pal.ink}" stroke-width="6"/>`;
    out += strokeText('WELCOME', w * 0.5, h * 0.27, h * 0.05, pal.fairway, 0.16);
  }
  const rows = 2;
  for (let row = 0; row < rows; row++) {
    const t = row / Math.max(1, rows - 1);
    const y = floorY + h * 0.1 + t * h * 0.24;
    const size = h * (0.16 + t * 0.1);
    const count = 4 - row;
    for (let i = 0; i < count; i++) {
      out += roundTable(doc, w * ((i + 0.5) / count) + (row % 2 ? w * 0.04 : 0), y, size);
    }
  }
  for (let i = 0; i < 3; i++) out += chandelier(doc, w * (0.2 + i * 0.3), h * 0.08, w * 0.05);
  if (variant === 'stage') {
    // A closer view of the decorated stage.
    const cx = w * 0.5;
    const cy = floorY - h * 0.2;
    return `<g transform="translate(${f(cx)} ${f(cy)}) scale(1.5) translate(${f(-cx)} ${f(-cy)})">${out}</g>`;
  }
  return out;
}

function guestRoom(doc: Doc, r: Rand, phase: number): string {
  const { w, h } = doc;
  let out = roomShell(doc, r, pal.cream, mix(pal.sand, pal.creamDark, 0.3), h * 0.68, 0, 'morning', phase);
  // One wide window with the course outside.
  const view = doc.sub(w * 0.34, h * 0.4);
  const wx = w * 0.6;
  const wy = h * 0.14;
  out += doc.embed(view, landscape(view, r.fork('view'), { ...defaultSpec, time: 'morning', feature: 'green', river: true }, phase), wx, wy, w * 0.34, h * 0.4);
  out += `<rect x="${f(wx)}" y="${f(wy)}" width="${f(w * 0.34)}" height="${f(h * 0.4)}" fill="none" stroke="${pal.fairway}" stroke-width="14"/><line x1="${f(wx + w * 0.17)}" y1="${f(wy)}" x2="${f(wx + w * 0.17)}" y2="${f(wy + h * 0.4)}" stroke="${pal.fairway}" stroke-width="10"/>`;
  out += `<path d="M${f(wx - w * 0.03)} ${f(wy - h * 0.03)}L${f(wx + w * 0.05)} ${f(wy - h * 0.03)}L${f(wx + w * 0.02)} ${f(wy + h * 0.5)}L${f(wx - w * 0.04)} ${f(wy + h * 0.5)}Z" fill="${pal.sand}" opacity="0.9"/>`;
  // Bed: headboard, mattress, duvet, pillows and a sand throw.
  const bx = w * 0.08;
  const bw = w * 0.48;
  const by = h * 0.5;
  out += `<rect x="${f(bx)}" y="${f(by - h * 0.2)}" width="${f(bw)}" height="${f(h * 0.26)}" rx="18" fill="${pal.fairway}"/>`;
  out += softShadow(doc, bx + bw / 2, h * 0.93, bw * 0.6, h * 0.03);
  out += `<path d="M${f(bx - w * 0.02)} ${f(by + h * 0.05)}L${f(bx + bw + w * 0.02)} ${f(by + h * 0.05)}L${f(bx + bw + w * 0.06)} ${f(h * 0.9)}L${f(bx - w * 0.06)} ${f(h * 0.9)}Z" fill="${pal.cream}"/>`;
  out += `<path d="M${f(bx - w * 0.06)} ${f(h * 0.9)}L${f(bx + bw + w * 0.06)} ${f(h * 0.9)}L${f(bx + bw + w * 0.06)} ${f(h * 0.93)}L${f(bx - w * 0.06)} ${f(h * 0.93)}Z" fill="${pal.creamDark}"/>`;
  out += `<path d="M${f(bx - w * 0.04)} ${f(h * 0.72)}L${f(bx + bw + w * 0.04)} ${f(h * 0.72)}L${f(bx + bw + w * 0.055)} ${f(h * 0.8)}L${f(bx - w * 0.055)} ${f(h * 0.8)}Z" fill="${pal.sand}"/>`;
  for (let i = 0; i < 2; i++) {
    out += `<rect x="${f(bx + bw * (0.07 + i * 0.47))}" y="${f(by - h * 0.04)}" width="${f(bw * 0.4)}" height="${f(h * 0.11)}" rx="30" fill="${pal.creamDark}"/>`;
  }
  out += `<rect x="${f(bx + bw * 0.35)}" y="${f(by + h * 0.01)}" width="${f(bw * 0.3)}" height="${f(h * 0.07)}" rx="20" fill="${pal.river}"/>`;
  // Bedside table and lamp.
  const tx = bx + bw + w * 0.05;
  out += `<rect x="${f(tx - w * 0.01)}" y="${f(h * 0.58)}" width="${f(w * 0.08)}" height="${f(h * 0.2)}" fill="${pal.brown}"/>`;
  out += `<rect x="${f(tx + w * 0.025)}" y="${f(h * 0.48)}" width="6" height="${f(h * 0.1)}" fill="${pal.ink}"/><path d="M${f(tx)} ${f(h * 0.49)}L${f(tx + w * 0.055)} ${f(h * 0.49)}L${f(tx + w * 0.045)} ${f(h * 0.42)}L${f(tx + w * 0.01)} ${f(h * 0.42)}Z" fill="${pal.sandLight}"/>`;
  return out;
}

function terrace(doc: Doc, r: Rand, time: TimeOfDay, phase: number): string {
  const { w, h } = doc;
  let out = landscape(doc, r, { ...defaultSpec, time, feature: 'terrace', river: true, boats: 1, palms: true }, phase);
  // The terrace floor, tables and a railing in front of the view.
  const floorY = h * 0.74;
  out += `<path d="M0 ${f(floorY)}L${w} ${f(floorY)}L${w} ${h}L0 ${h}Z" fill="${doc.linear([
    [0, mix(pal.sandDeep, pal.ink, time === 'dusk' ? 0.35 : 0.1)],
    [1, mix(pal.sand, pal.ink, time === 'dusk' ? 0.3 : 0)],
  ])}"/>`;
  out += `<rect y="${f(floorY - h * 0.09)}" width="${w}" height="${f(h * 0.018)}" fill="${mix(pal.cream, pal.ink, time === 'dusk' ? 0.35 : 0.05)}"/>`;
  for (let x = 20; x < w; x += 48) out += `<rect x="${x}" y="${f(floorY - h * 0.075)}" width="10" height="${f(h * 0.075)}" fill="${mix(pal.cream, pal.ink, time === 'dusk' ? 0.4 : 0.1)}"/>`;
  const lit = time === 'dusk' || time === 'night';
  // String lights sag between posts.
  if (lit) {
    for (let span = 0; span < 3; span++) {
      const x0 = (w / 3) * span;
      const x1 = x0 + w / 3;
      for (let i = 0; i <= 12; i++) {
        const t = i / 12;
        const x = x0 + (x1 - x0) * t;
        const y = h * 0.08 + Math.sin(t * Math.PI) * h * 0.08;
        const glow = 0.6 + 0.4 * Math.sin((phase * 2 + i * 0.37) * Math.PI * 2);
        out += `<circle cx="${f(x)}" cy="${f(y)}" r="6" fill="#fbe3a8" opacity="${glow.toFixed(2)}"/>`;
      }
      out += `<path d="M${f(x0)} ${f(h * 0.08)}Q${f((x0 + x1) / 2)} ${f(h * 0.24)} ${f(x1)} ${f(h * 0.08)}" stroke="${pal.ink}" stroke-width="1.5" fill="none" opacity="0.6"/>`;
    }
  }
  for (let i = 0; i < 3; i++) {
    out += diningTable(doc, w * (0.2 + i * 0.3) + r.range(-20, 20), h * 0.86, h * 0.17, pal.cream, mix(pal.fairway, pal.ink, lit ? 0.4 : 0), false);
  }
  return out;
}

function lawnParty(doc: Doc, r: Rand, phase: number): string {
  const { w, h } = doc;
  let out = landscape(doc, r, { ...defaultSpec, time: 'dusk', feature: 'lawn-party', river: true, palms: true }, phase);
  const base = h * 0.8;
  const tw = w * 0.55;
  const tx = w * 0.5 - tw / 2;
  const th = h * 0.16;
  const tent = mix(pal.cream, pal.sand, 0.15);
  out += `<rect x="${f(tx)}" y="${f(base - th)}" width="${f(tw)}" height="${f(th)}" fill="#f3d9a4"/>`;
  for (let i = 0; i < 4; i++) {
    const px = tx + (tw / 4) * i;
    out += `<path d="M${f(px - 8)} ${f(base - th)}L${f(px + tw / 8)} ${f(base - th * 1.9)}L${f(px + tw / 4 + 8)} ${f(base - th)}Z" fill="${tent}"/>`;
    out += `<path d="M${f(px)} ${f(base - th)}Q${f(px + tw / 8)} ${f(base - th * 0.7)} ${f(px + tw / 4)} ${f(base - th)}" fill="${tent}"/>`;
  }
  for (let i = 0; i <= 4; i++) out += `<rect x="${f(tx + (tw / 4) * i - 4)}" y="${f(base - th)}" width="8" height="${f(th)}" fill="${tent}"/>`;
  for (let i = 0; i < 40; i++) {
    const t = i / 39;
    const x = w * 0.05 + w * 0.9 * t;
    const y = h * 0.42 + Math.abs(Math.sin(t * Math.PI * 3)) * h * 0.05;
    const glow = 0.55 + 0.45 * Math.sin((phase * 2 + i * 0.29) * Math.PI * 2);
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="5" fill="#fbe3a8" opacity="${glow.toFixed(2)}"/>`;
  }
  for (let i = 0; i < 4; i++) out += roundTable(doc, w * (0.14 + i * 0.24), h * 0.9, h * 0.15);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Food, seen from above on the club's tableware (cream plates with a river-blue rim).

type Food =
  | 'soup' | 'salad' | 'fritters' | 'rolls' | 'patties' | 'fingers' | 'curry' | 'white-curry' | 'fish-curry' | 'dal'
  | 'biryani' | 'polao' | 'fried-rice' | 'skewers' | 'grill' | 'prawns' | 'fish' | 'noodles' | 'green-curry' | 'pasta'
  | 'sandwich' | 'burger' | 'sweets' | 'doi' | 'pudding' | 'brownie' | 'fruit' | 'tea' | 'coffee' | 'glass' | 'coconut'
  | 'paratha' | 'khichuri' | 'breakfast' | 'pancakes';

/** First match wins, so specific dishes come before the words they contain ("green curry"). */
const foodRules: readonly [RegExp, Food][] = [
  [/soup|tom yum/, 'soup'],
  [/salad/, 'salad'],
  [/pakora|fritter/, 'fritters'],
  [/spring roll/, 'rolls'],
  [/shami/, 'patties'],
  [/fish finger/, 'fingers'],
  [/prawn|chingri/, 'prawns'],
  [/green curry/, 'green-curry'],
  [/rezala|malai|korma/, 'white-curry'],
  [/ilish|hilsa/, 'fish-curry'],
  [/\bdal\b/, 'dal'],
  [/khichuri/, 'khichuri'],
  [/biryani/, 'biryani'],
  [/polao|pulao/, 'polao'],
  [/rice/, 'fried-rice'],
  [/seekh|tikka|kebab/, 'skewers'],
  [/spaghetti|penne|linguine|pasta/, 'pasta'],
  [/burger/, 'burger'],
  [/sandwich|panini/, 'sandwich'],
  [/rupchanda|pomfret|fish|seafood/, 'fish'],
  [/chowmein|noodle|pad thai/, 'noodles'],
  [/cashew|chilli|szechuan|grill/, 'grill'],
  [/curry|bhuna/, 'curry'],
  [/thai/, 'green-curry'],
  [/roshogolla|rasgulla/, 'sweets'],
  [/\bdoi\b/, 'doi'],
  [/firni|pudding/, 'pudding'],
  [/brownie|dessert/, 'brownie'],
  [/fruit/, 'fruit'],
  [/iced|borhani|lime|lassi|juice|cold/, 'glass'],
  [/\bcha\b|tea\b/, 'tea'],
  [/cappuccino|chocolate|coffee/, 'coffee'],
  [/coconut/, 'coconut'],
  [/paratha/, 'paratha'],
  [/pancake/, 'pancakes'],
  [/breakfast/, 'breakfast'],
];

/** `text` is "dish | category": the dish's own name decides first, its category only if needed. */
function foodFor(text: string): Food {
  for (const part of text.toLowerCase().split('|')) {
    for (const [pattern, food] of foodRules) if (pattern.test(part)) return food;
  }
  return 'curry';
}

const leaf = (x: number, y: number, size: number, angle: number, color: string) =>
  `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(size)}" ry="${f(size * 0.45)}" transform="rotate(${f(angle)} ${f(x)} ${f(y)})" fill="${color}"/>`;

function garnish(r: Rand, cx: number, cy: number, radius: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = r.next() * Math.PI * 2;
    const d = Math.sqrt(r.next()) * radius;
    out += leaf(cx + Math.cos(a) * d, cy + Math.sin(a) * d, r.range(10, 18), r.range(0, 180), r.pick([pal.grass, pal.fairwayLight, '#6fae5f']));
  }
  return out;
}

function bowl(doc: Doc, cx: number, cy: number, radius: number, liquid: string, rim = pal.cream): string {
  const fill = doc.radial([
    [0, mix(liquid, pal.cream, 0.25)],
    [0.8, liquid],
    [1, mix(liquid, pal.ink, 0.2)],
  ]);
  return `${softShadow(doc, cx + radius * 0.08, cy + radius * 0.12, radius * 1.15, radius * 1.1, 0.3)}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius)}" fill="${rim}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius * 0.97)}" fill="none" stroke="${pal.river}" stroke-width="${f(radius * 0.025)}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius * 0.8)}" fill="${fill}"/>`;
}

function plate(doc: Doc, cx: number, cy: number, radius: number): string {
  return `${softShadow(doc, cx + radius * 0.06, cy + radius * 0.1, radius * 1.12, radius * 1.08, 0.28)}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius)}" fill="${pal.cream}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius * 0.95)}" fill="none" stroke="${pal.river}" stroke-width="${f(radius * 0.02)}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius * 0.74)}" fill="${pal.creamDark}" opacity="0.7"/>`;
}

function chunks(r: Rand, cx: number, cy: number, radius: number, count: number, color: string, size: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = r.next() * Math.PI * 2;
    const d = Math.sqrt(r.next()) * radius;
    const s = size * r.range(0.7, 1.3);
    out += `<path d="${blobPath(r, cx + Math.cos(a) * d, cy + Math.sin(a) * d, s, s * r.range(0.7, 1), 0.25, 6)}" fill="${mix(color, pal.ink, r.range(0, 0.2))}"/>`;
  }
  return out;
}

function rice(r: Rand, cx: number, cy: number, radius: number, base: string, grains: number): string {
  let out = `<path d="${blobPath(r, cx, cy, radius, radius * 0.92, 0.08, 10)}" fill="${base}"/>`;
  for (let i = 0; i < grains; i++) {
    const a = r.next() * Math.PI * 2;
    const d = Math.sqrt(r.next()) * radius * 0.92;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="9" ry="3.4" transform="rotate(${f(r.range(0, 180))} ${f(x)} ${f(y)})" fill="${r.chance(0.3) ? '#f1d38c' : '#fffaf0'}"/>`;
  }
  return out;
}

function eggHalf(cx: number, cy: number, size: number, angle: number): string {
  return `<g transform="rotate(${f(angle)} ${f(cx)} ${f(cy)})"><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(size)}" ry="${f(size * 0.75)}" fill="#fffdf6"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(size * 0.45)}" fill="#eab544"/></g>`;
}

function lemon(cx: number, cy: number, size: number, angle: number): string {
  return `<g transform="rotate(${f(angle)} ${f(cx)} ${f(cy)})"><path d="M${f(cx - size)} ${f(cy)}A${f(size)} ${f(size)} 0 0 0 ${f(cx + size)} ${f(cy)}Z" fill="#e9d36b"/><path d="M${f(cx - size * 0.8)} ${f(cy + 2)}A${f(size * 0.8)} ${f(size * 0.8)} 0 0 0 ${f(cx + size * 0.8)} ${f(cy + 2)}Z" fill="#f6e8a6"/></g>`;
}

function drawFood(doc: Doc, r: Rand, food: Food, cx: number, cy: number, R: number): string {
  const curryBrown = mix(pal.spice, pal.brown, 0.45);
  switch (food) {
    case 'soup': {
      const color = r.pick(['#e9c46a', '#d9823f', '#e8dcc2', '#d8b56a']);
      return bowl(doc, cx, cy, R * 0.8, color) + chunks(r, cx, cy, R * 0.45, 10, mix(color, pal.spice, 0.4), R * 0.05) + garnish(r, cx, cy, R * 0.35, 6) + `<ellipse cx="${f(cx + R * 0.85)}" cy="${f(cy + R * 0.6)}" rx="${f(R * 0.09)}" ry="${f(R * 0.14)}" fill="#c9cfd0"/><rect x="${f(cx + R * 0.83)}" y="${f(cy + R * 0.7)}" width="${f(R * 0.04)}" height="${f(R * 0.35)}" fill="#c9cfd0"/>`;
    }
    case 'salad': {
      let out = plate(doc, cx, cy, R);
      for (let i = 0; i < 38; i++) {
        const a = r.next() * Math.PI * 2;
        const d = Math.sqrt(r.next()) * R * 0.58;
        out += leaf(cx + Math.cos(a) * d, cy + Math.sin(a) * d, r.range(R * 0.08, R * 0.14), r.range(0, 180), r.pick([pal.grass, pal.grassLight, '#7fb96a', pal.fairwayLight]));
      }
      for (let i = 0; i < 6; i++) {
        const a = r.next() * Math.PI * 2;
        const d = r.range(0.1, 0.5) * R;
        out += `<circle cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" r="${f(R * 0.07)}" fill="#d9633f"/><circle cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" r="${f(R * 0.04)}" fill="#ea8a63"/>`;
      }
      return out + chunks(r, cx, cy, R * 0.45, 8, pal.sandLight, R * 0.04);
    }
    case 'fritters':
    case 'patties':
    case 'fingers':
    case 'rolls': {
      let out = plate(doc, cx, cy, R);
      const golden = food === 'patties' ? mix(pal.brown, pal.spice, 0.4) : mix(pal.sand, pal.spice, 0.35);
      const n = food === 'fritters' ? 7 : 5;
      for (let i = 0; i < n; i++) {
        const a = (i / n) * Math.PI * 2 + r.next() * 0.3;
        const x = cx + Math.cos(a) * R * 0.38;
        const y = cy + Math.sin(a) * R * 0.38;
        if (food === 'rolls' || food === 'fingers') {
          const len = food === 'rolls' ? R * 0.42 : R * 0.36;
          const wdt = food === 'rolls' ? R * 0.13 : R * 0.1;
          out += `<rect x="${f(x - len / 2)}" y="${f(y - wdt / 2)}" width="${f(len)}" height="${f(wdt)}" rx="${f(wdt / 2.2)}" transform="rotate(${f((a * 180) / Math.PI + 90)} ${f(x)} ${f(y)})" fill="${golden}"/>`;
        } else {
          out += `<path d="${blobPath(r, x, y, R * 0.14, R * 0.13, food === 'fritters' ? 0.3 : 0.06, food === 'fritters' ? 9 : 12)}" fill="${golden}"/>`;
          out += `<path d="${blobPath(r, x - R * 0.03, y - R * 0.03, R * 0.07, R * 0.06, 0.3, 7)}" fill="${mix(golden, pal.cream, 0.3)}" opacity="0.6"/>`;
        }
      }
      return out + bowl(doc, cx, cy, R * 0.2, food === 'fingers' ? pal.cream : '#8a3e22') + garnish(r, cx, cy - R * 0.05, R * 0.1, 2);
    }
    case 'curry':
    case 'white-curry':
    case 'fish-curry':
    case 'green-curry':
    case 'dal': {
      const gravy = { curry: curryBrown, 'white-curry': '#eadcc0', 'fish-curry': '#d9a93f', 'green-curry': '#9bb86a', dal: '#e2b24a' }[food];
      let out = bowl(doc, cx, cy, R * 0.82, gravy);
      if (food === 'fish-curry') {
        for (let i = 0; i < 3; i++) out += `<ellipse cx="${f(cx + (i - 1) * R * 0.24)}" cy="${f(cy + r.range(-0.1, 0.1) * R)}" rx="${f(R * 0.12)}" ry="${f(R * 0.2)}" fill="#eadfc8" stroke="#b49a74" stroke-width="4"/>`;
      } else if (food !== 'dal') {
        out += chunks(r, cx, cy, R * 0.45, 9, food === 'white-curry' ? '#d9b98a' : food === 'green-curry' ? '#e8dcc2' : mix(pal.brown, pal.ink, 0.2), R * 0.09);
      }
      if (food === 'curry') out += chunks(r, cx, cy, R * 0.4, 4, '#e7c48a', R * 0.07);
      out += `<path d="M${f(cx - R * 0.3)} ${f(cy - R * 0.2)}q${f(R * 0.15)} ${f(-R * 0.1)} ${f(R * 0.3)} 0" stroke="${mix(gravy, pal.cream, 0.5)}" stroke-width="6" fill="none" opacity="0.6"/>`;
      if (food === 'fish-curry' || food === 'dal') out += `<path d="M${f(cx + R * 0.1)} ${f(cy - R * 0.3)}l${f(R * 0.25)} ${f(R * 0.08)}" stroke="#3f8a3f" stroke-width="${f(R * 0.04)}" stroke-linecap="round"/>`;
      return out + garnish(r, cx, cy, R * 0.5, 8);
    }
    case 'biryani':
    case 'polao':
    case 'fried-rice':
    case 'khichuri': {
      let out = plate(doc, cx, cy, R);
      const base = { biryani: '#eed39a', polao: '#f6ead0', 'fried-rice': '#efdcaa', khichuri: '#e2b95a' }[food];
      out += rice(r, cx, cy, R * 0.62, base, food === 'khichuri' ? 40 : 160);
      if (food === 'biryani' || food === 'polao') out += chunks(r, cx, cy, R * 0.35, 4, mix(pal.brown, pal.spice, 0.5), R * 0.12);
      if (food === 'biryani') out += eggHalf(cx + R * 0.22, cy - R * 0.12, R * 0.11, 20) + eggHalf(cx - R * 0.25, cy + R * 0.2, R * 0.11, -30);
      if (food === 'fried-rice') out += chunks(r, cx, cy, R * 0.5, 30, pal.grass, R * 0.025) + chunks(r, cx, cy, R * 0.5, 20, '#e0783f', R * 0.025);
      if (food === 'khichuri') out += bowl(doc, cx + R * 0.55, cy - R * 0.5, R * 0.25, curryBrown);
      out += chunks(r, cx, cy, R * 0.5, 14, mix(pal.brown, pal.sand, 0.3), R * 0.03);
      return out + garnish(r, cx, cy, R * 0.4, 5);
    }
    case 'skewers':
    case 'grill': {
      let out = plate(doc, cx, cy, R);
      const meat = food === 'skewers' ? mix(pal.spice, '#a6402a', 0.35) : mix(pal.brown, pal.spice, 0.4);
      if (food === 'skewers') {
        for (let i = 0; i < 3; i++) {
          const y = cy + (i - 1) * R * 0.26;
          out += `<line x1="${f(cx - R * 0.7)}" y1="${f(y + R * 0.1)}" x2="${f(cx + R * 0.7)}" y2="${f(y - R * 0.1)}" stroke="#b8a37a" stroke-width="5"/>`;
          for (let k = 0; k < 5; k++) {
            const t = -0.45 + k * 0.22;
            out += `<path d="${blobPath(r, cx + t * R, y - t * R * 0.14, R * 0.09, R * 0.085, 0.2, 7)}" fill="${mix(meat, pal.ink, r.range(0, 0.2))}"/>`;
          }
        }
      } else {
        out += `<path d="${blobPath(r, cx - R * 0.1, cy, R * 0.4, R * 0.3, 0.15, 9)}" fill="${meat}"/>`;
        for (let i = 0; i < 4; i++) out += `<line x1="${f(cx - R * 0.4 + i * R * 0.18)}" y1="${f(cy - R * 0.22)}" x2="${f(cx - R * 0.2 + i * R * 0.18)}" y2="${f(cy + R * 0.22)}" stroke="${mix(meat, pal.ink, 0.45)}" stroke-width="8" opacity="0.7"/>`;
      }
      for (let i = 0; i < 4; i++) out += `<circle cx="${f(cx + R * 0.45)}" cy="${f(cy + R * (0.3 + i * 0.03))}" r="${f(R * 0.09)}" fill="none" stroke="#e9dcef" stroke-width="7"/>`;
      return out + lemon(cx + R * 0.4, cy - R * 0.45, R * 0.12, -30) + garnish(r, cx - R * 0.35, cy + R * 0.45, R * 0.1, 4);
    }
    case 'prawns': {
      let out = bowl(doc, cx, cy, R * 0.82, '#e8b46a');
      for (let i = 0; i < 6; i++) {
        const a = (i / 6) * Math.PI * 2;
        const x = cx + Math.cos(a) * R * 0.33;
        const y = cy + Math.sin(a) * R * 0.33;
        out += `<path d="M${f(x - R * 0.1)} ${f(y)}A${f(R * 0.1)} ${f(R * 0.1)} 0 1 1 ${f(x + R * 0.08)} ${f(y + R * 0.06)}" stroke="#e0784a" stroke-width="${f(R * 0.07)}" fill="none" stroke-linecap="round" transform="rotate(${f((a * 180) / Math.PI)} ${f(x)} ${f(y)})"/>`;
      }
      return out + garnish(r, cx, cy, R * 0.3, 5);
    }
    case 'fish': {
      let out = plate(doc, cx, cy, R);
      const body = mix(pal.spice, pal.sand, 0.4);
      out += `<path d="M${f(cx - R * 0.55)} ${f(cy)}Q${f(cx - R * 0.1)} ${f(cy - R * 0.42)} ${f(cx + R * 0.4)} ${f(cy)}Q${f(cx - R * 0.1)} ${f(cy + R * 0.42)} ${f(cx - R * 0.55)} ${f(cy)}Z" fill="${body}"/>`;
      out += `<path d="M${f(cx + R * 0.35)} ${f(cy)}L${f(cx + R * 0.62)} ${f(cy - R * 0.2)}L${f(cx + R * 0.62)} ${f(cy + R * 0.2)}Z" fill="${body}"/>`;
      for (let i = 0; i < 4; i++) out += `<path d="M${f(cx - R * 0.25 + i * R * 0.14)} ${f(cy - R * 0.2)}q${f(R * 0.06)} ${f(R * 0.2)} 0 ${f(R * 0.4)}" stroke="${mix(body, pal.ink, 0.35)}" stroke-width="6" fill="none"/>`;
      out += `<circle cx="${f(cx - R * 0.4)}" cy="${f(cy - R * 0.04)}" r="${f(R * 0.03)}" fill="${pal.ink}"/>`;
      return out + lemon(cx + R * 0.1, cy + R * 0.5, R * 0.12, 10) + lemon(cx - R * 0.1, cy + R * 0.5, R * 0.12, -10) + garnish(r, cx + R * 0.2, cy - R * 0.45, R * 0.12, 5);
    }
    case 'noodles':
    case 'pasta': {
      let out = food === 'noodles' ? bowl(doc, cx, cy, R * 0.85, '#e9cf8f') : plate(doc, cx, cy, R);
      const strand = food === 'noodles' ? '#f1d69a' : '#f3dc9c';
      for (let i = 0; i < 26; i++) {
        const a = r.next() * Math.PI * 2;
        const rr = r.range(0.1, 0.5) * R;
        const a2 = a + r.range(0.8, 1.8);
        out += `<path d="M${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)}A${f(rr)} ${f(rr)} 0 0 1 ${f(cx + Math.cos(a2) * rr)} ${f(cy + Math.sin(a2) * rr)}" stroke="${mix(strand, pal.sandDeep, r.range(0, 0.3))}" stroke-width="${f(R * 0.03)}" fill="none" stroke-linecap="round"/>`;
      }
      if (food === 'pasta') out += `<path d="${blobPath(r, cx, cy, R * 0.22, R * 0.2, 0.2, 8)}" fill="#b8442c"/>` + chunks(r, cx, cy, R * 0.18, 6, '#7a2e1e', R * 0.04) + chunks(r, cx, cy, R * 0.3, 16, '#fff6d8', R * 0.015);
      else out += chunks(r, cx, cy, R * 0.4, 8, pal.grass, R * 0.04) + chunks(r, cx, cy, R * 0.4, 6, mix(pal.brown, pal.spice, 0.4), R * 0.06) + `<line x1="${f(cx + R * 0.3)}" y1="${f(cy - R * 0.95)}" x2="${f(cx + R * 0.05)}" y2="${f(cy + R * 0.2)}" stroke="${pal.brown}" stroke-width="${f(R * 0.035)}" stroke-linecap="round"/><line x1="${f(cx + R * 0.42)}" y1="${f(cy - R * 0.92)}" x2="${f(cx + R * 0.12)}" y2="${f(cy + R * 0.22)}" stroke="${pal.brown}" stroke-width="${f(R * 0.035)}" stroke-linecap="round"/>`;
      return out + garnish(r, cx, cy, R * 0.3, 4);
    }
    case 'sandwich': {
      let out = plate(doc, cx, cy, R);
      for (const [dx, rot] of [[-0.18, -12], [0.2, 168]] as const) {
        const x = cx + dx * R;
        out += `<g transform="rotate(${rot} ${f(x)} ${f(cy)})"><path d="M${f(x - R * 0.3)} ${f(cy + R * 0.3)}L${f(x + R * 0.3)} ${f(cy + R * 0.3)}L${f(x - R * 0.3)} ${f(cy - R * 0.3)}Z" fill="${pal.sandDeep}"/><path d="M${f(x - R * 0.26)} ${f(cy + R * 0.26)}L${f(x + R * 0.2)} ${f(cy + R * 0.26)}L${f(x - R * 0.26)} ${f(cy - R * 0.2)}Z" fill="#f6e6bd"/><path d="M${f(x + R * 0.22)} ${f(cy + R * 0.3)}L${f(x - R * 0.3)} ${f(cy - R * 0.22)}" stroke="${pal.grass}" stroke-width="10"/></g>`;
      }
      for (let i = 0; i < 9; i++) out += `<rect x="${f(cx - R * 0.5 + r.range(0, R * 0.2))}" y="${f(cy + R * 0.38 + r.range(-R * 0.06, R * 0.06))}" width="${f(R * 0.3)}" height="${f(R * 0.05)}" rx="6" transform="rotate(${f(r.range(-30, 30))} ${f(cx - R * 0.35)} ${f(cy + R * 0.4)})" fill="#eab94c"/>`;
      return out;
    }
    case 'burger': {
      let out = plate(doc, cx, cy, R);
      out += `<circle cx="${f(cx - R * 0.1)}" cy="${f(cy)}" r="${f(R * 0.42)}" fill="${pal.grass}"/>`;
      out += `<circle cx="${f(cx - R * 0.1)}" cy="${f(cy)}" r="${f(R * 0.38)}" fill="${doc.radial([
        [0, '#e7b265'],
        [1, '#b7793a'],
      ], 0.4, 0.4, 0.6)}"/>`;
      for (let i = 0; i < 24; i++) {
        const a = r.next() * Math.PI * 2;
        const d = Math.sqrt(r.next()) * R * 0.3;
        const x = cx - R * 0.1 + Math.cos(a) * d;
        const y = cy + Math.sin(a) * d;
        out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="6" ry="3" transform="rotate(${f(r.range(0, 180))} ${f(x)} ${f(y)})" fill="#fff3d6"/>`;
      }
      for (let i = 0; i < 9; i++) out += `<rect x="${f(cx + R * 0.38)}" y="${f(cy - R * 0.35 + i * R * 0.08)}" width="${f(R * 0.3)}" height="${f(R * 0.05)}" rx="6" transform="rotate(${f(r.range(-20, 20))} ${f(cx + R * 0.5)} ${f(cy)})" fill="#eab94c"/>`;
      return out;
    }
    case 'sweets': {
      let out = bowl(doc, cx, cy, R * 0.8, '#f0e2bb');
      for (let i = 0; i < 5; i++) {
        const a = (i / 5) * Math.PI * 2;
        const x = cx + Math.cos(a) * R * 0.3;
        const y = cy + Math.sin(a) * R * 0.3;
        out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(R * 0.17)}" fill="#fffaf0"/><circle cx="${f(x - R * 0.05)}" cy="${f(y - R * 0.05)}" r="${f(R * 0.06)}" fill="#ffffff"/>`;
      }
      return out + `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.15)}" fill="#fffaf0"/>`;
    }
    case 'doi':
    case 'pudding': {
      const potColor = food === 'doi' ? '#a5583a' : pal.cream;
      const fill = food === 'doi' ? '#e9c08a' : '#f6efd9';
      let out = softShadow(doc, cx + R * 0.06, cy + R * 0.1, R * 0.9, R * 0.85);
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.75)}" fill="${potColor}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.62)}" fill="${fill}"/>`;
      if (food === 'pudding') out += chunks(r, cx, cy, R * 0.3, 10, '#8fae5a', R * 0.04) + chunks(r, cx, cy, R * 0.3, 5, '#d9738a', R * 0.03);
      else out += `<circle cx="${f(cx - R * 0.15)}" cy="${f(cy - R * 0.15)}" r="${f(R * 0.25)}" fill="#f3d7a6" opacity="0.7"/>`;
      return out;
    }
    case 'brownie': {
      let out = plate(doc, cx, cy, R);
      out += `<rect x="${f(cx - R * 0.4)}" y="${f(cy - R * 0.3)}" width="${f(R * 0.5)}" height="${f(R * 0.5)}" rx="12" fill="#5a3322"/><rect x="${f(cx - R * 0.36)}" y="${f(cy - R * 0.26)}" width="${f(R * 0.42)}" height="${f(R * 0.42)}" rx="10" fill="#6e4030"/>`;
      out += `<path d="${blobPath(r, cx + R * 0.3, cy + R * 0.1, R * 0.2, R * 0.18, 0.12, 9)}" fill="#fbf3de"/>`;
      return out + garnish(r, cx + R * 0.3, cy - R * 0.05, R * 0.05, 2);
    }
    case 'fruit': {
      let out = plate(doc, cx, cy, R);
      const colors = ['#f0b33a', '#e27a44', '#9cc46a', '#f3d36b'];
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2;
        const x = cx + Math.cos(a) * R * 0.42;
        const y = cy + Math.sin(a) * R * 0.42;
        out += `<path d="M${f(x - R * 0.14)} ${f(y)}A${f(R * 0.14)} ${f(R * 0.14)} 0 0 0 ${f(x + R * 0.14)} ${f(y)}Z" transform="rotate(${f((a * 180) / Math.PI + 90)} ${f(x)} ${f(y)})" fill="${colors[i % 4]}"/>`;
      }
      return out + chunks(r, cx, cy, R * 0.2, 5, '#e27a44', R * 0.07);
    }
    case 'tea':
    case 'coffee': {
      const liquid = food === 'tea' ? '#c98a4a' : '#7a4b2e';
      let out = softShadow(doc, cx + R * 0.06, cy + R * 0.1, R * 0.95, R * 0.9);
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.8)}" fill="${pal.cream}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.76)}" fill="none" stroke="${pal.river}" stroke-width="6"/>`;
      out += `<rect x="${f(cx + R * 0.35)}" y="${f(cy - R * 0.08)}" width="${f(R * 0.3)}" height="${f(R * 0.16)}" rx="${f(R * 0.08)}" fill="${pal.creamDark}"/>`;
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.45)}" fill="${pal.creamDark}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.39)}" fill="${liquid}"/>`;
      if (food === 'coffee') out += `<path d="M${f(cx)} ${f(cy + R * 0.18)}C${f(cx - R * 0.3)} ${f(cy - R * 0.05)} ${f(cx - R * 0.1)} ${f(cy - R * 0.25)} ${f(cx)} ${f(cy - R * 0.08)}C${f(cx + R * 0.1)} ${f(cy - R * 0.25)} ${f(cx + R * 0.3)} ${f(cy - R * 0.05)} ${f(cx)} ${f(cy + R * 0.18)}Z" fill="#f3e2c4"/>`;
      else out += `<circle cx="${f(cx - R * 0.12)}" cy="${f(cy - R * 0.1)}" r="${f(R * 0.09)}" fill="#e1aa6a" opacity="0.8"/>` + lemon(cx - R * 0.55, cy + R * 0.55, R * 0.1, 20);
      return out;
    }
    case 'glass':
    case 'coconut': {
      if (food === 'coconut') {
        let out = softShadow(doc, cx + R * 0.06, cy + R * 0.1, R * 0.85, R * 0.8);
        out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.68)}" fill="${doc.radial([
          [0, '#8cc05a'],
          [1, '#4f8a3a'],
        ], 0.4, 0.4, 0.7)}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.28)}" fill="#f6efd9"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.16)}" fill="#e8e4d4"/>`;
        return out + `<line x1="${f(cx)}" y1="${f(cy)}" x2="${f(cx + R * 0.7)}" y2="${f(cy - R * 0.6)}" stroke="${pal.river}" stroke-width="${f(R * 0.05)}" stroke-linecap="round"/>`;
      }
      const drink = r.pick(['#f3e9c8', '#f2d06b', '#e8c07a', '#c7e2b0', '#8a5a3a']);
      let out = softShadow(doc, cx + R * 0.06, cy + R * 0.1, R * 0.75, R * 0.7);
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.58)}" fill="#e6f0ee" opacity="0.9"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.52)}" fill="${drink}"/>`;
      for (let i = 0; i < 4; i++) out += `<rect x="${f(cx + r.range(-0.3, 0.15) * R)}" y="${f(cy + r.range(-0.3, 0.15) * R)}" width="${f(R * 0.16)}" height="${f(R * 0.16)}" rx="8" fill="#ffffff" opacity="0.5" transform="rotate(${f(r.range(0, 90))} ${f(cx)} ${f(cy)})"/>`;
      out += `<circle cx="${f(cx + R * 0.35)}" cy="${f(cy - R * 0.35)}" r="${f(R * 0.16)}" fill="#a7cf5a"/><circle cx="${f(cx + R * 0.35)}" cy="${f(cy - R * 0.35)}" r="${f(R * 0.12)}" fill="#d8ec9a"/>`;
      out += `<line x1="${f(cx - R * 0.1)}" y1="${f(cy)}" x2="${f(cx - R * 0.75)}" y2="${f(cy - R * 0.55)}" stroke="${pal.river}" stroke-width="${f(R * 0.05)}" stroke-linecap="round"/>`;
      return out + garnish(r, cx - R * 0.2, cy + R * 0.2, R * 0.1, 3);
    }
    case 'paratha':
    case 'breakfast':
    case 'pancakes': {
      let out = plate(doc, cx, cy, R);
      if (food === 'paratha') {
        for (let i = 0; i < 2; i++) {
          const x = cx - R * 0.2 + i * R * 0.1;
          const y = cy - R * 0.1 + i * R * 0.08;
          out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(R * 0.4)}" fill="#e8c27a"/>`;
          for (let k = 1; k < 5; k++) out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(R * 0.08 * k)}" fill="none" stroke="#c99a52" stroke-width="5" opacity="0.55"/>`;
        }
        out += `<path d="${blobPath(r, cx + R * 0.35, cy + R * 0.3, R * 0.24, R * 0.18, 0.2, 8)}" fill="#f2cd5c"/>` + garnish(r, cx + R * 0.35, cy + R * 0.3, R * 0.12, 4);
      } else if (food === 'pancakes') {
        for (let i = 0; i < 3; i++) out += `<circle cx="${f(cx)}" cy="${f(cy - i * R * 0.04)}" r="${f(R * 0.48)}" fill="${i === 2 ? '#e8b865' : '#c98f45'}"/>`;
        out += `<path d="${blobPath(r, cx, cy - R * 0.1, R * 0.26, R * 0.22, 0.3, 9)}" fill="#e79a2a" opacity="0.85"/><rect x="${f(cx - R * 0.07)}" y="${f(cy - R * 0.17)}" width="${f(R * 0.14)}" height="${f(R * 0.1)}" rx="6" fill="#fbe7a0"/>`;
      } else {
        out += eggHalf(cx - R * 0.3, cy - R * 0.2, R * 0.2, 0);
        out += `<rect x="${f(cx - R * 0.1)}" y="${f(cy - R * 0.45)}" width="${f(R * 0.5)}" height="${f(R * 0.1)}" rx="${f(R * 0.05)}" fill="${pal.brown}"/><rect x="${f(cx - R * 0.05)}" y="${f(cy - R * 0.3)}" width="${f(R * 0.5)}" height="${f(R * 0.1)}" rx="${f(R * 0.05)}" fill="${mix(pal.brown, pal.spice, 0.3)}"/>`;
        out += chunks(r, cx - R * 0.1, cy + R * 0.3, R * 0.2, 14, '#c25a2e', R * 0.045);
        out += `<circle cx="${f(cx + R * 0.35)}" cy="${f(cy + R * 0.15)}" r="${f(R * 0.13)}" fill="#d9503a"/>`;
        out += `<rect x="${f(cx + R * 0.15)}" y="${f(cy + R * 0.3)}" width="${f(R * 0.3)}" height="${f(R * 0.24)}" rx="10" fill="#eab96a" transform="rotate(12 ${f(cx + R * 0.3)} ${f(cy + R * 0.4)})"/>`;
      }
      return out;
    }
  }
}

function tableTop(doc: Doc, r: Rand, style: number): string {
  const { w, h } = doc;
  const styles = [
    [pal.cream, pal.sandLight],
    [pal.fairway, pal.fairwayMid],
    [mix(pal.sand, pal.brown, 0.25), mix(pal.sand, pal.brown, 0.4)],
    [pal.riverDeep, pal.river],
  ] as const;
  const [base, line] = styles[style % styles.length]!;
  let out = `<rect width="${w}" height="${h}" fill="${base}"/>`;
  if (style % 4 === 0) {
    // Linen with a woven check.
    for (let x = 0; x < w; x += 80) out += `<rect x="${x}" y="0" width="24" height="${h}" fill="${line}" opacity="0.35"/>`;
    for (let y = 0; y < h; y += 80) out += `<rect x="0" y="${y}" width="${w}" height="24" fill="${line}" opacity="0.35"/>`;
  } else if (style % 4 === 2) {
    for (let y = 0; y < h; y += 110) out += `<line x1="0" y1="${y}" x2="${w}" y2="${y + r.range(-10, 10)}" stroke="${line}" stroke-width="4" opacity="0.6"/>`;
  } else {
    out += `<rect width="${w}" height="${h}" fill="${doc.radial([
      [0, line, 0.7],
      [1, line, 0],
    ])}"/>`;
  }
  return out;
}

function foodPicture(doc: Doc, r: Rand, text: string, isCategory: boolean): string {
  const { w, h } = doc;
  const food = foodFor(text);
  let out = tableTop(doc, r, isCategory ? r.pick([1, 3]) : r.pick([0, 2, 0, 1]));
  const cx = w / 2 + (isCategory ? -w * 0.06 : 0);
  const cy = h / 2 + (isCategory ? h * 0.04 : 0);
  const R = Math.min(w, h) * (isCategory ? 0.36 : 0.4);
  // A folded napkin and cutlery frame the plate.
  out += `<rect x="${f(w * 0.82)}" y="${f(h * 0.15)}" width="${f(w * 0.13)}" height="${f(h * 0.6)}" rx="10" fill="${pal.cream}" opacity="${isCategory ? 0.95 : 0.8}" transform="rotate(4 ${f(w * 0.88)} ${f(h * 0.45)})"/>`;
  out += `<line x1="${f(w * 0.87)}" y1="${f(h * 0.2)}" x2="${f(w * 0.88)}" y2="${f(h * 0.72)}" stroke="#b9c2c4" stroke-width="${f(w * 0.012)}" stroke-linecap="round"/>`;
  out += drawFood(doc, r.fork('food'), food, cx, cy, R);
  if (isCategory) {
    // A side dish and a few loose ingredients tell a fuller story on the category card.
    const drinks: readonly Food[] = ['tea', 'coffee', 'glass', 'coconut'];
    const sweets: readonly Food[] = ['sweets', 'doi', 'pudding', 'brownie', 'fruit'];
    const side: Food = drinks.includes(food) ? r.pick(['fruit', 'sweets']) : sweets.includes(food) ? 'tea' : r.pick(['salad', 'glass', 'dal', 'salad']);
    out += drawFood(doc, r.fork('side'), side, w * 0.16, h * 0.16, Math.min(w, h) * 0.13);
    out += garnish(r.fork('loose'), w * 0.18, h * 0.85, w * 0.08, 6);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Pro Shop products, on a studio backdrop.

function productPicture(doc: Doc, r: Rand, text: string): string {
  const { w, h } = doc;
  const lower = text.toLowerCase();
  const backdrop = r.pick([pal.cream, mix(pal.cream, pal.sandLight, 0.5), mix(pal.cream, pal.grassPale, 0.6)]);
  let out = `<rect width="${w}" height="${h}" fill="${backdrop}"/>`;
  out += `<circle cx="${f(w * 0.5)}" cy="${f(h * 0.46)}" r="${f(w * 0.36)}" fill="${r.pick([pal.sandLight, pal.grassPale, pal.riverPale])}" opacity="0.8"/>`;
  out += `<rect y="${f(h * 0.8)}" width="${w}" height="${f(h * 0.2)}" fill="${mix(backdrop, pal.sandDeep, 0.18)}"/>`;
  out += softShadow(doc, w * 0.5, h * 0.8, w * 0.34, h * 0.035, 0.35);
  const steel = '#a9bcc4';
  const dark = '#1d2b2b';
  const cx = w / 2;
  const club = (x1: number, y1: number, angle: number, length: number, head: 'driver' | 'iron' | 'putter') => {
    const rad = (angle * Math.PI) / 180;
    const x2 = x1 + Math.sin(rad) * length;
    const y2 = y1 + Math.cos(rad) * length;
    let c = `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${steel}" stroke-width="20" stroke-linecap="round"/>`;
    c += `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x1 + Math.sin(rad) * 260)}" y2="${f(y1 + Math.cos(rad) * 260)}" stroke="${dark}" stroke-width="42" stroke-linecap="round"/>`;
    if (head === 'driver') c += `<path d="${blobPath(new Rand(3), x2 + 90, y2 + 55, 220, 125, 0.02, 12)}" fill="${dark}"/><path d="M${f(x2 - 100)} ${f(y2 + 80)}Q${f(x2 + 90)} ${f(y2 - 30)} ${f(x2 + 280)} ${f(y2 + 30)}" stroke="${pal.sand}" stroke-width="14" fill="none"/><ellipse cx="${f(x2 + 40)}" cy="${f(y2 + 20)}" rx="70" ry="24" fill="#ffffff" opacity="0.12"/>`;
    else if (head === 'iron') c += `<path d="M${f(x2 - 15)} ${f(y2 - 30)}L${f(x2 + 170)} ${f(y2 + 15)}Q${f(x2 + 190)} ${f(y2 + 55)} ${f(x2 + 170)} ${f(y2 + 80)}L${f(x2 - 20)} ${f(y2 + 60)}Z" fill="#c6d2d6" stroke="#8fa1a8" stroke-width="6"/><path d="M${f(x2 + 10)} ${f(y2 + 10)}L${f(x2 + 150)} ${f(y2 + 38)}" stroke="#8fa1a8" stroke-width="5"/>`;
    else c += `<rect x="${f(x2 - 40)}" y="${f(y2 - 30)}" width="300" height="110" rx="50" fill="${dark}"/><rect x="${f(x2 + 60)}" y="${f(y2 - 14)}" width="100" height="16" rx="8" fill="${pal.cream}"/><rect x="${f(x2 - 40)}" y="${f(y2 + 60)}" width="300" height="20" rx="10" fill="${pal.sandDeep}"/>`;
    return c;
  };
  const ball = (x: number, y: number, radius: number) => {
    let b = `<circle cx="${f(x)}" cy="${f(y)}" r="${f(radius)}" fill="${doc.radial([
      [0, '#ffffff'],
      [0.7, '#f3f1ea'],
      [1, '#cfd2cc'],
    ], 0.38, 0.35, 0.7)}"/>`;
    for (let i = 0; i < 18; i++) {
      const a = (i / 18) * Math.PI * 2;
      const d = radius * (i % 2 ? 0.45 : 0.72);
      b += `<circle cx="${f(x + Math.cos(a) * d)}" cy="${f(y + Math.sin(a) * d)}" r="${f(radius * 0.06)}" fill="#d9dbd4"/>`;
    }
    return b;
  };
  if (/rangefinder/.test(lower)) {
    out += `<rect x="${f(cx - 330)}" y="${f(h * 0.38)}" width="660" height="420" rx="90" fill="${dark}"/><rect x="${f(cx - 300)}" y="${f(h * 0.38 + 30)}" width="220" height="360" rx="60" fill="${pal.fairway}"/>`;
    out += `<circle cx="${f(cx + 160)}" cy="${f(h * 0.38 + 210)}" r="150" fill="#2b3b3f"/><circle cx="${f(cx + 160)}" cy="${f(h * 0.38 + 210)}" r="110" fill="${doc.radial([
      [0, pal.riverLight],
      [1, pal.riverDeep],
    ], 0.35, 0.35, 0.7)}"/><circle cx="${f(cx + 125)}" cy="${f(h * 0.38 + 175)}" r="28" fill="#ffffff" opacity="0.6"/>`;
    out += `<rect x="${f(cx - 120)}" y="${f(h * 0.38 - 40)}" width="120" height="50" rx="20" fill="${pal.sand}"/>`;
  } else if (/umbrella/.test(lower)) {
    // A domed canopy in alternating panels, clipped to its scalloped outline.
    const rim = h * 0.5;
    const rr = w * 0.36;
    const apex = rim - rr * 0.62;
    let outline = `M${f(cx - rr)} ${f(rim)}A${f(rr)} ${f(rr * 0.62)} 0 0 1 ${f(cx + rr)} ${f(rim)}`;
    for (let i = 8; i > 0; i--) {
      const x0 = cx - rr + ((2 * rr) / 8) * i;
      outline += `Q${f(x0 - rr / 8)} ${f(rim - rr * 0.1)} ${f(x0 - rr / 4)} ${f(rim)}`;
    }
    const clip = doc.clip(`<path d="${outline}Z"/>`);
    let panels = '';
    for (let i = 0; i < 8; i++) {
      const xa = cx - rr * 1.3 + ((2.6 * rr) / 8) * i;
      const xb = xa + (2.6 * rr) / 8;
      panels += `<path d="M${f(cx)} ${f(apex)}L${f(xa)} ${f(rim + 40)}L${f(xb)} ${f(rim + 40)}Z" fill="${i % 2 ? pal.cream : pal.fairway}"/>`;
    }
    out += `<line x1="${f(cx)}" y1="${f(rim - 40)}" x2="${f(cx)}" y2="${f(h * 0.76)}" stroke="${dark}" stroke-width="18"/><path d="M${f(cx)} ${f(h * 0.76)}q0 80 -70 80q-60 0 -60 -60" stroke="${pal.sandDeep}" stroke-width="38" fill="none" stroke-linecap="round"/>`;
    out += `<g clip-path="${clip}">${panels}</g><path d="${outline}Z" fill="none" stroke="${pal.fairwayDeep}" stroke-width="6"/>`;
    out += `<line x1="${f(cx)}" y1="${f(apex - 70)}" x2="${f(cx)}" y2="${f(apex)}" stroke="${dark}" stroke-width="16" stroke-linecap="round"/>`;
  } else if (/bag/.test(lower)) {
    out += club(cx - 80, h * 0.12, 4, 300, 'driver') + club(cx + 10, h * 0.1, -3, 300, 'iron') + club(cx + 90, h * 0.14, -8, 300, 'iron');
    out += `<rect x="${f(cx - 200)}" y="${f(h * 0.3)}" width="400" height="${f(h * 0.48)}" rx="80" fill="${pal.fairway}"/>`;
    out += `<rect x="${f(cx - 200)}" y="${f(h * 0.3)}" width="400" height="90" rx="40" fill="${dark}"/><rect x="${f(cx - 200)}" y="${f(h * 0.56)}" width="400" height="40" fill="${pal.sand}"/>`;
    out += `<rect x="${f(cx + 60)}" y="${f(h * 0.42)}" width="110" height="260" rx="30" fill="${pal.fairwayMid}"/>`;
    out += `<path d="M${f(cx - 200)} ${f(h * 0.38)}Q${f(cx - 380)} ${f(h * 0.5)} ${f(cx - 190)} ${f(h * 0.7)}" stroke="${pal.sandDeep}" stroke-width="26" fill="none"/>`;
    out += `<line x1="${f(cx - 150)}" y1="${f(h * 0.55)}" x2="${f(cx - 300)}" y2="${f(h * 0.8)}" stroke="${dark}" stroke-width="14"/><line x1="${f(cx + 150)}" y1="${f(h * 0.55)}" x2="${f(cx + 280)}" y2="${f(h * 0.8)}" stroke="${dark}" stroke-width="14"/>`;
    out += strokeText('RGCC', cx - 40, h * 0.45, 90, pal.cream, 0.14);
  } else if (/irons/.test(lower)) {
    for (let i = 0; i < 6; i++) out += club(cx - 420 + i * 110, h * 0.1 + i * 14, -8 + i * 3, 860 - i * 25, 'iron');
  } else if (/putter/.test(lower)) {
    out += club(cx - 230, h * 0.1, 16, 880, 'putter');
  } else if (/driver/.test(lower)) {
    out += club(cx - 260, h * 0.08, 18, 820, 'driver');
  } else if (/balls/.test(lower)) {
    out += `<rect x="${f(cx - 400)}" y="${f(h * 0.52)}" width="420" height="260" rx="24" fill="${pal.fairway}"/><rect x="${f(cx - 400)}" y="${f(h * 0.52)}" width="420" height="60" rx="20" fill="${pal.fairwayDeep}"/>`;
    out += strokeText('TOUR', cx - 190, h * 0.52 + 110, 70, pal.cream, 0.14);
    out += ball(cx + 180, h * 0.66, 130) + ball(cx + 330, h * 0.7, 110) + ball(cx + 40, h * 0.72, 95);
  } else if (/glove/.test(lower)) {
    const g = pal.cream;
    out += `<g transform="rotate(-12 ${f(cx)} ${f(h * 0.5)})"><rect x="${f(cx - 230)}" y="${f(h * 0.42)}" width="460" height="470" rx="150" fill="${g}" stroke="#d5ccb8" stroke-width="8"/>`;
    for (let i = 0; i < 4; i++) out += `<rect x="${f(cx - 215 + i * 115)}" y="${f(h * 0.16 + Math.abs(i - 1.5) * 50)}" width="96" height="${f(380 - Math.abs(i - 1.5) * 40)}" rx="48" fill="${g}" stroke="#d5ccb8" stroke-width="8"/>`;
    out += `<rect x="${f(cx - 380)}" y="${f(h * 0.46)}" width="260" height="96" rx="48" fill="${g}" stroke="#d5ccb8" stroke-width="8" transform="rotate(35 ${f(cx - 250)} ${f(h * 0.5)})"/>`;
    out += `<rect x="${f(cx - 160)}" y="${f(h * 0.68)}" width="320" height="90" rx="20" fill="${pal.fairway}"/><circle cx="${f(cx + 100)}" cy="${f(h * 0.68 + 45)}" r="22" fill="${pal.sand}"/></g>`;
  } else if (/cap/.test(lower)) {
    out += `<path d="M${f(cx - 340)} ${f(h * 0.62)}A340 320 0 0 1 ${f(cx + 340)} ${f(h * 0.62)}Z" fill="${pal.fairway}"/>`;
    out += `<path d="M${f(cx + 200)} ${f(h * 0.6)}Q${f(cx + 520)} ${f(h * 0.58)} ${f(cx + 560)} ${f(h * 0.7)}Q${f(cx + 360)} ${f(h * 0.74)} ${f(cx + 120)} ${f(h * 0.66)}Z" fill="${pal.fairwayDeep}"/>`;
    out += `<path d="M${f(cx)} ${f(h * 0.62 - 320)}L${f(cx)} ${f(h * 0.62)}" stroke="${pal.fairwayDeep}" stroke-width="6"/><circle cx="${f(cx)}" cy="${f(h * 0.62 - 318)}" r="22" fill="${pal.fairwayDeep}"/>`;
    out += strokeText('RGCC', cx - 20, h * 0.62 - 210, 90, pal.sand, 0.16);
  } else if (/polo|shirt/.test(lower)) {
    out += `<path d="M${f(cx - 220)} ${f(h * 0.18)}L${f(cx - 430)} ${f(h * 0.3)}L${f(cx - 350)} ${f(h * 0.45)}L${f(cx - 260)} ${f(h * 0.4)}L${f(cx - 260)} ${f(h * 0.8)}L${f(cx + 260)} ${f(h * 0.8)}L${f(cx + 260)} ${f(h * 0.4)}L${f(cx + 350)} ${f(h * 0.45)}L${f(cx + 430)} ${f(h * 0.3)}L${f(cx + 220)} ${f(h * 0.18)}Q${f(cx)} ${f(h * 0.26)} ${f(cx - 220)} ${f(h * 0.18)}Z" fill="${pal.river}"/>`;
    out += `<path d="M${f(cx - 150)} ${f(h * 0.17)}L${f(cx)} ${f(h * 0.3)}L${f(cx + 150)} ${f(h * 0.17)}L${f(cx + 80)} ${f(h * 0.14)}L${f(cx)} ${f(h * 0.2)}L${f(cx - 80)} ${f(h * 0.14)}Z" fill="${pal.cream}"/>`;
    out += `<rect x="${f(cx - 30)}" y="${f(h * 0.24)}" width="60" height="${f(h * 0.13)}" fill="${mix(pal.river, pal.ink, 0.2)}"/><circle cx="${f(cx)}" cy="${f(h * 0.28)}" r="9" fill="${pal.cream}"/><circle cx="${f(cx)}" cy="${f(h * 0.33)}" r="9" fill="${pal.cream}"/>`;
    out += `<path d="M${f(cx - 350)} ${f(h * 0.45)}L${f(cx - 430)} ${f(h * 0.3)}" stroke="${pal.cream}" stroke-width="14"/><path d="M${f(cx + 350)} ${f(h * 0.45)}L${f(cx + 430)} ${f(h * 0.3)}" stroke="${pal.cream}" stroke-width="14"/>`;
    out += strokeText('RGCC', cx + 150, h * 0.34, 40, pal.sand, 0.16);
  } else if (/shoe/.test(lower)) {
    out += `<path d="M${f(cx - 480)} ${f(h * 0.7)}L${f(cx - 470)} ${f(h * 0.48)}Q${f(cx - 300)} ${f(h * 0.4)} ${f(cx - 120)} ${f(h * 0.5)}Q${f(cx + 150)} ${f(h * 0.55)} ${f(cx + 420)} ${f(h * 0.6)}Q${f(cx + 520)} ${f(h * 0.64)} ${f(cx + 500)} ${f(h * 0.72)}Z" fill="${pal.cream}" stroke="#cfc5b0" stroke-width="8"/>`;
    out += `<path d="M${f(cx - 500)} ${f(h * 0.7)}L${f(cx + 510)} ${f(h * 0.72)}L${f(cx + 490)} ${f(h * 0.77)}L${f(cx - 490)} ${f(h * 0.76)}Z" fill="${pal.fairway}"/>`;
    for (let i = 0; i < 5; i++) out += `<line x1="${f(cx - 200 + i * 50)}" y1="${f(h * 0.5 + i * 4)}" x2="${f(cx - 160 + i * 50)}" y2="${f(h * 0.46 + i * 4)}" stroke="${pal.river}" stroke-width="10" stroke-linecap="round"/>`;
    out += `<path d="M${f(cx - 470)} ${f(h * 0.55)}Q${f(cx - 300)} ${f(h * 0.6)} ${f(cx - 200)} ${f(h * 0.7)}" stroke="${pal.sand}" stroke-width="20" fill="none"/>`;
  } else if (/tee/.test(lower)) {
    for (let i = 0; i < 7; i++) {
      const x = cx - 420 + i * 120;
      const y = h * 0.35 + (i % 2) * 60;
      out += `<g transform="rotate(${f(-30 + i * 10)} ${f(x)} ${f(y + 200)})"><path d="M${f(x - 40)} ${f(y)}L${f(x + 40)} ${f(y)}L${f(x + 12)} ${f(y + 40)}L${f(x + 8)} ${f(y + 320)}L${f(x)} ${f(y + 345)}L${f(x - 8)} ${f(y + 320)}L${f(x - 12)} ${f(y + 40)}Z" fill="${i % 3 === 0 ? pal.sandDeep : pal.sand}"/></g>`;
    }
    out += `<circle cx="${f(cx + 300)}" cy="${f(h * 0.72)}" r="90" fill="#d9b26a"/><circle cx="${f(cx + 300)}" cy="${f(h * 0.72)}" r="70" fill="${pal.fairway}"/>`;
    out += strokeText('R', cx + 300, h * 0.72 - 40, 80, pal.sand, 0.16);
  } else {
    out += ball(cx, h * 0.55, 200);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Sponsor logos: an emblem with the company's initials and its name.

function sponsorLogo(doc: Doc, r: Rand, name: string): string {
  const { w, h } = doc;
  const lower = name.toLowerCase();
  const words = name.replace(/\b(ltd|limited)\b\.?/i, '').trim().split(/\s+/);
  const initials = words
    .filter((word) => !/^(&|and|of)$/i.test(word))
    .map((word) => word[0]!)
    .join('')
    .slice(0, 3);
  const [main, accent] = r.pick([
    [pal.fairway, pal.sand],
    [pal.river, pal.sand],
    [pal.ink, pal.sand],
    [pal.fairwayMid, pal.cream],
  ] as const);
  let out = `<rect width="${w}" height="${h}" fill="${pal.cream}"/>`;
  const cx = w / 2;
  const cy = h * 0.4;
  const s = h * 0.25;
  const shape = hashString(name) % 3;
  if (shape === 0) out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s)}" fill="${main}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s * 0.88)}" fill="none" stroke="${accent}" stroke-width="${f(s * 0.04)}"/>`;
  else if (shape === 1) out += `<path d="M${f(cx - s)} ${f(cy - s * 0.9)}L${f(cx + s)} ${f(cy - s * 0.9)}L${f(cx + s)} ${f(cy + s * 0.1)}Q${f(cx + s)} ${f(cy + s * 0.8)} ${f(cx)} ${f(cy + s * 1.1)}Q${f(cx - s)} ${f(cy + s * 0.8)} ${f(cx - s)} ${f(cy + s * 0.1)}Z" fill="${main}"/>`;
  else out += `<rect x="${f(cx - s * 0.8)}" y="${f(cy - s * 0.8)}" width="${f(s * 1.6)}" height="${f(s * 1.6)}" rx="${f(s * 0.2)}" transform="rotate(45 ${f(cx)} ${f(cy)})" fill="${main}"/>`;
  // A small motif of the trade above the initials.
  const my = cy - s * 0.6;
  if (/agro|tea|farm/.test(lower)) out += leaf(cx - s * 0.12, my, s * 0.16, -40, accent) + leaf(cx + s * 0.12, my, s * 0.16, 40, accent);
  else if (/bridge|builders/.test(lower)) out += `<path d="M${f(cx - s * 0.4)} ${f(my + s * 0.08)}Q${f(cx)} ${f(my - s * 0.25)} ${f(cx + s * 0.4)} ${f(my + s * 0.08)}" stroke="${accent}" stroke-width="${f(s * 0.05)}" fill="none"/>`;
  else if (/ceramic/.test(lower)) out += `<path d="M${f(cx - s * 0.1)} ${f(my - s * 0.2)}L${f(cx + s * 0.1)} ${f(my - s * 0.2)}L${f(cx + s * 0.07)} ${f(my - s * 0.1)}Q${f(cx + s * 0.22)} ${f(my)} ${f(cx + s * 0.1)} ${f(my + s * 0.14)}L${f(cx - s * 0.1)} ${f(my + s * 0.14)}Q${f(cx - s * 0.22)} ${f(my)} ${f(cx - s * 0.07)} ${f(my - s * 0.1)}Z" fill="${accent}"/>`;
  else out += `<path d="M${f(cx - s * 0.35)} ${f(my)}q${f(s * 0.12)} ${f(-s * 0.1)} ${f(s * 0.23)} 0t${f(s * 0.23)} 0t${f(s * 0.23)} 0" stroke="${accent}" stroke-width="${f(s * 0.05)}" fill="none"/>`;
  out += strokeText(initials, cx, cy - s * 0.14, s * 0.5, pal.cream, 0.13);
  const label = words.join(' ');
  const size = Math.min(h * 0.08, (w * 0.86) / (label.length * 1.1) * 1.2);
  out += strokeText(label, cx, h * 0.75, size, main, 0.12);
  if (/\b(ltd|limited)\b/i.test(name)) out += strokeText('LIMITED', cx, h * 0.75 + size * 1.6, size * 0.5, accent === pal.cream ? pal.sandDeep : accent, 0.14, 1);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Portraits of the office holders: flat, faceless busts in club colours.

const femaleNames = /\b(farhana|nusrat|nasrin|fatema|ayesha|sultana|shirin|rokeya|tahmina|rehana|salma|jahanara|shamima|sabina)\b/i;

function portrait(doc: Doc, r: Rand, text: string): string {
  const { w, h } = doc;
  const female = femaleNames.test(text);
  const senior = /president/i.test(text) && !/vice/i.test(text);
  const bg = r.pick([
    [pal.fairwayMid, pal.fairway],
    [pal.river, pal.riverDeep],
    [pal.fairwayLight, pal.fairwayMid],
  ] as const);
  let out = `<rect width="${w}" height="${h}" fill="${doc.linear([
    [0, bg[0]],
    [1, bg[1]],
  ])}"/>`;
  out += `<circle cx="${f(w * 0.5)}" cy="${f(h * 0.42)}" r="${f(w * 0.42)}" fill="${pal.sand}" opacity="0.22"/>`;
  // A hint of the course behind.
  out += `<path d="M0 ${f(h * 0.74)}Q${f(w * 0.3)} ${f(h * 0.7)} ${f(w * 0.6)} ${f(h * 0.74)}T${w} ${f(h * 0.72)}L${w} ${h}L0 ${h}Z" fill="${pal.fairwayDeep}" opacity="0.35"/>`;
  const skin = r.pick(skinTones);
  const skinShade = mix(skin, pal.ink, 0.18);
  const hair = senior ? '#9a9890' : r.pick(['#1b1714', '#2a211c', '#3a2c22']);
  const cx = w / 2;
  const headY = h * 0.44;
  const hr = w * 0.15;
  const jacket = female ? r.pick([pal.river, pal.fairway, pal.sandDeep]) : r.pick([pal.ink, mix(pal.riverDeep, pal.ink, 0.3), pal.fairwayDeep]);
  // Hair behind the head (long hair or the back of a scarf).
  const scarf = female && r.chance(0.5);
  const scarfColor = r.pick([pal.sand, pal.cream, pal.riverLight]);
  if (female && !scarf) out += `<path d="M${f(cx - hr * 1.15)} ${f(headY)}Q${f(cx - hr * 1.3)} ${f(h * 0.72)} ${f(cx - hr * 0.6)} ${f(h * 0.74)}L${f(cx + hr * 0.6)} ${f(h * 0.74)}Q${f(cx + hr * 1.3)} ${f(h * 0.72)} ${f(cx + hr * 1.15)} ${f(headY)}Z" fill="${hair}"/>`;
  if (scarf) out += `<path d="M${f(cx - hr * 1.3)} ${f(headY)}Q${f(cx - hr * 1.5)} ${f(h * 0.66)} ${f(cx - hr * 2)} ${f(h * 0.78)}L${f(cx + hr * 2)} ${f(h * 0.78)}Q${f(cx + hr * 1.5)} ${f(h * 0.66)} ${f(cx + hr * 1.3)} ${f(headY)}Z" fill="${scarfColor}"/>`;
  // Shoulders and jacket.
  const shoulderY = h * 0.72;
  out += `<path d="M${f(cx - w * 0.46)} ${h}L${f(cx - w * 0.42)} ${f(shoulderY + h * 0.06)}Q${f(cx - w * 0.38)} ${f(shoulderY - h * 0.02)} ${f(cx - w * 0.16)} ${f(shoulderY - h * 0.04)}L${f(cx + w * 0.16)} ${f(shoulderY - h * 0.04)}Q${f(cx + w * 0.38)} ${f(shoulderY - h * 0.02)} ${f(cx + w * 0.42)} ${f(shoulderY + h * 0.06)}L${f(cx + w * 0.46)} ${h}Z" fill="${jacket}"/>`;
  if (!scarf) out += `<rect x="${f(cx - hr * 0.42)}" y="${f(headY + hr * 0.7)}" width="${f(hr * 0.84)}" height="${f(hr * 1.2)}" fill="${skinShade}"/>`;
  if (!female) {
    out += `<path d="M${f(cx - w * 0.11)} ${f(shoulderY - h * 0.04)}L${f(cx)} ${f(h * 0.9)}L${f(cx + w * 0.11)} ${f(shoulderY - h * 0.04)}Z" fill="${pal.cream}"/>`;
    out += `<path d="M${f(cx - w * 0.05)} ${f(shoulderY - h * 0.045)}L${f(cx)} ${f(shoulderY - h * 0.005)}L${f(cx + w * 0.05)} ${f(shoulderY - h * 0.045)}Z" fill="${mix(pal.cream, pal.ink, 0.1)}"/>`;
    if (r.chance(0.7)) out += `<path d="M${f(cx - w * 0.025)} ${f(shoulderY - h * 0.01)}L${f(cx + w * 0.025)} ${f(shoulderY - h * 0.01)}L${f(cx + w * 0.035)} ${f(h * 0.87)}L${f(cx)} ${f(h * 0.9)}L${f(cx - w * 0.035)} ${f(h * 0.87)}Z" fill="${r.pick([pal.sand, pal.river, pal.fairwayLight, '#8a3e2e'])}"/>`;
    out += `<path d="M${f(cx - w * 0.11)} ${f(shoulderY - h * 0.04)}L${f(cx - w * 0.02)} ${f(h * 0.92)}L${f(cx - w * 0.16)} ${f(shoulderY + h * 0.04)}Z" fill="${mix(jacket, pal.ink, 0.3)}"/><path d="M${f(cx + w * 0.11)} ${f(shoulderY - h * 0.04)}L${f(cx + w * 0.02)} ${f(h * 0.92)}L${f(cx + w * 0.16)} ${f(shoulderY + h * 0.04)}Z" fill="${mix(jacket, pal.ink, 0.3)}"/>`;
    out += `<path d="M${f(cx - w * 0.3)} ${f(h * 0.8)}l${f(w * 0.06)} 0l0 ${f(h * 0.012)}l${f(-w * 0.06)} 0Z" fill="${pal.sand}"/>`;
  } else {
    out += `<path d="M${f(cx - w * 0.1)} ${f(shoulderY - h * 0.04)}Q${f(cx)} ${f(h * 0.82)} ${f(cx + w * 0.1)} ${f(shoulderY - h * 0.04)}Z" fill="${scarf ? scarfColor : skinShade}"/>`;
    // An orna (stole) draped over one shoulder.
    out += `<path d="M${f(cx + w * 0.2)} ${f(shoulderY - h * 0.035)}Q${f(cx + w * 0.1)} ${f(h * 0.86)} ${f(cx - w * 0.18)} ${h}L${f(cx - w * 0.02)} ${h}Q${f(cx + w * 0.2)} ${f(h * 0.86)} ${f(cx + w * 0.32)} ${f(shoulderY - h * 0.01)}Z" fill="${r.pick([pal.sand, pal.cream, pal.riverLight])}" opacity="0.95"/>`;
  }
  // Head, ears, a lit side and a shaded side.
  if (!scarf) out += `<ellipse cx="${f(cx - hr * 0.98)}" cy="${f(headY + hr * 0.1)}" rx="${f(hr * 0.16)}" ry="${f(hr * 0.26)}" fill="${skinShade}"/><ellipse cx="${f(cx + hr * 0.98)}" cy="${f(headY + hr * 0.1)}" rx="${f(hr * 0.16)}" ry="${f(hr * 0.26)}" fill="${skinShade}"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(headY)}" rx="${f(hr)}" ry="${f(hr * 1.24)}" fill="${skin}"/>`;
  const faceClip = doc.clip(`<ellipse cx="${f(cx)}" cy="${f(headY)}" rx="${f(hr)}" ry="${f(hr * 1.24)}"/>`);
  out += `<g clip-path="${faceClip}"><ellipse cx="${f(cx + hr * 0.75)}" cy="${f(headY + hr * 0.1)}" rx="${f(hr * 0.5)}" ry="${f(hr * 1.4)}" fill="${skinShade}" opacity="0.28"/></g>`;
  if (scarf) {
    out += `<path d="M${f(cx - hr * 1.12)} ${f(headY + hr * 0.5)}Q${f(cx - hr * 1.25)} ${f(headY - hr * 1.5)} ${f(cx)} ${f(headY - hr * 1.42)}Q${f(cx + hr * 1.25)} ${f(headY - hr * 1.5)} ${f(cx + hr * 1.12)} ${f(headY + hr * 0.5)}Q${f(cx + hr * 1.1)} ${f(headY - hr * 1.05)} ${f(cx)} ${f(headY - hr * 1.08)}Q${f(cx - hr * 1.1)} ${f(headY - hr * 1.05)} ${f(cx - hr * 1.12)} ${f(headY + hr * 0.5)}Z" fill="${scarfColor}"/>`;
    // The scarf wraps under the chin and falls over the shoulders.
    out += `<path d="M${f(cx - hr * 1.12)} ${f(headY + hr * 0.3)}Q${f(cx - hr * 0.95)} ${f(headY + hr * 1.28)} ${f(cx)} ${f(headY + hr * 1.3)}Q${f(cx + hr * 0.95)} ${f(headY + hr * 1.28)} ${f(cx + hr * 1.12)} ${f(headY + hr * 0.3)}L${f(cx + hr * 1.6)} ${f(headY + hr * 2.3)}Q${f(cx)} ${f(headY + hr * 2.7)} ${f(cx - hr * 1.6)} ${f(headY + hr * 2.3)}Z" fill="${scarfColor}"/><path d="M${f(cx - hr * 0.9)} ${f(headY + hr * 1.1)}Q${f(cx)} ${f(headY + hr * 1.6)} ${f(cx + hr * 0.9)} ${f(headY + hr * 1.1)}" stroke="${mix(scarfColor, pal.ink, 0.15)}" stroke-width="${f(hr * 0.05)}" fill="none"/>`;
  } else if (female) {
    out += `<path d="M${f(cx - hr * 1.08)} ${f(headY + hr * 0.2)}Q${f(cx - hr * 1.2)} ${f(headY - hr * 1.4)} ${f(cx + hr * 0.1)} ${f(headY - hr * 1.3)}Q${f(cx + hr * 1.2)} ${f(headY - hr * 1.2)} ${f(cx + hr * 1.08)} ${f(headY + hr * 0.2)}Q${f(cx + hr * 0.9)} ${f(headY - hr * 0.7)} ${f(cx - hr * 0.1)} ${f(headY - hr * 0.78)}Q${f(cx - hr * 0.8)} ${f(headY - hr * 0.6)} ${f(cx - hr * 1.08)} ${f(headY + hr * 0.2)}Z" fill="${hair}"/>`;
  } else {
    const style = r.int(0, 2);
    if (style === 2 || senior) {
      // Receding: hair at the sides only.
      out += `<path d="M${f(cx - hr * 1.02)} ${f(headY + hr * 0.05)}Q${f(cx - hr * 1.05)} ${f(headY - hr * 0.8)} ${f(cx - hr * 0.6)} ${f(headY - hr * 1.0)}L${f(cx - hr * 0.7)} ${f(headY - hr * 0.55)}Q${f(cx - hr * 0.92)} ${f(headY - hr * 0.3)} ${f(cx - hr * 0.9)} ${f(headY + hr * 0.05)}Z" fill="${hair}"/><path d="M${f(cx + hr * 1.02)} ${f(headY + hr * 0.05)}Q${f(cx + hr * 1.05)} ${f(headY - hr * 0.8)} ${f(cx + hr * 0.6)} ${f(headY - hr * 1.0)}L${f(cx + hr * 0.7)} ${f(headY - hr * 0.55)}Q${f(cx + hr * 0.92)} ${f(headY - hr * 0.3)} ${f(cx + hr * 0.9)} ${f(headY + hr * 0.05)}Z" fill="${hair}"/>`;
      out += `<path d="M${f(cx - hr * 0.62)} ${f(headY - hr * 1.02)}Q${f(cx)} ${f(headY - hr * 1.34)} ${f(cx + hr * 0.62)} ${f(headY - hr * 1.02)}Q${f(cx)} ${f(headY - hr * 1.15)} ${f(cx - hr * 0.62)} ${f(headY - hr * 1.02)}Z" fill="${hair}" opacity="0.6"/>`;
    } else {
      const part = style === 0 ? -0.35 : 0.35;
      out += `<path d="M${f(cx - hr * 1.04)} ${f(headY - hr * 0.05)}Q${f(cx - hr * 1.15)} ${f(headY - hr * 1.45)} ${f(cx)} ${f(headY - hr * 1.38)}Q${f(cx + hr * 1.15)} ${f(headY - hr * 1.45)} ${f(cx + hr * 1.04)} ${f(headY - hr * 0.05)}Q${f(cx + hr * 0.95)} ${f(headY - hr * 0.75)} ${f(cx + hr * part)} ${f(headY - hr * 0.85)}Q${f(cx - hr * 0.9)} ${f(headY - hr * 0.8)} ${f(cx - hr * 1.04)} ${f(headY - hr * 0.05)}Z" fill="${hair}"/>`;
    }
    if (r.chance(0.45) || senior) {
      // A neat beard or moustache.
      out += r.chance(0.5)
        ? `<path d="M${f(cx - hr * 0.95)} ${f(headY + hr * 0.2)}Q${f(cx - hr * 0.8)} ${f(headY + hr * 1.3)} ${f(cx)} ${f(headY + hr * 1.3)}Q${f(cx + hr * 0.8)} ${f(headY + hr * 1.3)} ${f(cx + hr * 0.95)} ${f(headY + hr * 0.2)}Q${f(cx + hr * 0.6)} ${f(headY + hr * 0.9)} ${f(cx)} ${f(headY + hr * 0.85)}Q${f(cx - hr * 0.6)} ${f(headY + hr * 0.9)} ${f(cx - hr * 0.95)} ${f(headY + hr * 0.2)}Z" fill="${hair}" opacity="0.92"/>`
        : `<path d="M${f(cx - hr * 0.32)} ${f(headY + hr * 0.62)}Q${f(cx)} ${f(headY + hr * 0.5)} ${f(cx + hr * 0.32)} ${f(headY + hr * 0.62)}Q${f(cx)} ${f(headY + hr * 0.58)} ${f(cx - hr * 0.32)} ${f(headY + hr * 0.62)}Z" fill="${hair}" stroke="${hair}" stroke-width="${f(hr * 0.08)}"/>`;
    }
  }
  if (r.chance(0.4) || senior) {
    const gy = headY + hr * 0.02;
    const frame = mix(pal.ink, pal.sandDeep, 0.2);
    out += `<g fill="none" stroke="${frame}" stroke-width="${f(hr * 0.05)}"><rect x="${f(cx - hr * 0.72)}" y="${f(gy - hr * 0.18)}" width="${f(hr * 0.55)}" height="${f(hr * 0.36)}" rx="${f(hr * 0.12)}"/><rect x="${f(cx + hr * 0.17)}" y="${f(gy - hr * 0.18)}" width="${f(hr * 0.55)}" height="${f(hr * 0.36)}" rx="${f(hr * 0.12)}"/><path d="M${f(cx - hr * 0.17)} ${f(gy - hr * 0.04)}q${f(hr * 0.17)} ${f(-hr * 0.1)} ${f(hr * 0.34)} 0"/></g>`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Hole plans: each hole seen from above, tee on the left and green on the right.

interface HolePlan {
  number: number;
  par: number;
  menDistanceYards: number;
  description: string;
}

function holePlan(doc: Doc, r: Rand, hole: HolePlan): string {
  const { w, h } = doc;
  const text = hole.description.toLowerCase();
  let out = `<rect width="${w}" height="${h}" fill="${pal.fairwayLight}"/>`;
  // Rough texture.
  const tex = r.fork('texture');
  for (let i = 0; i < 260; i++) out += `<circle cx="${f(tex.range(0, w))}" cy="${f(tex.range(0, h))}" r="${f(tex.range(3, 9))}" fill="${pal.fairwayMid}" opacity="0.35"/>`;
  const riverSide = /left/.test(text.match(/river[^.]*?(left|right)/)?.[0] ?? '') ? 'top' : /river[^.]*?right/.test(text) ? 'bottom' : /river|teesta|water|inlet/.test(text) ? r.pick(['top', 'bottom']) : null;
  // Left of the line of play is the top of the picture when the tee is on the left.
  if (riverSide) {
    const y = riverSide === 'top' ? h * 0.1 : h * 0.9;
    const edge = ridgePoints(r.fork('river'), w, y, h * 0.03, 6);
    out += `<path d="${smoothPath(edge)}L${w + 100} ${riverSide === 'top' ? -10 : h + 10}L-100 ${riverSide === 'top' ? -10 : h + 10}Z" fill="${pal.river}"/>`;
    out += `<path d="${smoothPath(edge)}" stroke="${pal.sandLight}" stroke-width="10" fill="none" opacity="0.8"/>`;
    for (let i = 0; i < 16; i++) {
      const x = r.range(0, w);
      out += `<rect x="${f(x)}" y="${f(riverSide === 'top' ? r.range(0, h * 0.07) : r.range(h * 0.93, h))}" width="${f(r.range(20, 60))}" height="3" rx="1.5" fill="${pal.riverPale}" opacity="0.6"/>`;
    }
  }
  const teeX = w * 0.1;
  const greenX = w * (hole.par === 3 ? 0.78 : 0.84);
  const midY = h * 0.5;
  const dogleg = /dogleg left|curves to the left/.test(text) ? -1 : /dogleg right|curves to the right/.test(text) ? 1 : 0;
  // Left of the golfer is up in the picture, so a left dogleg bends upwards.
  // A dogleg keeps the control point on the corner, so the hole runs straight and then turns.
  const bendY = dogleg === 0 ? midY + r.range(-0.06, 0.06) * h : midY + h * 0.04 * dogleg;
  const greenY = dogleg === 0 ? midY + r.range(-0.08, 0.08) * h : midY + h * 0.24 * dogleg;
  const path = `M${f(teeX)} ${f(midY)}Q${f(w * 0.48)} ${f(bendY)} ${f(greenX)} ${f(greenY)}`;
  // Trees along the edges of the hole.
  const trees = r.fork('trees');
  const palms = /palm/.test(text);
  for (let i = 0; i < 34; i++) {
    const x = trees.range(0, w);
    const top = trees.chance(0.5);
    const y = top ? trees.range(h * 0.14, h * 0.26) : trees.range(h * 0.74, h * 0.86);
    if (riverSide && ((riverSide === 'top' && top) || (riverSide === 'bottom' && !top))) continue;
    const size = trees.range(28, 48);
    if (palms && trees.chance(0.6)) {
      let star = '';
      for (let k = 0; k < 7; k++) star += leaf(x + Math.cos((k / 7) * Math.PI * 2) * size * 0.5, y + Math.sin((k / 7) * Math.PI * 2) * size * 0.5, size * 0.55, (k / 7) * 360, pal.fairway);
      out += `<circle cx="${f(x + 10)}" cy="${f(y + 12)}" r="${f(size * 0.8)}" fill="${pal.ink}" opacity="0.2"/>${star}`;
    } else {
      out += `<circle cx="${f(x + 10)}" cy="${f(y + 12)}" r="${f(size)}" fill="${pal.ink}" opacity="0.22"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(size)}" fill="${pal.fairway}"/><circle cx="${f(x - size * 0.25)}" cy="${f(y - size * 0.25)}" r="${f(size * 0.55)}" fill="${pal.fairwayMid}"/>`;
    }
  }
  if (/mango|stand of/.test(text)) {
    for (let i = 0; i < 7; i++) {
      const x = w * 0.5 + r.range(-80, 80);
      // Inside the corner of the dogleg.
      const y = midY + (dogleg || 1) * h * 0.2 + r.range(-60, 60);
      out += `<circle cx="${f(x + 10)}" cy="${f(y + 12)}" r="48" fill="${pal.ink}" opacity="0.22"/><circle cx="${f(x)}" cy="${f(y)}" r="48" fill="${pal.fairwayDeep}"/><circle cx="${f(x - 12)}" cy="${f(y - 12)}" r="26" fill="${pal.fairway}"/>`;
    }
  }
  if (hole.par > 3) {
    out += `<path d="${path}" stroke="${pal.grass}" stroke-width="${f(h * 0.2)}" fill="none" stroke-linecap="round"/>`;
    // Mowing stripes: the same path, dashed across its width.
    out += `<path d="${path}" stroke="${pal.grassLight}" stroke-width="${f(h * 0.2)}" fill="none" stroke-dasharray="46 46" opacity="0.35"/>`;
  } else if (/inlet|sandbar|water/.test(text)) {
    out += `<path d="${blobPath(r.fork('inlet'), w * 0.45, midY, w * 0.12, h * 0.2, 0.15, 8)}" fill="${pal.river}"/><path d="${blobPath(r.fork('bar'), w * 0.45, midY + h * 0.05, w * 0.07, h * 0.06, 0.2, 7)}" fill="${pal.sandLight}"/>`;
  }
  if (/clubhouse|verandah/.test(text)) {
    // The clubhouse roof from above: a hipped roof with its ridge, the verandah facing the green.
    const rx = w * 0.91;
    const ry = h * 0.3;
    const rw = w * 0.12;
    const rh = h * 0.4;
    out += `<rect x="${f(rx + 12)}" y="${f(ry + 14)}" width="${f(rw)}" height="${f(rh)}" fill="${pal.ink}" opacity="0.3"/><rect x="${f(rx - w * 0.018)}" y="${f(ry)}" width="${f(w * 0.018)}" height="${f(rh)}" fill="${pal.cream}"/><rect x="${f(rx)}" y="${f(ry)}" width="${f(rw)}" height="${f(rh)}" fill="${pal.fairwayMid}"/>`;
    out += `<path d="M${f(rx)} ${f(ry)}L${f(rx + rw * 0.5)} ${f(ry + rw * 0.5)}L${f(rx + rw * 0.5)} ${f(ry + rh - rw * 0.5)}L${f(rx)} ${f(ry + rh)}M${f(rx + rw)} ${f(ry)}L${f(rx + rw * 0.5)} ${f(ry + rw * 0.5)}M${f(rx + rw)} ${f(ry + rh)}L${f(rx + rw * 0.5)} ${f(ry + rh - rw * 0.5)}" stroke="${pal.fairwayDeep}" stroke-width="6" fill="none"/>`;
  }
  // Green with fringe, bunkers and the flag.
  const gr = h * 0.1;
  out += `<path d="${blobPath(r.fork('fringe'), greenX, greenY, gr * 1.25, gr * 1.1, 0.1, 9)}" fill="${pal.grass}"/><path d="${blobPath(r.fork('green'), greenX, greenY, gr, gr * 0.85, 0.1, 9)}" fill="${pal.grassLight}"/>`;
  const count = /three/.test(text) ? 3 : /two|both sides|front-left and back-right/.test(text) ? 2 : 1;
  const sand = r.fork('sand');
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + (count === 1 ? (/left/.test(text) ? -Math.PI / 2 : Math.PI / 2) : Math.PI / 4);
    out += `<path d="${blobPath(sand, greenX + Math.cos(a) * gr * 1.55, greenY + Math.sin(a) * gr * 1.4, gr * 0.45, gr * 0.3, 0.25, 8)}" fill="${pal.sand}" stroke="${pal.sandLight}" stroke-width="6"/>`;
  }
  if (/fairway bunker|cross bunker|landing/.test(text) && hole.par > 3) {
    const cross = /cross/.test(text);
    const bx = w * (cross ? 0.6 : 0.42);
    const by = cross ? (midY + greenY) / 2 + h * 0.02 : midY + h * 0.12;
    out += `<path d="${blobPath(sand, bx, by, cross ? gr * 0.4 : gr * 0.6, cross ? gr * 1.1 : gr * 0.3, 0.2, 8)}" fill="${pal.sand}" stroke="${pal.sandLight}" stroke-width="6"/>`;
    if (/two/.test(text)) out += `<path d="${blobPath(sand, bx + w * 0.08, by + h * 0.02, gr * 0.5, gr * 0.28, 0.2, 8)}" fill="${pal.sand}" stroke="${pal.sandLight}" stroke-width="6"/>`;
  }
  out += `<circle cx="${f(greenX + 8)}" cy="${f(greenY + 8)}" r="10" fill="${pal.ink}" opacity="0.3"/><circle cx="${f(greenX)}" cy="${f(greenY)}" r="9" fill="${pal.ink}"/><line x1="${f(greenX)}" y1="${f(greenY)}" x2="${f(greenX)}" y2="${f(greenY - 80)}" stroke="${pal.cream}" stroke-width="6"/><path d="M${f(greenX)} ${f(greenY - 80)}l46 14l-46 14Z" fill="${mix(pal.sand, pal.spice, 0.35)}"/>`;
  // Tees, and the line of play as a dotted guide.
  out += `<rect x="${f(teeX - 40)}" y="${f(midY - 34)}" width="70" height="40" rx="10" fill="${pal.grassLight}"/><rect x="${f(teeX + 30)}" y="${f(midY + 6)}" width="60" height="36" rx="10" fill="${pal.grassLight}"/>`;
  out += `<path d="${path}" stroke="${pal.cream}" stroke-width="6" fill="none" stroke-dasharray="2 26" stroke-linecap="round" opacity="0.85"/>`;
  // Labels: the hole number in a badge, par and length on a card.
  out += `<circle cx="${f(w * 0.09)}" cy="${f(h * 0.15)}" r="${f(h * 0.1)}" fill="${pal.cream}"/><circle cx="${f(w * 0.09)}" cy="${f(h * 0.15)}" r="${f(h * 0.088)}" fill="none" stroke="${pal.fairway}" stroke-width="6"/>`;
  out += strokeText(String(hole.number), w * 0.09, h * 0.15 - h * 0.05, h * 0.1, pal.fairway, 0.16);
  const size = h * 0.045;
  const par = `PAR ${hole.par}`;
  const yards = `${hole.menDistanceYards} YDS`;
  const gap = size * 1.4;
  const pad = size * 0.8;
  const cardW = textWidth(par, size) + gap + textWidth(yards, size) + pad * 2;
  const cardX = w * 0.96 - cardW;
  out += `<rect x="${f(cardX)}" y="${f(h * 0.84)}" width="${f(cardW)}" height="${f(size * 2.2)}" rx="18" fill="${pal.cream}" opacity="0.95"/>`;
  out += strokeText(par, cardX + pad + textWidth(par, size) / 2, h * 0.84 + size * 0.6, size, pal.fairway, 0.16);
  out += `<line x1="${f(cardX + pad + textWidth(par, size) + gap / 2)}" y1="${f(h * 0.84 + size * 0.5)}" x2="${f(cardX + pad + textWidth(par, size) + gap / 2)}" y2="${f(h * 0.84 + size * 1.7)}" stroke="${pal.sand}" stroke-width="4"/>`;
  out += strokeText(yards, cardX + cardW - pad - textWidth(yards, size) / 2, h * 0.84 + size * 0.6, size, pal.river, 0.16);
  return out;
}

// ---------------------------------------------------------------------------------------------
// From words to a scene: the caption decides the time of day and the subject, the key's seed
// decides everything the caption leaves open.

const defaultSpec: LandscapeSpec = {
  time: 'morning',
  feature: 'fairway',
  river: false,
  mist: false,
  rain: false,
  boats: 0,
  birds: 0,
  egrets: false,
  palms: false,
  bridge: false,
  flowers: false,
};

function timeFor(text: string, r: Rand): TimeOfDay {
  if (/night|starry|moon/.test(text)) return 'night';
  if (/dusk|sunset|evening|lights? (coming|after)|after sunset/.test(text)) return 'dusk';
  if (/golden|late afternoon|setting/.test(text)) return 'golden';
  if (/monsoon|rains?\b/.test(text)) return 'monsoon';
  if (/sunrise|dawn|dew|breakfast|uprising/.test(text)) return 'dawn';
  if (/mist|morning|winter|fog/.test(text)) return 'morning';
  if (/midday|bright|clear|blue sky|summer|noon/.test(text)) return 'midday';
  return r.pick(['morning', 'midday', 'midday', 'golden', 'morning']);
}

function featureFor(text: string, r: Rand): Feature {
  if (/marquee|leaderboard/.test(text)) return 'tournament';
  if (/clubhouse|verandah|garden/.test(text)) return 'clubhouse';
  if (/members|golfers?|players|caddies|greenkeepers|winners|teeing|walking/.test(text)) return 'golfers';
  if (/bridge/.test(text)) return 'bridge';
  if (/bunker/.test(text)) return 'bunker';
  if (/flag|putt|green\b|hole cup|pin/.test(text)) return 'green';
  if (/fairway/.test(text)) return 'fairway';
  if (/boats|river|teesta|sandbar|egrets|water/.test(text)) return 'river';
  if (/trees|palms/.test(text)) return 'trees';
  return r.pick(['fairway', 'fairway', 'green', 'trees']);
}

function specFor(text: string, r: Rand): LandscapeSpec {
  const lower = text.toLowerCase();
  const time = timeFor(lower, r.fork('time'));
  const feature = featureFor(lower, r.fork('feature'));
  const riverWords = /river|teesta|boats|bridge|water|sandbar|egrets|fishing/.test(lower);
  return {
    time,
    feature,
    river: riverWords || feature === 'river' || r.chance(0.45),
    mist: /mist|fog/.test(lower),
    rain: /monsoon rain(?!s)|rain on/.test(lower),
    boats: /boats/.test(lower) ? r.int(2, 3) : riverWords && r.chance(0.4) ? 1 : 0,
    birds: /egrets/.test(lower) ? 7 : r.chance(0.5) ? r.int(2, 5) : 0,
    egrets: /egrets/.test(lower),
    palms: /palm/.test(lower) || r.chance(0.3),
    bridge: /bridge/.test(lower),
    flowers: /garden|bloom/.test(lower),
  };
}

/** Landscapes from a caption, with a few subjects that need their own composition. */
function captionedScene(doc: Doc, r: Rand, text: string, phase: number): string {
  const lower = text.toLowerCase();
  if (/trophy|medals/.test(lower)) {
    const cup = /winter/.test(lower) ? 'WINTER CUP' : /summer/.test(lower) ? 'SUMMER CUP' : /president/.test(lower) ? 'PRESIDENT CUP' : '2025';
    return trophyTable(doc, r, timeFor(lower, r.fork('time')), cup, phase);
  }
  if (/terrace/.test(lower)) return terrace(doc, r, /sunset|evening/.test(lower) ? 'dusk' : 'golden', phase);
  if (/riverside lawn|reception on the lawn|evening reception/.test(lower)) return lawnParty(doc, r, phase);
  return landscape(doc, r, specFor(text, r), phase);
}

/** Event pictures tell the day's story in order: the marquee, play, the green, the prizes. */
function eventScene(doc: Doc, r: Rand, title: string, index: number, phase: number): string {
  const lower = title.toLowerCase();
  const time = /breakfast|uprising/.test(lower) ? 'dawn' : /monsoon/.test(lower) ? 'monsoon' : /winter/.test(lower) ? 'morning' : /summer|sponsors/.test(lower) ? 'midday' : 'golden';
  const label = title.replace(/july people's uprising day /i, '').toUpperCase();
  const story: Feature[] = ['tournament', 'golfers', 'green', 'golfers', 'river', 'clubhouse'];
  if (index === 3) return trophyTable(doc, r, time, label.length > 14 ? '2025' : label, phase);
  const feature = story[(index - 1) % story.length]!;
  return landscape(doc, r, {
    ...defaultSpec,
    time,
    feature,
    river: feature === 'river' || r.chance(0.5),
    mist: /winter/.test(lower) && index % 2 === 1,
    rain: /monsoon/.test(lower) && index === 2,
    boats: feature === 'river' ? 2 : 0,
    birds: r.int(0, 4),
    palms: r.chance(0.4),
  }, phase);
}

interface Subject {
  /** Words that describe the picture (an alt text, a title, a dish and its category). */
  text: string;
  hole?: HolePlan;
}

/** Every image key with what it should show, from the seed content and the page images. */
function collectSubjects(): Map<string, Subject> {
  const subjects = new Map<string, Subject>();
  const add = (key: string, text: string, extra: Partial<Subject> = {}) => {
    if (!subjects.has(key)) subjects.set(key, { text, ...extra });
  };
  for (const image of pageImages) add(image.key, image.alt);
  for (const item of seedContent.galleryImages) add(item.image, item.alt);
  for (const event of seedContent.events) for (const image of event.images) add(image, event.title);
  for (const video of seedContent.videos) add(video.poster, video.title);
  for (const category of seedContent.menu) {
    // A category card shows its first dish, so "Hot Beverages" becomes a cup of masala cha.
    add(category.image, `${category.dishes[0]?.name ?? ''} | ${category.name}`);
    for (const dish of category.dishes) add(dish.image, `${dish.name} | ${category.name}`);
  }
  for (const product of seedContent.products) add(product.image, product.name);
  for (const leader of seedContent.leaders) add(leader.image, `${leader.name} ${leader.title}`);
  for (const sponsor of seedContent.sponsors) add(sponsor.image, sponsor.name);
  for (const hole of seedContent.holes) add(hole.image, hole.description, { hole });
  return subjects;
}

/** The body of one picture, drawn on a canvas 1600 units wide in the key's aspect ratio. */
function drawKey(key: string, subject: Subject, phase: number): Doc & { body: string } {
  const variant = mediaVariant(key);
  const doc = new Doc(1600, (1600 * variant.aspectHeight) / variant.aspectWidth);
  const r = new Rand(key);
  const [folder = '', name = ''] = key.split('/');
  let body: string;
  if (key === heroPosterImage.key) {
    // The first thing a visitor sees, and the banner video's first frame: composed by hand.
    const body = landscape(doc, r, { ...defaultSpec, time: 'dawn', feature: 'fairway', river: true, boats: 2, birds: 5, palms: true, mist: true }, phase);
    return Object.assign(doc, { body });
  }
  switch (folder) {
    case 'menu':
      body = foodPicture(doc, r, subject.text, true);
      break;
    case 'dishes':
      body = foodPicture(doc, r, subject.text, false);
      break;
    case 'products':
      body = productPicture(doc, r, subject.text);
      break;
    case 'sponsors':
      body = sponsorLogo(doc, r, subject.text);
      break;
    case 'leaders':
      body = portrait(doc, r, subject.text);
      break;
    case 'holes':
      body = subject.hole ? holePlan(doc, r, subject.hole) : captionedScene(doc, r, subject.text, phase);
      break;
    case 'events': {
      const index = Number(name.match(/-(\d+)$/)?.[1] ?? '1');
      body = eventScene(doc, r, subject.text, index, phase);
      break;
    }
    case 'restaurant':
      body = name === 'slide-1' ? diningRoom(doc, r, 'midday', phase) : name === 'slide-2' ? spread(doc, r) : terrace(doc, r, 'dusk', phase);
      break;
    case 'convention':
      body = name === 'slide-4' ? lawnParty(doc, r, phase) : conventionHall(doc, r, name === 'slide-1' ? 'tables' : name === 'slide-2' ? 'wedding' : 'stage');
      break;
    case 'services':
      body =
        name === 'pro-shop' ? proShop(doc, r) : name === 'restaurant' ? foodPicture(doc, r, subject.text, false) : name === 'guest-room' ? guestRoom(doc, r, phase) : conventionHall(doc, r, 'wedding');
      break;
    case 'facilities':
      body = name === 'guests' ? terrace(doc, r, 'golden', phase) : captionedScene(doc, r, subject.text, phase);
      break;
    default:
      body = captionedScene(doc, r, subject.text, phase);
  }
  return Object.assign(doc, { body });
}

/** A table laid for a Bangladeshi lunch, from above. */
function spread(doc: Doc, r: Rand): string {
  const { w, h } = doc;
  let out = tableTop(doc, r, 2);
  out += `<rect x="${f(w * 0.05)}" y="${f(h * 0.1)}" width="${f(w * 0.9)}" height="${f(h * 0.8)}" rx="24" fill="${pal.cream}" opacity="0.9"/>`;
  out += `<rect x="${f(w * 0.05)}" y="${f(h * 0.42)}" width="${f(w * 0.9)}" height="${f(h * 0.16)}" fill="${pal.fairway}" opacity="0.9"/>`;
  const dishes: [Food, number, number, number][] = [
    ['biryani', 0.3, 0.5, 0.3],
    ['curry', 0.62, 0.32, 0.19],
    ['dal', 0.62, 0.72, 0.17],
    ['salad', 0.85, 0.5, 0.16],
    ['glass', 0.12, 0.22, 0.1],
    ['sweets', 0.12, 0.8, 0.1],
  ];
  for (const [food, x, y, size] of dishes) out += drawFood(doc, r.fork(food), food, w * x, h * y, h * size);
  return out;
}

/** The Pro Shop: a wall of balls and gloves, bags standing in a row. */
function proShop(doc: Doc, r: Rand): string {
  const { w, h } = doc;
  let out = roomShell(doc, r, mix(pal.cream, pal.grassPale, 0.3), mix(pal.sandDeep, pal.brown, 0.2), h * 0.72, 0, 'midday', 0);
  for (let shelf = 0; shelf < 3; shelf++) {
    const y = h * (0.2 + shelf * 0.16);
    out += `<rect x="${f(w * 0.05)}" y="${f(y)}" width="${f(w * 0.9)}" height="14" fill="${pal.brown}"/>`;
    for (let i = 0; i < 14; i++) {
      const x = w * 0.08 + i * w * 0.062;
      if (shelf === 1) out += `<rect x="${f(x)}" y="${f(y - 70)}" width="70" height="70" rx="6" fill="${[pal.fairway, pal.river, pal.sand][i % 3]}"/>`;
      else out += `<circle cx="${f(x + 30)}" cy="${f(y - 30)}" r="28" fill="#fbfaf4" stroke="#d9dbd4" stroke-width="3"/><circle cx="${f(x + 70)}" cy="${f(y - 26)}" r="24" fill="#fbfaf4" stroke="#d9dbd4" stroke-width="3"/>`;
    }
  }
  for (let i = 0; i < 5; i++) {
    const x = w * (0.14 + i * 0.18);
    const color = [pal.fairway, pal.river, pal.sandDeep, pal.ink, pal.fairwayMid][i]!;
    out += softShadow(doc, x, h * 0.95, w * 0.07, h * 0.02);
    for (let k = 0; k < 3; k++) out += `<line x1="${f(x - 30 + k * 30)}" y1="${f(h * 0.58)}" x2="${f(x - 40 + k * 40)}" y2="${f(h * 0.5)}" stroke="#a9bcc4" stroke-width="8"/><ellipse cx="${f(x - 40 + k * 40)}" cy="${f(h * 0.5)}" rx="24" ry="14" fill="${pal.ink}"/>`;
    out += `<rect x="${f(x - w * 0.055)}" y="${f(h * 0.58)}" width="${f(w * 0.11)}" height="${f(h * 0.37)}" rx="40" fill="${color}"/><rect x="${f(x - w * 0.055)}" y="${f(h * 0.74)}" width="${f(w * 0.11)}" height="24" fill="${pal.cream}" opacity="0.8"/>`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Rendering and writing.

/** Renders one key to an SVG string at a pixel size (the drawing is always the same). */
function renderSvg(key: string, subject: Subject, pixelWidth: number, phase = 0, zoom = 1): string {
  const doc = drawKey(key, subject, phase);
  const pixelHeight = mediaHeight(key, pixelWidth);
  let body = doc.body;
  if (zoom !== 1) {
    // A slow push-in towards a point right of centre, for the gallery videos.
    const cx = doc.w * 0.55;
    const cy = doc.h * 0.55;
    body = `<g transform="translate(${f(cx)} ${f(cy)}) scale(${zoom.toFixed(4)}) translate(${f(-cx)} ${f(-cy)})">${body}</g>`;
  }
  return doc.render(body, pixelWidth, pixelHeight);
}

// Measured on the 2-core build machine: AVIF effort 1 at quality 50 is as small as effort 2 at
// 52 in half the time (flat illustrations gain little from a slower search), and WebP effort 2
// costs half of effort 3 for 5 % more bytes. A 960 px picture lands at 5-20 KB in either format.
const encoders: Record<MediaFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 1, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 74, effort: 2, smartSubsample: true }),
};

function variantFile(key: string, width: number, format: MediaFormat): string {
  return path.join(publicDir, mediaUrl(key, width, format));
}

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  // A run stopped half-way must not leave a truncated file that later runs would keep.
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.promises.writeFile(temporary, data);
  await fs.promises.rename(temporary, file);
}

async function renderKey(key: string, subject: Subject): Promise<number> {
  const { widths } = mediaVariant(key);
  const missing = widths.flatMap((width) => mediaFormats.map((format) => ({ width, format, file: variantFile(key, width, format) }))).filter(({ file }) => !fs.existsSync(file));
  if (missing.length === 0) return 0;
  const largest = Math.max(...widths);
  // Flattened on cream: a gap in a drawing shows as paper, never as black.
  const { data, info } = await sharp(Buffer.from(renderSvg(key, subject, largest))).flatten({ background: pal.cream }).raw().toBuffer({ resolveWithObject: true });
  for (const { width, format, file } of missing) {
    const image = sharp(data, { raw: info }).resize(width, mediaHeight(key, width), { fit: 'fill', kernel: 'lanczos3' });
    await writeAtomically(file, await encoders[format](image).toBuffer());
  }
  return missing.length;
}

async function mapWithConcurrency<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The installed app's icons (manifest.webmanifest): full-bleed, the flag inside the central 80% a launcher's mask keeps. */
const appIconSizes = [192, 512] as const;

function appIconSvg(): string {
  // The favicon's flag and green (public/favicon.svg), drawn on a 64-unit square and scaled down to fit the mask.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${pal.fairway}"/><g transform="translate(32 32) scale(0.7) translate(-32 -31)"><path d="M20 50V12l22 9-22 9" fill="none" stroke="${pal.cream}" stroke-width="4" stroke-linejoin="round"/><ellipse cx="34" cy="50" rx="16" ry="4" fill="${pal.sand}"/></g></svg>`;
}

async function writeAppIcons(): Promise<number> {
  const missing = appIconSizes.map((size) => ({ size, file: path.join(publicDir, 'media', `app-icon-${size}.png`) })).filter(({ file }) => !fs.existsSync(file));
  for (const { size, file } of missing) await writeAtomically(file, await sharp(Buffer.from(appIconSvg()), { density: (72 * size) / 64 }).resize(size, size).png().toBuffer());
  return missing.length;
}

async function generateAll(): Promise<void> {
  const started = performance.now();
  const icons = await writeAppIcons();
  // Two pictures at a time, each encoded on one libvips thread: the build machine has 2 cores.
  const concurrency = Math.max(1, Math.min(2, os.availableParallelism()));
  sharp.concurrency(1);
  const subjects = [...collectSubjects()];
  let written = 0;
  await mapWithConcurrency(subjects, concurrency, async ([key, subject]) => {
    const count = await renderKey(key, subject);
    written += count;
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`generate-media: ${subjects.length} images, ${written + icons} files written, ${seconds} s`);
}

async function writePreviews(outDir: string, keys: string[], asSvg: boolean): Promise<void> {
  const subjects = collectSubjects();
  fs.mkdirSync(outDir, { recursive: true });
  for (const key of keys.length > 0 ? keys : [...subjects.keys()]) {
    const subject = subjects.get(key);
    if (!subject) throw new Error(`Unknown media key: ${key}`);
    const width = Math.max(...mediaVariant(key).widths);
    const file = path.join(outDir, `${key.replaceAll('/', '__')}.${asSvg ? 'svg' : 'png'}`);
    const svg = renderSvg(key, subject, width);
    if (asSvg) fs.writeFileSync(file, svg);
    else await sharp(Buffer.from(svg)).flatten({ background: pal.cream }).png().toFile(file);
    console.log(file);
  }
}

/** Frames for make-videos.sh: phase runs 0..1 over the frames, so motion loops exactly. */
async function writeFrames(key: string, outDir: string, width: number, count: number, zoom: boolean): Promise<void> {
  const subject = collectSubjects().get(key);
  if (!subject) throw new Error(`Unknown media key: ${key}`);
  fs.mkdirSync(outDir, { recursive: true });
  sharp.concurrency(1);
  const frames = Array.from({ length: count }, (_, i) => i);
  await mapWithConcurrency(frames, 2, async (i) => {
    const phase = i / count;
    const svg = renderSvg(key, subject, width, phase, zoom ? 1 + 0.1 * (i / Math.max(1, count - 1)) : 1);
    await sharp(Buffer.from(svg)).flatten({ background: pal.cream }).png({ compressionLevel: 1 }).toFile(path.join(outDir, `frame-${String(i).padStart(4, '0')}.png`));
  });
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === '--png' || command === '--svg') {
    const [outDir, ...keys] = rest;
    if (!outDir) throw new Error(`Usage: ${command} OUT_DIR [KEY...]`);
    await writePreviews(path.resolve(outDir), keys, command === '--svg');
  } else if (command === '--frames') {
    const [key, outDir, width, count] = rest;
    if (!key || !outDir || !width || !count) throw new Error('Usage: --frames KEY OUT_DIR WIDTH COUNT [--zoom]');
    await writeFrames(key, path.resolve(outDir), Number(width), Number(count), rest.includes('--zoom'));
  } else {
    await generateAll();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
