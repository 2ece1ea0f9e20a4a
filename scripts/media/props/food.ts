/**
 * Food, seen from above on the club's tableware (cream plates with a river-blue rim).
 */
import { mix, pal } from '../palette';
import type { Rand } from '../random';
import { blobPath, f, softShadow, type Doc } from '../svg-doc';
import { leaf } from './plants';

export type Food =
  | 'soup' | 'salad' | 'fritters' | 'rolls' | 'patties' | 'fingers' | 'curry' | 'white-curry' | 'fish-curry' | 'dal'
  | 'biryani' | 'polao' | 'fried-rice' | 'skewers' | 'grill' | 'prawns' | 'fish' | 'noodles' | 'green-curry' | 'pasta'
  | 'sandwich' | 'burger' | 'sweets' | 'doi' | 'pudding' | 'brownie' | 'fruit' | 'tea' | 'coffee' | 'glass' | 'coconut'
  | 'paratha' | 'khichuri' | 'breakfast' | 'pancakes';

/** First match wins, so specific dishes come before the words they contain ("green curry"). */
const foodRules: readonly [RegExp, Food][] = [
  [/soup|tom yum/, 'soup'],
  [/salad/, 'salad'],
  [/pakora|fritter/, 'fritters'],
  [/spring roll/, 'rolls'],
  [/shami/, 'patties'],
  [/fish finger/, 'fingers'],
  [/prawn|chingri/, 'prawns'],
  [/green curry/, 'green-curry'],
  [/rezala|malai|korma/, 'white-curry'],
  [/ilish|hilsa/, 'fish-curry'],
  [/\bdal\b/, 'dal'],
  [/khichuri/, 'khichuri'],
  [/biryani/, 'biryani'],
  [/polao|pulao/, 'polao'],
  [/rice/, 'fried-rice'],
  [/seekh|tikka|kebab/, 'skewers'],
  [/spaghetti|penne|linguine|pasta/, 'pasta'],
  [/burger/, 'burger'],
  [/sandwich|panini/, 'sandwich'],
  [/rupchanda|pomfret|fish|seafood/, 'fish'],
  [/chowmein|noodle|pad thai/, 'noodles'],
  [/cashew|chilli|szechuan|grill/, 'grill'],
  [/curry|bhuna/, 'curry'],
  [/thai/, 'green-curry'],
  [/roshogolla|rasgulla/, 'sweets'],
  [/\bdoi\b/, 'doi'],
  [/firni|pudding/, 'pudding'],
  [/brownie|dessert/, 'brownie'],
  [/fruit/, 'fruit'],
  [/iced|borhani|lime|lassi|juice|cold/, 'glass'],
  [/\bcha\b|tea\b/, 'tea'],
  [/cappuccino|chocolate|coffee/, 'coffee'],
  [/coconut/, 'coconut'],
  [/paratha/, 'paratha'],
  [/pancake/, 'pancakes'],
  [/breakfast/, 'breakfast'],
];

/** `text` is "dish | category": the dish's own name decides first, its category only if needed. */
export function foodFor(text: string): Food {
  for (const part of text.toLowerCase().split('|')) {
    for (const [pattern, food] of foodRules) if (pattern.test(part)) return food;
  }
  return 'curry';
}

export function garnish(r: Rand, cx: number, cy: number, radius: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = r.next() * Math.PI * 2;
    const d = Math.sqrt(r.next()) * radius;
    out += leaf(cx + Math.cos(a) * d, cy + Math.sin(a) * d, r.range(10, 18), r.range(0, 180), r.pick([pal.grass, pal.fairwayLight, '#6fae5f']));
  }
  return out;
}

function bowl(doc: Doc, cx: number, cy: number, radius: number, liquid: string, rim = pal.cream): string {
  const fill = doc.radial([
    [0, mix(liquid, pal.cream, 0.25)],
    [0.8, liquid],
    [1, mix(liquid, pal.ink, 0.2)],
  ]);
  return `${softShadow(doc, cx + radius * 0.08, cy + radius * 0.12, radius * 1.15, radius * 1.1, 0.3)}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius)}" fill="${rim}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius * 0.97)}" fill="none" stroke="${pal.river}" stroke-width="${f(radius * 0.025)}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius * 0.8)}" fill="${fill}"/>`;
}

