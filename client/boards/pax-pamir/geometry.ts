/**
 * The drawn map: a schematic Afghanistan whose six regions share exactly the nine borders of the game
 * (checked by a test against data/map.ts). Coordinates in a 800 × 500 SVG view box.
 */
import type { Border, Region } from '../../../games/pax-pamir/data/map';

type Point = readonly [number, number];

export const VIEW_BOX = '0 0 800 500';

export const REGION_SHAPES: Readonly<Record<Region, { outline: readonly Point[]; label: Point; fill: string }>> = {
  transcaspia: { outline: [[20, 20], [560, 20], [440, 150], [220, 170], [20, 170]], label: [250, 60], fill: '#e9dcc0' },
  persia: { outline: [[20, 170], [220, 170], [250, 300], [180, 480], [20, 480]], label: [100, 215], fill: '#e3cfa6' },
  herat: { outline: [[220, 170], [440, 150], [430, 290], [330, 320], [300, 480], [180, 480], [250, 300]], label: [330, 195], fill: '#d9c59a' },
  kabul: { outline: [[440, 150], [560, 20], [700, 20], [660, 160], [640, 300], [430, 290]], label: [570, 60], fill: '#e6d5ae' },
  kandahar: { outline: [[430, 290], [640, 300], [620, 480], [300, 480], [330, 320]], label: [470, 335], fill: '#decba0' },
  punjab: { outline: [[700, 20], [780, 20], [780, 480], [620, 480], [640, 300], [660, 160]], label: [718, 200], fill: '#e9d9b4' },
};

/** Where each border's roads are drawn (on the shared edge). */
export const BORDER_SPOTS: Readonly<Record<Border, Point>> = {
  'persia-transcaspia': [120, 170],
  'herat-persia': [237, 240],
  'herat-transcaspia': [330, 160],
  'kabul-transcaspia': [500, 85],
  'herat-kabul': [435, 220],
  'herat-kandahar': [318, 400],
  'kabul-kandahar': [535, 295],
  'kabul-punjab': [655, 180],
  'kandahar-punjab': [630, 390],
};

export const points = (outline: readonly Point[]): string => outline.map(([x, y]) => `${x},${y}`).join(' ');

/** The edges of an outline, each as a key independent of direction. */
export function edges(outline: readonly Point[]): string[] {
  return outline.map((p, i) => {
    const q = outline[(i + 1) % outline.length];
    const [a, b] = [p.join(','), q.join(',')].sort();
    return `${a}|${b}`;
  });
}
