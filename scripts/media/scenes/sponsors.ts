/**
 * Sponsor logos: an emblem with the company's initials and its name.
 */
import { pal } from '../palette';
import { leaf } from '../props/plants';
import { hashString, type Rand } from '../random';
import { strokeText } from '../stroke-font';
import { f, type Doc } from '../svg-doc';

export function sponsorLogo(doc: Doc, r: Rand, name: string): string {
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
