import { f } from '../svg-doc';

export function boat(x: number, y: number, size: number, color: string, roof: string): string {
  // A Bangladeshi country boat (nouka): a long, upswept hull, a curved bamboo shelter (chhoi)
  // and a boatman at the stern with his pole.
  const s = size;
  const hull = `M${f(x - s)} ${f(y - s * 0.28)}Q${f(x - s * 0.55)} ${f(y + s * 0.14)} ${f(x)} ${f(y + s * 0.14)}Q${f(x + s * 0.6)} ${f(y + s * 0.14)} ${f(x + s * 1.05)} ${f(y - s * 0.32)}Q${f(x + s * 0.55)} ${f(y - s * 0.02)} ${f(x)} ${f(y - s * 0.02)}Q${f(x - s * 0.5)} ${f(y - s * 0.02)} ${f(x - s)} ${f(y - s * 0.28)}Z`;
  const shelter = `M${f(x - s * 0.4)} ${f(y - s * 0.02)}L${f(x - s * 0.4)} ${f(y - s * 0.16)}Q${f(x - s * 0.1)} ${f(y - s * 0.42)} ${f(x + s * 0.2)} ${f(y - s * 0.16)}L${f(x + s * 0.2)} ${f(y - s * 0.02)}Z`;
  const mx = x + s * 0.62;
  const feet = y - s * 0.08;
  const man = `<path d="M${f(mx)} ${f(feet)}L${f(mx)} ${f(feet - s * 0.36)}" stroke="${color}" stroke-width="${f(s * 0.08)}" stroke-linecap="round"/><circle cx="${f(mx)}" cy="${f(feet - s * 0.46)}" r="${f(s * 0.055)}" fill="${color}"/>`;
  const pole = `<path d="M${f(mx - s * 0.25)} ${f(feet - s * 0.75)}L${f(mx + s * 0.3)} ${f(y + s * 0.3)}" stroke="${color}" stroke-width="${f(s * 0.025)}" stroke-linecap="round"/><path d="M${f(mx)} ${f(feet - s * 0.28)}L${f(mx - s * 0.1)} ${f(feet - s * 0.52)}" stroke="${color}" stroke-width="${f(s * 0.04)}" stroke-linecap="round"/>`;
  const ripple = `<path d="M${f(x - s * 0.9)} ${f(y + s * 0.2)}L${f(x + s * 0.9)} ${f(y + s * 0.2)}" stroke="${color}" stroke-width="${f(s * 0.03)}" opacity="0.25" stroke-linecap="round"/>`;
  return `<g>${ripple}<path d="${shelter}" fill="${roof}"/><path d="${hull}" fill="${color}"/>${man}${pole}</g>`;
}

/** The Ghaghat Bridge: a long concrete deck on regular piers, lamps along its rail. */
export function bridge(deckY: number, waterY: number, color: string, lightsOn: boolean, fromX: number, toX: number): string {
  const deck = 14;
  let out = `<rect x="${f(fromX)}" y="${f(deckY - deck)}" width="${f(toX - fromX)}" height="${deck}" fill="${color}"/>`;
  out += `<rect x="${f(fromX)}" y="${f(deckY - deck - 10)}" width="${f(toX - fromX)}" height="3" fill="${color}"/>`;
  const spans = Math.max(5, Math.round((toX - fromX) / 110));
  const spanW = (toX - fromX) / spans;
  for (let i = 0; i <= spans; i++) {
    const px = fromX + spanW * i;
    out += `<rect x="${f(px - 7)}" y="${f(deckY - 2)}" width="14" height="${f(waterY - deckY + 2)}" fill="${color}"/>`;
    out += `<rect x="${f(px - 1.5)}" y="${f(deckY - deck - 10)}" width="3" height="10" fill="${color}"/>`;
    if (i < spans) {
      // Shallow haunches under each span.
      out += `<path d="M${f(px + 7)} ${f(deckY)}Q${f(px + spanW / 2)} ${f(deckY + 12)} ${f(px + spanW - 7)} ${f(deckY)}Z" fill="${color}"/>`;
    }
    if (lightsOn && i % 2 === 0) out += `<circle cx="${f(px)}" cy="${f(deckY - deck - 16)}" r="4" fill="#fbe3a8"/>`;
    if (lightsOn && i % 2 === 0) out += `<rect x="${f(px - 2)}" y="${f(waterY + 6)}" width="4" height="${f(30)}" fill="#fbe3a8" opacity="0.35"/>`;
  }
  return out;
}
