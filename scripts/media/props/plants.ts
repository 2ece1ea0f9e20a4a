import type { Rand } from '../random';
import { f, ridgeY, smoothPath, type Point } from '../svg-doc';

export interface TreeOptions {
  x: number;
  base: number;
  size: number;
  color: string;
  light: string;
  trunk: string;
  sunLeft: boolean;
}

/** A rain tree or mango: a wide crown of overlapping discs with a lit side. */
export function roundTree(r: Rand, o: TreeOptions): string {
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
export function palmTree(r: Rand, o: TreeOptions, phase: number): string {
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
export function treeLine(r: Rand, w: number, ridge: readonly Point[], height: number, color: string, bottom: number): string {
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

export const leaf = (x: number, y: number, size: number, angle: number, color: string) =>
  `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(size)}" ry="${f(size * 0.45)}" transform="rotate(${f(angle)} ${f(x)} ${f(y)})" fill="${color}"/>`;
