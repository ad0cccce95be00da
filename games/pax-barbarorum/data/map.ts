/**
 * The board of Pax Barbarorum (BARB-MAP-*): 57 provinces of ancient western Europe and the Mediterranean rim.
 * The rulebook mentions a map but ships none; every entry here is our design (decision BARB-D-MAP). Positions are
 * longitude and latitude in degrees: the board draws each province as the region of the points nearest to its
 * position, with the sea and wild lands as extra points (`DRAWING_SITES`), so the drawing and the rules read
 * one list. A test checks that two provinces share a border on the drawing exactly when they are joined by a
 * land border here.
 */
import type { Localized } from '../../types';
import type { Neutral, PlayerFaction } from './factions';

export const PROVINCES = [
  'gallaecia', 'lusitania', 'cantabria', 'celtiberia', 'tarraconensis', 'baetica', 'carthago_nova', 'pyrenaei',
  'aquitania', 'narbonensis', 'massalia', 'arvernia', 'biturigia', 'aeduia', 'senonia', 'armorica', 'belgica',
  'sequania', 'alpes', 'britannia',
  'sugambria', 'cheruscia', 'suebia', 'boiohaemum', 'vindelicia', 'raetia', 'noricum',
  'gallia_cisalpina', 'venetia', 'liguria', 'etruria', 'latium', 'samnium', 'campania', 'tarentum', 'bruttium',
  'syracusae', 'lilybaeum', 'sardinia', 'corsica',
  'pannonia', 'illyria', 'dacia', 'getia', 'thracia', 'macedonia', 'epirus', 'thessalia', 'attica', 'achaea',
  'byzantium',
  'mauretania', 'masaesylia', 'numidia', 'carthago', 'byzacena', 'tripolitania',
] as const;
export type ProvinceId = (typeof PROVINCES)[number];

export const TERRAINS = ['plain', 'mountain'] as const;
export type Terrain = (typeof TERRAINS)[number];

export interface ProvinceInfo {
  name: Localized;
  lon: number;
  lat: number;
  terrain: Terrain;
  /** The city of a faction capital (BARB-MAP-2). */
  capital?: Localized;
  /** The trade centre in this province (BARB-MAP-3). */
  tradeCentre?: Localized;
}

const p = (en: string, fr: string, lon: number, lat: number, extra: Partial<ProvinceInfo> = {}): ProvinceInfo => ({
  name: { en, fr },
  lon,
  lat,
  terrain: 'plain',
  ...extra,
});
const M: Partial<ProvinceInfo> = { terrain: 'mountain' };
const city = (en: string, fr = en): Localized => ({ en, fr });

