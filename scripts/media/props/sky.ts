import type { Lighting } from '../light';
import { mix, pal } from '../palette';
import type { Rand } from '../random';
import { f, type Doc } from '../svg-doc';

export function skyLayer(doc: Doc, r: Rand, light: Lighting, horizon: number, phase: number, stormy: boolean): string {
  const { w } = doc;
  const sky = doc.linear([
    [0, light.sky[0]],
    [0.62, light.sky[1]],
    [1, light.sky[2]],
  ]);
  let out = `<rect width="${w}" height="${f(horizon + 40)}" fill="${sky}"/>`;
  if (light.moon) {
    const stars = r.fork('stars');
    for (let i = 0; i < 90; i++) {
      const sx = stars.range(0, w);
      const sy = stars.range(0, horizon * 0.8);
      const twinkle = 0.35 + 0.5 * (0.5 + 0.5 * Math.sin((phase + stars.next()) * Math.PI * 2));
      out += `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(stars.range(0.8, 2.2))}" fill="${pal.cream}" opacity="${twinkle.toFixed(2)}"/>`;
    }
  }
  const sx = light.sunX * w;
  const sy = light.sunY * horizon;
  const sr = light.sunR * w;
  if (sr > 0) {
    const glow = doc.radial([
      [0, light.glow, 0.75],
      [0.35, light.glow, 0.28],
      [1, light.glow, 0],
    ]);
    out += `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(sr * 7)}" fill="${glow}"/>`;
    out += `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(sr)}" fill="${light.sunColor}"/>`;
    if (light.moon) {
      // A crescent: the night sky bites into the disc.
      out += `<circle cx="${f(sx + sr * 0.45)}" cy="${f(sy - sr * 0.2)}" r="${f(sr * 0.85)}" fill="${light.sky[0]}" opacity="0.9"/>`;
    }
  }
  // Clouds: long flat stacks of rounded bars, drifting a little with the phase.
  const clouds = r.fork('clouds');
  const count = stormy ? 9 : clouds.int(2, 5);
  for (let i = 0; i < count; i++) {
    const cw = clouds.range(180, 420) * (stormy ? 1.6 : 1);
    const cx = clouds.range(-100, w + 100) + Math.sin((phase + clouds.next()) * Math.PI * 2) * 14;
    const cy = clouds.range(horizon * 0.08, horizon * (stormy ? 0.75 : 0.6));
    const ch = cw * clouds.range(0.1, 0.16);
    const color = stormy ? mix(light.cloud, pal.ink, clouds.range(0, 0.35)) : light.cloud;
    const opacity = light.cloudOpacity * clouds.range(0.7, 1);
    let parts = `<rect x="${f(cx - cw / 2)}" y="${f(cy)}" width="${f(cw)}" height="${f(ch)}" rx="${f(ch / 2)}"/>`;
    const bumps = clouds.int(2, 3);
    for (let b = 0; b < bumps; b++) {
      const bw = cw * clouds.range(0.3, 0.55);
      const bx = cx - cw / 2 + clouds.range(0.1, 0.9) * (cw - bw);
      const bh = ch * clouds.range(1.2, 1.9);
      parts += `<rect x="${f(bx)}" y="${f(cy + ch - bh)}" width="${f(bw)}" height="${f(bh)}" rx="${f(Math.min(bw, bh) / 2)}"/>`;
    }
    out += `<g fill="${color}" opacity="${opacity.toFixed(2)}">${parts}</g>`;
  }
  return out;
}

export function birds(r: Rand, w: number, top: number, bottom: number, count: number, color: string, phase: number, egrets: boolean): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const size = r.range(8, 16) * (egrets ? 1.6 : 1);
    const x0 = r.range(0, w + 200);
    // One whole crossing per loop keeps a looping video seamless.
    const x = ((x0 + phase * (w + 200)) % (w + 200)) - 100;
    const y = r.range(top, bottom) + Math.sin((phase * 3 + r.next()) * Math.PI * 2) * 4;
    const flap = Math.sin((phase * 12 + r.next()) * Math.PI * 2) * size * 0.35;
    out += `<path d="M${f(x - size)} ${f(y - flap)}Q${f(x - size * 0.4)} ${f(y - size * 0.4)} ${f(x)} ${f(y)}Q${f(x + size * 0.4)} ${f(y - size * 0.4)} ${f(x + size)} ${f(y - flap)}" stroke="${color}" stroke-width="${f(egrets ? 3.2 : 2.4)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  return out;
}
