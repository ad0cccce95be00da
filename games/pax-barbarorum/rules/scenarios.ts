/**
 * Positions a match can start from (games/pax-barbarorum/scenarios.ts names them): each is the board after setup
 * (rules/setup.ts) with what happened since written as plain changes, so pieces, cards and tokens stay consistent:
 * every card in a hand has left the supply, every territory holds its owner's troops (BARB-HOLD-1), every order
 * token lies on its owner's territory.
 */
import { success, type Result } from '../../result';
import { CARD_SUPPLY, CARDS, type Hand, type OrderKind } from '../data/constants';
import type { FactionId, PlayerFaction, Troops } from '../data/factions';
import type { ProvinceId } from '../data/map';
import { initialState, takeFaction } from './setup';
import { pairKey } from './state';
import type { PaxState, PlayerID, Step } from './types';
import { SCENARIO_PLAYERS, type ScenarioId } from '../data/scenario-ids';

export { isScenarioId, SCENARIO_IDS, SCENARIO_PLAYERS, type ScenarioId } from '../data/scenario-ids';

interface Sketch {
  /** Seat '0' leads the first, seat '1' the second. */
  factions: [PlayerFaction, PlayerFaction];
  round: number;
  phase: PaxState['phase'];
  step: Step;
  /** Armies that replace a province's setup armies ([] empties it), and lands that changed hands. */
  armies?: Partial<Record<ProvinceId, [FactionId, Troops][]>>;
  owner?: Partial<Record<ProvinceId, FactionId>>;
  realms: Partial<Record<PlayerFaction, { gold: number; influence: number }>>;
  hands?: Partial<Record<PlayerID, Partial<Hand>>>;
  orders?: Partial<Record<PlayerID, Partial<Record<ProvinceId, OrderKind>>>>;
  wars?: [FactionId, FactionId][];
}

const troops = (s: number, a: number, c: number): Troops => ({ s, a, c });

function build(sketch: Sketch): PaxState {
  const G = initialState(SCENARIO_PLAYERS, false);
  sketch.factions.forEach((f, seat) => takeFaction(G, String(seat), f));
  G.round = sketch.round;
  G.phase = sketch.phase;
  G.step = sketch.step;
  for (const [p, list] of Object.entries(sketch.armies ?? {})) {
    if (list.length === 0) delete G.armies[p as ProvinceId];
    else G.armies[p as ProvinceId] = list.map(([f, t]) => ({ f, ...t }));
  }
  for (const [p, f] of Object.entries(sketch.owner ?? {})) G.owner[p as ProvinceId] = f;
  for (const [f, r] of Object.entries(sketch.realms)) Object.assign(G.realms[f as PlayerFaction]!, r);
  for (const [seat, hand] of Object.entries(sketch.hands ?? {}) as [PlayerID, Partial<Hand>][]) {
    for (const c of CARDS) {
      const n = hand[c] ?? 0;
      G.players[seat].hand[c] += n;
      G.supply[c] -= n;
    }
  }
  for (const [seat, orders] of Object.entries(sketch.orders ?? {}) as [PlayerID, Partial<Record<ProvinceId, OrderKind>>][]) {
    for (const [p, kind] of Object.entries(orders) as [ProvinceId, OrderKind][]) {
      G.tokens[p] = seat;
      G.players[seat].orders[p] = kind;
    }
  }
  for (const [a, b] of sketch.wars ?? []) G.wars.push(pairKey(a, b));
  return G;
}

const SKETCHES: Record<ScenarioId, () => Sketch> = {
  /**
   * BARB-BATTLE-1..5, the rulebook's "Combats": round 3, the Romans, who took Lilybaeum from Carthage, resolve their
   * last order, a Move into Carthage. The battle waits for the end of the orders, then runs its steps in order: the
   * attack on a capital costs the Romans a piece (BARB-BATTLE-2), the Carthaginian elephants take another
   * (BARB-BATTLE-3), both sides secretly commit Tactics & experience cards (the Romans hold 2, Carthage 1), then
   * diversity and numbers (BARB-BATTLE-5).
   */
  'battle-of-carthage': () => ({
    factions: ['rom', 'car'],
    round: 3,
    phase: 'action',
    step: { kind: 'resolve', player: '0', remaining: [], chooser: '0' },
    armies: { lilybaeum: [['rom', troops(4, 1, 1)]] },
    owner: { lilybaeum: 'rom' },
    realms: { rom: { gold: 4, influence: 14 }, car: { gold: 6, influence: 12 } },
    hands: { '0': { tactics: 2 }, '1': { tactics: 1 } },
    orders: { '0': { lilybaeum: 'move' } },
    wars: [['rom', 'car']],
  }),
  /**
   * BARB-EVENT-1 (BARB-D-MERCENARY-WAR): round 4, Carthage has raised ten pieces and spent its last gold. Its last order
   * resolved, the round ends; the next wealth phase brings 5 gold against 10 of upkeep: five unpaid mercenaries rise
   * in Carthage and five pieces leave the largest armies (BARB-D-UNPAID), and the rebels will fight the garrison at the end
   * of the next action phase.
   */
  'mercenary-war': () => ({
    factions: ['car', 'rom'],
    round: 4,
    phase: 'action',
    step: { kind: 'resolve', player: '0', remaining: [], chooser: '1' },
    armies: { carthago: [['car', troops(4, 0, 1)]], lilybaeum: [['car', troops(4, 0, 0)]] },
    realms: { car: { gold: 0, influence: 10 }, rom: { gold: 7, influence: 20 } },
    orders: { '0': { byzacena: 'train' } },
  }),
  /**
   * BARB-DIPLO-5, -6: round 2, diplomacy. Carthage, at war with Rome, has placed its orders; one of them, on its army
   * in Lilybaeum, is a Move. The Romans hold an Espionage and a Sabotage card: spying turns an order face up for
   * everyone, and only an order turned face up may be sabotaged.
   */
  'spy-and-sabotage': () => ({
    factions: ['rom', 'car'],
    round: 2,
    phase: 'diplomacy',
    step: { kind: 'diplomacy', waiting: ['0', '1'] },
    armies: { lilybaeum: [['car', troops(3, 0, 1)]] },
    realms: { rom: { gold: 5, influence: 5 }, car: { gold: 5, influence: 5 } },
    hands: { '0': { spy: 1, sabotage: 1 }, '1': { tactics: 2 } },
    orders: {
      '0': { latium: 'economy', etruria: 'recruit', campania: 'train' },
      '1': { carthago: 'recruit', byzacena: 'economy', lilybaeum: 'move' },
    },
    wars: [['rom', 'car']],
  }),
};

/** A scenario's position checked (games/result.ts): its state, or why it cannot be played. */
export type ScenarioResult = Result<PaxState, 'cards-not-conserved', { detail: string }>;

/** The position of a scenario, built afresh and checked (BARB-D-CARDS). */
export function scenarioState(id: ScenarioId): ScenarioResult {
  const G = build(SKETCHES[id]());
  return cardsConserved(G) ? success(G) : { ok: false, problem: 'cards-not-conserved', detail: id };
}

/** Cards are conserved: the supply and the hands always add up to the game's cards (BARB-D-CARDS). */
export function cardsConserved(G: PaxState): boolean {
  return CARDS.every((c) => G.supply[c] + Object.values(G.players).reduce((n, p) => n + p.hand[c], 0) === CARD_SUPPLY[c]);
}