export const PROVINCE_INFO: Record<ProvinceId, ProvinceInfo> = {
  gallaecia: p('Gallaecia', 'Gallécie', -8, 42.6),
  lusitania: p('Lusitania', 'Lusitanie', -7.8, 39.3),
  cantabria: p('Cantabria', 'Cantabrie', -4.4, 43, M),
  celtiberia: p('Celtiberia', 'Celtibérie', -3, 40.8, { capital: city('Numantia', 'Numance') }),
  tarraconensis: p('Tarraconensis', 'Tarraconaise', 0.8, 41.3),
  baetica: p('Baetica', 'Bétique', -5.4, 37.4, { tradeCentre: city('Gades', 'Gadès') }),
  carthago_nova: p('Carthago Nova', 'Carthagène', -1.5, 38.4),
  pyrenaei: p('Pyrenees', 'Pyrénées', 0.8, 42.7, M),
  aquitania: p('Aquitania', 'Aquitaine', -0.5, 44.4),
  narbonensis: p('Narbonensis', 'Narbonnaise', 2.9, 43.4),
  massalia: p('Massalia', 'Massalie', 5.4, 43.7, { tradeCentre: city('Massalia', 'Massalia') }),
  arvernia: p('Arvernia', 'Arvernie', 3, 45.5, { capital: city('Gergovia', 'Gergovie') }),
  biturigia: p('Bituriges', 'Bituriges', 1.7, 46.9),
  aeduia: p('Aeduia', 'Éduens', 4.3, 46.9, { capital: city('Bibracte') }),
  senonia: p('Senones', 'Sénons', 2, 48.5),
  armorica: p('Armorica', 'Armorique', -2.8, 47.9, { tradeCentre: city('Corbilo') }),
  belgica: p('Belgica', 'Belgique', 3.5, 50.2),
  sequania: p('Sequania', 'Séquanie', 6.3, 47.8),
  alpes: p('Alps', 'Alpes', 6.8, 45.4, M),
  britannia: p('Britannia', 'Bretagne', -1.8, 52),
  sugambria: p('Sugambri', 'Sicambres', 7.6, 51.3),
  cheruscia: p('Cherusci', 'Chérusques', 10.2, 52.6),
  suebia: p('Suebia', 'Suèves', 9.6, 49.6, { capital: city('Hercynia', 'Hercynie') }),
  boiohaemum: p('Boiohaemum', 'Bohême', 14.3, 50),
  vindelicia: p('Vindelicia', 'Vindélicie', 11.3, 48.2, { tradeCentre: city('Manching') }),
  raetia: p('Raetia', 'Rhétie', 10, 46.6, M),
  noricum: p('Noricum', 'Norique', 14, 47, M),
  gallia_cisalpina: p('Gallia Cisalpina', 'Gaule cisalpine', 9.9, 45.3),
  venetia: p('Venetia', 'Vénétie', 12.6, 45.9, { tradeCentre: city('Aquileia', 'Aquilée') }),
  liguria: p('Liguria', 'Ligurie', 8.4, 44.2, M),
  etruria: p('Etruria', 'Étrurie', 11.6, 43.6),
  latium: p('Latium', 'Latium', 12.7, 42.2, { capital: city('Roma', 'Rome') }),
  samnium: p('Samnium', 'Samnium', 15.2, 41.6, M),
  campania: p('Campania', 'Campanie', 14.6, 40.6),
  tarentum: p('Tarentum', 'Tarente', 17, 40.6, { capital: city('Taras', 'Tarente') }),
  bruttium: p('Bruttium', 'Bruttium', 16.3, 39),
  syracusae: p('Syracusae', 'Syracuse', 14.8, 37.3, { tradeCentre: city('Syracusae', 'Syracuse') }),
  lilybaeum: p('Lilybaeum', 'Lilybée', 12.8, 37.8),
  sardinia: p('Sardinia', 'Sardaigne', 9, 40),
  corsica: p('Corsica', 'Corse', 9.1, 42.1),
  pannonia: p('Pannonia', 'Pannonie', 18.2, 46.4),
  illyria: p('Illyria', 'Illyrie', 18.2, 43, M),
  dacia: p('Dacia', 'Dacie', 23.3, 45.8, { ...M, capital: city('Sarmizegetusa') }),
  getia: p('Getae', 'Gètes', 26.8, 44.6),
  thracia: p('Thracia', 'Thrace', 25.5, 42),
  macedonia: p('Macedonia', 'Macédoine', 22.5, 41, { capital: city('Pella') }),
  epirus: p('Epirus', 'Épire', 20.3, 40.1, M),
  thessalia: p('Thessalia', 'Thessalie', 22.2, 39.3),
  attica: p('Attica', 'Attique', 23.7, 38.2, { tradeCentre: city('Athenae', 'Athènes') }),
  achaea: p('Achaea', 'Achaïe', 22.2, 37.5),
  byzantium: p('Byzantium', 'Byzance', 28.6, 41.2, { tradeCentre: city('Byzantium', 'Byzance') }),
  mauretania: p('Mauretania', 'Maurétanie', -4.8, 34.6),
  masaesylia: p('Masaesylia', 'Masaesyles', 0.8, 35.3),
  numidia: p('Numidia', 'Numidie', 6.6, 36.2, { capital: city('Cirta') }),
  carthago: p('Carthago', 'Carthage', 10, 36.6, { capital: city('Carthago', 'Carthage') }),
  byzacena: p('Byzacena', 'Byzacène', 10.2, 34.9),
  tripolitania: p('Tripolitania', 'Tripolitaine', 12.8, 32.4, { tradeCentre: city('Leptis') }),
};

