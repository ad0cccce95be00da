/**
 * The drawn map of Afghanistan, our own: the six regions where they lie (Transcaspia north, Persia west, Herat
 * between Persia and Kabul–Kandahar, Kandahar south, Kabul north-east of Kandahar, Punjab east), in a 1000 × 700
 * view box. Every region's outline is made of named lines: each of the nine borders of data/map.ts is one line
 * that exactly its two regions share, the map's edge makes the rest, so the drawing and the rules cannot
 * disagree on which regions touch (a test checks it). No React here.
 */
import { REGIONS, type Border, type Region } from '../../../games/pax-pamir/data/map';

export type Point = readonly [number, number];

export const WIDTH = 1000;
export const HEIGHT = 700;

/** The smallest text on the map, in map units (board.css draws piece counts and rulers at this size). */
export const MAP_TEXT = 20;

// Where three regions meet, and where a border reaches the map's edge.
const PERSIA_TRANSCASPIA_HERAT: Point = [318, 286];
const HERAT_KABUL_TRANSCASPIA: Point = [512, 282];
const HERAT_KABUL_KANDAHAR: Point = [574, 452];
const KABUL_KANDAHAR_PUNJAB: Point = [772, 470];
const WEST_PERSIA_TRANSCASPIA: Point = [0, 262];
const NORTH_TRANSCASPIA_KABUL: Point = [792, 0];
const NORTH_KABUL_PUNJAB: Point = [905, 0];
const SOUTH_PERSIA_HERAT: Point = [292, 700];
const SOUTH_HERAT_KANDAHAR: Point = [478, 700];
const SOUTH_KANDAHAR_PUNJAB: Point = [842, 700];

/** Each border as a line from one end to the other, bending as a drawn frontier does. */
export const BORDER_LINES: Readonly<Record<Border, readonly Point[]>> = {
  'persia-transcaspia': [WEST_PERSIA_TRANSCASPIA, [48, 250], [96, 262], [150, 252], [205, 268], [262, 262], PERSIA_TRANSCASPIA_HERAT],
  'herat-transcaspia': [PERSIA_TRANSCASPIA_HERAT, [360, 272], [402, 284], [446, 270], [484, 290], HERAT_KABUL_TRANSCASPIA],
  // the Oxus, up to the Pamirs
  'kabul-transcaspia': [HERAT_KABUL_TRANSCASPIA, [548, 256], [590, 248], [632, 226], [676, 222], [716, 190], [748, 150], [770, 96], NORTH_TRANSCASPIA_KABUL],
  'herat-persia': [PERSIA_TRANSCASPIA_HERAT, [300, 336], [312, 392], [286, 446], [298, 508], [272, 566], [290, 636], SOUTH_PERSIA_HERAT],
  'herat-kabul': [HERAT_KABUL_TRANSCASPIA, [528, 330], [516, 376], [546, 414], HERAT_KABUL_KANDAHAR],
  'herat-kandahar': [HERAT_KABUL_KANDAHAR, [540, 494], [512, 556], [520, 618], SOUTH_HERAT_KANDAHAR],
  'kabul-kandahar': [HERAT_KABUL_KANDAHAR, [622, 440], [668, 462], [720, 448], [748, 466], KABUL_KANDAHAR_PUNJAB],
  // the Khyber side: from the mountains down to the Kandahar–Punjab corner
  'kabul-punjab': [NORTH_KABUL_PUNJAB, [884, 58], [896, 116], [860, 176], [866, 236], [832, 300], [836, 362], [796, 420], KABUL_KANDAHAR_PUNJAB],
  'kandahar-punjab': [KABUL_KANDAHAR_PUNJAB, [806, 520], [796, 578], [830, 636], SOUTH_KANDAHAR_PUNJAB],
};

/** The map's edge, in the pieces that close each region. */
const EDGE_LINES = {
  'edge-transcaspia': [WEST_PERSIA_TRANSCASPIA, [0, 0], NORTH_TRANSCASPIA_KABUL],
  'edge-kabul': [NORTH_TRANSCASPIA_KABUL, NORTH_KABUL_PUNJAB],
  'edge-punjab': [NORTH_KABUL_PUNJAB, [WIDTH, 0], [WIDTH, HEIGHT], SOUTH_KANDAHAR_PUNJAB],
  'edge-kandahar': [SOUTH_KANDAHAR_PUNJAB, SOUTH_HERAT_KANDAHAR],
  'edge-herat': [SOUTH_HERAT_KANDAHAR, SOUTH_PERSIA_HERAT],
  'edge-persia': [SOUTH_PERSIA_HERAT, [0, HEIGHT], WEST_PERSIA_TRANSCASPIA],
} as const satisfies Record<string, readonly Point[]>;

export type LineName = Border | keyof typeof EDGE_LINES;

