/** One palette for the whole set (docs/identity-and-look.md: deep fairway green, river blue, warm off-white, sand). */
export const pal = {
  fairway: '#1f4d3a',
  fairwayDeep: '#163a2c',
  fairwayMid: '#2e6b4f',
  fairwayLight: '#3f8a63',
  grass: '#5fa577',
  grassLight: '#8cc09a',
  grassPale: '#cfe3cf',
  river: '#2c6e8f',
  riverDeep: '#1b4a62',
  riverNight: '#0c2230',
  riverLight: '#6fa8c4',
  riverPale: '#a9cfe0',
  cream: '#f7f3ea',
  creamDark: '#efe7d6',
  sand: '#d9b779',
  sandLight: '#e8cf9f',
  sandDeep: '#b8955a',
  spice: '#c9773f', // the deepest sand: curry, brick, sunset
  brown: '#6e4a2e',
  ink: '#17302a',
};

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  const c = ca.map((v, i) => Math.round(v + (cb[i]! - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export const skinTones = ['#8d5f3d', '#a3724a', '#b98a5e', '#7a5034'];
