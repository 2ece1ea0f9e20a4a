import type { TimeOfDay } from '../light';
import { mix, pal } from '../palette';
import { chandelier, diningTable, roundTable } from '../props/furniture';
import type { Rand } from '../random';
import { strokeText } from '../stroke-font';
import { f, softShadow, type Doc } from '../svg-doc';
import { defaultSpec, landscape } from './landscape';

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

export function diningRoom(doc: Doc, r: Rand, time: TimeOfDay, phase: number): string {
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

export function conventionHall(doc: Doc, r: Rand, variant: 'tables' | 'wedding' | 'stage'): string {
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

export function guestRoom(doc: Doc, r: Rand, phase: number): string {
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

/** The Pro Shop: a wall of balls and gloves, bags standing in a row. */
export function proShop(doc: Doc, r: Rand): string {
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