export const LINES: Readonly<Record<LineName, readonly Point[]>> = { ...BORDER_LINES, ...EDGE_LINES };

/** A line of an outline, walked forwards or backwards. */
export type Stroke = readonly [LineName, 'forward' | 'back'];

/** Each region's outline, clockwise, as the lines around it. */
export const REGION_OUTLINES: Readonly<Record<Region, readonly Stroke[]>> = {
  transcaspia: [['edge-transcaspia', 'forward'], ['kabul-transcaspia', 'back'], ['herat-transcaspia', 'back'], ['persia-transcaspia', 'back']],
  persia: [['persia-transcaspia', 'forward'], ['herat-persia', 'forward'], ['edge-persia', 'forward']],
  herat: [['herat-transcaspia', 'forward'], ['herat-kabul', 'forward'], ['herat-kandahar', 'forward'], ['edge-herat', 'forward'], ['herat-persia', 'back']],
  kabul: [['kabul-transcaspia', 'forward'], ['edge-kabul', 'forward'], ['kabul-punjab', 'forward'], ['kabul-kandahar', 'back'], ['herat-kabul', 'back']],
  kandahar: [['kabul-kandahar', 'forward'], ['kandahar-punjab', 'forward'], ['edge-kandahar', 'forward'], ['herat-kandahar', 'back']],
  punjab: [['kabul-punjab', 'back'], ['edge-punjab', 'forward'], ['kandahar-punjab', 'back']],
};

/** The points of a stroke, in the direction walked. */
export const strokePoints = ([line, way]: Stroke): readonly Point[] => (way === 'forward' ? LINES[line] : [...LINES[line]].reverse());

/** A region's outline as one closed list of points (each joint once). */
export function outlinePoints(region: Region): Point[] {
  return REGION_OUTLINES[region].flatMap((stroke) => strokePoints(stroke).slice(1));
}

const path = (points: readonly Point[]) => points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join(' ');

/** SVG path data of a region (closed) and of a line (open). */
export const regionPath = (region: Region): string => `${path(outlinePoints(region))} Z`;
export const linePath = (line: LineName): string => path(LINES[line]);

/**
 * Where a region's name is written; its ruler and its pieces go under it, at most `perRow` pieces a row (the rows
 * are centred on the name and stay inside the region, clear of the roads).
 */
export const REGION_PLACES: Readonly<Record<Region, { name: Point; perRow: number; fill: string }>> = {
  transcaspia: { name: [400, 80], perRow: 5, fill: '#ebe0c3' },
  persia: { name: [145, 350], perRow: 5, fill: '#efd4b6' },
  herat: { name: [415, 352], perRow: 4, fill: '#e2cb92' },
  kabul: { name: [700, 262], perRow: 4, fill: '#dcdaae' },
  kandahar: { name: [650, 525], perRow: 5, fill: '#ecc99c' },
  punjab: { name: [893, 420], perRow: 3, fill: '#d2deb2' },
};

/** Where each border's roads are drawn: a point of its line; a border to choose is a ring around it. */
export const ROAD_SPOTS: Readonly<Record<Border, Point>> = {
  'persia-transcaspia': [150, 252],
  'herat-transcaspia': [402, 284],
  'kabul-transcaspia': [590, 248],
  'herat-persia': [286, 446],
  'herat-kabul': [528, 330],
  'herat-kandahar': [512, 556],
  'kabul-kandahar': [668, 462],
  'kabul-punjab': [866, 236],
  'kandahar-punjab': [796, 578],
};

/** The favored suit's cartouche, in Persia's south-west corner. */
export const FAVORED_BOX = { x: 18, y: 588, width: 250, height: 94 } as const;

/** The Caspian Sea, in Transcaspia's north-west corner (drawn over the land, for the reader's bearings). */
export const CASPIAN: readonly Point[] = [[0, 0], [150, 0], [138, 38], [110, 70], [122, 118], [92, 160], [60, 200], [34, 236], [0, 246]];

/** Where mountains are drawn (the Hindu Kush, north-east of Kabul) and desert (Transcaspia's Karakum, Herat's south): for looks only. */
export const MOUNTAINS: readonly Point[] = [[812, 120], [848, 152], [826, 196], [792, 226], [836, 74], [858, 112]];
export const DESERTS: readonly Point[] = [
  [170, 170], [200, 195], [232, 168], [262, 204], [190, 225], [290, 178], [330, 210], [226, 232],
  [352, 610], [392, 640], [436, 606], [372, 676], [420, 680], [462, 650], [330, 660],
];

/** The regions whose outlines hold a line: a border's two regions, an edge's one. */
export function regionsOfLine(line: LineName): Region[] {
  return REGIONS.filter((region) => REGION_OUTLINES[region].some(([name]) => name === line));
}

