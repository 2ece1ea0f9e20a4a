/**
 * Portraits of the office holders: flat, faceless busts in club colours.
 */
import { mix, pal, skinTones } from '../palette';
import type { Rand } from '../random';
import { f, type Doc } from '../svg-doc';

const femaleNames = /\b(farhana|nusrat|nasrin|fatema|ayesha|sultana|shirin|rokeya|tahmina|rehana|salma|jahanara|shamima|sabina)\b/i;

export function portrait(doc: Doc, r: Rand, text: string): string {
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
