/**
 * Pro Shop products, on a studio backdrop.
 */
import { mix, pal } from '../palette';
import { Rand } from '../random';
import { strokeText } from '../stroke-font';
import { blobPath, f, softShadow, type Doc } from '../svg-doc';

export function productPicture(doc: Doc, r: Rand, text: string): string {
  const { w, h } = doc;
  const lower = text.toLowerCase();
  const backdrop = r.pick([pal.cream, mix(pal.cream, pal.sandLight, 0.5), mix(pal.cream, pal.grassPale, 0.6)]);
  let out = `<rect width="${w}" height="${h}" fill="${backdrop}"/>`;
  out += `<circle cx="${f(w * 0.5)}" cy="${f(h * 0.46)}" r="${f(w * 0.36)}" fill="${r.pick([pal.sandLight, pal.grassPale, pal.riverPale])}" opacity="0.8"/>`;
  out += `<rect y="${f(h * 0.8)}" width="${w}" height="${f(h * 0.2)}" fill="${mix(backdrop, pal.sandDeep, 0.18)}"/>`;
  out += softShadow(doc, w * 0.5, h * 0.8, w * 0.34, h * 0.035, 0.35);
  const steel = '#a9bcc4';
  const dark = '#1d2b2b';
  const cx = w / 2;
  const club = (x1: number, y1: number, angle: number, length: number, head: 'driver' | 'iron' | 'putter') => {
    const rad = (angle * Math.PI) / 180;
    const x2 = x1 + Math.sin(rad) * length;
    const y2 = y1 + Math.cos(rad) * length;
    let c = `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${steel}" stroke-width="20" stroke-linecap="round"/>`;
    c += `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x1 + Math.sin(rad) * 260)}" y2="${f(y1 + Math.cos(rad) * 260)}" stroke="${dark}" stroke-width="42" stroke-linecap="round"/>`;
    if (head === 'driver') c += `<path d="${blobPath(new Rand(3), x2 + 90, y2 + 55, 220, 125, 0.02, 12)}" fill="${dark}"/><path d="M${f(x2 - 100)} ${f(y2 + 80)}Q${f(x2 + 90)} ${f(y2 - 30)} ${f(x2 + 280)} ${f(y2 + 30)}" stroke="${pal.sand}" stroke-width="14" fill="none"/><ellipse cx="${f(x2 + 40)}" cy="${f(y2 + 20)}" rx="70" ry="24" fill="#ffffff" opacity="0.12"/>`;
    else if (head === 'iron') c += `<path d="M${f(x2 - 15)} ${f(y2 - 30)}L${f(x2 + 170)} ${f(y2 + 15)}Q${f(x2 + 190)} ${f(y2 + 55)} ${f(x2 + 170)} ${f(y2 + 80)}L${f(x2 - 20)} ${f(y2 + 60)}Z" fill="#c6d2d6" stroke="#8fa1a8" stroke-width="6"/><path d="M${f(x2 + 10)} ${f(y2 + 10)}L${f(x2 + 150)} ${f(y2 + 38)}" stroke="#8fa1a8" stroke-width="5"/>`;
    else c += `<rect x="${f(x2 - 40)}" y="${f(y2 - 30)}" width="300" height="110" rx="50" fill="${dark}"/><rect x="${f(x2 + 60)}" y="${f(y2 - 14)}" width="100" height="16" rx="8" fill="${pal.cream}"/><rect x="${f(x2 - 40)}" y="${f(y2 + 60)}" width="300" height="20" rx="10" fill="${pal.sandDeep}"/>`;
    return c;
  };
  const ball = (x: number, y: number, radius: number) => {
    let b = `<circle cx="${f(x)}" cy="${f(y)}" r="${f(radius)}" fill="${doc.radial([
      [0, '#ffffff'],
      [0.7, '#f3f1ea'],
      [1, '#cfd2cc'],
    ], 0.38, 0.35, 0.7)}"/>`;
    for (let i = 0; i < 18; i++) {
      const a = (i / 18) * Math.PI * 2;
      const d = radius * (i % 2 ? 0.45 : 0.72);
      b += `<circle cx="${f(x + Math.cos(a) * d)}" cy="${f(y + Math.sin(a) * d)}" r="${f(radius * 0.06)}" fill="#d9dbd4"/>`;
    }
    return b;
  };
  if (/rangefinder/.test(lower)) {
    out += `<rect x="${f(cx - 330)}" y="${f(h * 0.38)}" width="660" height="420" rx="90" fill="${dark}"/><rect x="${f(cx - 300)}" y="${f(h * 0.38 + 30)}" width="220" height="360" rx="60" fill="${pal.fairway}"/>`;
    out += `<circle cx="${f(cx + 160)}" cy="${f(h * 0.38 + 210)}" r="150" fill="#2b3b3f"/><circle cx="${f(cx + 160)}" cy="${f(h * 0.38 + 210)}" r="110" fill="${doc.radial([
      [0, pal.riverLight],
      [1, pal.riverDeep],
    ], 0.35, 0.35, 0.7)}"/><circle cx="${f(cx + 125)}" cy="${f(h * 0.38 + 175)}" r="28" fill="#ffffff" opacity="0.6"/>`;
    out += `<rect x="${f(cx - 120)}" y="${f(h * 0.38 - 40)}" width="120" height="50" rx="20" fill="${pal.sand}"/>`;
  } else if (/umbrella/.test(lower)) {
    // A domed canopy in alternating panels, clipped to its scalloped outline.
    const rim = h * 0.5;
    const rr = w * 0.36;
    const apex = rim - rr * 0.62;
    let outline = `M${f(cx - rr)} ${f(rim)}A${f(rr)} ${f(rr * 0.62)} 0 0 1 ${f(cx + rr)} ${f(rim)}`;
    for (let i = 8; i > 0; i--) {
      const x0 = cx - rr + ((2 * rr) / 8) * i;
      outline += `Q${f(x0 - rr / 8)} ${f(rim - rr * 0.1)} ${f(x0 - rr / 4)} ${f(rim)}`;
    }
    const clip = doc.clip(`<path d="${outline}Z"/>`);
    let panels = '';
    for (let i = 0; i < 8; i++) {
      const xa = cx - rr * 1.3 + ((2.6 * rr) / 8) * i;
      const xb = xa + (2.6 * rr) / 8;
      panels += `<path d="M${f(cx)} ${f(apex)}L${f(xa)} ${f(rim + 40)}L${f(xb)} ${f(rim + 40)}Z" fill="${i % 2 ? pal.cream : pal.fairway}"/>`;
    }
    out += `<line x1="${f(cx)}" y1="${f(rim - 40)}" x2="${f(cx)}" y2="${f(h * 0.76)}" stroke="${dark}" stroke-width="18"/><path d="M${f(cx)} ${f(h * 0.76)}q0 80 -70 80q-60 0 -60 -60" stroke="${pal.sandDeep}" stroke-width="38" fill="none" stroke-linecap="round"/>`;
    out += `<g clip-path="${clip}">${panels}</g><path d="${outline}Z" fill="none" stroke="${pal.fairwayDeep}" stroke-width="6"/>`;
    out += `<line x1="${f(cx)}" y1="${f(apex - 70)}" x2="${f(cx)}" y2="${f(apex)}" stroke="${dark}" stroke-width="16" stroke-linecap="round"/>`;
  } else if (/bag/.test(lower)) {
    out += club(cx - 80, h * 0.12, 4, 300, 'driver') + club(cx + 10, h * 0.1, -3, 300, 'iron') + club(cx + 90, h * 0.14, -8, 300, 'iron');
    out += `<rect x="${f(cx - 200)}" y="${f(h * 0.3)}" width="400" height="${f(h * 0.48)}" rx="80" fill="${pal.fairway}"/>`;
    out += `<rect x="${f(cx - 200)}" y="${f(h * 0.3)}" width="400" height="90" rx="40" fill="${dark}"/><rect x="${f(cx - 200)}" y="${f(h * 0.56)}" width="400" height="40" fill="${pal.sand}"/>`;
    out += `<rect x="${f(cx + 60)}" y="${f(h * 0.42)}" width="110" height="260" rx="30" fill="${pal.fairwayMid}"/>`;
    out += `<path d="M${f(cx - 200)} ${f(h * 0.38)}Q${f(cx - 380)} ${f(h * 0.5)} ${f(cx - 190)} ${f(h * 0.7)}" stroke="${pal.sandDeep}" stroke-width="26" fill="none"/>`;
    out += `<line x1="${f(cx - 150)}" y1="${f(h * 0.55)}" x2="${f(cx - 300)}" y2="${f(h * 0.8)}" stroke="${dark}" stroke-width="14"/><line x1="${f(cx + 150)}" y1="${f(h * 0.55)}" x2="${f(cx + 280)}" y2="${f(h * 0.8)}" stroke="${dark}" stroke-width="14"/>`;
    out += strokeText('RGCC', cx - 40, h * 0.45, 90, pal.cream, 0.14);
  } else if (/irons/.test(lower)) {
    for (let i = 0; i < 6; i++) out += club(cx - 420 + i * 110, h * 0.1 + i * 14, -8 + i * 3, 860 - i * 25, 'iron');
  } else if (/putter/.test(lower)) {
    out += club(cx - 230, h * 0.1, 16, 880, 'putter');
  } else if (/driver/.test(lower)) {
    out += club(cx - 260, h * 0.08, 18, 820, 'driver');
  } else if (/balls/.test(lower)) {
    out += `<rect x="${f(cx - 400)}" y="${f(h * 0.52)}" width="420" height="260" rx="24" fill="${pal.fairway}"/><rect x="${f(cx - 400)}" y="${f(h * 0.52)}" width="420" height="60" rx="20" fill="${pal.fairwayDeep}"/>`;
    out += strokeText('TOUR', cx - 190, h * 0.52 + 110, 70, pal.cream, 0.14);
    out += ball(cx + 180, h * 0.66, 130) + ball(cx + 330, h * 0.7, 110) + ball(cx + 40, h * 0.72, 95);
  } else if (/glove/.test(lower)) {
    const g = pal.cream;
    out += `<g transform="rotate(-12 ${f(cx)} ${f(h * 0.5)})"><rect x="${f(cx - 230)}" y="${f(h * 0.42)}" width="460" height="470" rx="150" fill="${g}" stroke="#d5ccb8" stroke-width="8"/>`;
    for (let i = 0; i < 4; i++) out += `<rect x="${f(cx - 215 + i * 115)}" y="${f(h * 0.16 + Math.abs(i - 1.5) * 50)}" width="96" height="${f(380 - Math.abs(i - 1.5) * 40)}" rx="48" fill="${g}" stroke="#d5ccb8" stroke-width="8"/>`;
    out += `<rect x="${f(cx - 380)}" y="${f(h * 0.46)}" width="260" height="96" rx="48" fill="${g}" stroke="#d5ccb8" stroke-width="8" transform="rotate(35 ${f(cx - 250)} ${f(h * 0.5)})"/>`;
    out += `<rect x="${f(cx - 160)}" y="${f(h * 0.68)}" width="320" height="90" rx="20" fill="${pal.fairway}"/><circle cx="${f(cx + 100)}" cy="${f(h * 0.68 + 45)}" r="22" fill="${pal.sand}"/></g>`;
  } else if (/cap/.test(lower)) {
    out += `<path d="M${f(cx - 340)} ${f(h * 0.62)}A340 320 0 0 1 ${f(cx + 340)} ${f(h * 0.62)}Z" fill="${pal.fairway}"/>`;
    out += `<path d="M${f(cx + 200)} ${f(h * 0.6)}Q${f(cx + 520)} ${f(h * 0.58)} ${f(cx + 560)} ${f(h * 0.7)}Q${f(cx + 360)} ${f(h * 0.74)} ${f(cx + 120)} ${f(h * 0.66)}Z" fill="${pal.fairwayDeep}"/>`;
    out += `<path d="M${f(cx)} ${f(h * 0.62 - 320)}L${f(cx)} ${f(h * 0.62)}" stroke="${pal.fairwayDeep}" stroke-width="6"/><circle cx="${f(cx)}" cy="${f(h * 0.62 - 318)}" r="22" fill="${pal.fairwayDeep}"/>`;
    out += strokeText('RGCC', cx - 20, h * 0.62 - 210, 90, pal.sand, 0.16);
  } else if (/polo|shirt/.test(lower)) {
    out += `<path d="M${f(cx - 220)} ${f(h * 0.18)}L${f(cx - 430)} ${f(h * 0.3)}L${f(cx - 350)} ${f(h * 0.45)}L${f(cx - 260)} ${f(h * 0.4)}L${f(cx - 260)} ${f(h * 0.8)}L${f(cx + 260)} ${f(h * 0.8)}L${f(cx + 260)} ${f(h * 0.4)}L${f(cx + 350)} ${f(h * 0.45)}L${f(cx + 430)} ${f(h * 0.3)}L${f(cx + 220)} ${f(h * 0.18)}Q${f(cx)} ${f(h * 0.26)} ${f(cx - 220)} ${f(h * 0.18)}Z" fill="${pal.river}"/>`;
    out += `<path d="M${f(cx - 150)} ${f(h * 0.17)}L${f(cx)} ${f(h * 0.3)}L${f(cx + 150)} ${f(h * 0.17)}L${f(cx + 80)} ${f(h * 0.14)}L${f(cx)} ${f(h * 0.2)}L${f(cx - 80)} ${f(h * 0.14)}Z" fill="${pal.cream}"/>`;
    out += `<rect x="${f(cx - 30)}" y="${f(h * 0.24)}" width="60" height="${f(h * 0.13)}" fill="${mix(pal.river, pal.ink, 0.2)}"/><circle cx="${f(cx)}" cy="${f(h * 0.28)}" r="9" fill="${pal.cream}"/><circle cx="${f(cx)}" cy="${f(h * 0.33)}" r="9" fill="${pal.cream}"/>`;
    out += `<path d="M${f(cx - 350)} ${f(h * 0.45)}L${f(cx - 430)} ${f(h * 0.3)}" stroke="${pal.cream}" stroke-width="14"/><path d="M${f(cx + 350)} ${f(h * 0.45)}L${f(cx + 430)} ${f(h * 0.3)}" stroke="${pal.cream}" stroke-width="14"/>`;
    out += strokeText('RGCC', cx + 150, h * 0.34, 40, pal.sand, 0.16);
  } else if (/shoe/.test(lower)) {
    out += `<path d="M${f(cx - 480)} ${f(h * 0.7)}L${f(cx - 470)} ${f(h * 0.48)}Q${f(cx - 300)} ${f(h * 0.4)} ${f(cx - 120)} ${f(h * 0.5)}Q${f(cx + 150)} ${f(h * 0.55)} ${f(cx + 420)} ${f(h * 0.6)}Q${f(cx + 520)} ${f(h * 0.64)} ${f(cx + 500)} ${f(h * 0.72)}Z" fill="${pal.cream}" stroke="#cfc5b0" stroke-width="8"/>`;
    out += `<path d="M${f(cx - 500)} ${f(h * 0.7)}L${f(cx + 510)} ${f(h * 0.72)}L${f(cx + 490)} ${f(h * 0.77)}L${f(cx - 490)} ${f(h * 0.76)}Z" fill="${pal.fairway}"/>`;
    for (let i = 0; i < 5; i++) out += `<line x1="${f(cx - 200 + i * 50)}" y1="${f(h * 0.5 + i * 4)}" x2="${f(cx - 160 + i * 50)}" y2="${f(h * 0.46 + i * 4)}" stroke="${pal.river}" stroke-width="10" stroke-linecap="round"/>`;
    out += `<path d="M${f(cx - 470)} ${f(h * 0.55)}Q${f(cx - 300)} ${f(h * 0.6)} ${f(cx - 200)} ${f(h * 0.7)}" stroke="${pal.sand}" stroke-width="20" fill="none"/>`;
  } else if (/tee/.test(lower)) {
    for (let i = 0; i < 7; i++) {
      const x = cx - 420 + i * 120;
      const y = h * 0.35 + (i % 2) * 60;
      out += `<g transform="rotate(${f(-30 + i * 10)} ${f(x)} ${f(y + 200)})"><path d="M${f(x - 40)} ${f(y)}L${f(x + 40)} ${f(y)}L${f(x + 12)} ${f(y + 40)}L${f(x + 8)} ${f(y + 320)}L${f(x)} ${f(y + 345)}L${f(x - 8)} ${f(y + 320)}L${f(x - 12)} ${f(y + 40)}Z" fill="${i % 3 === 0 ? pal.sandDeep : pal.sand}"/></g>`;
    }
    out += `<circle cx="${f(cx + 300)}" cy="${f(h * 0.72)}" r="90" fill="#d9b26a"/><circle cx="${f(cx + 300)}" cy="${f(h * 0.72)}" r="70" fill="${pal.fairway}"/>`;
    out += strokeText('R', cx + 300, h * 0.72 - 40, 80, pal.sand, 0.16);
  } else {
    out += ball(cx, h * 0.55, 200);
  }
  return out;
}
