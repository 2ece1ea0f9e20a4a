import { mix, pal } from '../palette';
import { f, softShadow, type Doc } from '../svg-doc';

export function diningTable(doc: Doc, cx: number, cy: number, size: number, cloth: string, chair: string, lamp: boolean): string {
  let out = softShadow(doc, cx, cy + size * 0.5, size * 0.9, size * 0.12);
  for (const side of [-1, 1]) {
    out += `<path d="M${f(cx + side * size * 0.72)} ${f(cy + size * 0.5)}L${f(cx + side * size * 0.72)} ${f(cy - size * 0.45)}Q${f(cx + side * size * 0.72)} ${f(cy - size * 0.6)} ${f(cx + side * size * 0.6)} ${f(cy - size * 0.6)}L${f(cx + side * size * 0.6)} ${f(cy + size * 0.5)}Z" fill="${chair}"/>`;
  }
  out += `<path d="M${f(cx - size * 0.62)} ${f(cy)}L${f(cx - size * 0.66)} ${f(cy + size * 0.45)}L${f(cx + size * 0.66)} ${f(cy + size * 0.45)}L${f(cx + size * 0.62)} ${f(cy)}Z" fill="${mix(cloth, pal.ink, 0.08)}"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(size * 0.62)}" ry="${f(size * 0.14)}" fill="${cloth}"/>`;
  out += `<rect x="${f(cx - size * 0.02)}" y="${f(cy - size * 0.22)}" width="${f(size * 0.04)}" height="${f(size * 0.2)}" rx="${f(size * 0.02)}" fill="${pal.river}"/>`;
  out += `<circle cx="${f(cx)}" cy="${f(cy - size * 0.25)}" r="${f(size * 0.05)}" fill="${pal.sand}"/>`;
  if (lamp) {
    const glow = doc.radial([
      [0, '#fbe3a8', 0.55],
      [1, '#fbe3a8', 0],
    ]);
    out += `<line x1="${f(cx)}" y1="0" x2="${f(cx)}" y2="${f(cy - size * 1.2)}" stroke="${pal.ink}" stroke-width="2"/>`;
    out += `<circle cx="${f(cx)}" cy="${f(cy - size * 1.1)}" r="${f(size * 0.5)}" fill="${glow}"/>`;
    out += `<path d="M${f(cx - size * 0.16)} ${f(cy - size * 1.08)}Q${f(cx)} ${f(cy - size * 1.35)} ${f(cx + size * 0.16)} ${f(cy - size * 1.08)}Z" fill="${pal.fairway}"/>`;
  }
  return out;
}

export function roundTable(doc: Doc, cx: number, cy: number, size: number): string {
  let out = softShadow(doc, cx, cy + size * 0.36, size * 0.75, size * 0.1, 0.22);
  // Only the chairs behind the table show; the front ones would hide the room.
  const chairs = 5;
  for (let i = 0; i < chairs; i++) {
    const a = Math.PI + ((i + 0.5) / chairs) * Math.PI;
    const x = cx + Math.cos(a) * size * 0.68;
    const y = cy + Math.sin(a) * size * 0.16 - size * 0.08;
    out += `<path d="M${f(x - size * 0.1)} ${f(y + size * 0.08)}L${f(x - size * 0.1)} ${f(y - size * 0.2)}Q${f(x)} ${f(y - size * 0.3)} ${f(x + size * 0.1)} ${f(y - size * 0.2)}L${f(x + size * 0.1)} ${f(y + size * 0.08)}Z" fill="${pal.cream}"/><rect x="${f(x - size * 0.1)}" y="${f(y - size * 0.08)}" width="${f(size * 0.2)}" height="${f(size * 0.05)}" fill="${pal.sand}"/>`;
  }
  out += `<path d="M${f(cx - size * 0.6)} ${f(cy)}Q${f(cx - size * 0.64)} ${f(cy + size * 0.3)} ${f(cx - size * 0.58)} ${f(cy + size * 0.36)}L${f(cx + size * 0.58)} ${f(cy + size * 0.36)}Q${f(cx + size * 0.64)} ${f(cy + size * 0.3)} ${f(cx + size * 0.6)} ${f(cy)}Z" fill="${pal.creamDark}"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(size * 0.6)}" ry="${f(size * 0.15)}" fill="${pal.cream}"/>`;
  out += `<circle cx="${f(cx)}" cy="${f(cy - size * 0.1)}" r="${f(size * 0.08)}" fill="${pal.fairwayLight}"/><circle cx="${f(cx - size * 0.05)}" cy="${f(cy - size * 0.13)}" r="${f(size * 0.04)}" fill="${pal.sand}"/><circle cx="${f(cx + size * 0.05)}" cy="${f(cy - size * 0.12)}" r="${f(size * 0.035)}" fill="${pal.cream}"/>`;
  return out;
}

export function chandelier(doc: Doc, cx: number, cy: number, size: number): string {
  const glow = doc.radial([
    [0, '#fbe3a8', 0.6],
    [1, '#fbe3a8', 0],
  ]);
  let out = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(size * 2.2)}" fill="${glow}"/><line x1="${f(cx)}" y1="0" x2="${f(cx)}" y2="${f(cy - size * 0.3)}" stroke="${pal.sandDeep}" stroke-width="3"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(size)}" ry="${f(size * 0.25)}" fill="none" stroke="${pal.sand}" stroke-width="${f(size * 0.06)}"/>`;
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    const x = cx + Math.cos(a) * size;
    const y = cy + Math.sin(a) * size * 0.25;
    out += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x)}" y2="${f(y + size * 0.45)}" stroke="#f7ead0" stroke-width="${f(size * 0.04)}"/><circle cx="${f(x)}" cy="${f(y + size * 0.5)}" r="${f(size * 0.06)}" fill="#fff3d6"/>`;
  }
  return out + `<circle cx="${f(cx)}" cy="${f(cy + size * 0.35)}" r="${f(size * 0.22)}" fill="#fff1cf"/>`;
}