/** Land borders (BARB-MAP-1). */
export const LAND_BORDERS: readonly (readonly [ProvinceId, ProvinceId])[] = [
  ['achaea', 'attica'],
  ['aeduia', 'alpes'],
  ['aeduia', 'arvernia'],
  ['aeduia', 'biturigia'],
  ['aeduia', 'senonia'],
  ['aeduia', 'sequania'],
  ['alpes', 'arvernia'],
  ['alpes', 'gallia_cisalpina'],
  ['alpes', 'liguria'],
  ['alpes', 'massalia'],
  ['alpes', 'raetia'],
  ['alpes', 'sequania'],
  ['aquitania', 'armorica'],
  ['aquitania', 'arvernia'],
  ['aquitania', 'biturigia'],
  ['aquitania', 'cantabria'],
  ['aquitania', 'narbonensis'],
  ['aquitania', 'pyrenaei'],
  ['armorica', 'biturigia'],
  ['armorica', 'senonia'],
  ['arvernia', 'biturigia'],
  ['arvernia', 'massalia'],
  ['arvernia', 'narbonensis'],
  ['attica', 'thessalia'],
  ['baetica', 'carthago_nova'],
  ['baetica', 'celtiberia'],
  ['baetica', 'lusitania'],
  ['belgica', 'senonia'],
  ['belgica', 'sequania'],
  ['belgica', 'sugambria'],
  ['biturigia', 'senonia'],
  ['boiohaemum', 'cheruscia'],
  ['boiohaemum', 'noricum'],
  ['boiohaemum', 'suebia'],
  ['boiohaemum', 'vindelicia'],
  ['bruttium', 'campania'],
  ['bruttium', 'syracusae'],
  ['bruttium', 'tarentum'],
  ['byzacena', 'carthago'],
  ['byzacena', 'numidia'],
  ['byzacena', 'tripolitania'],
  ['byzantium', 'thracia'],
  ['campania', 'latium'],
  ['campania', 'samnium'],
  ['campania', 'tarentum'],
  ['cantabria', 'celtiberia'],
  ['cantabria', 'gallaecia'],
  ['cantabria', 'pyrenaei'],
  ['carthago', 'numidia'],
  ['carthago_nova', 'celtiberia'],
  ['carthago_nova', 'tarraconensis'],
  ['celtiberia', 'gallaecia'],
  ['celtiberia', 'lusitania'],
  ['celtiberia', 'pyrenaei'],
  ['celtiberia', 'tarraconensis'],
  ['cheruscia', 'suebia'],
  ['cheruscia', 'sugambria'],
  ['corsica', 'sardinia'],
  ['dacia', 'getia'],
  ['dacia', 'illyria'],
  ['dacia', 'macedonia'],
  ['dacia', 'pannonia'],
  ['dacia', 'thracia'],
  ['epirus', 'illyria'],
  ['epirus', 'macedonia'],
  ['epirus', 'thessalia'],
  ['etruria', 'gallia_cisalpina'],
  ['etruria', 'latium'],
  ['etruria', 'liguria'],
  ['gallaecia', 'lusitania'],
  ['gallia_cisalpina', 'liguria'],
  ['gallia_cisalpina', 'raetia'],
  ['gallia_cisalpina', 'venetia'],
  ['getia', 'thracia'],
  ['illyria', 'macedonia'],
  ['illyria', 'pannonia'],
  ['latium', 'samnium'],
  ['liguria', 'massalia'],
  ['lilybaeum', 'syracusae'],
  ['macedonia', 'thessalia'],
  ['macedonia', 'thracia'],
  ['masaesylia', 'mauretania'],
  ['masaesylia', 'numidia'],
  ['massalia', 'narbonensis'],
  ['narbonensis', 'pyrenaei'],
  ['noricum', 'pannonia'],
  ['noricum', 'venetia'],
  ['noricum', 'vindelicia'],
  ['pyrenaei', 'tarraconensis'],
  ['raetia', 'sequania'],
  ['raetia', 'suebia'],
  ['raetia', 'venetia'],
  ['raetia', 'vindelicia'],
  ['samnium', 'tarentum'],
  ['sequania', 'suebia'],
  ['sequania', 'sugambria'],
  ['suebia', 'sugambria'],
  ['suebia', 'vindelicia'],
  ['venetia', 'vindelicia'],
];

