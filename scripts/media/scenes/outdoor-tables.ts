/**
 * Tables set out in front of the course: the prize table, the terrace, a reception on the lawn.
 */
import type { TimeOfDay } from '../light';
import { mix, pal } from '../palette';
import { diningTable, roundTable } from '../props/furniture';
import { medal, trophy } from '../props/trophies';
import type { Rand } from '../random';
import { f, type Doc } from '../svg-doc';
import { defaultSpec, landscape } from './landscape';

export function trophyTable(doc: Doc, r: Rand, time: TimeOfDay, label: string, phase: number): string {
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

export function terrace(doc: Doc, r: Rand, time: TimeOfDay, phase: number): string {
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

export function lawnParty(doc: Doc, r: Rand, phase: number): string {
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
