/** Factions of Pax Barbarorum: the five a player may lead, the four neutrals with a diplomacy board, the Greek
 * cities of Italy and the rebel mercenaries (BARB-FACTION-*, BARB-NEUTRAL-*). */
import type { Localized } from '../../types';

/** The factions a player may choose (BARB-SETUP-1), in the fixed order that breaks the last ties (BARB-RANK-1). */
export const PLAYER_FACTIONS = ['mac', 'rom', 'arv', 'ger', 'car'] as const;
export type PlayerFaction = (typeof PLAYER_FACTIONS)[number];

/** Neutral factions with a diplomacy board (BARB-NEUTRAL-1). */
export const NEUTRALS = ['aed', 'ibe', 'dac', 'num'] as const;
export type Neutral = (typeof NEUTRALS)[number];

/** Every faction that can own land or field an army. `grk`: the Greek cities of Italy; `mer`: rebel mercenaries. */
export const FACTIONS = [...PLAYER_FACTIONS, ...NEUTRALS, 'grk', 'mer'] as const;
export type FactionId = (typeof FACTIONS)[number];

export const isPlayerFaction = (f: unknown): f is PlayerFaction => PLAYER_FACTIONS.includes(f as PlayerFaction);
export const isNeutral = (f: unknown): f is Neutral => NEUTRALS.includes(f as Neutral);
export const isFaction = (f: unknown): f is FactionId => FACTIONS.includes(f as FactionId);

/** The three kinds of military piece. */
export const UNITS = ['s', 'a', 'c'] as const;
export type Unit = (typeof UNITS)[number];

export const UNIT_NAMES: Record<Unit, Localized> = {
  s: { en: 'soldier', fr: 'soldat' },
  a: { en: 'archer', fr: 'archer' },
  c: { en: 'cavalry', fr: 'cavalier' },
};

export interface FactionInfo {
  name: Localized;
  color: string;
}

export const FACTION_INFO: Record<FactionId, FactionInfo> = {
  mac: { name: { en: 'Macedonians', fr: 'Macédoniens' }, color: '#7d3c98' },
  rom: { name: { en: 'Romans', fr: 'Romains' }, color: '#c0392b' },
  arv: { name: { en: 'Arverni Gauls', fr: 'Gaulois arvernes' }, color: '#2471a3' },
  ger: { name: { en: 'Germans', fr: 'Germains' }, color: '#1e8449' },
  car: { name: { en: 'Carthaginians', fr: 'Carthaginois' }, color: '#d68910' },
  aed: { name: { en: 'Aedui Gauls', fr: 'Gaulois éduens' }, color: '#7f8c8d' },
  ibe: { name: { en: 'Iberians', fr: 'Ibères' }, color: '#8d6e63' },
  dac: { name: { en: 'Dacians', fr: 'Daces' }, color: '#5d6d7e' },
  num: { name: { en: 'Numidians', fr: 'Numides' }, color: '#a1887f' },
  grk: { name: { en: 'Greek cities of Italy', fr: 'Grecs d’Italie' }, color: '#5dade2' },
  mer: { name: { en: 'Rebel mercenaries', fr: 'Mercenaires révoltés' }, color: '#2c2c2c' },
};

/** An army: the pieces of one faction in one province. */
export interface Troops {
  s: number;
  a: number;
  c: number;
}

/**
 * Starting pieces. BARB-SETUP-2: three troops on each player capital; which three is our choice (decision
 * BARB-D-START-TROOPS): the Macedonians have no cavalry, the others bring one horse unit. BARB-SETUP-3 with BARB-HOLD-1:
 * each other starting land of a player faction holds a soldier (`START_GARRISON`), since land is owned only where
 * troops stand. Neutrals (BARB-D-NEUTRAL-ARMIES): two soldiers in a capital, one in each other province; Greek cities
 * three, three and one.
 */
export const START_TROOPS: Record<PlayerFaction, Troops> = {
  mac: { s: 2, a: 1, c: 0 },
  rom: { s: 2, a: 1, c: 0 },
  arv: { s: 2, a: 0, c: 1 },
  ger: { s: 2, a: 0, c: 1 },
  car: { s: 2, a: 0, c: 1 },
};
export const START_GARRISON: Troops = { s: 1, a: 0, c: 0 };
export const NEUTRAL_CAPITAL_TROOPS: Troops = { s: 2, a: 0, c: 0 };
export const NEUTRAL_PROVINCE_TROOPS: Troops = { s: 1, a: 0, c: 0 };

/** Governments of the optional module (BARB-GOV-*). */
export const GOVERNMENTS = ['theocracy', 'oligarchy', 'empire'] as const;
export type Government = (typeof GOVERNMENTS)[number];

export const GOVERNMENT_NAMES: Record<Government, Localized> = {
  theocracy: { en: 'Theocracy', fr: 'Théocratie' },
  oligarchy: { en: 'Commercial oligarchy', fr: 'Oligarchie commerciale' },
  empire: { en: 'Empire', fr: 'Empire' },
};

/** The relation ladder of a neutral diplomacy board, best first (BARB-NEUTRAL-2). */
export const LADDER = ['esteem', 'friendly', 'neutral', 'distrust', 'hatred'] as const;
export type Standing = (typeof LADDER)[number];
export const ESTEEM = 0;
export const FRIENDLY = 1;
export const NEUTRAL_STANDING = 2;
export const DISTRUST = 3;
export const HATRED = 4;

export const LADDER_NAMES: Record<Standing, Localized> = {
  esteem: { en: 'High esteem', fr: 'Haute estime' },
  friendly: { en: 'Friendly', fr: 'Amical' },
  neutral: { en: 'Neutral', fr: 'Neutre' },
  distrust: { en: 'Distrust', fr: 'Méfiance' },
  hatred: { en: 'Hatred', fr: 'Détestation' },
};

/**
 * Starting standings that are not Neutral (decision BARB-D-LADDER-START), as the rulebook describes the neutrals: the
 * Aedui are « ennemis des Arvernes » (Hatred), the Numidians « ont […] toujours harcelé les frontières au sud de
 * Carthage » (Distrust). The Dacians are only placed « au nord de la Macédoine »: no enmity.
 */
export const START_LADDER: Partial<Record<Neutral, Partial<Record<PlayerFaction, number>>>> = {
  aed: { arv: HATRED },
  num: { car: DISTRUST },
};