/**
 * Sea crossings (BARB-MAP-4, BARB-D-SEA): adjacencies across a strait, used like land borders. They are what lets the
 * Carthaginians reach Europe (Sicily, Sardinia, the two Spanish straits) and Britain join the continent.
 */
export const SEA_CROSSINGS: readonly (readonly [ProvinceId, ProvinceId])[] = [
  ['britannia', 'belgica'],
  ['britannia', 'armorica'],
  ['baetica', 'mauretania'],
  ['carthago_nova', 'masaesylia'],
  ['carthago', 'lilybaeum'],
  ['carthago', 'sardinia'],
  ['corsica', 'etruria'],
  ['tarentum', 'epirus'],
];

/** The factions with a capital: every player faction, every neutral and the Greek cities of Italy (BARB-D-GREEK-CAPITAL). */
export type CapitalHolder = PlayerFaction | Neutral | 'grk';

/** The capital of each player faction, each neutral and the Greek cities (BARB-MAP-2, BARB-D-GREEK-CAPITAL). */
export const CAPITALS: Record<CapitalHolder, ProvinceId> = {
  mac: 'macedonia',
  rom: 'latium',
  arv: 'arvernia',
  ger: 'suebia',
  car: 'carthago',
  aed: 'aeduia',
  ibe: 'celtiberia',
  dac: 'dacia',
  num: 'numidia',
  grk: 'tarentum',
};

/** Starting lands (BARB-SETUP-3), capital first; the Greek cities of Italy hold three provinces and no capital. */
export const START_LANDS: Record<PlayerFaction | Neutral | 'grk', readonly ProvinceId[]> = {
  mac: ['macedonia', 'thessalia', 'thracia'],
  rom: ['latium', 'etruria', 'campania'],
  arv: ['arvernia', 'biturigia', 'aquitania'],
  ger: ['suebia', 'cheruscia', 'sugambria'],
  car: ['carthago', 'byzacena', 'lilybaeum'],
  aed: ['aeduia', 'senonia'],
  ibe: ['celtiberia', 'lusitania', 'gallaecia'],
  dac: ['dacia', 'getia'],
  num: ['numidia', 'masaesylia'],
  grk: ['tarentum', 'syracusae', 'bruttium'],
};

/** Greek garrisons (BARB-D-NEUTRAL-ARMIES). */
export const GREEK_TROOPS: Partial<Record<ProvinceId, { s: number; a: number; c: number }>> = {
  tarentum: { s: 2, a: 1, c: 0 },
  syracusae: { s: 2, a: 1, c: 0 },
  bruttium: { s: 1, a: 0, c: 0 },
};

/**
 * Trade routes (BARB-MAP-3): each trade centre and the capitals and trade centres linked to it. An Influence
 * order in an owned capital or trade centre may put a trade token in a trade centre linked to it.
 */
