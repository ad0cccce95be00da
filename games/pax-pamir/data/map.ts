/** The map of Afghanistan and the game's vocabulary and piece counts (map.json of the shared facts). */

export const REGIONS = ['transcaspia', 'kabul', 'persia', 'herat', 'kandahar', 'punjab'] as const;
export type Region = (typeof REGIONS)[number];

/** The nine borders, each named by its two regions in alphabetical order. */
export const BORDERS = [
  'persia-transcaspia',
  'herat-persia',
  'herat-transcaspia',
  'kabul-transcaspia',
  'herat-kabul',
  'herat-kandahar',
  'kabul-kandahar',
  'kabul-punjab',
  'kandahar-punjab',
] as const;
export type Border = (typeof BORDERS)[number];

const BORDER_REGIONS = Object.fromEntries(BORDERS.map((border) => [border, border.split('-')])) as unknown as Readonly<
  Record<Border, readonly [Region, Region]>
>;

/** The two regions a border separates. */
export const borderRegions = (border: Border): readonly [Region, Region] => BORDER_REGIONS[border];

/** The borders of a region, in the order of BORDERS. */
export const REGION_BORDERS: Readonly<Record<Region, readonly Border[]>> = Object.fromEntries(
  REGIONS.map((region) => [region, BORDERS.filter((border) => borderRegions(border).includes(region))]),
) as unknown as Record<Region, readonly Border[]>;

const NEIGHBOURS = Object.fromEntries(
  REGIONS.map((region) => [region, REGION_BORDERS[region].map((border) => borderRegions(border).find((r) => r !== region)!)]),
) as unknown as Readonly<Record<Region, readonly Region[]>>;

/** Do two regions share a border? */
export const areAdjacent = (a: Region, b: Region): boolean => NEIGHBOURS[a].includes(b);

export const COALITIONS = ['afghan', 'british', 'russian'] as const;
export type Coalition = (typeof COALITIONS)[number];

export const SUITS = ['political', 'intelligence', 'economic', 'military'] as const;
export type Suit = (typeof SUITS)[number];

/** Blocks of each coalition: armies in regions, roads on borders. */
export const BLOCKS_PER_COALITION = 12;
/** Cylinders per player: one marks the score, the others are tribes, spies and gifts. */
export const CYLINDERS_PER_PLAYER = 11;
export const CYLINDERS_IN_SUPPLY = CYLINDERS_PER_PLAYER - 1;
export const STARTING_RUPEES = 4;
export const MARKET_COLUMNS = 6;
export const MARKET_ROWS = 2;
/** Gift spaces on the loyalty dial and what each costs (PAMIR-GIFT-1). */
export const GIFT_COSTS = [2, 4, 6] as const;
