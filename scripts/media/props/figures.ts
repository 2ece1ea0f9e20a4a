import { pal } from '../palette';
import { f } from '../svg-doc';

export interface FigureOptions {
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
export function figure(o: FigureOptions): string {
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
