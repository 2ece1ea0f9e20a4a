import { mix, pal } from '../palette';
import { drawFood, foodFor, garnish, type Food } from '../props/food';
import type { Rand } from '../random';
import { f, type Doc } from '../svg-doc';

function tableTop(doc: Doc, r: Rand, style: number): string {
  const { w, h } = doc;
  const styles = [
    [pal.cream, pal.sandLight],
    [pal.fairway, pal.fairwayMid],
    [mix(pal.sand, pal.brown, 0.25), mix(pal.sand, pal.brown, 0.4)],
    [pal.riverDeep, pal.river],
  ] as const;
  const [base, line] = styles[style % styles.length]!;
  let out = `<rect width="${w}" height="${h}" fill="${base}"/>`;
  if (style % 4 === 0) {
    // Linen with a woven check.
    for (let x = 0; x < w; x += 80) out += `<rect x="${x}" y="0" width="24" height="${h}" fill="${line}" opacity="0.35"/>`;
    for (let y = 0; y < h; y += 80) out += `<rect x="0" y="${y}" width="${w}" height="24" fill="${line}" opacity="0.35"/>`;
  } else if (style % 4 === 2) {
    for (let y = 0; y < h; y += 110) out += `<line x1="0" y1="${y}" x2="${w}" y2="${y + r.range(-10, 10)}" stroke="${line}" stroke-width="4" opacity="0.6"/>`;
  } else {
    out += `<rect width="${w}" height="${h}" fill="${doc.radial([
      [0, line, 0.7],
      [1, line, 0],
    ])}"/>`;
  }
  return out;
}

export function foodPicture(doc: Doc, r: Rand, text: string, isCategory: boolean): string {
  const { w, h } = doc;
  const food = foodFor(text);
  let out = tableTop(doc, r, isCategory ? r.pick([1, 3]) : r.pick([0, 2, 0, 1]));
  const cx = w / 2 + (isCategory ? -w * 0.06 : 0);
  const cy = h / 2 + (isCategory ? h * 0.04 : 0);
  const R = Math.min(w, h) * (isCategory ? 0.36 : 0.4);
  // A folded napkin and cutlery frame the plate.
  out += `<rect x="${f(w * 0.82)}" y="${f(h * 0.15)}" width="${f(w * 0.13)}" height="${f(h * 0.6)}" rx="10" fill="${pal.cream}" opacity="${isCategory ? 0.95 : 0.8}" transform="rotate(4 ${f(w * 0.88)} ${f(h * 0.45)})"/>`;
  out += `<line x1="${f(w * 0.87)}" y1="${f(h * 0.2)}" x2="${f(w * 0.88)}" y2="${f(h * 0.72)}" stroke="#b9c2c4" stroke-width="${f(w * 0.012)}" stroke-linecap="round"/>`;
  out += drawFood(doc, r.fork('food'), food, cx, cy, R);
  if (isCategory) {
    // A side dish and a few loose ingredients tell a fuller story on the category card.
    const drinks: readonly Food[] = ['tea', 'coffee', 'glass', 'coconut'];
    const sweets: readonly Food[] = ['sweets', 'doi', 'pudding', 'brownie', 'fruit'];
    const side: Food = drinks.includes(food) ? r.pick(['fruit', 'sweets']) : sweets.includes(food) ? 'tea' : r.pick(['salad', 'glass', 'dal', 'salad']);
    out += drawFood(doc, r.fork('side'), side, w * 0.16, h * 0.16, Math.min(w, h) * 0.13);
    out += garnish(r.fork('loose'), w * 0.18, h * 0.85, w * 0.08, 6);
  }
  return out;
}

/** A table laid for a Bangladeshi lunch, from above. */
export function spread(doc: Doc, r: Rand): string {
  const { w, h } = doc;
  let out = tableTop(doc, r, 2);
  out += `<rect x="${f(w * 0.05)}" y="${f(h * 0.1)}" width="${f(w * 0.9)}" height="${f(h * 0.8)}" rx="24" fill="${pal.cream}" opacity="0.9"/>`;
  out += `<rect x="${f(w * 0.05)}" y="${f(h * 0.42)}" width="${f(w * 0.9)}" height="${f(h * 0.16)}" fill="${pal.fairway}" opacity="0.9"/>`;
  const dishes: [Food, number, number, number][] = [
    ['biryani', 0.3, 0.5, 0.3],
    ['curry', 0.62, 0.32, 0.19],
    ['dal', 0.62, 0.72, 0.17],
    ['salad', 0.85, 0.5, 0.16],
    ['glass', 0.12, 0.22, 0.1],
    ['sweets', 0.12, 0.8, 0.1],
  ];
  for (const [food, x, y, size] of dishes) out += drawFood(doc, r.fork(food), food, w * x, h * y, h * size);
  return out;
}