export const TRADE_LINKS: Partial<Record<ProvinceId, readonly ProvinceId[]>> = {
  baetica: ['carthago', 'celtiberia', 'massalia'],
  massalia: ['arvernia', 'latium', 'aeduia', 'baetica', 'armorica'],
  armorica: ['arvernia', 'aeduia', 'massalia'],
  vindelicia: ['suebia', 'aeduia', 'venetia'],
  venetia: ['latium', 'suebia', 'vindelicia', 'dacia'],
  syracusae: ['carthago', 'latium', 'attica', 'tripolitania'],
  attica: ['macedonia', 'syracusae', 'byzantium'],
  byzantium: ['macedonia', 'dacia', 'attica'],
  tripolitania: ['carthago', 'numidia', 'syracusae'],
};

/** Points that are not provinces, used only to draw the sea (`s`) and the lands beyond the board (`w`). */
export const DRAWING_SITES: readonly (readonly ['s' | 'w', number, number])[] = [
  ['s', -11, 50], ['s', -11, 46], ['s', -11, 42.5], ['s', -11, 39], ['s', -10, 36.2], ['s', -7.5, 36.3],
  ['s', -6, 46.5], ['s', -4.5, 45.6], ['s', -8.5, 45.5], ['s', -6, 50], ['s', -4, 50], ['s', -6, 53.5],
  ['s', -11, 54], ['s', -8.5, 48.5], ['s', -2.5, 49.8], ['s', 0.5, 50.3], ['s', 2, 52], ['s', 2, 54],
  ['s', 5, 54.3], ['s', 0, 55.5], ['s', 7.5, 55], ['s', -3.5, 55.5], ['s', 12, 55], ['s', 15.5, 55.2],
  ['s', 19, 55.5], ['s', -3, 36.2], ['s', -5.4, 35.95], ['s', 8.3, 43.3], ['s', 0, 37.3], ['s', 2.5, 38.8],
  ['s', 3.5, 40.6], ['s', 4.3, 42.3], ['s', 6.5, 42.6], ['s', 5.5, 39.5], ['s', 6.5, 37.6], ['s', 7.2, 40.3],
  ['s', 7.3, 42.3], ['s', 10.8, 40.1], ['s', 10.6, 42.4], ['s', 12.2, 40.3], ['s', 11, 38.5], ['s', 13.3, 39.1],
  ['s', 9.2, 38.2], ['s', 11.5, 37.2], ['s', -1, 36.7], ['s', 12.5, 35], ['s', 15.5, 35.3], ['s', 19, 35.5],
  ['s', 22, 35.5], ['s', 25, 35.5], ['s', 28, 35.5], ['s', 16.5, 33.5], ['s', 20, 33.2], ['s', 13.4, 34.4],
  ['s', 18.3, 38.2], ['s', 17.3, 37], ['s', 17.5, 39.5], ['s', 18.6, 40.1], ['s', 20.5, 37], ['s', 13.8, 44.3],
  ['s', 15.3, 43], ['s', 17, 42], ['s', 17.4, 41.9], ['s', 13, 44.9], ['s', 16.3, 42.4], ['s', 25.2, 39.6],
  ['s', 25.8, 37.8], ['s', 24.2, 36.8], ['s', 26.2, 40.6], ['s', 24.5, 40.6], ['s', 28, 39.2], ['s', 22.6, 38.3],
  ['s', 29.8, 43.5], ['s', 31.5, 42], ['s', 30.5, 45], ['s', 32, 44], ['w', 31, 39], ['w', 31, 48],
  ['w', 25, 50.5], ['w', 20, 52], ['w', 18, 50], ['w', 30.5, 40.5], ['w', 28.5, 47.5], ['w', 20, 48.8],
  ['w', 16.5, 53.5], ['w', 22, 55], ['w', -4, 31.5], ['w', 2, 32], ['w', 7, 32.5], ['w', 10, 31.5],
  ['w', 17, 31], ['w', 23, 31], ['w', 29, 31],
];

/** The part of the globe the board shows, in degrees. */
export const BOUNDS = { west: -12, east: 31, north: 56.5, south: 31 } as const;
