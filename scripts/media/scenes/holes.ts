/**
 * Hole plans: each hole seen from above, tee on the left and green on the right.
 */
import { mix, pal } from '../palette';
import { leaf } from '../props/plants';
import type { Rand } from '../random';
import { strokeText, textWidth } from '../stroke-font';
import { blobPath, f, ridgePoints, smoothPath, type Doc } from '../svg-doc';

export interface HolePlan {
  number: number;
  par: number;
  menDistanceYards: number;
  description: string;
}

export function holePlan(doc: Doc, r: Rand, hole: HolePlan): string {
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
