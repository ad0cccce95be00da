/**
 * Positions for the Res Publica tests, in a compact notation:
 *   hands: ['3 goths, 1 metal', '']        one string per player, "count kind" items
 *   laid:  [['goths'], ['metal', 'arts']]  sets per player; cities take the pile's values in this order
 *   people / civilisation: '2 huns, 1 goths'  the pile, listed top first; by default every remaining card
 * Every position goes through `positionProblem`; the match starts at player 0's turn, stage "propose".
 */
import { CITY_VALUES, COLONY_POINTS, KINDS, type Kind, familyOf, isKind, CARDS_PER_KIND } from '../../games/res-publica/data/cards';
import type { LogEntry } from 'boardgame.io';
import { HeadlessMatch } from '../../games/headless';
import { resPublica } from '../../games/res-publica';
import { emptyHand } from '../../games/res-publica/rules/hand';
import { positionProblem } from '../../games/res-publica/rules/setup';
import type { Cards, Hand, LaidSet, State } from '../../games/res-publica/rules/types';

export function cards(text: string): Cards {
  const result: Cards = {};
  for (const item of text.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [count, kind] = item.split(/\s+/);
    if (!isKind(kind) || !(Number(count) > 0)) throw new Error(`not a card count: "${item}"`);
    result[kind] = (result[kind] ?? 0) + Number(count);
  }
  return result;
}

export function hand(text: string): Hand {
  return { ...emptyHand(), ...cards(text) };
}

/** A pile written top first, stored top last. */
function pile(text: string): Kind[] {
  const list: Kind[] = [];
  for (const [kind, n] of Object.entries(cards(text))) for (let i = 0; i < n!; i++) list.push(kind as Kind);
  return list.reverse();
}

export interface PositionSpec {
  hands: string[];
  laid?: Kind[][];
  people?: string;
  civilisation?: string;
  drawless?: number;
  lastTurn?: number | null;
}

export function position(spec: PositionSpec): State {
  const players: State['players'] = {};
  const laid: State['laid'] = {};
  let cities = 0;
  spec.hands.forEach((text, i) => {
    players[String(i)] = { hand: hand(text), giving: null };
    laid[String(i)] = (spec.laid?.[i] ?? []).map(
      (kind): LaidSet => ({ kind, points: familyOf(kind) === 'people' ? COLONY_POINTS : CITY_VALUES[cities++] }),
    );
  });
  // By default the piles hold every card not in a hand or a set.
  const used: Record<string, number> = {};
  for (const p of Object.values(players)) for (const kind of KINDS) used[kind] = (used[kind] ?? 0) + p.hand[kind];
  for (const sets of Object.values(laid)) for (const set of sets) used[set.kind] += 5;
  const rest = (family: 'people' | 'civilisation') =>
    KINDS.filter((kind) => familyOf(kind) === family).flatMap((kind) => Array<Kind>(Math.max(0, CARDS_PER_KIND - used[kind])).fill(kind));
  const state: State = {
    first: 0,
    players,
    secret: {
      people: spec.people !== undefined ? pile(spec.people) : rest('people'),
      civilisation: spec.civilisation !== undefined ? pile(spec.civilisation) : rest('civilisation'),
    },
    laid,
    trade: null,
    lastTurn: spec.lastTurn ?? null,
    drawless: spec.drawless ?? 0,
  };
  const problem = positionProblem(state);
  if (problem) throw new Error(`impossible position: ${problem}`);
  return state;
}

let matches = 0;

/** A match at the start of player 0's turn in `spec`'s position. */
export function match(spec: PositionSpec): HeadlessMatch {
  const m = new HeadlessMatch(resPublica.game, {
    numPlayers: spec.hands.length,
    setupData: { firstPlayer: 'seat' },
    seed: `position-${matches++}`,
  });
  m.state = { ...m.state, G: position(spec) };
  return m;
}

export const G = (m: HeadlessMatch) => m.state.G as State;
export const stage = (m: HeadlessMatch) => m.state.ctx.activePlayers;

/** Play moves that must all be accepted. */
export function play(m: HeadlessMatch, ...steps: [string, string, ...unknown[]][]): void {
  for (const [player, move, ...args] of steps) {
    const result = m.move(player, move, args);
    if (!result.ok) throw new Error(`${move}(${JSON.stringify(args)}) by ${player} refused: ${result.refusal.type}`);
  }
}

export function refused(m: HeadlessMatch, player: string, move: string, ...args: unknown[]): boolean {
  const before = JSON.stringify(m.state);
  const result = m.move(player, move, args);
  if (JSON.stringify(m.state) !== before) throw new Error(`${move} changed the state`);
  return !result.ok;
}

/** A match in `spec`'s position, the moves played, and the whole log they wrote. */
export function playedWithLog(spec: PositionSpec, ...steps: [string, string, ...unknown[]][]): { m: HeadlessMatch; log: LogEntry[] } {
  const m = match(spec);
  const log: LogEntry[] = [];
  for (const step of steps) {
    play(m, step);
    log.push(...(m.state.deltalog ?? []));
  }
  return { m, log };
}
