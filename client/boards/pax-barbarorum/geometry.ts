/**
 * The drawing of the Pax Barbarorum map, computed from the map data (games/pax-barbarorum/data/map.ts): each
 * province, sea and wild point owns the part of the board nearest to it. No React here; tests use it to check
 * that the drawing and the rules agree on which provinces touch.
 */
import { BOUNDS, DRAWING_SITES, PROVINCES, PROVINCE_INFO, type ProvinceId } from '../../../games/pax-barbarorum/data/map';

/** Pixels per degree of latitude; longitude is shrunk by the cosine of the board's middle latitude. */
const SCALE = 20;
const SHRINK = Math.cos((((BOUNDS.north + BOUNDS.south) / 2) * Math.PI) / 180);

export const WIDTH = Math.round((BOUNDS.east - BOUNDS.west) * SCALE * SHRINK);
export const HEIGHT = Math.round((BOUNDS.north - BOUNDS.south) * SCALE);

/** The size of the map's texts, in map units (board.css draws every one of them at this size). */
export const MAP_TEXT = 12;

export type Point = [number, number];

export const project = (lon: number, lat: number): Point => [(lon - BOUNDS.west) * SCALE * SHRINK, (BOUNDS.north - lat) * SCALE];

export interface Site {
  id: string;
  kind: 'province' | 'sea' | 'wild';
  at: Point;
}

export const SITES: readonly Site[] = [
  ...PROVINCES.map((id): Site => ({ id, kind: 'province', at: project(PROVINCE_INFO[id].lon, PROVINCE_INFO[id].lat) })),
  ...DRAWING_SITES.map(([k, lon, lat], i): Site => ({ id: `${k}${i}`, kind: k === 's' ? 'sea' : 'wild', at: project(lon, lat) })),
];

/** Keep the part of `poly` where a·x + b·y ≤ c. */
function clip(poly: Point[], a: number, b: number, c: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % poly.length];
    const fp = a * p[0] + b * p[1] - c;
    const fq = a * q[0] + b * q[1] - c;
    if (fp <= 0) out.push(p);
    if ((fp < 0 && fq > 0) || (fp > 0 && fq < 0)) {
      const t = fp / (fp - fq);
      out.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])]);
    }
  }
  return out;
}

/** The region of each site: the board rectangle cut by the bisector with every other site. */
function cellOf(i: number): Point[] {
  let poly: Point[] = [
    [0, 0],
    [WIDTH, 0],
    [WIDTH, HEIGHT],
    [0, HEIGHT],
  ];
  const [x1, y1] = SITES[i].at;
  for (let j = 0; j < SITES.length; j++) {
    if (j === i) continue;
    const [x2, y2] = SITES[j].at;
    poly = clip(poly, x2 - x1, y2 - y1, (x2 * x2 + y2 * y2 - x1 * x1 - y1 * y1) / 2);
  }
  return poly;
}

let cellCache: Point[][] | null = null;

/** Every site's polygon, in `SITES` order (computed once). */
export function cells(): Point[][] {
  if (!cellCache) cellCache = SITES.map((_, i) => cellOf(i));
  return cellCache;
}

const provinceIndex = new Map<string, number>(SITES.map((s, i) => [s.id, i]));

export const provinceCell = (p: ProvinceId): Point[] => cells()[provinceIndex.get(p)!];
export const provinceAt = (p: ProvinceId): Point => SITES[provinceIndex.get(p)!].at;

export const pathOf = (poly: Point[]): string =>
  poly.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`).join('') + 'Z';

/** Pairs of provinces whose drawn regions share an edge longer than `minLength` pixels, as sorted "a b" keys. */
export function drawnBorders(minLength = 3): Set<string> {
  const out = new Set<string>();
  const all = cells();
  SITES.forEach((site, i) => {
    if (site.kind !== 'province') return;
    const poly = all[i];
    for (let k = 0; k < poly.length; k++) {
      const p = poly[k];
      const q = poly[(k + 1) % poly.length];
      if (Math.hypot(p[0] - q[0], p[1] - q[1]) < minLength) continue;
      const m: Point = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
      const d = Math.hypot(site.at[0] - m[0], site.at[1] - m[1]);
      SITES.forEach((other, j) => {
        if (j === i || other.kind !== 'province') return;
        if (Math.abs(Math.hypot(other.at[0] - m[0], other.at[1] - m[1]) - d) < 0.01) out.add([site.id, other.id].sort().join(' '));
      });
    }
  });
  return out;
}
