/**
 * Light: every scene is lit by one of a few times of day, which tints every layer the same way.
 */
import { mix, pal } from './palette';
import type { Rand } from './random';

export type TimeOfDay = 'dawn' | 'morning' | 'midday' | 'golden' | 'dusk' | 'night' | 'monsoon';

export interface Lighting {
  sky: readonly [string, string, string];
  sunColor: string;
  glow: string;
  sunX: number;
  sunY: number;
  sunR: number;
  moon: boolean;
  haze: string;
  /** Ground colours are pulled towards this colour by `shade`, and towards sand by `warm`. */
  shadeTo: string;
  shade: number;
  warm: number;
  water: readonly [string, string];
  cloud: string;
  cloudOpacity: number;
  lit: boolean;
}

export function lighting(time: TimeOfDay, r: Rand): Lighting {
  const left = r.chance(0.5);
  const x = (a: number, b: number) => (left ? r.range(a, b) : 1 - r.range(a, b));
  switch (time) {
    case 'dawn':
      return {
        sky: ['#9cc4d8', '#f1e4c8', '#f0c98a'],
        sunColor: '#fbe6b6',
        glow: '#f6d79c',
        sunX: x(0.2, 0.45),
        sunY: 0.9,
        sunR: 0.05,
        moon: false,
        haze: '#e9dcc0',
        shadeTo: '#23415a',
        shade: 0.12,
        warm: 0.16,
        water: ['#e9cf9c', '#5d8fa6'],
        cloud: '#fbf1de',
        cloudOpacity: 0.75,
        lit: false,
      };
    case 'morning':
      return {
        sky: ['#7fb3cf', '#cfe5ee', '#f5efe0'],
        sunColor: '#fdf4dc',
        glow: '#fbeccb',
        sunX: x(0.15, 0.35),
        sunY: 0.45,
        sunR: 0.04,
        moon: false,
        haze: '#d7e6e6',
        shadeTo: '#2c6e8f',
        shade: 0.05,
        warm: 0.05,
        water: ['#b9d8e3', '#3f7f9e'],
        cloud: '#ffffff',
        cloudOpacity: 0.85,
        lit: false,
      };
    case 'midday':
      return {
        sky: ['#4f93b8', '#9dcbe0', '#e6f0ee'],
        sunColor: '#fffaf0',
        glow: '#fff6df',
        sunX: x(0.15, 0.4),
        sunY: 0.18,
        sunR: 0.035,
        moon: false,
        haze: '#c6dde3',
        shadeTo: '#2c6e8f',
        shade: 0,
        warm: 0,
        water: ['#8ec0d6', '#2c6e8f'],
        cloud: '#ffffff',
        cloudOpacity: 0.95,
        lit: false,
      };
    case 'golden':
      return {
        sky: ['#6fa8c4', '#ecdcb4', '#eab56c'],
        sunColor: '#fbe2a6',
        glow: '#f3c676',
        sunX: x(0.15, 0.35),
        sunY: 0.7,
        sunR: 0.045,
        moon: false,
        haze: '#e8cf9f',
        shadeTo: '#3b3a2a',
        shade: 0.1,
        warm: 0.22,
        water: ['#efc887', '#3f6f86'],
        cloud: '#fbe9c8',
        cloudOpacity: 0.7,
        lit: false,
      };
    case 'dusk':
      return {
        sky: ['#1f4a63', '#8c8f8f', '#e9a95f'],
        sunColor: '#f7d08a',
        glow: '#e7a65c',
        sunX: x(0.2, 0.45),
        sunY: 0.93,
        sunR: 0.055,
        moon: false,
        haze: '#9f8f7a',
        shadeTo: '#14303a',
        shade: 0.42,
        warm: 0.12,
        water: ['#e2a862', '#1e4a60'],
        cloud: '#e9b983',
        cloudOpacity: 0.55,
        lit: true,
      };
    case 'night':
      return {
        sky: ['#08192a', '#123752', '#2a5f78'],
        sunColor: '#f7f3ea',
        glow: '#a9cfe0',
        sunX: x(0.15, 0.35),
        sunY: 0.3,
        sunR: 0.03,
        moon: true,
        haze: '#23506a',
        shadeTo: '#0a1e2a',
        shade: 0.66,
        warm: 0,
        water: ['#3d7591', '#0c2230'],
        cloud: '#6f8fa3',
        cloudOpacity: 0.35,
        lit: true,
      };
    case 'monsoon':
      return {
        sky: ['#55707d', '#8fa8ae', '#c5d3cf'],
        sunColor: '#e9eeea',
        glow: '#d5dfdc',
        sunX: x(0.2, 0.4),
        sunY: 0.3,
        sunR: 0,
        moon: false,
        haze: '#a3b7b5',
        shadeTo: '#1d3b3f',
        shade: 0.14,
        warm: 0,
        water: ['#9bb4b7', '#2f5f73'],
        cloud: '#6d8791',
        cloudOpacity: 0.9,
        lit: false,
      };
  }
}

export function groundTint(light: Lighting) {
  return (color: string, depth = 0) => mix(mix(mix(color, pal.sand, light.warm), light.shadeTo, light.shade), light.haze, depth);
}
