/**
 * The landscape: sky, far tree lines, the river, the course and what stands on it.
 */
import { groundTint, lighting, type TimeOfDay } from '../light';
import { mix, pal, skinTones } from '../palette';
import { bunker, clubhouse, flagPin } from '../props/course';
import { figure, type FigureOptions } from '../props/figures';
import { palmTree, roundTree, treeLine } from '../props/plants';
import { boat, bridge } from '../props/river';
import { birds, skyLayer } from '../props/sky';
import type { Rand } from '../random';
import { f, ridgePoints, ridgeY, smoothPath, type Doc } from '../svg-doc';

export type Feature = 'fairway' | 'green' | 'bunker' | 'clubhouse' | 'river' | 'bridge' | 'tournament' | 'golfers' | 'trees' | 'terrace' | 'lawn-party';

export interface LandscapeSpec {
  time: TimeOfDay;
  feature: Feature;
  river: boolean;
  mist: boolean;
  rain: boolean;
  boats: number;
  birds: number;
  egrets: boolean;
  palms: boolean;
  bridge: boolean;
  flowers: boolean;
}

export const defaultSpec: LandscapeSpec = {
  time: 'morning',
  feature: 'fairway',
  river: false,
  mist: false,
  rain: false,
  boats: 0,
  birds: 0,
  egrets: false,
  palms: false,
  bridge: false,
  flowers: false,
};