function plate(doc: Doc, cx: number, cy: number, radius: number): string {
  return `${softShadow(doc, cx + radius * 0.06, cy + radius * 0.1, radius * 1.12, radius * 1.08, 0.28)}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius)}" fill="${pal.cream}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius * 0.95)}" fill="none" stroke="${pal.river}" stroke-width="${f(radius * 0.02)}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius * 0.74)}" fill="${pal.creamDark}" opacity="0.7"/>`;
}

function chunks(r: Rand, cx: number, cy: number, radius: number, count: number, color: string, size: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = r.next() * Math.PI * 2;
    const d = Math.sqrt(r.next()) * radius;
    const s = size * r.range(0.7, 1.3);
    out += `<path d="${blobPath(r, cx + Math.cos(a) * d, cy + Math.sin(a) * d, s, s * r.range(0.7, 1), 0.25, 6)}" fill="${mix(color, pal.ink, r.range(0, 0.2))}"/>`;
  }
  return out;
}

function rice(r: Rand, cx: number, cy: number, radius: number, base: string, grains: number): string {
  let out = `<path d="${blobPath(r, cx, cy, radius, radius * 0.92, 0.08, 10)}" fill="${base}"/>`;
  for (let i = 0; i < grains; i++) {
    const a = r.next() * Math.PI * 2;
    const d = Math.sqrt(r.next()) * radius * 0.92;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="9" ry="3.4" transform="rotate(${f(r.range(0, 180))} ${f(x)} ${f(y)})" fill="${r.chance(0.3) ? '#f1d38c' : '#fffaf0'}"/>`;
  }
  return out;
}

function eggHalf(cx: number, cy: number, size: number, angle: number): string {
  return `<g transform="rotate(${f(angle)} ${f(cx)} ${f(cy)})"><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(size)}" ry="${f(size * 0.75)}" fill="#fffdf6"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(size * 0.45)}" fill="#eab544"/></g>`;
}

function lemon(cx: number, cy: number, size: number, angle: number): string {
  return `<g transform="rotate(${f(angle)} ${f(cx)} ${f(cy)})"><path d="M${f(cx - size)} ${f(cy)}A${f(size)} ${f(size)} 0 0 0 ${f(cx + size)} ${f(cy)}Z" fill="#e9d36b"/><path d="M${f(cx - size * 0.8)} ${f(cy + 2)}A${f(size * 0.8)} ${f(size * 0.8)} 0 0 0 ${f(cx + size * 0.8)} ${f(cy + 2)}Z" fill="#f6e8a6"/></g>`;
}

