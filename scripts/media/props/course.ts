import { mix, pal } from '../palette';
import type { Rand } from '../random';
import { blobPath, f } from '../svg-doc';

export function bunker(r: Rand, cx: number, cy: number, rx: number, ry: number, shadow: string, sand: string, lip: string): string {
  const shape = r.fork('bunker');
  const outer = blobPath(shape, cx, cy, rx * 1.12, ry * 1.25, 0.16, 8);
  const inner = blobPath(r.fork('inner'), cx, cy + ry * 0.08, rx, ry, 0.16, 8);
  return `<path d="${outer}" fill="${lip}"/><path d="${inner}" fill="${sand}"/><path d="M${f(cx - rx * 0.85)} ${f(cy - ry * 0.15)}Q${f(cx)} ${f(cy - ry * 1.05)} ${f(cx + rx * 0.85)} ${f(cy - ry * 0.15)}Q${f(cx)} ${f(cy - ry * 0.55)} ${f(cx - rx * 0.85)} ${f(cy - ry * 0.15)}Z" fill="${shadow}" opacity="0.55"/>`;
}

export function flagPin(x: number, groundY: number, height: number, flagColor: string, pole: string, phase: number): string {
  const top = groundY - height;
  const fw = height * 0.42;
  const fh = height * 0.26;
  const wave = Math.sin(phase * Math.PI * 4) * fh * 0.12;
  return `<ellipse cx="${f(x)}" cy="${f(groundY)}" rx="${f(height * 0.05)}" ry="${f(height * 0.018)}" fill="${pal.ink}" opacity="0.7"/>
<line x1="${f(x)}" y1="${f(groundY)}" x2="${f(x)}" y2="${f(top)}" stroke="${pole}" stroke-width="${f(Math.max(1.5, height * 0.022))}" stroke-linecap="round"/>
<path d="M${f(x)} ${f(top)}Q${f(x + fw * 0.5)} ${f(top + wave - fh * 0.1)} ${f(x + fw)} ${f(top + fh * 0.5 + wave)}Q${f(x + fw * 0.5)} ${f(top + fh * 0.7 - wave)} ${f(x)} ${f(top + fh)}Z" fill="${flagColor}"/>`;
}

export function clubhouse(cx: number, base: number, width: number, tint: (c: string, d?: number) => string, lit: boolean): string {
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