export function landscape(doc: Doc, seed: Rand, spec: LandscapeSpec, phase: number): string {
  const { w, h } = doc;
  const r = seed.fork('layout');
  const light = lighting(spec.time, seed.fork('light'));
  const tint = groundTint(light);
  const wide = w / h;
  // River views are about the water: a higher horizon, a wide river and a bank instead of a fairway.
  const riverView = spec.feature === 'river' || spec.feature === 'bridge';
  const horizon = h * (riverView ? r.range(0.34, 0.4) : r.range(0.36, 0.46)) * (wide > 1.7 ? 1.04 : 1);
  let out = skyLayer(doc, seed.fork('sky'), light, horizon, phase, spec.time === 'monsoon');

  if (spec.birds > 0) out += birds(seed.fork('birds'), w, horizon * 0.25, horizon * 0.8, spec.birds, spec.egrets ? pal.cream : mix(light.sky[0], pal.ink, 0.6), phase, spec.egrets);

  // Far bank: a hazy tree line, then a nearer, darker one.
  const farRidge = ridgePoints(r.fork('far'), w, horizon, 6);
  out += treeLine(r.fork('far-trees'), w, farRidge, 22, tint(pal.fairwayLight, 0.62), horizon + 60);
  const riverTop = horizon + 2;
  const riverDepth = riverView ? h * r.range(0.22, 0.3) : spec.river ? h * r.range(0.09, 0.15) : h * 0.05;
  const riverBottom = riverTop + riverDepth;

  if (spec.river) {
    const water = doc.linear([
      [0, light.water[0]],
      [1, light.water[1]],
    ]);
    // The water runs on under the near bank, whose own outline makes the shore.
    out += `<rect x="-60" y="${f(riverTop)}" width="${w + 120}" height="${f(riverDepth + 60)}" fill="${water}"/>`;
    // A sandbar (char): the Teesta is braided and wide, with pale islands.
    const chars = r.fork('chars');
    if (chars.chance(0.75)) {
      const cx = chars.range(w * 0.15, w * 0.85);
      out += `<ellipse cx="${f(cx)}" cy="${f(riverTop + riverDepth * 0.35)}" rx="${f(w * chars.range(0.08, 0.18))}" ry="${f(riverDepth * 0.07)}" fill="${tint(pal.sandLight, 0.3)}" opacity="0.9"/>`;
    }
    // Glints on the water, brightest under the sun, each fading in and out with the phase.
    const glints = r.fork('glints');
    const sunX = light.sunX * w;
    for (let i = 0; i < 46; i++) {
      const nearSun = glints.chance(0.5);
      const gx = nearSun ? sunX + glints.range(-1, 1) * w * 0.08 : glints.range(0, w);
      const gy = glints.range(riverTop + 4, riverBottom - 6);
      const gw = glints.range(12, 60) * (0.6 + (gy - riverTop) / riverDepth);
      const pulse = 0.5 + 0.5 * Math.sin((phase * 2 + glints.next()) * Math.PI * 2);
      const opacity = (nearSun && light.sunR > 0 ? 0.7 : 0.3) * pulse;
      out += `<rect x="${f(gx - gw / 2)}" y="${f(gy)}" width="${f(gw)}" height="2.4" rx="1.2" fill="${light.moon ? pal.cream : mix(light.sunColor, pal.cream, 0.4)}" opacity="${opacity.toFixed(2)}"/>`;
    }
    if (spec.bridge) {
      // The bridge spans the river in the middle distance, its piers standing in the water.
      const spanRand = r.fork('bridge');
      const from = spanRand.range(-80, w * 0.2);
      const deckY = riverTop + riverDepth * 0.22;
      out += bridge(deckY, riverTop + riverDepth * 0.45, tint(mix(pal.riverDeep, pal.ink, 0.3), 0.25), light.lit, from, from + spanRand.range(w * 0.7, w * 1.1));
    }
    const boats = r.fork('boats');
    for (let i = 0; i < spec.boats; i++) {
      const by = boats.range(riverTop + riverDepth * 0.3, riverBottom - riverDepth * 0.2);
      const size = (18 + (by - riverTop) * 0.5) * boats.range(1.2, 1.6) * (riverView ? 1.2 : 1);
      const bx = boats.range(w * 0.1, w * 0.9) + Math.sin((phase + boats.next()) * Math.PI * 2) * 10;
      out += boat(bx, by + Math.sin((phase * 2 + boats.next()) * Math.PI * 2) * 1.5, size, tint(mix(pal.brown, pal.ink, 0.4)), tint(pal.sandDeep, 0.1));
    }
  } else {
    out += `<rect x="0" y="${f(riverTop - 4)}" width="${w}" height="${f(riverDepth + 60)}" fill="${tint(pal.grass, 0.45)}"/>`;
  }

  // Near bank: clumps of trees, thicker towards the edges to frame the view.
  const near = r.fork('near');
  const nearRidge = ridgePoints(near, w, riverBottom + 4, 8);
  const groundTop = doc.linear([
    [0, tint(pal.grass, 0.2)],
    [1, tint(pal.fairwayLight)],
  ]);
  out += `<path d="${smoothPath(nearRidge)}L${w + 100} ${h}L-100 ${h}Z" fill="${groundTop}"/>`;
  const clumps = near.int(2, 4);
  for (let i = 0; i < clumps; i++) {
    const edge = i % 2 === 0 ? near.range(-0.05, 0.3) : near.range(0.7, 1.05);
    const cx = edge * w;
    const trees = near.int(3, 6);
    for (let t = 0; t < trees; t++) {
      const tx = cx + near.range(-120, 120);
      const size = near.range(50, 95) * (h / 1067);
      const base = ridgeY(nearRidge, tx) + near.range(2, 14);
      const options = { x: tx, base, size, color: tint(pal.fairway, 0.18), light: tint(pal.fairwayMid, 0.15), trunk: tint(pal.ink, 0.2), sunLeft: light.sunX < 0.5 };
      out += spec.palms && near.chance(0.35) ? palmTree(near, { ...options, size: size * 0.9 }, phase) : roundTree(near, options);
    }
  }

  // The course: a fairway sweeping from the foreground into the distance, with mowing stripes.
  const course = r.fork('course');
  const farY = riverBottom + h * 0.04;
  const bend = course.range(-0.25, 0.25) * w;
  const farX = w * course.range(0.25, 0.75);
  const farHalf = w * course.range(0.05, 0.09);
  const nearHalf = w * course.range(0.38, 0.6);
  // The fairway enters from anywhere along the bottom, so the set does not repeat one view.
  const nearX = w * 0.5 + course.range(-0.3, 0.3) * w;
  const fairwayPath = `M${f(nearX - nearHalf)} ${f(h + 10)}C${f(nearX - nearHalf * 0.6 + bend)} ${f(h * 0.78)} ${f(farX - farHalf * 2 + bend * 0.3)} ${f(farY + h * 0.08)} ${f(farX - farHalf)} ${f(farY)}Q${f(farX)} ${f(farY - 10)} ${f(farX + farHalf)} ${f(farY)}C${f(farX + farHalf * 2 + bend * 0.3)} ${f(farY + h * 0.08)} ${f(nearX + nearHalf * 0.6 + bend)} ${f(h * 0.78)} ${f(nearX + nearHalf)} ${f(h + 10)}Z`;
  const showFairway = spec.feature !== 'terrace' && !riverView;
  if (showFairway) {
    const fairwayFill = doc.linear([
      [0, tint(pal.grass, 0.22)],
      [1, tint(pal.grassLight, 0)],
    ]);
    out += `<path d="${fairwayPath}" fill="${fairwayFill}"/>`;
    const stripesClip = doc.clip(`<path d="${fairwayPath}"/>`);
    let stripes = '';
    const stripeCount = 9;
    for (let i = 0; i < stripeCount; i += 2) {
      const t0 = i / stripeCount;
      const t1 = (i + 1) / stripeCount;
      const y0 = farY + (h - farY) * t0 * t0;
      const y1 = farY + (h - farY) * t1 * t1;
      stripes += `<rect x="0" y="${f(y0)}" width="${w}" height="${f(y1 - y0)}"/>`;
    }
    out += `<g clip-path="${stripesClip}" fill="${tint(pal.grassPale)}" opacity="0.16">${stripes}</g>`;
  }

  // What the picture is about.
  const feature = seed.fork('feature');
  const greenY = farY + (h - farY) * feature.range(0.28, 0.42);
  const greenX = farX + bend * 0.25 + feature.range(-0.05, 0.05) * w;
  const sand = tint(pal.sand);
  const sandLip = tint(pal.grassLight);
  const sandShadow = tint(pal.sandDeep);
  const flagColor = spec.time === 'night' ? pal.cream : mix(pal.sand, pal.spice, 0.35);
  const skin = () => tint(feature.pick(skinTones));
  const shirts = [pal.cream, pal.river, pal.sand, pal.fairwayMid, pal.riverLight];
  const people = (count: number, baseY: number, spread: number, height: number, poses: FigureOptions['pose'][]) => {
    let group = '';
    for (let i = 0; i < count; i++) {
      const px = greenX + (i - (count - 1) / 2) * spread + feature.range(-spread * 0.2, spread * 0.2);
      group += `<ellipse cx="${f(px + height * 0.12)}" cy="${f(baseY)}" rx="${f(height * 0.22)}" ry="${f(height * 0.04)}" fill="${pal.ink}" opacity="0.18"/>`;
      group += figure({
        x: px,
        base: baseY + feature.range(-4, 4),
        height: height * feature.range(0.92, 1.05),
        shirt: tint(feature.pick(shirts)),
        trousers: tint(feature.pick([pal.ink, pal.riverDeep, pal.creamDark, pal.sandDeep])),
        skin: skin(),
        pose: feature.pick(poses),
        facing: feature.chance(0.5) ? 1 : -1,
        cap: feature.chance(0.6) ? tint(feature.pick([pal.cream, pal.fairway, pal.sand])) : undefined,
      });
    }
    return group;
  };

  switch (spec.feature) {
    case 'river':
    case 'bridge':
      break;
    case 'green':
    case 'fairway':
    case 'trees': {
      const near = spec.feature === 'green';
      const gy = near ? farY + (h - farY) * 0.55 : greenY;
      const grx = near ? w * 0.3 : w * 0.09;
      const gry = grx * (near ? 0.22 : 0.2);
      out += `<ellipse cx="${f(greenX)}" cy="${f(gy)}" rx="${f(grx * 1.1)}" ry="${f(gry * 1.18)}" fill="${tint(pal.fairwayLight)}" opacity="0.55"/>`;
      out += `<ellipse cx="${f(greenX)}" cy="${f(gy)}" rx="${f(grx)}" ry="${f(gry)}" fill="${tint(mix(pal.grassLight, '#a8d8a0', 0.5))}"/>`;
      if (near) {
        // Mowing stripes on the green itself.
        const clip = doc.clip(`<ellipse cx="${f(greenX)}" cy="${f(gy)}" rx="${f(grx)}" ry="${f(gry)}"/>`);
        let bands = '';
        for (let i = -6; i < 6; i += 2) bands += `<rect x="${f(greenX + i * grx * 0.18)}" y="${f(gy - gry)}" width="${f(grx * 0.18)}" height="${f(gry * 2)}"/>`;
        out += `<g clip-path="${clip}" fill="${pal.grassPale}" opacity="0.18">${bands}</g>`;
      }
      const bunkers = near ? 2 : feature.int(1, 2);
      for (let i = 0; i < bunkers; i++) {
        const side = i % 2 === 0 ? -1 : 1;
        out += bunker(feature.fork(`b${i}`), greenX + side * grx * feature.range(1.1, 1.4), gy + gry * feature.range(0.2, 0.9), grx * feature.range(0.28, 0.4), gry * 0.45, sandShadow, sand, sandLip);
      }
      out += flagPin(greenX + grx * 0.15, gy, near ? h * 0.26 : h * 0.09, flagColor, pal.cream, phase);
      break;
    }
    case 'bunker': {
      out += `<ellipse cx="${f(greenX)}" cy="${f(greenY)}" rx="${f(w * 0.1)}" ry="${f(w * 0.02)}" fill="${tint(pal.grassLight)}"/>`;
      out += flagPin(greenX, greenY, h * 0.1, flagColor, pal.cream, phase);
      out += bunker(feature.fork('big'), w * feature.range(0.35, 0.65), h * 0.82, w * 0.3, h * 0.08, sandShadow, sand, sandLip);
      out += bunker(feature.fork('small'), greenX + w * 0.16, greenY + h * 0.05, w * 0.08, h * 0.022, sandShadow, sand, sandLip);
      break;
    }
    case 'clubhouse': {
      const cw = w * feature.range(0.42, 0.56);
      const cx = w * feature.range(0.4, 0.6);
      const base = riverBottom + h * 0.1;
      out += `<ellipse cx="${f(cx)}" cy="${f(base)}" rx="${f(cw * 0.75)}" ry="${f(h * 0.05)}" fill="${tint(pal.grass, 0.12)}"/>`;
      out += clubhouse(cx, base, cw, tint, light.lit);
      for (const side of [-1, 1]) {
        out += palmTree(feature, { x: cx + side * cw * 0.58, base: base + 8, size: h * 0.16, color: tint(pal.fairway), light: tint(pal.fairwayMid), trunk: tint(pal.brown), sunLeft: true }, phase);
      }
      if (spec.flowers) {
        for (let i = 0; i < 60; i++) {
          const fx = cx + feature.range(-0.6, 0.6) * cw;
          const fy = base + feature.range(0.02, 0.07) * h;
          out += `<circle cx="${f(fx)}" cy="${f(fy)}" r="${f(feature.range(4, 8))}" fill="${feature.pick([pal.sand, pal.cream, pal.spice, pal.sandLight])}"/>`;
        }
      }
      break;
    }
    case 'tournament': {
      // A marquee with peaked roofs, bunting and a leaderboard.
      const tx = w * feature.range(0.25, 0.45);
      const base = riverBottom + h * 0.12;
      const tw = w * 0.32;
      const th = h * 0.11;
      const peaks = 3;
      out += `<rect x="${f(tx)}" y="${f(base - th)}" width="${f(tw)}" height="${f(th)}" fill="${tint(pal.cream)}"/>`;
      for (let i = 0; i < peaks; i++) {
        const px = tx + (tw / peaks) * i;
        out += `<path d="M${f(px - 6)} ${f(base - th)}L${f(px + tw / peaks / 2)} ${f(base - th - th * 0.7)}L${f(px + tw / peaks + 6)} ${f(base - th)}Z" fill="${tint(i % 2 ? pal.cream : pal.fairwayMid)}"/>`;
        out += `<path d="M${f(px + tw / peaks / 2)} ${f(base - th - th * 0.7)}l0 -${f(th * 0.3)}l${f(th * 0.25)} ${f(th * 0.08)}l-${f(th * 0.25)} ${f(th * 0.08)}" fill="${flagColor}" stroke="${tint(pal.ink)}" stroke-width="2"/>`;
      }
      for (let i = 0; i < 6; i++) {
        const sx = tx + (tw / 6) * i;
        out += `<rect x="${f(sx)}" y="${f(base - th)}" width="${f(tw / 12)}" height="${f(th)}" fill="${tint(pal.fairwayMid)}" opacity="0.35"/>`;
      }
      out += `<rect x="${f(tx)}" y="${f(base - th * 0.25)}" width="${f(tw)}" height="${f(th * 0.25)}" fill="${tint(pal.fairway)}" opacity="0.45"/>`;
      // Bunting across the scene.
      const by = base - th * 2.3;
      const bx0 = w * 0.05;
      const bx1 = w * 0.95;
      out += `<path d="M${f(bx0)} ${f(by)}Q${f(w / 2)} ${f(by + h * 0.08)} ${f(bx1)} ${f(by)}" stroke="${tint(pal.ink)}" stroke-width="2" fill="none"/>`;
      for (let i = 1; i < 24; i++) {
        const t = i / 24;
        const x = bx0 + (bx1 - bx0) * t;
        const y = (1 - t) * (1 - t) * by + 2 * (1 - t) * t * (by + h * 0.08) + t * t * by;
        const sway = Math.sin((phase * 2 + t * 3) * Math.PI * 2) * 2;
        out += `<path d="M${f(x - 12)} ${f(y)}L${f(x + 12)} ${f(y)}L${f(x + sway)} ${f(y + 26)}Z" fill="${[pal.sand, pal.cream, pal.river, pal.fairwayMid][i % 4]}"/>`;
      }
      // Leaderboard.
      const lx = tx + tw + w * 0.06;
      const lw = w * 0.14;
      const lh = h * 0.12;
      out += `<rect x="${f(lx)}" y="${f(base - lh - h * 0.03)}" width="${f(lw)}" height="${f(lh)}" fill="${tint(pal.fairway)}" rx="4"/>`;
      for (let i = 0; i < 5; i++) {
        const ly = base - lh - h * 0.03 + lh * (0.14 + i * 0.16);
        out += `<rect x="${f(lx + lw * 0.08)}" y="${f(ly)}" width="${f(lw * feature.range(0.45, 0.62))}" height="${f(lh * 0.07)}" fill="${pal.cream}" opacity="0.85"/>`;
        out += `<rect x="${f(lx + lw * 0.78)}" y="${f(ly)}" width="${f(lw * 0.12)}" height="${f(lh * 0.07)}" fill="${pal.sand}"/>`;
      }
      out += `<rect x="${f(lx + lw * 0.1)}" y="${f(base - h * 0.03)}" width="6" height="${f(h * 0.03)}" fill="${tint(pal.ink)}"/><rect x="${f(lx + lw * 0.85)}" y="${f(base - h * 0.03)}" width="6" height="${f(h * 0.03)}" fill="${tint(pal.ink)}"/>`;
      out += people(feature.int(4, 6), base + h * 0.14, w * 0.07, h * 0.16, ['stand', 'walk', 'cheer', 'caddie']);
      break;
    }
    case 'golfers': {
      out += `<ellipse cx="${f(greenX)}" cy="${f(greenY)}" rx="${f(w * 0.08)}" ry="${f(w * 0.016)}" fill="${tint(pal.grassLight)}"/>`;
      out += flagPin(greenX + w * 0.01, greenY, h * 0.08, flagColor, pal.cream, phase);
      out += people(feature.int(2, 4), h * feature.range(0.8, 0.88), w * 0.09, h * 0.26, ['stand', 'walk', 'swing', 'caddie', 'putt']);
      break;
    }
    case 'terrace':
    case 'lawn-party':
      break;
  }

  if (spec.feature === 'trees') {
    // Avenues of trees along both sides of the fairway, smaller as they recede.
    const avenue = seed.fork('avenue');
    const rows = 7;
    for (let i = rows - 1; i >= 0; i--) {
      const t = i / (rows - 1);
      const y = h * 0.97 - (h * 0.97 - farY) * Math.pow(t, 0.7);
      const scale = 1 - 0.8 * Math.pow(t, 0.7);
      for (const side of [-1, 1]) {
        const edgeNear = nearX + side * nearHalf * 1.05;
        const edgeFar = farX + side * farHalf * 2.2;
        const x = edgeNear + (edgeFar - edgeNear) * Math.pow(t, 0.7) + avenue.range(-20, 20);
        const options = { x, base: y, size: h * 0.22 * scale, color: tint(pal.fairway, 0.3 * t), light: tint(pal.fairwayMid, 0.3 * t), trunk: tint(pal.ink, 0.3 * t), sunLeft: light.sunX < 0.5 };
        out += spec.palms && avenue.chance(0.4) ? palmTree(avenue, options, phase) : roundTree(avenue, options);
      }
    }
  }

  if (riverView) {
    // Kash grass, the white plumes of the Teesta's banks, in the foreground.
    const kash = seed.fork('kash');
    const clumpCount = kash.int(3, 5);
    for (let c = 0; c < clumpCount; c++) {
      const cx = kash.chance(0.5) ? kash.range(-20, w * 0.3) : kash.range(w * 0.7, w + 20);
      const base = h * kash.range(0.93, 1);
      for (let i = 0; i < 14; i++) {
        const x = cx + kash.range(-70, 70);
        const height = h * kash.range(0.12, 0.26);
        const lean = kash.range(-40, 40) + Math.sin((phase + i * 0.1) * Math.PI * 2) * 6;
        out += `<path d="M${f(x)} ${f(base)}Q${f(x + lean * 0.3)} ${f(base - height * 0.6)} ${f(x + lean)} ${f(base - height)}" stroke="${tint(pal.fairwayMid)}" stroke-width="4" fill="none"/>`;
        out += `<ellipse cx="${f(x + lean)}" cy="${f(base - height - 18)}" rx="9" ry="30" transform="rotate(${f(lean * 0.4)} ${f(x + lean)} ${f(base - height)})" fill="${tint(pal.cream, 0.1)}" opacity="0.92"/>`;
      }
    }
  }

  if (spec.feature === 'trees' || spec.palms) {
    // Framing trees in the foreground.
    const frame = seed.fork('frame');
    for (const side of [-1, 1]) {
      if (spec.feature !== 'trees' && frame.chance(0.5)) continue;
      const x = side < 0 ? frame.range(-40, w * 0.08) : w - frame.range(-40, w * 0.08);
      const options = { x, base: h * frame.range(0.84, 0.95), size: h * frame.range(0.2, 0.28), color: tint(pal.fairwayDeep), light: tint(pal.fairway), trunk: tint(pal.ink), sunLeft: light.sunX < 0.5 };
      out += spec.palms && frame.chance(0.6) ? palmTree(frame, { ...options, size: options.size * 1.1 }, phase) : roundTree(frame, options);
    }
  }

  // Foreground rough, darker, gives the picture a floor.
  const fg = ridgePoints(r.fork('fg'), w, h * 0.95, h * 0.015, 6);
  out += `<path d="${smoothPath(fg)}L${w + 100} ${h + 10}L-100 ${h + 10}Z" fill="${tint(pal.fairway)}" opacity="0.85"/>`;

  if (spec.mist) {
    const mist = r.fork('mist');
    for (let i = 0; i < 4; i++) {
      const y = horizon + mist.range(-10, h * 0.28);
      const bandH = h * mist.range(0.04, 0.09);
      const fill = doc.linear([
        [0, pal.cream, 0],
        [0.5, pal.cream, mist.range(0.3, 0.5)],
        [1, pal.cream, 0],
      ]);
      const drift = Math.sin((phase + i * 0.25) * Math.PI * 2) * 30;
      out += `<rect x="${f(-100 + drift)}" y="${f(y)}" width="${w + 200}" height="${f(bandH)}" fill="${fill}"/>`;
    }
  }
  if (spec.rain) {
    // Rain as a pattern shifted by whole tiles over a loop, so the motion repeats exactly.
    const id = doc.id('rain');
    const tile = 120;
    const offset = (phase * tile * 6) % tile;
    let lines = '';
    const rain = r.fork('rain');
    for (let i = 0; i < 9; i++) {
      const x = rain.range(0, tile);
      const y = rain.range(0, tile);
      lines += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x - 8)}" y2="${f(y + 30)}"/><line x1="${f(x)}" y1="${f(y - tile)}" x2="${f(x - 8)}" y2="${f(y - tile + 30)}"/>`;
    }
    doc.def(`<pattern id="${id}" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse" patternTransform="translate(${f(-offset * 0.27)} ${f(offset)})"><g stroke="${pal.cream}" stroke-width="1.6" stroke-linecap="round" opacity="0.55">${lines}</g></pattern>`);
    out += `<rect width="${w}" height="${h}" fill="url(#${id})"/>`;
  }

  // A soft vignette ties the set together.
  const vignette = doc.radial([
    [0.55, pal.ink, 0],
    [1, pal.ink, light.moon ? 0.35 : 0.2],
  ], 0.5, 0.45, 0.75);
  out += `<rect width="${w}" height="${h}" fill="${vignette}"/>`;
  return out;
}
