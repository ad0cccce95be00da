/**
 * Test positions for Pax Barbarorum, built through one helper from a compact description:
 *
 *   position({ factions: ['rom', 'car'], armies: { latium: 'rom 3s1a, car 2s1c' }, realm: { rom: { gold: 9 } } })
 *
 * Seats take the listed factions in order ('0' leads the first). Armies are written `<faction> <n>s<n>a<n>c`,
 * in arrival order. Anything not given is as after setup, in the diplomacy phase of round 1.
 */
import type { Hand } from '../../games/pax-barbarorum/data/constants';
import type { FactionId, Government, Neutral, PlayerFaction, Troops } from '../../games/pax-barbarorum/data/factions';
import type { ProvinceId } from '../../games/pax-barbarorum/data/map';
import { HeadlessMatch } from '../../games/headless';
import { paxBarbarorum } from '../../games/pax-barbarorum';
import { activeStages } from '../../games/pax-barbarorum/rules/flow';
import { pairKey } from '../../games/pax-barbarorum/rules/state';
import { initialState, takeFaction, takeGovernment } from '../../games/pax-barbarorum/rules/setup';
import type { Army, PaxState, Realm, Step } from '../../games/pax-barbarorum/rules/types';

export interface Setup {
  factions: PlayerFaction[];
  government?: Partial<Record<PlayerFaction, Government>>;
  /** Replace the armies of these provinces ('' empties one). */
  armies?: Partial<Record<ProvinceId, string>>;
  /** Start from a map without any army. */
  noArmies?: boolean;
  owner?: Partial<Record<ProvinceId, FactionId | null>>;
  realm?: Partial<Record<PlayerFaction, Partial<Realm>>>;
  hand?: Partial<Record<PlayerFaction, Partial<Hand>>>;
  religion?: PaxState['religion'];
  trade?: PaxState['trade'];
  wars?: [FactionId, FactionId][];
  alliances?: [FactionId, FactionId][];
  ladder?: Partial<Record<Neutral, Partial<Record<PlayerFaction, number>>>>;
  step?: Step;
  phase?: PaxState['phase'];
  round?: number;
}

/** `'rom 3s1a, car 2c'` → armies in that order. */
export function parseArmies(text: string): Army[] {
  if (text.trim() === '') return [];
  return text.split(',').map((part) => {
    const [f, units] = part.trim().split(/\s+/);
    const t: Troops = { s: 0, a: 0, c: 0 };
    for (const m of units.matchAll(/(\d+)([sac])/g)) t[m[2] as keyof Troops] = Number(m[1]);
    return { f: f as FactionId, ...t };
  });
}

export const seatOf = (G: PaxState, f: PlayerFaction): string => G.realms[f]!.player;

export function position(s: Setup): PaxState {
  const G = initialState(s.factions.length, s.government !== undefined);
  s.factions.forEach((f, i) => takeFaction(G, String(i), f));
  for (const [f, g] of Object.entries(s.government ?? {})) takeGovernment(G, f as PlayerFaction, g as Government);
  if (s.noArmies) G.armies = {};
  for (const [p, text] of Object.entries(s.armies ?? {})) {
    const list = parseArmies(text ?? '');
    if (list.length) G.armies[p as ProvinceId] = list;
    else delete G.armies[p as ProvinceId];
  }
  for (const [p, f] of Object.entries(s.owner ?? {})) {
    if (f === null) delete G.owner[p as ProvinceId];
    else G.owner[p as ProvinceId] = f as FactionId;
  }
  for (const [f, r] of Object.entries(s.realm ?? {})) Object.assign(G.realms[f as PlayerFaction]!, r);
  for (const [f, h] of Object.entries(s.hand ?? {})) Object.assign(G.players[seatOf(G, f as PlayerFaction)].hand, h);
  if (s.religion) G.religion = s.religion;
  if (s.trade) G.trade = s.trade;
  for (const [a, b] of s.wars ?? []) G.wars.push(pairKey(a, b));
  for (const [a, b] of s.alliances ?? []) G.alliances.push(pairKey(a, b));
  for (const [n, l] of Object.entries(s.ladder ?? {})) Object.assign(G.ladder[n as Neutral], l);
  G.round = s.round ?? 1;
  G.phase = s.phase ?? 'diplomacy';
  G.step = s.step ?? { kind: 'diplomacy', waiting: s.factions.map((_, i) => String(i)) };
  return G;
}

/** A headless match whose state is `G`, with boardgame.io's active players set from `G.step`. */
export function match(G: PaxState): HeadlessMatch {
  const m = new HeadlessMatch(paxBarbarorum.game, { numPlayers: Object.keys(G.seats).length, seed: 'test' });
  m.state = { ...m.state, G, ctx: { ...m.state.ctx, activePlayers: activeStages(G) } };
  return m;
}

export const G = (m: HeadlessMatch): PaxState => m.state.G as PaxState;

/** Play moves `[player, move, ...args]`, failing loudly on a refusal. */
export function play(m: HeadlessMatch, ...moves: [string, string, ...unknown[]][]): void {
  for (const [player, move, ...args] of moves) {
    const result = m.move(player, move, args);
    if (!result.ok) throw new Error(`${move}(${JSON.stringify(args)}) by ${player} refused: ${result.refusal.type}`);
  }
}

/** The armies of a province in the compact notation. */
export const armiesText = (S: PaxState, p: ProvinceId): string =>
  (S.armies[p] ?? []).map((a) => `${a.f} ${a.s}s${a.a}a${a.c}c`).join(', ');

/**
 * BARB-END-2's example: Rome holds the Aedui and Numidian capitals, and its order in Lilybaeum may move two soldiers
 * into Carthage, undefended: its third foreign capital (`TAKE_CARTHAGE`).
 */
export function thirdCapitalInReach(): PaxState {
  const S = position({
    factions: ['rom', 'car'],
    owner: { aeduia: 'rom', numidia: 'rom', lilybaeum: 'rom' },
    armies: { carthago: '', lilybaeum: 'rom 2s' },
    wars: [['rom', 'car']],
    phase: 'action',
    step: { kind: 'resolve', player: '0', remaining: ['1'], chooser: '0' },
  });
  S.tokens = { lilybaeum: '0' };
  S.players['0'].orders = { lilybaeum: 'move' };
  return S;
}

export const TAKE_CARTHAGE: [string, string, ...unknown[]] = ['0', 'resolveOrder', 'lilybaeum', { kind: 'move', to: 'carthago', s: 2, a: 0, c: 0 }];

/** The game after Rome takes Carthage from `thirdCapitalInReach`, over by BARB-END-2. */
export function wonByThreeCapitals(): HeadlessMatch {
  const m = match(thirdCapitalInReach());
  play(m, TAKE_CARTHAGE);
  return m;
}
