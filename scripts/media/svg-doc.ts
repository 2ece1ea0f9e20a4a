import { pal } from './palette';
import type { Rand } from './random';

export const f = (n: number) => (Math.round(n * 10) / 10).toString();

/**
 * An SVG document with unique ids (nested scenes, such as a landscape seen through a window,
 * share one <defs>).
 */
export class Doc {
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

export type Point = readonly [number, number];

/** A smooth curve through points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points: readonly Point[], closed = false): string {
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
export function blobPath(r: Rand, cx: number, cy: number, rx: number, ry: number, lumpiness = 0.18, count = 9): string {
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
export function ridgePoints(r: Rand, w: number, y: number, amplitude: number, steps = 9): Point[] {
  const phaseA = r.next() * Math.PI * 2;
  const phaseB = r.next() * Math.PI * 2;
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * (w + 200) - 100;
    points.push([x, y + Math.sin(phaseA + i * 0.9) * amplitude + Math.sin(phaseB + i * 2.1) * amplitude * 0.4]);
  }
  return points;
}

export function ridgeY(points: readonly Point[], x: number): number {
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

export function softShadow(doc: Doc, cx: number, cy: number, rx: number, ry: number, opacity = 0.28): string {
  const fill = doc.radial([
    [0, pal.ink, opacity],
    [1, pal.ink, 0],
  ]);
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/>`;
}