export function drawFood(doc: Doc, r: Rand, food: Food, cx: number, cy: number, R: number): string {
  const curryBrown = mix(pal.spice, pal.brown, 0.45);
  switch (food) {
    case 'soup': {
      const color = r.pick(['#e9c46a', '#d9823f', '#e8dcc2', '#d8b56a']);
      return bowl(doc, cx, cy, R * 0.8, color) + chunks(r, cx, cy, R * 0.45, 10, mix(color, pal.spice, 0.4), R * 0.05) + garnish(r, cx, cy, R * 0.35, 6) + `<ellipse cx="${f(cx + R * 0.85)}" cy="${f(cy + R * 0.6)}" rx="${f(R * 0.09)}" ry="${f(R * 0.14)}" fill="#c9cfd0"/><rect x="${f(cx + R * 0.83)}" y="${f(cy + R * 0.7)}" width="${f(R * 0.04)}" height="${f(R * 0.35)}" fill="#c9cfd0"/>`;
    }
    case 'salad': {
      let out = plate(doc, cx, cy, R);
      for (let i = 0; i < 38; i++) {
        const a = r.next() * Math.PI * 2;
        const d = Math.sqrt(r.next()) * R * 0.58;
        out += leaf(cx + Math.cos(a) * d, cy + Math.sin(a) * d, r.range(R * 0.08, R * 0.14), r.range(0, 180), r.pick([pal.grass, pal.grassLight, '#7fb96a', pal.fairwayLight]));
      }
      for (let i = 0; i < 6; i++) {
        const a = r.next() * Math.PI * 2;
        const d = r.range(0.1, 0.5) * R;
        out += `<circle cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" r="${f(R * 0.07)}" fill="#d9633f"/><circle cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" r="${f(R * 0.04)}" fill="#ea8a63"/>`;
      }
      return out + chunks(r, cx, cy, R * 0.45, 8, pal.sandLight, R * 0.04);
    }
    case 'fritters':
    case 'patties':
    case 'fingers':
    case 'rolls': {
      let out = plate(doc, cx, cy, R);
      const golden = food === 'patties' ? mix(pal.brown, pal.spice, 0.4) : mix(pal.sand, pal.spice, 0.35);
      const n = food === 'fritters' ? 7 : 5;
      for (let i = 0; i < n; i++) {
        const a = (i / n) * Math.PI * 2 + r.next() * 0.3;
        const x = cx + Math.cos(a) * R * 0.38;
        const y = cy + Math.sin(a) * R * 0.38;
        if (food === 'rolls' || food === 'fingers') {
          const len = food === 'rolls' ? R * 0.42 : R * 0.36;
          const wdt = food === 'rolls' ? R * 0.13 : R * 0.1;
          out += `<rect x="${f(x - len / 2)}" y="${f(y - wdt / 2)}" width="${f(len)}" height="${f(wdt)}" rx="${f(wdt / 2.2)}" transform="rotate(${f((a * 180) / Math.PI + 90)} ${f(x)} ${f(y)})" fill="${golden}"/>`;
        } else {
          out += `<path d="${blobPath(r, x, y, R * 0.14, R * 0.13, food === 'fritters' ? 0.3 : 0.06, food === 'fritters' ? 9 : 12)}" fill="${golden}"/>`;
          out += `<path d="${blobPath(r, x - R * 0.03, y - R * 0.03, R * 0.07, R * 0.06, 0.3, 7)}" fill="${mix(golden, pal.cream, 0.3)}" opacity="0.6"/>`;
        }
      }
      return out + bowl(doc, cx, cy, R * 0.2, food === 'fingers' ? pal.cream : '#8a3e22') + garnish(r, cx, cy - R * 0.05, R * 0.1, 2);
    }
    case 'curry':
    case 'white-curry':
    case 'fish-curry':
    case 'green-curry':
    case 'dal': {
      const gravy = { curry: curryBrown, 'white-curry': '#eadcc0', 'fish-curry': '#d9a93f', 'green-curry': '#9bb86a', dal: '#e2b24a' }[food];
      let out = bowl(doc, cx, cy, R * 0.82, gravy);
      if (food === 'fish-curry') {
        for (let i = 0; i < 3; i++) out += `<ellipse cx="${f(cx + (i - 1) * R * 0.24)}" cy="${f(cy + r.range(-0.1, 0.1) * R)}" rx="${f(R * 0.12)}" ry="${f(R * 0.2)}" fill="#eadfc8" stroke="#b49a74" stroke-width="4"/>`;
      } else if (food !== 'dal') {
        out += chunks(r, cx, cy, R * 0.45, 9, food === 'white-curry' ? '#d9b98a' : food === 'green-curry' ? '#e8dcc2' : mix(pal.brown, pal.ink, 0.2), R * 0.09);
      }
      if (food === 'curry') out += chunks(r, cx, cy, R * 0.4, 4, '#e7c48a', R * 0.07);
      out += `<path d="M${f(cx - R * 0.3)} ${f(cy - R * 0.2)}q${f(R * 0.15)} ${f(-R * 0.1)} ${f(R * 0.3)} 0" stroke="${mix(gravy, pal.cream, 0.5)}" stroke-width="6" fill="none" opacity="0.6"/>`;
      if (food === 'fish-curry' || food === 'dal') out += `<path d="M${f(cx + R * 0.1)} ${f(cy - R * 0.3)}l${f(R * 0.25)} ${f(R * 0.08)}" stroke="#3f8a3f" stroke-width="${f(R * 0.04)}" stroke-linecap="round"/>`;
      return out + garnish(r, cx, cy, R * 0.5, 8);
    }
    case 'biryani':
    case 'polao':
    case 'fried-rice':
    case 'khichuri': {
      let out = plate(doc, cx, cy, R);
      const base = { biryani: '#eed39a', polao: '#f6ead0', 'fried-rice': '#efdcaa', khichuri: '#e2b95a' }[food];
      out += rice(r, cx, cy, R * 0.62, base, food === 'khichuri' ? 40 : 160);
      if (food === 'biryani' || food === 'polao') out += chunks(r, cx, cy, R * 0.35, 4, mix(pal.brown, pal.spice, 0.5), R * 0.12);
      if (food === 'biryani') out += eggHalf(cx + R * 0.22, cy - R * 0.12, R * 0.11, 20) + eggHalf(cx - R * 0.25, cy + R * 0.2, R * 0.11, -30);
      if (food === 'fried-rice') out += chunks(r, cx, cy, R * 0.5, 30, pal.grass, R * 0.025) + chunks(r, cx, cy, R * 0.5, 20, '#e0783f', R * 0.025);
      if (food === 'khichuri') out += bowl(doc, cx + R * 0.55, cy - R * 0.5, R * 0.25, curryBrown);
      out += chunks(r, cx, cy, R * 0.5, 14, mix(pal.brown, pal.sand, 0.3), R * 0.03);
      return out + garnish(r, cx, cy, R * 0.4, 5);
    }
    case 'skewers':
    case 'grill': {
      let out = plate(doc, cx, cy, R);
      const meat = food === 'skewers' ? mix(pal.spice, '#a6402a', 0.35) : mix(pal.brown, pal.spice, 0.4);
      if (food === 'skewers') {
        for (let i = 0; i < 3; i++) {
          const y = cy + (i - 1) * R * 0.26;
          out += `<line x1="${f(cx - R * 0.7)}" y1="${f(y + R * 0.1)}" x2="${f(cx + R * 0.7)}" y2="${f(y - R * 0.1)}" stroke="#b8a37a" stroke-width="5"/>`;
          for (let k = 0; k < 5; k++) {
            const t = -0.45 + k * 0.22;
            out += `<path d="${blobPath(r, cx + t * R, y - t * R * 0.14, R * 0.09, R * 0.085, 0.2, 7)}" fill="${mix(meat, pal.ink, r.range(0, 0.2))}"/>`;
          }
        }
      } else {
        out += `<path d="${blobPath(r, cx - R * 0.1, cy, R * 0.4, R * 0.3, 0.15, 9)}" fill="${meat}"/>`;
        for (let i = 0; i < 4; i++) out += `<line x1="${f(cx - R * 0.4 + i * R * 0.18)}" y1="${f(cy - R * 0.22)}" x2="${f(cx - R * 0.2 + i * R * 0.18)}" y2="${f(cy + R * 0.22)}" stroke="${mix(meat, pal.ink, 0.45)}" stroke-width="8" opacity="0.7"/>`;
      }
      for (let i = 0; i < 4; i++) out += `<circle cx="${f(cx + R * 0.45)}" cy="${f(cy + R * (0.3 + i * 0.03))}" r="${f(R * 0.09)}" fill="none" stroke="#e9dcef" stroke-width="7"/>`;
      return out + lemon(cx + R * 0.4, cy - R * 0.45, R * 0.12, -30) + garnish(r, cx - R * 0.35, cy + R * 0.45, R * 0.1, 4);
    }
    case 'prawns': {
      let out = bowl(doc, cx, cy, R * 0.82, '#e8b46a');
      for (let i = 0; i < 6; i++) {
        const a = (i / 6) * Math.PI * 2;
        const x = cx + Math.cos(a) * R * 0.33;
        const y = cy + Math.sin(a) * R * 0.33;
        out += `<path d="M${f(x - R * 0.1)} ${f(y)}A${f(R * 0.1)} ${f(R * 0.1)} 0 1 1 ${f(x + R * 0.08)} ${f(y + R * 0.06)}" stroke="#e0784a" stroke-width="${f(R * 0.07)}" fill="none" stroke-linecap="round" transform="rotate(${f((a * 180) / Math.PI)} ${f(x)} ${f(y)})"/>`;
      }
      return out + garnish(r, cx, cy, R * 0.3, 5);
    }
    case 'fish': {
      let out = plate(doc, cx, cy, R);
      const body = mix(pal.spice, pal.sand, 0.4);
      out += `<path d="M${f(cx - R * 0.55)} ${f(cy)}Q${f(cx - R * 0.1)} ${f(cy - R * 0.42)} ${f(cx + R * 0.4)} ${f(cy)}Q${f(cx - R * 0.1)} ${f(cy + R * 0.42)} ${f(cx - R * 0.55)} ${f(cy)}Z" fill="${body}"/>`;
      out += `<path d="M${f(cx + R * 0.35)} ${f(cy)}L${f(cx + R * 0.62)} ${f(cy - R * 0.2)}L${f(cx + R * 0.62)} ${f(cy + R * 0.2)}Z" fill="${body}"/>`;
      for (let i = 0; i < 4; i++) out += `<path d="M${f(cx - R * 0.25 + i * R * 0.14)} ${f(cy - R * 0.2)}q${f(R * 0.06)} ${f(R * 0.2)} 0 ${f(R * 0.4)}" stroke="${mix(body, pal.ink, 0.35)}" stroke-width="6" fill="none"/>`;
      out += `<circle cx="${f(cx - R * 0.4)}" cy="${f(cy - R * 0.04)}" r="${f(R * 0.03)}" fill="${pal.ink}"/>`;
      return out + lemon(cx + R * 0.1, cy + R * 0.5, R * 0.12, 10) + lemon(cx - R * 0.1, cy + R * 0.5, R * 0.12, -10) + garnish(r, cx + R * 0.2, cy - R * 0.45, R * 0.12, 5);
    }
    case 'noodles':
    case 'pasta': {
      let out = food === 'noodles' ? bowl(doc, cx, cy, R * 0.85, '#e9cf8f') : plate(doc, cx, cy, R);
      const strand = food === 'noodles' ? '#f1d69a' : '#f3dc9c';
      for (let i = 0; i < 26; i++) {
        const a = r.next() * Math.PI * 2;
        const rr = r.range(0.1, 0.5) * R;
        const a2 = a + r.range(0.8, 1.8);
        out += `<path d="M${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)}A${f(rr)} ${f(rr)} 0 0 1 ${f(cx + Math.cos(a2) * rr)} ${f(cy + Math.sin(a2) * rr)}" stroke="${mix(strand, pal.sandDeep, r.range(0, 0.3))}" stroke-width="${f(R * 0.03)}" fill="none" stroke-linecap="round"/>`;
      }
      if (food === 'pasta') out += `<path d="${blobPath(r, cx, cy, R * 0.22, R * 0.2, 0.2, 8)}" fill="#b8442c"/>` + chunks(r, cx, cy, R * 0.18, 6, '#7a2e1e', R * 0.04) + chunks(r, cx, cy, R * 0.3, 16, '#fff6d8', R * 0.015);
      else out += chunks(r, cx, cy, R * 0.4, 8, pal.grass, R * 0.04) + chunks(r, cx, cy, R * 0.4, 6, mix(pal.brown, pal.spice, 0.4), R * 0.06) + `<line x1="${f(cx + R * 0.3)}" y1="${f(cy - R * 0.95)}" x2="${f(cx + R * 0.05)}" y2="${f(cy + R * 0.2)}" stroke="${pal.brown}" stroke-width="${f(R * 0.035)}" stroke-linecap="round"/><line x1="${f(cx + R * 0.42)}" y1="${f(cy - R * 0.92)}" x2="${f(cx + R * 0.12)}" y2="${f(cy + R * 0.22)}" stroke="${pal.brown}" stroke-width="${f(R * 0.035)}" stroke-linecap="round"/>`;
      return out + garnish(r, cx, cy, R * 0.3, 4);
    }
    case 'sandwich': {
      let out = plate(doc, cx, cy, R);
      for (const [dx, rot] of [[-0.18, -12], [0.2, 168]] as const) {
        const x = cx + dx * R;
        out += `<g transform="rotate(${rot} ${f(x)} ${f(cy)})"><path d="M${f(x - R * 0.3)} ${f(cy + R * 0.3)}L${f(x + R * 0.3)} ${f(cy + R * 0.3)}L${f(x - R * 0.3)} ${f(cy - R * 0.3)}Z" fill="${pal.sandDeep}"/><path d="M${f(x - R * 0.26)} ${f(cy + R * 0.26)}L${f(x + R * 0.2)} ${f(cy + R * 0.26)}L${f(x - R * 0.26)} ${f(cy - R * 0.2)}Z" fill="#f6e6bd"/><path d="M${f(x + R * 0.22)} ${f(cy + R * 0.3)}L${f(x - R * 0.3)} ${f(cy - R * 0.22)}" stroke="${pal.grass}" stroke-width="10"/></g>`;
      }
      for (let i = 0; i < 9; i++) out += `<rect x="${f(cx - R * 0.5 + r.range(0, R * 0.2))}" y="${f(cy + R * 0.38 + r.range(-R * 0.06, R * 0.06))}" width="${f(R * 0.3)}" height="${f(R * 0.05)}" rx="6" transform="rotate(${f(r.range(-30, 30))} ${f(cx - R * 0.35)} ${f(cy + R * 0.4)})" fill="#eab94c"/>`;
      return out;
    }
    case 'burger': {
      let out = plate(doc, cx, cy, R);
      out += `<circle cx="${f(cx - R * 0.1)}" cy="${f(cy)}" r="${f(R * 0.42)}" fill="${pal.grass}"/>`;
      out += `<circle cx="${f(cx - R * 0.1)}" cy="${f(cy)}" r="${f(R * 0.38)}" fill="${doc.radial([
        [0, '#e7b265'],
        [1, '#b7793a'],
      ], 0.4, 0.4, 0.6)}"/>`;
      for (let i = 0; i < 24; i++) {
        const a = r.next() * Math.PI * 2;
        const d = Math.sqrt(r.next()) * R * 0.3;
        const x = cx - R * 0.1 + Math.cos(a) * d;
        const y = cy + Math.sin(a) * d;
        out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="6" ry="3" transform="rotate(${f(r.range(0, 180))} ${f(x)} ${f(y)})" fill="#fff3d6"/>`;
      }
      for (let i = 0; i < 9; i++) out += `<rect x="${f(cx + R * 0.38)}" y="${f(cy - R * 0.35 + i * R * 0.08)}" width="${f(R * 0.3)}" height="${f(R * 0.05)}" rx="6" transform="rotate(${f(r.range(-20, 20))} ${f(cx + R * 0.5)} ${f(cy)})" fill="#eab94c"/>`;
      return out;
    }
    case 'sweets': {
      let out = bowl(doc, cx, cy, R * 0.8, '#f0e2bb');
      for (let i = 0; i < 5; i++) {
        const a = (i / 5) * Math.PI * 2;
        const x = cx + Math.cos(a) * R * 0.3;
        const y = cy + Math.sin(a) * R * 0.3;
        out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(R * 0.17)}" fill="#fffaf0"/><circle cx="${f(x - R * 0.05)}" cy="${f(y - R * 0.05)}" r="${f(R * 0.06)}" fill="#ffffff"/>`;
      }
      return out + `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.15)}" fill="#fffaf0"/>`;
    }
    case 'doi':
    case 'pudding': {
      const potColor = food === 'doi' ? '#a5583a' : pal.cream;
      const fill = food === 'doi' ? '#e9c08a' : '#f6efd9';
      let out = softShadow(doc, cx + R * 0.06, cy + R * 0.1, R * 0.9, R * 0.85);
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.75)}" fill="${potColor}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.62)}" fill="${fill}"/>`;
      if (food === 'pudding') out += chunks(r, cx, cy, R * 0.3, 10, '#8fae5a', R * 0.04) + chunks(r, cx, cy, R * 0.3, 5, '#d9738a', R * 0.03);
      else out += `<circle cx="${f(cx - R * 0.15)}" cy="${f(cy - R * 0.15)}" r="${f(R * 0.25)}" fill="#f3d7a6" opacity="0.7"/>`;
      return out;
    }
    case 'brownie': {
      let out = plate(doc, cx, cy, R);
      out += `<rect x="${f(cx - R * 0.4)}" y="${f(cy - R * 0.3)}" width="${f(R * 0.5)}" height="${f(R * 0.5)}" rx="12" fill="#5a3322"/><rect x="${f(cx - R * 0.36)}" y="${f(cy - R * 0.26)}" width="${f(R * 0.42)}" height="${f(R * 0.42)}" rx="10" fill="#6e4030"/>`;
      out += `<path d="${blobPath(r, cx + R * 0.3, cy + R * 0.1, R * 0.2, R * 0.18, 0.12, 9)}" fill="#fbf3de"/>`;
      return out + garnish(r, cx + R * 0.3, cy - R * 0.05, R * 0.05, 2);
    }
    case 'fruit': {
      let out = plate(doc, cx, cy, R);
      const colors = ['#f0b33a', '#e27a44', '#9cc46a', '#f3d36b'];
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2;
        const x = cx + Math.cos(a) * R * 0.42;
        const y = cy + Math.sin(a) * R * 0.42;
        out += `<path d="M${f(x - R * 0.14)} ${f(y)}A${f(R * 0.14)} ${f(R * 0.14)} 0 0 0 ${f(x + R * 0.14)} ${f(y)}Z" transform="rotate(${f((a * 180) / Math.PI + 90)} ${f(x)} ${f(y)})" fill="${colors[i % 4]}"/>`;
      }
      return out + chunks(r, cx, cy, R * 0.2, 5, '#e27a44', R * 0.07);
    }
    case 'tea':
    case 'coffee': {
      const liquid = food === 'tea' ? '#c98a4a' : '#7a4b2e';
      let out = softShadow(doc, cx + R * 0.06, cy + R * 0.1, R * 0.95, R * 0.9);
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.8)}" fill="${pal.cream}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.76)}" fill="none" stroke="${pal.river}" stroke-width="6"/>`;
      out += `<rect x="${f(cx + R * 0.35)}" y="${f(cy - R * 0.08)}" width="${f(R * 0.3)}" height="${f(R * 0.16)}" rx="${f(R * 0.08)}" fill="${pal.creamDark}"/>`;
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.45)}" fill="${pal.creamDark}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.39)}" fill="${liquid}"/>`;
      if (food === 'coffee') out += `<path d="M${f(cx)} ${f(cy + R * 0.18)}C${f(cx - R * 0.3)} ${f(cy - R * 0.05)} ${f(cx - R * 0.1)} ${f(cy - R * 0.25)} ${f(cx)} ${f(cy - R * 0.08)}C${f(cx + R * 0.1)} ${f(cy - R * 0.25)} ${f(cx + R * 0.3)} ${f(cy - R * 0.05)} ${f(cx)} ${f(cy + R * 0.18)}Z" fill="#f3e2c4"/>`;
      else out += `<circle cx="${f(cx - R * 0.12)}" cy="${f(cy - R * 0.1)}" r="${f(R * 0.09)}" fill="#e1aa6a" opacity="0.8"/>` + lemon(cx - R * 0.55, cy + R * 0.55, R * 0.1, 20);
      return out;
    }
    case 'glass':
    case 'coconut': {
      if (food === 'coconut') {
        let out = softShadow(doc, cx + R * 0.06, cy + R * 0.1, R * 0.85, R * 0.8);
        out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.68)}" fill="${doc.radial([
          [0, '#8cc05a'],
          [1, '#4f8a3a'],
        ], 0.4, 0.4, 0.7)}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.28)}" fill="#f6efd9"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.16)}" fill="#e8e4d4"/>`;
        return out + `<line x1="${f(cx)}" y1="${f(cy)}" x2="${f(cx + R * 0.7)}" y2="${f(cy - R * 0.6)}" stroke="${pal.river}" stroke-width="${f(R * 0.05)}" stroke-linecap="round"/>`;
      }
      const drink = r.pick(['#f3e9c8', '#f2d06b', '#e8c07a', '#c7e2b0', '#8a5a3a']);
      let out = softShadow(doc, cx + R * 0.06, cy + R * 0.1, R * 0.75, R * 0.7);
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.58)}" fill="#e6f0ee" opacity="0.9"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.52)}" fill="${drink}"/>`;
      for (let i = 0; i < 4; i++) out += `<rect x="${f(cx + r.range(-0.3, 0.15) * R)}" y="${f(cy + r.range(-0.3, 0.15) * R)}" width="${f(R * 0.16)}" height="${f(R * 0.16)}" rx="8" fill="#ffffff" opacity="0.5" transform="rotate(${f(r.range(0, 90))} ${f(cx)} ${f(cy)})"/>`;
      out += `<circle cx="${f(cx + R * 0.35)}" cy="${f(cy - R * 0.35)}" r="${f(R * 0.16)}" fill="#a7cf5a"/><circle cx="${f(cx + R * 0.35)}" cy="${f(cy - R * 0.35)}" r="${f(R * 0.12)}" fill="#d8ec9a"/>`;
      out += `<line x1="${f(cx - R * 0.1)}" y1="${f(cy)}" x2="${f(cx - R * 0.75)}" y2="${f(cy - R * 0.55)}" stroke="${pal.river}" stroke-width="${f(R * 0.05)}" stroke-linecap="round"/>`;
      return out + garnish(r, cx - R * 0.2, cy + R * 0.2, R * 0.1, 3);
    }
    case 'paratha':
    case 'breakfast':
    case 'pancakes': {
      let out = plate(doc, cx, cy, R);
      if (food === 'paratha') {
        for (let i = 0; i < 2; i++) {
          const x = cx - R * 0.2 + i * R * 0.1;
          const y = cy - R * 0.1 + i * R * 0.08;
          out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(R * 0.4)}" fill="#e8c27a"/>`;
          for (let k = 1; k < 5; k++) out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(R * 0.08 * k)}" fill="none" stroke="#c99a52" stroke-width="5" opacity="0.55"/>`;
        }
        out += `<path d="${blobPath(r, cx + R * 0.35, cy + R * 0.3, R * 0.24, R * 0.18, 0.2, 8)}" fill="#f2cd5c"/>` + garnish(r, cx + R * 0.35, cy + R * 0.3, R * 0.12, 4);
      } else if (food === 'pancakes') {
        for (let i = 0; i < 3; i++) out += `<circle cx="${f(cx)}" cy="${f(cy - i * R * 0.04)}" r="${f(R * 0.48)}" fill="${i === 2 ? '#e8b865' : '#c98f45'}"/>`;
        out += `<path d="${blobPath(r, cx, cy - R * 0.1, R * 0.26, R * 0.22, 0.3, 9)}" fill="#e79a2a" opacity="0.85"/><rect x="${f(cx - R * 0.07)}" y="${f(cy - R * 0.17)}" width="${f(R * 0.14)}" height="${f(R * 0.1)}" rx="6" fill="#fbe7a0"/>`;
      } else {
        out += eggHalf(cx - R * 0.3, cy - R * 0.2, R * 0.2, 0);
        out += `<rect x="${f(cx - R * 0.1)}" y="${f(cy - R * 0.45)}" width="${f(R * 0.5)}" height="${f(R * 0.1)}" rx="${f(R * 0.05)}" fill="${pal.brown}"/><rect x="${f(cx - R * 0.05)}" y="${f(cy - R * 0.3)}" width="${f(R * 0.5)}" height="${f(R * 0.1)}" rx="${f(R * 0.05)}" fill="${mix(pal.brown, pal.spice, 0.3)}"/>`;
        out += chunks(r, cx - R * 0.1, cy + R * 0.3, R * 0.2, 14, '#c25a2e', R * 0.045);
        out += `<circle cx="${f(cx + R * 0.35)}" cy="${f(cy + R * 0.15)}" r="${f(R * 0.13)}" fill="#d9503a"/>`;
        out += `<rect x="${f(cx + R * 0.15)}" y="${f(cy + R * 0.3)}" width="${f(R * 0.3)}" height="${f(R * 0.24)}" rx="10" fill="#eab96a" transform="rotate(12 ${f(cx + R * 0.3)} ${f(cy + R * 0.4)})"/>`;
      }
      return out;
    }
  }
}
