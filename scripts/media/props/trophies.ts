import { mix, pal } from '../palette';
import { strokeText } from '../stroke-font';
import { f, softShadow, type Doc } from '../svg-doc';

export function trophy(doc: Doc, cx: number, base: number, size: number, label: string): string {
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

export function medal(cx: number, cy: number, size: number, ribbon: string): string {
  return `<path d="M${f(cx - size * 0.5)} ${f(cy - size * 2.2)}L${f(cx - size * 0.1)} ${f(cy - size * 0.6)}L${f(cx + size * 0.3)} ${f(cy - size * 0.7)}L${f(cx - size * 0.05)} ${f(cy - size * 2.2)}Z" fill="${ribbon}"/><path d="M${f(cx + size * 0.5)} ${f(cy - size * 2.2)}L${f(cx + size * 0.1)} ${f(cy - size * 0.6)}L${f(cx - size * 0.3)} ${f(cy - size * 0.7)}L${f(cx + size * 0.05)} ${f(cy - size * 2.2)}Z" fill="${mix(ribbon, pal.ink, 0.25)}"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(size * 0.7)}" fill="#d9b26a"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(size * 0.5)}" fill="none" stroke="#f5e2b0" stroke-width="${f(size * 0.08)}"/>`;
}
