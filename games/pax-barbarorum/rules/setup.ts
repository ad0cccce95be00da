/** Setting up a match (BARB-SETUP-*). */
import { CARD_SUPPLY, START_GOLD, START_RELIGION, START_STABILITY, START_TRADE } from '../data/constants';
import {
  NEUTRALS,
  NEUTRAL_CAPITAL_TROOPS,
  NEUTRAL_PROVINCE_TROOPS,
  PLAYER_FACTIONS,
  START_GARRISON,
  START_LADDER,
  START_TROOPS,
  type FactionId,
  type Government,
  type Neutral,
  type PlayerFaction,
  type Troops,
} from '../data/factions';
import { CAPITALS, GREEK_TROOPS, START_LANDS, type ProvinceId } from '../data/map';
import { writable } from './clone';
import { addHolding, addTroops } from './state';
import type { PaxState, PlayerID } from './types';

/**
 * The board before anyone has chosen (BARB-SETUP-3, BARB-D-IDLE-FACTIONS): every faction's lands and garrisons are laid
 * out; a player faction nobody chooses stays on the board as a minor power with its troops.
 */
export function initialState(numPlayers: number, government: boolean): PaxState {
  const seats: Record<PlayerID, null> = {};
  const players: PaxState['players'] = {};
  for (let i = 0; i < numPlayers; i++) {
    seats[String(i)] = null;
    players[String(i)] = { orders: {}, hand: { tactics: 0, spy: 0, sabotage: 0, march: 0 }, commit: null };
  }
  const ladder = {} as PaxState['ladder'];
  for (const n of NEUTRALS) ladder[n] = { ...(START_LADDER[n] ?? {}) };
  const G: PaxState = {
    options: { government },
    round: 0,
    phase: 'setup',
    step: { kind: 'faction', player: '0' },
    seats,
    realms: {},
    owner: {},
    armies: {},
    religion: {},
    trade: {},
    ladder,
    changed: [],
    wars: [],
    alliances: [],
    offers: [],
    acted: [],
    supply: { ...CARD_SUPPLY },
    tokens: {},
    revealed: {},
    players,
    battles: null,
    lastTactics: null,
    winner: null,
  };
  // BARB-SETUP-3, BARB-HOLD-1: every faction owns the land its troops hold at the start, and nothing else.
  for (const [f, p, troops] of startingArmies()) {
    addTroops(G, p, f, troops);
    G.owner[p] = f;
  }
  return G;
}

/**
 * The armies on the board at the start (BARB-SETUP-2, BARB-D-START-TROOPS, BARB-D-NEUTRAL-ARMIES): a player faction's three
 * troops on its capital and a soldier on each other starting land; a neutral's garrisons; the Greek cities'.
 */
function startingArmies(): [FactionId, ProvinceId, Troops][] {
  const out: [FactionId, ProvinceId, Troops][] = [];
  for (const f of PLAYER_FACTIONS) {
    for (const p of START_LANDS[f]) out.push([f, p, p === CAPITALS[f] ? START_TROOPS[f] : START_GARRISON]);
  }
  for (const n of NEUTRALS) {
    for (const p of START_LANDS[n]) out.push([n, p, p === CAPITALS[n] ? NEUTRAL_CAPITAL_TROOPS : NEUTRAL_PROVINCE_TROOPS]);
  }
  for (const p of START_LANDS.grk) out.push(['grk', p, GREEK_TROOPS[p] ?? NEUTRAL_PROVINCE_TROOPS]);
  return out;
}

/** BARB-SETUP-1: factions nobody has taken yet (BARB-D-MODULE-I: players choose freely, in seat order). */
export const freeFactions = (G: PaxState): PlayerFaction[] =>
  PLAYER_FACTIONS.filter((f) => !Object.values(G.seats).includes(f));

/**
 * BARB-SETUP-2: the chosen faction gets its board: 5 gold, 5 stability, three religion cubes and a trade token on
 * its capital (next to the three troops already there), and its four diplomacy pawns on the neutral boards.
 */
export function takeFaction(G: PaxState, player: PlayerID, f: PlayerFaction): void {
  writable(G, 'seats')[player] = f;
  G.realms[f] = { player, gold: START_GOLD, influence: 0, stability: START_STABILITY, government: null, unpaid: false };
  addHolding(G, 'religion', CAPITALS[f], f, START_RELIGION);
  addHolding(G, 'trade', CAPITALS[f], f, START_TRADE);
}

/** BARB-GOV-0: with the government module, each player picks a government; an Empire's standings drop to Neutral at best. */
export function takeGovernment(G: PaxState, f: PlayerFaction, g: Government): void {
  G.realms[f]!.government = g;
  if (g === 'empire') {
    const ladder = writable(G, 'ladder');
    for (const n of NEUTRALS as readonly Neutral[]) {
      if ((ladder[n][f] ?? 2) < 2) ladder[n][f] = 2;
    }
  }
}
